import { z } from "zod";
import { TEXT_LIMITS } from "./limits";

const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(TEXT_LIMITS.email, `Email must be at most ${TEXT_LIMITS.email} characters`)
  .pipe(z.email("Enter a valid email address"));

const password = z
  .string()
  .min(1, "Password is required")
  .max(TEXT_LIMITS.passwordMax, `Password must be at most ${TEXT_LIMITS.passwordMax} characters`);

const firstName = z
  .string()
  .trim()
  .min(1, "First Name is required")
  .max(TEXT_LIMITS.name, `First Name must be at most ${TEXT_LIMITS.name} characters`);

const newPassword = password.refine(
  (value) => value.length >= TEXT_LIMITS.passwordMin,
  `Password must be at least ${TEXT_LIMITS.passwordMin} characters`,
);

/** A path on this site ("/dashboard"), never another site ("https://…", "//host", "/\\host"). */
export const isLocalPath = (value: string) => /^\/(?![/\\])/.test(value);

const callbackURL = z.string().max(TEXT_LIMITS.url).refine(isLocalPath, "callbackURL must be a path").optional();

export const signInInput = z.strictObject({
  email,
  password,
  rememberMe: z.boolean().optional(),
  callbackURL,
});

export const signUpInput = z.strictObject({
  name: firstName,
  email,
  password: newPassword,
  callbackURL,
});

export const emailOnlyInput = z.strictObject({
  email,
  redirectTo: callbackURL,
  callbackURL,
});

const optionalName = z
  .string()
  .trim()
  .max(TEXT_LIMITS.name, `Last Name must be at most ${TEXT_LIMITS.name} characters`);

const pictureUrl = z
  .string()
  .trim()
  .max(TEXT_LIMITS.url, `Picture address must be at most ${TEXT_LIMITS.url} characters`)
  .refine(
    (value) => value === "" || /^https?:\/\/\S+$/i.test(value),
    "Picture address must start with https:// or http://",
  );

export const profileInput = z.strictObject({
  firstName,
  lastName: optionalName,
  profilePictureUrl: pictureUrl,
});

export type ProfileInput = z.infer<typeof profileInput>;

export const passwordChangeInput = z.strictObject({
  currentPassword: password,
  newPassword,
  revokeOtherSessions: z.boolean().optional(),
});

// The browser imports these from ./member-names, which needs no zod; the server may import them from here.
export { displayName, greetingName, initials } from "./member-names";
