import { z } from "zod";
import { TEXT_LIMITS } from "./limits";
import { sameSiteTarget } from "./redirects";
import { emailField, textField } from "./text";

const email = emailField(TEXT_LIMITS.email);

const password = z
  .string()
  .min(1, "Password is required")
  .max(TEXT_LIMITS.passwordMax, `Password must be at most ${TEXT_LIMITS.passwordMax} characters`);

const firstName = textField("First Name", TEXT_LIMITS.name).min(1, "First Name is required");

const newPassword = password.refine(
  (value) => value.length >= TEXT_LIMITS.passwordMin,
  `Password must be at least ${TEXT_LIMITS.passwordMin} characters`,
);

const callbackURL = z
  .string()
  .max(TEXT_LIMITS.url)
  .refine((value) => sameSiteTarget(value) === value, "callbackURL must be a page of this site")
  .optional();

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

const optionalName = textField("Last Name", TEXT_LIMITS.name);

const pictureUrl = textField("Picture address", TEXT_LIMITS.url).refine(
  (value) => value === "" || /^https?:\/\/\S+$/i.test(value),
  "Picture address must start with https:// or http://",
);

export const profileInput = z.strictObject({
  firstName,
  lastName: optionalName,
  profilePictureUrl: pictureUrl,
});

export type ProfileInput = z.infer<typeof profileInput>;

/** The reset form: the token from the e-mailed link and the new password. */
export const passwordResetInput = z.strictObject({
  token: textField("token", 200).min(1, "The reset link is not complete"),
  newPassword,
  callbackURL,
});

export const passwordChangeInput = z.strictObject({
  currentPassword: password,
  newPassword,
  revokeOtherSessions: z.boolean().optional(),
});

// The browser imports these from ./member-names, which needs no zod; the server may import them from here.
export { displayName, greetingName, initials } from "./member-names";
