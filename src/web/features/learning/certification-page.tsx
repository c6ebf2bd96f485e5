import { useParams } from "react-router";
import { findProgram } from "@/domain/learning/programs";
import { paths } from "@/domain/paths";
import { ButtonLink } from "@/web/components/ui/button";
import { usePageSubject } from "@/web/page-title";
import { GoalProgramView } from "./goal-program";
import { ModuleProgramView } from "./module-program";

export function ProgramNotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="font-bold text-3xl tracking-tight">Certification Program Not Found</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600 dark:text-slate-400">
        There is no certification program at this address.
      </p>
      <ButtonLink to={paths.pathways} className="mt-8">
        Back to Pathways
      </ButtonLink>
    </div>
  );
}

export function Component() {
  const { certificationId } = useParams();
  const program = findProgram(certificationId);
  usePageSubject(program?.title);
  if (!program) return <ProgramNotFound />;
  return program.kind === "goals" ? (
    <GoalProgramView key={program.id} program={program} />
  ) : (
    <ModuleProgramView key={program.id} program={program} />
  );
}
