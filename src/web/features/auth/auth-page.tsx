import { type FormEvent, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { emailOnlyInput, signInInput, signUpInput } from "@/domain/accounts";
import { MESSAGES } from "@/domain/messages";
import { Button } from "@/web/components/ui/button";
import { InputField } from "@/web/components/ui/field";
import { PasswordField } from "@/web/components/ui/password-field";
import { ApiError } from "@/web/lib/api";
import { appName, googleSignInEnabled } from "@/web/lib/app-info";
import { parseFields } from "@/web/lib/form-errors";
import { safeReturnPath, verificationLanding } from "@/web/lib/return-to";
import { refreshSession, useSession } from "@/web/lib/session";
import { notify, notifyError } from "@/web/lib/toast";
import { withQueryClient } from "@/web/lib/with-query-client";
import { AUTH_FAILURES, authFailureText, useResendVerification, useSignIn, useSignUp } from "./api";
import { AuthFooterAction, AuthShell, EmailField } from "./auth-shell";
import { ForgotPassword } from "./forgot-password";
import { GoogleButton } from "./google-button";

type Mode = "sign-in" | "sign-up" | "forgot";

/**
 * How a verification link ended, when it led here (docs/decisions/124): Better Auth sends a bad or expired link back
 * with `?error=…`; a link already used (the address is verified, nobody is signed in) comes back without one.
 */
function verificationOutcome(params: URLSearchParams): "failed" | "already-verified" | undefined {
  if (params.get("verified") !== "1") return undefined;
  return params.get("error") ? "failed" : "already-verified";
}

/** An e-mail address handed over by a link (an invitation), if it is one. */
function emailFromLink(params: URLSearchParams): string {
  const given = params.get("email") ?? "";
  return emailOnlyInput.safeParse({ email: given }).success ? given.trim() : "";
}

function Screen() {
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get("next"));
  const { member } = useSession();
  const navigate = useNavigate();
  // An invitation opens sign-up with the invited address filled in: /auth?mode=sign-up&email=…
  const [mode, setMode] = useState<Mode>(() => (params.get("mode") === "sign-up" ? "sign-up" : "sign-in"));
  const [firstName, setFirstName] = useState("");
  const [email, setEmail] = useState(() => emailFromLink(params));
  const [verification, setVerification] = useState(() => verificationOutcome(params));
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unverifiedEmail, setUnverifiedEmail] = useState<string>();

  const signUp = useSignUp();
  const signIn = useSignIn();
  const submitting = signUp.isPending || signIn.isPending;
  const submitAccount = () => {
    if (mode === "sign-up") {
      const account = { name: firstName.trim(), email: email.trim(), password };
      signUp.mutate(
        { ...account, callbackURL: verificationLanding(returnTo) },
        {
          onSuccess: () => {
            notify(MESSAGES.signedUp);
            setMode("sign-in");
            setPassword("");
          },
          onError: (error) => notifyError(authFailureText(error, AUTH_FAILURES.signUp)),
        },
      );
      return;
    }
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: async () => {
          notify(MESSAGES.signedIn);
          await refreshSession();
          navigate(returnTo, { replace: true });
        },
        onError: (error) => {
          notifyError(authFailureText(error, AUTH_FAILURES.signIn));
          if (error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED") setUnverifiedEmail(email.trim());
        },
      },
    );
  };

  const resendVerification = useResendVerification();
  const resend = () => {
    if (!unverifiedEmail) return;
    resendVerification.mutate(
      { email: unverifiedEmail, callbackURL: verificationLanding(returnTo) },
      {
        onSuccess: () => {
          notify(MESSAGES.verificationResent);
          setUnverifiedEmail(undefined);
        },
        onError: (error) => notifyError(authFailureText(error, AUTH_FAILURES.resendVerification)),
      },
    );
  };

  // After a bad link: a new one to the address typed in the form.
  const newLink = useResendVerification();
  const sendNewLink = () => {
    const parsed = emailOnlyInput.safeParse({ email });
    if (!parsed.success) {
      setErrors({ email: "Enter your e-mail address to get a new verification link." });
      return;
    }
    setErrors({});
    newLink.mutate(
      { email: parsed.data.email, callbackURL: verificationLanding(returnTo) },
      {
        onSuccess: () => {
          notify(MESSAGES.verificationResent);
          setVerification(undefined);
        },
        onError: (error) => notifyError(authFailureText(error, AUTH_FAILURES.resendVerification)),
      },
    );
  };

  if (member) return <Navigate to={returnTo} replace />;
  if (mode === "forgot") {
    return <ForgotPassword initialEmail={email} onBack={() => setMode("sign-in")} />;
  }
  const signingUp = mode === "sign-up";

  const switchMode = () => {
    setMode(signingUp ? "sign-in" : "sign-up");
    setErrors({});
    setUnverifiedEmail(undefined);
    setVerification(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = signingUp
      ? parseFields(signUpInput, { name: firstName, email, password }, setErrors)
      : parseFields(signInInput, { email, password }, setErrors);
    if (valid) submitAccount();
  };

  return (
    <AuthShell
      title={signingUp ? `Join ${appName}` : "Welcome Back"}
      subtitle={signingUp ? "Create your account to get started" : "Sign in to your account"}
    >
      {verification === "failed" && !signingUp && (
        <div
          role="alert"
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 text-sm dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-semibold">This verification link is invalid or has expired.</p>
          <p className="mt-1">
            Links work once and for 24 hours. Enter your e-mail address below and we'll send you a new one.
          </p>
          <Button variant="link" size="inline" className="mt-2" onClick={sendNewLink} busy={newLink.isPending}>
            Send a new verification e-mail
          </Button>
        </div>
      )}
      {verification === "already-verified" && !signingUp && (
        <div
          role="status"
          className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-900 text-sm dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
        >
          Your e-mail address is verified. Sign in to continue.
        </div>
      )}
      {/* Only where the server has Google configured (docs/features.md, Accounts). */}
      {googleSignInEnabled && (
        <>
          <GoogleButton returnTo={returnTo} />
          <div className="my-6 flex items-center gap-3 text-slate-600 text-sm dark:text-slate-400">
            <hr className="flex-1 border-slate-200 dark:border-slate-700" />
            or
            <hr className="flex-1 border-slate-200 dark:border-slate-700" />
          </div>
        </>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        {signingUp && (
          <InputField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={errors.name}
            maxLength={50}
            required
          />
        )}
        <EmailField value={email} onChange={setEmail} error={errors.email} />
        <PasswordField
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete={signingUp ? "new-password" : "current-password"}
          hint={signingUp ? "At least 8 characters." : undefined}
        />
        {!signingUp && (
          <div className="-mt-1 text-right">
            <button
              type="button"
              onClick={() => setMode("forgot")}
              className="rounded text-accent-700 text-sm hover:underline dark:text-accent-300"
            >
              Forgot password?
            </button>
          </div>
        )}
        {unverifiedEmail && (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 text-sm dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            Your e-mail address is not verified yet.{" "}
            <Button variant="link" size="inline" onClick={resend} busy={resendVerification.isPending}>
              Send the verification e-mail again
            </Button>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" busy={submitting}>
          {submitting ? "Loading..." : signingUp ? "Create Account" : "Sign In"}
        </Button>
      </form>
      <AuthFooterAction onClick={switchMode} className="mt-6 text-center text-slate-600 text-sm dark:text-slate-400">
        {signingUp ? "Already have an account? Sign in" : "Don't have an account? Sign up"}
      </AuthFooterAction>
    </AuthShell>
  );
}

export const Component = withQueryClient(Screen);
