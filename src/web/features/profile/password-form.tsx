import { type FormEvent, useState } from "react";
import { passwordChangeInput } from "@/domain/accounts";
import { MESSAGES } from "@/domain/messages";
import { Button } from "@/web/components/ui/button";
import { PasswordField } from "@/web/components/ui/password-field";
import { AUTH_FAILURES, authFailureText, useChangePassword } from "@/web/features/auth/api";
import { parseFields } from "@/web/lib/form-errors";
import { notify, notifyError } from "@/web/lib/toast";

const EMPTY = { currentPassword: "", newPassword: "" };

export function PasswordForm() {
  const [passwords, setPasswords] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A password field's value, change and inline error. */
  const field = (name: keyof typeof EMPTY) => ({
    value: passwords[name],
    onChange: (value: string) => setPasswords((current) => ({ ...current, [name]: value })),
    error: errors[name],
  });
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parseFields(passwordChangeInput, passwords, setErrors)) return;
    change.mutate(passwords, {
      onSuccess: () => {
        notify(MESSAGES.passwordChanged);
        setPasswords(EMPTY);
      },
      onError: (error) => notifyError(authFailureText(error, AUTH_FAILURES.changePassword)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PasswordField label="Current password" {...field("currentPassword")} autoComplete="current-password" />
      <PasswordField
        label="New password"
        {...field("newPassword")}
        autoComplete="new-password"
        hint="At least 8 characters."
      />
      <Button type="submit" busy={change.isPending}>
        {change.isPending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
