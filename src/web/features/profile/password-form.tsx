import { type FormEvent, useState } from "react";
import { passwordChangeInput } from "@/domain/accounts";
import { MESSAGES } from "@/domain/messages";
import { Button } from "@/web/components/ui/button";
import { fieldErrors } from "@/web/features/auth/form-errors";
import { PasswordField } from "@/web/features/auth/password-field";
import { auth } from "@/web/lib/auth";
import { notify } from "@/web/lib/toast";
import { useAction } from "@/web/lib/use-action";

export function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [change, saving] = useAction(async () => {
    await auth.changePassword(currentPassword, newPassword);
    notify(MESSAGES.passwordChanged);
    setCurrentPassword("");
    setNewPassword("");
  }, "Could not change your password.");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordChangeInput.safeParse({ currentPassword, newPassword });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    void change();
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
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
