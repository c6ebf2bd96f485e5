import { Toaster } from "sonner";

/** Where toasts appear; one visible at a time, as the specification asks. */
export default function Toasts() {
  return <Toaster visibleToasts={1} position="bottom-right" richColors closeButton />;
}
