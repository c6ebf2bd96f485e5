import { NotFound } from "./not-found-page";

/** Routes of the specification whose area is not open yet: an honest "not found", never a fake page. */
export function Component() {
  return (
    <NotFound
      title="This page isn't open yet"
      message="This part of the community is still being built. Everything on the dashboard home and your profile works today."
    />
  );
}
