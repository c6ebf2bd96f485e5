import { KeyRound, LogIn } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { ACCESS_KEY_LIMITS } from "@/domain/leadership/access-keys";
import { ACCESS_KEY_MESSAGES } from "@/domain/leadership/messages";
import type { Message } from "@/domain/messages";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { InputField } from "@/web/components/ui/field";
import { Spinner } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api";
import { signInPath } from "@/web/lib/return-to";
import { notify } from "@/web/lib/toast";
import { useRedeemAccessKey } from "./api";

function GateCard({ children }: { children: React.ReactNode }) {
  return (
    <Card className="mx-auto max-w-lg p-6 sm:p-8">
      <div className="mb-6 flex flex-col items-center text-center">
        <span className="mb-4 grid size-14 place-items-center rounded-full bg-accent-50 text-accent-700 dark:bg-accent-900/50 dark:text-accent-200">
          <KeyRound aria-hidden="true" className="size-7" />
        </span>
        <h2 className="font-semibold text-xl">Leadership Access Required</h2>
        <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">
          Leadership Central is for club officers and community leaders. Please contact your administrator for a valid
          access key.
        </p>
      </div>
      {children}
    </Card>
  );
}

/** The toast for each answer of the server to a key (part 2 §8). */
function redemptionFailure(error: unknown): Message {
  if (!(error instanceof ApiError)) return ACCESS_KEY_MESSAGES.unexpected;
  switch (error.code) {
    case "INVALID_ACCESS_KEY":
      return ACCESS_KEY_MESSAGES.invalid;
    case "ACCESS_KEY_EXPIRED":
      return ACCESS_KEY_MESSAGES.expired;
    case "RATE_LIMITED":
      return { title: "Too many attempts", description: error.message };
    case "VERIFY_FAILED":
      return ACCESS_KEY_MESSAGES.verifyFailed;
    case "GRANT_FAILED":
      return ACCESS_KEY_MESSAGES.grantFailed;
    default:
      return ACCESS_KEY_MESSAGES.unexpected;
  }
}

/** The gate: a member enters the key an administrator gave them. */
export function AccessKeyGate() {
  const [key, setKey] = useState("");
  const redeem = useRedeemAccessKey();
  const trimmed = key.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || redeem.isPending) return;
    // the toasts follow the request's promise: a granted key replaces this gate with Leadership Central
    redeem.mutateAsync(trimmed).then(
      (granted) => {
        notify(granted.outcome === "granted" ? ACCESS_KEY_MESSAGES.granted : ACCESS_KEY_MESSAGES.alreadyGranted);
        setKey("");
      },
      (error: unknown) => {
        if (!(error instanceof ApiError) || error.status >= 500) console.error("Access key check failed", error);
        notify(redemptionFailure(error), "destructive");
      },
    );
  };
  return (
    <GateCard>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <InputField
          label="Access Key"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          placeholder="LC-XXXXX-XXXXX-XXXXX-XXXXX"
          autoComplete="off"
          spellCheck={false}
          maxLength={ACCESS_KEY_LIMITS.key}
          hint="Keys are not case-sensitive."
        />
        <Button type="submit" className="w-full" busy={redeem.isPending} disabled={!trimmed}>
          {redeem.isPending ? (
            <>
              <Spinner label="Verifying" className="size-4" /> Verifying...
            </>
          ) : (
            "Verify Access Key"
          )}
        </Button>
      </form>
    </GateCard>
  );
}

/** Visitors see the gate's note and sign in first. */
export function VisitorGate() {
  const { pathname } = useLocation();
  return (
    <GateCard>
      <ButtonLink to={signInPath(pathname)} className="w-full">
        <LogIn aria-hidden="true" className="size-4" /> Sign in to enter your access key
      </ButtonLink>
    </GateCard>
  );
}
