import type { ReactNode } from "react";
import type { CertificationProgram } from "@/domain/learning/programs";
import { paths } from "@/domain/paths";
import { Card } from "@/web/components/ui/card";
import { BackLink } from "./back-link";
import { ProgramImage } from "./program-image";
import { Badge } from "./progress-bar";

/** The top of a certification program's page: back link, image, title, description, level and the given badges. */
export function ProgramHeader({
  program,
  badges,
  children,
}: {
  program: CertificationProgram;
  badges: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <BackLink to={paths.pathways}>Back to Pathways</BackLink>
      <Card className="overflow-hidden">
        <div className="flex flex-col md:flex-row">
          <ProgramImage program={program} className="h-32 md:h-auto md:w-56" />
          <div className="flex-1 p-6">
            <h1 className="font-bold text-3xl tracking-tight">{program.title}</h1>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{program.description}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Badge tone="accent">{program.level}</Badge>
              {badges}
            </div>
            {children}
          </div>
        </div>
      </Card>
    </>
  );
}
