import { Award, Printer } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { formatDate } from "@/domain/dates";
import { findGoalProgram } from "@/domain/learning/programs";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import { LogoMark, LogoName } from "@/web/components/ui/logo";
import { Skeleton } from "@/web/components/ui/skeleton";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { withQueryClient } from "@/web/lib/with-query-client";
import { usePageSubject } from "@/web/page-title";
import { type Certificate, useCertificate } from "./api";

/**
 * Printed on one landscape page whatever the browser's default (docs/decisions/120). A style element of this page
 * only: @page rules cannot be scoped, and the other printable page (the agenda) is portrait.
 */
const PRINT_STYLE = "@page { size: landscape; margin: 10mm; }";

/**
 * The printable certificate: the member's name, the program, the date claimed and the certificate's number with the
 * address where anyone can check it. Outside the dashboard shell.
 */
function PrintableCertificate() {
  const { certificationId = "" } = useParams();
  const { member, loading } = useSession();
  const program = findGoalProgram(certificationId);
  const back = paths.certification(certificationId);
  const asked = useCertificate(program?.id, Boolean(member));
  const certificate = asked.isError ? null : asked.data;

  usePageSubject(certificate?.programTitle);

  if (!loading && !member) return <Navigate to={signInPath(back)} replace />;
  return (
    <main className="min-h-dvh bg-slate-100 px-4 py-8 print:min-h-0 print:bg-white print:p-0 dark:bg-slate-950">
      <style>{PRINT_STYLE}</style>
      <div className="mx-auto mb-6 flex max-w-4xl flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={back} className="font-medium text-accent-700 hover:underline dark:text-accent-300">
          Back to Program
        </Link>
        <Button onClick={() => window.print()} disabled={!certificate}>
          <Printer aria-hidden="true" className="size-4" />
          Print Certificate
        </Button>
      </div>
      {certificate === undefined && program ? (
        <Skeleton className="mx-auto aspect-[1.414] max-w-4xl rounded-2xl" />
      ) : !certificate ? (
        <div className="mx-auto max-w-md py-16 text-center">
          <h1 className="font-bold text-2xl">No certificate yet</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">
            Complete every goal of the program and claim your certificate on the program page.
          </p>
        </div>
      ) : (
        <CertificateSheet certificate={certificate} />
      )}
    </main>
  );
}

function CertificateSheet({ certificate }: { certificate: Certificate }) {
  const verifyPath = paths.certificateCheck(certificate.certificateNumber);
  return (
    <article
      aria-label="Certificate"
      className="mx-auto flex max-w-4xl flex-col items-center justify-center border-8 border-double border-amber-600 bg-white px-4 py-10 text-center sm:aspect-[1.414] text-slate-900 shadow-xl sm:p-12 print:aspect-auto print:h-[calc(100vh-1px)] print:max-w-none print:break-inside-avoid print:p-10 print:shadow-none"
    >
      <div className="flex items-center gap-2">
        <LogoMark />
        <LogoName />
      </div>
      <Award aria-hidden="true" className="mt-4 size-12 text-amber-600 sm:mt-6 sm:size-14" />
      <p className="mt-3 text-slate-600 text-xs uppercase tracking-[0.3em] sm:mt-4 sm:text-sm">
        Certificate of Completion
      </p>
      <p className="mt-4 text-slate-600 sm:mt-6">This certifies that</p>
      <h1 className="mt-2 font-serif text-2xl sm:text-5xl">{certificate.memberName}</h1>
      <p className="mt-4 text-slate-600 sm:mt-6">has completed the {certificate.level} certification program</p>
      <p className="mt-2 font-semibold text-lg sm:text-2xl">{certificate.programTitle}</p>
      <p className="mt-5 text-slate-600 sm:mt-8">
        Awarded on <time dateTime={certificate.claimedAt}>{formatDate(certificate.claimedAt, "date-long")}</time>
      </p>
      <p className="mt-4 text-slate-600 text-xs sm:mt-6 sm:text-sm">
        Certificate No. <span className="font-mono font-semibold text-slate-900">{certificate.certificateNumber}</span>
        <br />
        Check it at{" "}
        <Link to={verifyPath} className="break-all text-accent-700 underline underline-offset-2">
          {window.location.host}
          {verifyPath}
        </Link>
      </p>
    </article>
  );
}

export const Component = withQueryClient(PrintableCertificate);
