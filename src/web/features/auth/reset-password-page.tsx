import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { TEXT_LIMITS } from "@/domain/limits";
import { MESSAGES } from "@/domain/messages";
import { paths } from "@/domain/paths";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { PasswordField } from "@/web/components/ui/password-field";
import { notify, notifyError } from "@/web/lib/toast";
import { withQueryClient } from "@/web/lib/with-query-client";
import { AUTH_FAILURES, authFailureText, useResetPassword } from "./api";
import { AuthShell, authLinkClass } from "./auth-shell";

/** Where the e-mailed reset link lands: choose a new password. */
function Screen() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkError = params.get("error");
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const savePassword = useResetPassword();

  if (!token || linkError) {
    return (
      <AuthShell title="This link has expired" subtitle="Reset links work once and for one hour">
        <ButtonLink to={paths.signIn} size="lg" className="w-full">
          Back to sign in
        </ButtonLink>
      </AuthShell>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < TEXT_LIMITS.passwordMin || password.length > TEXT_LIMITS.passwordMax) {
      return setError(`Use ${TEXT_LIMITS.passwordMin} to ${TEXT_LIMITS.passwordMax} characters.`);
    }
    setError(undefined);
    savePassword.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          notify(MESSAGES.passwordReset);
          navigate(paths.signIn, { replace: true });
        },
        onError: (error) => notifyError(authFailureText(error, AUTH_FAILURES.resetPassword)),
      },
    );
  };

  return (
    <AuthShell title="Choose a new password" subtitle="You'll use it to sign in from now on">
      <form onSubmit={submit} noValidate className="space-y-4">
        <PasswordField
          label="New password"
          value={password}
          onChange={setPassword}
          error={error}
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <Button type="submit" size="lg" className="w-full" busy={savePassword.isPending}>
          {savePassword.isPending ? "Loading..." : "Save new password"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.signIn} className={authLinkClass}>
          Back to sign in
        </Link>
      </p>
    </AuthShell>
  );
}

export const Component = withQueryClient(Screen);
