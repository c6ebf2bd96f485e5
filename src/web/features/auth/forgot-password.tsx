import { type FormEvent, useState } from "react";
import { emailOnlyInput } from "@/domain/accounts";
import { MESSAGES } from "@/domain/messages";
import { Button } from "@/web/components/ui/button";
import { notify, notifyError } from "@/web/lib/toast";
import { AUTH_FAILURES, authFailureText, useRequestPasswordReset } from "./api";
import { AuthFooterAction, AuthShell, EmailField } from "./auth-shell";

/** Asks for a password reset link. */
export function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const sendLink = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailOnlyInput.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    sendLink.mutate(parsed.data.email, {
      onSuccess: () => {
        notify(MESSAGES.resetLinkSent);
        onBack();
      },
      onError: (error) => notifyError(authFailureText(error, AUTH_FAILURES.requestPasswordReset)),
    });
  };

  return (
    <AuthShell title="Reset your password" subtitle="We'll e-mail you a link to choose a new one">
      <form onSubmit={submit} noValidate className="space-y-4">
        <EmailField value={email} onChange={setEmail} error={error} />
        <Button type="submit" size="lg" className="w-full" busy={sendLink.isPending}>
          {sendLink.isPending ? "Loading..." : "Send reset link"}
        </Button>
      </form>
      <AuthFooterAction onClick={onBack} className="mt-6 text-center text-sm">
        Back to sign in
      </AuthFooterAction>
    </AuthShell>
  );
}
