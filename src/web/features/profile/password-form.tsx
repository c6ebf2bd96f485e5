import { type FormEvent, useState } from "react";
import { passwordChangeInput } from "@/domain/accounts";
import { MESSAGES } from "@/domain/messages";
import { Button } from "@/web/components/ui/button";
import { PasswordField } from "@/web/components/ui/password-field";
import { AUTH_FAILURES, authFailureText, useChangePassword } from "@/web/features/auth/api";
import { parseFields } from "@/web/lib/form-errors";
import { notify, notifyError } from "@/web/lib/toast";

export function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parseFields(passwordChangeInput, { currentPassword, newPassword }, setErrors)) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notify(MESSAGES.passwordChanged);
          setCurrentPassword("");
          setNewPassword("");
        },
        onError: (error) => notifyError(authFailureText(error, AUTH_FAILURES.changePassword)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PasswordField
        label="Current password"
        value={currentPassword}
        onChange={setCurrentPassword}
        error={errors.currentPassword}
        autoComplete="current-password"
      />
      <PasswordField
        label="New password"
        value={newPassword}
        onChange={setNewPassword}
        error={errors.newPassword}
        autoComplete="new-password"
        hint="At least 8 characters."
      />
      <Button type="submit" busy={change.isPending}>
        {change.isPending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
