import { format } from "date-fns";
import { Award, Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { findGoalProgram } from "@/domain/learning/programs";
import { Button } from "@/web/components/ui/button";
import { LogoMark, LogoName } from "@/web/components/ui/logo";
import { Skeleton } from "@/web/components/ui/skeleton";
import { api } from "@/web/lib/api";
import { appName } from "@/web/lib/app-info";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import type { Certificate } from "./use-learning";

/** The printable certificate: the member's name, the program and the date claimed. Outside the dashboard shell. */
export function Component() {
  const { certificationId = "" } = useParams();
  const { member, loading } = useSession();
  const [certificate, setCertificate] = useState<Certificate | null | undefined>();
  const program = findGoalProgram(certificationId);
  const back = `/dashboard/pathways/certification/${certificationId}`;

  useEffect(() => {
    if (!member || !program) return;
    api<Certificate>(`/learning/certifications/${program.id}/certificate`).then(setCertificate, (error: unknown) => {
      console.error("Could not load the certificate", error);
      setCertificate(null);
    });
  }, [member, program]);

  useEffect(() => {
    if (certificate) document.title = `Certificate · ${certificate.programTitle} · ${appName}`;
  }, [certificate]);

  if (!loading && !member) return <Navigate to={signInPath(back)} replace />;
  return (
    <main className="min-h-dvh bg-slate-100 px-4 py-8 print:bg-white print:p-0 dark:bg-slate-950">
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
        <article className="mx-auto flex aspect-[1.414] max-w-4xl flex-col items-center justify-center border-8 border-double border-amber-600 bg-white p-8 text-center text-slate-900 shadow-xl print:shadow-none sm:p-16">
          <div className="flex items-center gap-2">
            <LogoMark />
            <LogoName />
          </div>
          <Award aria-hidden="true" className="mt-6 size-14 text-amber-600" />
          <p className="mt-4 text-slate-600 text-sm uppercase tracking-[0.3em]">Certificate of Completion</p>
          <p className="mt-6 text-slate-600">This certifies that</p>
          <h1 className="mt-2 font-serif text-3xl sm:text-5xl">{certificate.memberName}</h1>
          <p className="mt-6 text-slate-600">has completed the {certificate.level} certification program</p>
          <p className="mt-2 font-semibold text-xl sm:text-2xl">{certificate.programTitle}</p>
          <p className="mt-8 text-slate-600">
            Awarded on{" "}
            <time dateTime={certificate.claimedAt}>{format(new Date(certificate.claimedAt), "MMMM d, yyyy")}</time>
          </p>
        </article>
      )}
    </main>
  );
}
