import { BookOpen, CheckCircle2, Clock, Download, Layers, PlayCircle, Users } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { formatDate } from "@/domain/dates";
import { LEARNING_MESSAGES } from "@/domain/learning/messages";
import type { ModuleProgram } from "@/domain/learning/programs";
import { moduleProgramProgress, moduleState } from "@/domain/learning/progress";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { notify, notifyFailure } from "@/web/lib/toast";
import { type ProgramStanding, useModuleActions, useProgramStanding } from "./api";
import { ProgramHeader } from "./program-header";
import { Badge, ProgressBar } from "./progress-bar";

type ModuleRow = Extract<ProgramStanding, { kind: "modules" }>["modules"][number];

const RESOURCE_ICONS = { Download, Watch: PlayCircle, Join: Users } as const;

function ModuleList({ program, rows, waiting }: { program: ModuleProgram; rows: ModuleRow[]; waiting: boolean }) {
  const { member } = useSession();
  const navigate = useNavigate();
  const { start, complete } = useModuleActions(program.id);
  const [reviewing, setReviewing] = useState<number | undefined>();
  const busy = start.isPending || complete.isPending;
  const act = (action: "start" | "complete", moduleId: number) => {
    if (!member) return navigate(signInPath(paths.certification(program.id)));
    if (busy) return;
    const mutation = action === "start" ? start : complete;
    mutation.mutate(moduleId, {
      onSuccess: () => notify(action === "start" ? LEARNING_MESSAGES.moduleStarted : LEARNING_MESSAGES.moduleCompleted),
      onError: (error) => notifyFailure(LEARNING_MESSAGES.actionFailed, error),
    });
  };
  return (
    <ol className="space-y-3">
      {program.modules.map((module) => {
        const row = rows.find((r) => r.moduleId === module.id);
        const state = moduleState(row);
        return (
          <li key={module.id}>
            <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
              <span
                className={cn(
                  "flex size-10 shrink-0 items-center justify-center rounded-full font-semibold",
                  state === "completed"
                    ? "bg-emerald-600 text-white"
                    : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
                )}
              >
                {state === "completed" ? <CheckCircle2 aria-label="Completed" className="size-5" /> : module.id}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold">
                  <span className="sr-only">Module {module.id}: </span>
                  {module.title}
                </h3>
                <p className="mt-0.5 text-slate-600 text-sm dark:text-slate-400">{module.description}</p>
                <p className="mt-1 flex flex-wrap gap-3 text-slate-500 text-xs dark:text-slate-400">
                  <span className="inline-flex items-center gap-1">
                    <BookOpen aria-hidden="true" className="size-3.5" />
                    {module.lessons} lessons
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-3.5" />
                    {module.duration}
                  </span>
                  {state === "started" && (
                    <span className="font-medium text-accent-700 dark:text-accent-300">In progress</span>
                  )}
                </p>
                {reviewing === module.id && row?.completedAt && (
                  <p className="mt-2 rounded-lg bg-emerald-50 p-3 text-emerald-900 text-sm dark:bg-emerald-950 dark:text-emerald-100">
                    Completed on {formatDate(row.completedAt, "date-long")}. Revisit the {module.lessons} lessons of
                    this module any time to refresh your skills.
                  </p>
                )}
              </div>
              {waiting ? (
                <Skeleton className="h-8 w-28" />
              ) : state === "completed" ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-expanded={reviewing === module.id}
                  aria-label={`Review ${module.title}`}
                  onClick={() => setReviewing(reviewing === module.id ? undefined : module.id)}
                >
                  Review
                </Button>
              ) : state === "started" ? (
                <Button
                  size="sm"
                  busy={busy}
                  aria-label={`Mark Complete: ${module.title}`}
                  onClick={() => act("complete", module.id)}
                >
                  Mark Complete
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={busy}
                  aria-label={`Start Module: ${module.title}`}
                  onClick={() => act("start", module.id)}
                >
                  Start Module
                </Button>
              )}
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

export function ModuleProgramView({ program }: { program: ModuleProgram }) {
  const { member, loading } = useSession();
  const standing = useProgramStanding(program.id, Boolean(member));
  const rows = standing.data?.kind === "modules" ? standing.data.modules : [];
  const progress = moduleProgramProgress(
    program,
    rows.filter((row) => row.completedAt).map((row) => row.moduleId),
  );
  const waiting = loading || (Boolean(member) && !standing.data && !standing.isError);

  return (
    <>
      <ProgramHeader
        program={program}
        badges={
          <>
            <Badge icon={Clock}>{program.duration}</Badge>
            <Badge icon={Layers}>{program.modules.length} modules</Badge>
          </>
        }
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title="Your Progress" />
          <CardBody>
            <div className="mb-2 flex justify-between text-sm">
              <span>
                {progress.completed} of {progress.total} modules completed
              </span>
              <span className="font-semibold tabular-nums">{progress.percent}%</span>
            </div>
            <ProgressBar value={progress.percent} label="Your progress" />
            <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">{progress.remaining} remaining</p>
            {!member && !loading && (
              <p className="mt-3 text-slate-600 text-sm dark:text-slate-400">
                Sign in to start modules and track your progress.
              </p>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Certification Stats" />
          <CardBody>
            <dl className="grid grid-cols-3 gap-3 text-center lg:grid-cols-1 lg:text-left">
              <div>
                <dt className="text-slate-600 text-sm dark:text-slate-400">Progress</dt>
                <dd className="font-bold text-xl tabular-nums">{progress.percent}%</dd>
              </div>
              <div>
                <dt className="text-slate-600 text-sm dark:text-slate-400">Completed</dt>
                <dd className="font-bold text-xl tabular-nums">
                  {progress.completed}/{progress.total}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600 text-sm dark:text-slate-400">Est. Time Left</dt>
                <dd className="font-bold text-xl">{progress.estimatedTimeLeft}</dd>
              </div>
            </dl>
          </CardBody>
        </Card>
      </div>

      <Tabs defaultValue="modules" className="mt-8">
        <TabsList aria-label="Program content">
          <TabsTrigger value="modules">Modules</TabsTrigger>
          <TabsTrigger value="resources">Resources</TabsTrigger>
        </TabsList>
        <TabsContent value="modules" className="mt-4">
          <ModuleList program={program} rows={rows} waiting={waiting} />
        </TabsContent>
        <TabsContent value="resources" className="mt-4">
          <ul className="grid gap-4 md:grid-cols-3">
            {program.resources.map((resource) => {
              const Icon = RESOURCE_ICONS[resource.action];
              return (
                <li key={resource.title}>
                  <Card className="flex h-full flex-col p-5">
                    <Icon aria-hidden="true" className="size-6 text-accent-600 dark:text-accent-300" />
                    <h3 className="mt-3 font-semibold">{resource.title}</h3>
                    <p className="mt-1 flex-1 text-slate-600 text-sm dark:text-slate-400">{resource.description}</p>
                    <Button
                      variant="secondary"
                      size="sm"
                      className="mt-4 self-start"
                      aria-label={`${resource.action}: ${resource.title}`}
                      onClick={() => notify(LEARNING_MESSAGES.resourceComingSoon)}
                    >
                      {resource.action}
                    </Button>
                  </Card>
                </li>
              );
            })}
          </ul>
        </TabsContent>
      </Tabs>
    </>
  );
}
