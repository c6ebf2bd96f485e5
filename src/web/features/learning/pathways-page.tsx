import { ArrowRight, BookOpen, CheckCircle2, Clock, GraduationCap } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { LEARNING_MESSAGES } from "@/domain/learning/messages";
import { CERTIFICATION_PROGRAMS, programSize } from "@/domain/learning/programs";
import { LEARNING_TOPICS, type LearningTopic } from "@/domain/learning/topics";
import { paths } from "@/domain/paths";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { PageHeader } from "@/web/components/ui/page-header";
import { Skeleton } from "@/web/components/ui/skeleton";
import { TitledSection } from "@/web/components/ui/titled-section";
import { rememberPendingAction } from "@/web/lib/pending-action";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { notify } from "@/web/lib/toast";
import { type PathwayCard, usePathwayActions, usePathways } from "./api";
import { ProgramImage } from "./program-image";
import { Badge, ProgressBar } from "./progress-bar";

const LEVELS: Record<number, string> = { 1: "Beginner", 2: "Intermediate", 3: "Advanced" };
export const levelName = (level: number) => LEVELS[level] ?? `Level ${level}`;

function Certifications() {
  return (
    <TitledSection
      id="certifications"
      title="Professional Certifications"
      className="mt-2"
      titleClassName="font-semibold text-xl"
    >
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {CERTIFICATION_PROGRAMS.map((program) => (
          <li key={program.id}>
            <Link
              to={paths.certification(program.id)}
              className="flex h-full flex-row overflow-hidden rounded-2xl border sm:flex-col border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-accent-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <ProgramImage program={program} className="w-20 shrink-0 sm:h-20 sm:w-auto" />
              <span className="flex flex-1 flex-col gap-2 p-4">
                <span className="font-semibold leading-snug">{program.title}</span>
                <span className="flex flex-wrap gap-1.5">
                  <Badge tone="accent">{program.level}</Badge>
                  <Badge icon={Clock}>{program.duration}</Badge>
                </span>
                <span className="mt-auto text-slate-600 text-sm dark:text-slate-400">{programSize(program)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function PathwayCardView({ pathway }: { pathway: PathwayCard }) {
  const { member } = useSession();
  const navigate = useNavigate();
  const { start } = usePathwayActions();
  const starting = start.isPending && start.variables === pathway.id;
  const onStart = () => {
    if (!member) {
      // started for them once they have signed in (decision 122)
      rememberPendingAction({ kind: "start-pathway", pathwayId: pathway.id });
      navigate(signInPath(paths.pathways));
      return;
    }
    if (start.isPending) return;
    // a failure is only logged (the spec), by the mutation
    start.mutateAsync(pathway.id).then(
      () => notify(LEARNING_MESSAGES.pathwayStarted),
      () => undefined,
    );
  };
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-lg leading-tight">{pathway.name}</h3>
        <Badge tone="accent">{levelName(pathway.level)}</Badge>
      </div>
      {pathway.description && <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">{pathway.description}</p>}
      <p className="mt-3 flex items-center gap-1.5 text-slate-600 text-sm dark:text-slate-400">
        <BookOpen aria-hidden="true" className="size-4" />
        {pathway.totalProjects} projects
      </p>
      <div className="mt-auto pt-5">
        {pathway.started ? (
          <>
            <div className="mb-2 flex justify-between text-sm">
              <span className="text-slate-600 dark:text-slate-400">
                {pathway.completedProjects} of {pathway.totalProjects} projects
              </span>
              <span className="font-semibold">{pathway.percent}%</span>
            </div>
            <ProgressBar value={pathway.percent} label={`${pathway.name} progress`} />
            <ButtonLink to={paths.pathway(pathway.id)} className="mt-4 w-full">
              Continue Learning
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </>
        ) : (
          <Button className="w-full" onClick={onStart} busy={starting} aria-label={`Start Pathway: ${pathway.name}`}>
            {starting ? "Starting…" : "Start Pathway"}
          </Button>
        )}
      </div>
    </Card>
  );
}

function Pathways() {
  const { member } = useSession();
  const pathways = usePathways(member?.id);
  return (
    <TitledSection id="pathways" title="Learning Pathways" className="mt-10" titleClassName="font-semibold text-xl">
      {pathways.data ? (
        pathways.data.length === 0 ? (
          <Card className="mt-4 p-6 text-slate-600 dark:text-slate-400">
            No pathways are published yet. Check back soon — or explore the courses in the meantime.
          </Card>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
            {pathways.data.map((pathway) => (
              <li key={pathway.id}>
                <PathwayCardView pathway={pathway} />
              </li>
            ))}
          </ul>
        )
      ) : pathways.isError ? (
        <Card className="mt-4 p-6 text-slate-600 dark:text-slate-400">
          Pathways could not be loaded right now. Please try again in a moment.
        </Card>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4" aria-busy="true">
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-64 rounded-2xl" />
          ))}
        </div>
      )}
    </TitledSection>
  );
}

function journeyPath(topic: LearningTopic, pathways: PathwayCard[] | undefined): string {
  const { journey } = topic;
  if (journey.kind === "pathway") {
    const pathway = pathways?.find((p) => p.name === journey.name);
    if (pathway) return paths.pathway(pathway.id);
  }
  return paths.coursesOnTopic(topic.id);
}

function Topics() {
  const { member } = useSession();
  const pathways = usePathways(member?.id);
  const [selected, setSelected] = useState<LearningTopic | undefined>();
  return (
    <TitledSection id="topics" title="Explore Topics" className="mt-10" titleClassName="font-semibold text-xl">
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {LEARNING_TOPICS.map((topic) => {
          const active = selected?.id === topic.id;
          return (
            <li key={topic.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => setSelected(active ? undefined : topic)}
                className={`h-full w-full rounded-2xl border p-4 text-left transition ${
                  active
                    ? "border-accent-600 bg-accent-50 dark:bg-accent-900/40"
                    : "border-slate-200 bg-white hover:border-accent-300 dark:border-slate-800 dark:bg-slate-900"
                }`}
              >
                <span className="block font-semibold text-sm">{topic.title}</span>
                <span className="mt-1 block text-slate-600 text-xs dark:text-slate-400">{topic.summary}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {selected && (
        <Card className="mt-4 p-6" aria-live="polite">
          <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
            <div>
              <h3 className="font-semibold text-lg">{selected.title}</h3>
              <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{selected.description}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {selected.skills.map((skill) => (
                  <li key={skill}>
                    <Badge icon={CheckCircle2}>{skill}</Badge>
                  </li>
                ))}
              </ul>
            </div>
            <ButtonLink to={journeyPath(selected, pathways.data)} className="shrink-0">
              Begin Journey
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
        </Card>
      )}
    </TitledSection>
  );
}

export function Component() {
  return (
    <>
      <PageHeader
        title="Pathways Learning"
        description="Earn certifications, follow a pathway project by project, or pick a topic and start learning."
        actions={
          <ButtonLink to={paths.courses} variant="secondary">
            <GraduationCap aria-hidden="true" className="size-4" />
            Browse Courses
          </ButtonLink>
        }
      />
      <Certifications />
      <Pathways />
      <Topics />
    </>
  );
}
