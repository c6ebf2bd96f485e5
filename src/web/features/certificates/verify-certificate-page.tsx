import { BadgeCheck, SearchX } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { formatDate } from "@/domain/dates";
import { canonicalCertificateNumber } from "@/domain/learning/certificate-numbers";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import { InputField } from "@/web/components/ui/field";
import { HomeLogoHeader } from "@/web/components/ui/logo";
import { Skeletons } from "@/web/components/ui/skeleton";
import { useVerifiedCertificate, type VerifiedCertificate } from "@/web/features/learning/api";
import { ApiError } from "@/web/lib/api";
import { appName } from "@/web/lib/app-info";
import { withQueryClient } from "@/web/lib/with-query-client";

/**
 * /certificates/{number}: anyone (no account) checks a certificate by the number printed on it — the holder's name,
 * the program and the date, or "not found" (docs/decisions/120).
 */
function CertificateCheck() {
  const { number = "" } = useParams();
  const wellFormed = Boolean(canonicalCertificateNumber(number));
  const lookup = useVerifiedCertificate(wellFormed ? number : undefined);

  useEffect(() => {
    const error = lookup.error;
    if (error && !(error instanceof ApiError && error.status === 404))
      console.error("Could not check the certificate", error);
  }, [lookup.error]);

  const checking = wellFormed && lookup.isPending;
  return (
    <div className="flex min-h-dvh flex-col items-center bg-slate-100 px-4 py-10 dark:bg-slate-950">
      <HomeLogoHeader />
      <main className="w-full max-w-lg space-y-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          {checking ? (
            <div aria-busy="true" className="space-y-3">
              <span className="sr-only">Checking the certificate</span>
              <Skeletons shapes={["h-8 w-2/3", "h-5 w-full", "h-5 w-1/2"]} />
            </div>
          ) : lookup.data ? (
            <Found certificate={lookup.data} />
          ) : (
            <NotFound number={number} />
          )}
        </section>
        {/* below the answer only once it is in: the answer, longer than its placeholder, would push the form down */}
        {!checking && <CheckAnother />}
      </main>
    </div>
  );
}

function Found({ certificate }: { certificate: VerifiedCertificate }) {
  return (
    <>
      <div className="flex items-center gap-3">
        <BadgeCheck aria-hidden="true" className="size-8 shrink-0 text-emerald-600 dark:text-emerald-400" />
        <h1 className="font-bold text-2xl tracking-tight">Certificate verified</h1>
      </div>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        This certificate was awarded by {appName} and is genuine.
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium text-slate-600 text-sm dark:text-slate-400">Awarded to</dt>
        <dd className="-mt-3 font-semibold text-lg sm:mt-0">{certificate.memberName || `A ${appName} member`}</dd>
        <dt className="font-medium text-slate-600 text-sm dark:text-slate-400">Program</dt>
        <dd className="-mt-3 sm:mt-0">
          {certificate.programTitle} <span className="text-slate-600 dark:text-slate-400">({certificate.level})</span>
        </dd>
        <dt className="font-medium text-slate-600 text-sm dark:text-slate-400">Awarded on</dt>
        <dd className="-mt-3 sm:mt-0">
          <time dateTime={certificate.claimedAt}>{formatDate(certificate.claimedAt, "date-long")}</time>
        </dd>
        <dt className="font-medium text-slate-600 text-sm dark:text-slate-400">Certificate No.</dt>
        <dd className="-mt-3 break-all font-mono sm:mt-0">{certificate.certificateNumber}</dd>
      </dl>
    </>
  );
}

function NotFound({ number }: { number: string }) {
  return (
    <>
      <div className="flex items-center gap-3">
        <SearchX aria-hidden="true" className="size-8 shrink-0 text-amber-600 dark:text-amber-400" />
        <h1 className="font-bold text-2xl tracking-tight">Certificate not found</h1>
      </div>
      <p className="mt-4 break-words text-slate-600 dark:text-slate-400">
        No certificate has the number <span className="font-mono">{number}</span>. Check the number printed on the
        certificate — it looks like PC-2026-7K2QDM9X — and try again.
      </p>
    </>
  );
}

/** A form to check the number printed on a paper certificate. */
function CheckAnother() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = canonicalCertificateNumber(text);
    if (!number) return setError("Enter a certificate number like PC-2026-7K2QDM9X.");
    setError(undefined);
    setText("");
    navigate(paths.certificateCheck(number));
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-end dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex-1">
        <InputField
          label="Check another certificate number"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Button type="submit" variant="secondary" className="h-11">
        Check
      </Button>
    </form>
  );
}

export const Component = withQueryClient(CertificateCheck);
