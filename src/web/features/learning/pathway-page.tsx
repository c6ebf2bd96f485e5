import { CheckCircle2, Circle } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { LEARNING_MESSAGES } from "@/domain/learning/messages";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { Skeletons } from "@/web/components/ui/skeleton";
import { NotFound } from "@/web/features/errors/not-found-page";
import { rememberPendingAction } from "@/web/lib/pending-action";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { notify, notifyFailure } from "@/web/lib/toast";
import { usePageSubject } from "@/web/page-title";
import { type PathwayDetail, usePathway, usePathwayActions } from "./api";
import { BackLink } from "./back-link";
import { CountedSpeeches } from "./counted-speeches";
import { levelName } from "./pathways-page";
import { Badge, ProgressBar } from "./progress-bar";

function Projects({ pathway }: { pathway: PathwayDetail }) {
  const { completeProject } = usePathwayActions();
  const next = pathway.completedProjects + 1;
  const onComplete = (number: number) => {
    if (completeProject.isPending) return;
    completeProject.mutate(
      { pathwayId: pathway.id, number },
      {
        onSuccess: () => notify(LEARNING_MESSAGES.projectCompleted),
        onError: (error) => notifyFailure(LEARNING_MESSAGES.actionFailed, error),
      },
    );
  };
  if (pathway.projects.length === 0) {
    return <p className="text-slate-600 dark:text-slate-400">This pathway has no projects yet.</p>;
  }
  return (
    <ol className="divide-y divide-slate-200 dark:divide-slate-800">
      {pathway.projects.map((project) => (
        <li key={project.number} className="flex flex-wrap items-center gap-3 py-3">
          {project.completed ? (
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
          ) : (
            <Circle aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          )}
          <span className="min-w-0 flex-1">
            <span className="text-slate-500 text-sm dark:text-slate-400">Project {project.number}</span>
            <span className="block font-medium">{project.title}</span>
            <CountedSpeeches speeches={project.speeches} label={`Speeches for ${project.title}`} />
          </span>
          {project.completed ? (
            <Badge tone="success">Completed</Badge>
          ) : project.number === next && pathway.started ? (
            <Button
              size="sm"
              onClick={() => onComplete(project.number)}
              busy={completeProject.isPending}
              aria-label={`Mark Complete: ${project.title}`}
            >
              Mark Complete
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function Component() {
  const { pathwayId = "" } = useParams();
  const { member } = useSession();
  const navigate = useNavigate();
  const pathway = usePathway(pathwayId, member?.id);
  usePageSubject(pathway.data?.name);
  const { start } = usePathwayActions();

  if (pathway.isError) {
    return (
      <NotFound
        title="Pathway not found"
        message="This pathway does not exist. Choose another one on the Pathways page."
      />
    );
  }
  const data = pathway.data;
  const onStart = () => {
    if (!member) {
      // started for them once they have signed in (decision 122)
      rememberPendingAction({ kind: "start-pathway", pathwayId });
      return navigate(signInPath(paths.pathway(pathwayId)));
    }
    if (start.isPending) return;
    // a failure is only logged (the spec), by the mutation
    start.mutateAsync(pathwayId).then(
      () => notify(LEARNING_MESSAGES.pathwayStarted),
      () => undefined,
    );
  };
  return (
    <>
      <BackLink to={paths.pathways}>Back to Pathways</BackLink>
      {!data ? (
        <div className="space-y-4" aria-busy="true">
          <Skeletons shapes={["h-9 w-72", "h-24 rounded-2xl", "h-64 rounded-2xl"]} />
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-bold text-3xl tracking-tight">{data.name}</h1>
            <Badge tone="accent">{levelName(data.level)}</Badge>
          </div>
          {data.description && <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{data.description}</p>}
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            <Card className="lg:col-span-2">
              <CardHeader title="Projects" description="Complete the projects in order, at your own pace." />
              <CardBody>
                <Projects pathway={data} />
              </CardBody>
            </Card>
            <Card className="h-fit">
              <CardHeader title="Your Progress" />
              <CardBody>
                {data.started ? (
                  <>
                    <p className="font-bold text-3xl tabular-nums">{data.percent}%</p>
                    <ProgressBar value={data.percent} label={`${data.name} progress`} className="mt-3" />
                    <p className="mt-3 text-slate-600 text-sm dark:text-slate-400">
                      {data.completedProjects} of {data.totalProjects} projects completed
                    </p>
                  </>
                ) : (
                  <>
                    <p className="text-slate-600 text-sm dark:text-slate-400">
                      Start the pathway to track your projects.
                    </p>
                    <Button className="mt-4 w-full" onClick={onStart} busy={start.isPending}>
                      Start Pathway
                    </Button>
                  </>
                )}
              </CardBody>
            </Card>
          </div>
        </>
      )}
    </>
  );
}
