import { Award, CheckCircle2, Clock, Eye, Plus, Presentation } from "lucide-react";
import { useNavigate } from "react-router";
import { formatDate } from "@/domain/dates";
import { LEARNING_MESSAGES } from "@/domain/learning/messages";
import type { GoalProgram } from "@/domain/learning/programs";
import { countByGoal, programProgress } from "@/domain/learning/progress";
import { paths } from "@/domain/paths";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { notify, notifyFailure } from "@/web/lib/toast";
import { type Pitch, useClaimCertificate, useProgramStanding } from "./api";
import { CountedSpeeches } from "./counted-speeches";
import { ProgramHeader } from "./program-header";
import { Badge, ProgressBar } from "./progress-bar";

function CongratulationsPanel({ program, claimedAt }: { program: GoalProgram; claimedAt: string | null }) {
  const navigate = useNavigate();
  const certificatePath = paths.certificate(program.id);
  const claim = useClaimCertificate(program.id);
  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: () => {
        notify(LEARNING_MESSAGES.certificateClaimed);
        navigate(certificatePath);
      },
      onError: (error) => notifyFailure(LEARNING_MESSAGES.actionFailed, error),
    });
  return (
    <Card className="mt-6 flex flex-col gap-4 border-amber-300 bg-amber-50 p-6 sm:flex-row sm:items-center dark:border-amber-800 dark:bg-amber-950/40">
      <Award aria-hidden="true" className="size-12 shrink-0 text-amber-600 dark:text-amber-400" />
      <div className="flex-1">
        <h2 className="font-bold text-amber-950 text-xl dark:text-amber-100">Congratulations</h2>
        <p className="mt-1 text-amber-950 dark:text-amber-100">
          You have completed every goal of {program.title}.
          {claimedAt && ` Certificate claimed on ${formatDate(claimedAt, "date-long")}.`}
        </p>
      </div>
      {claimedAt ? (
        <ButtonLink to={certificatePath}>View Certificate</ButtonLink>
      ) : (
        <Button onClick={onClaim} busy={claim.isPending}>
          Claim Your Certificate
        </Button>
      )}
    </Card>
  );
}

export function GoalProgramView({ program }: { program: GoalProgram }) {
  const { member, loading } = useSession();
  const standing = useProgramStanding(program.id, Boolean(member));
  const data = standing.data?.kind === "goals" ? standing.data : undefined;
  const pitches: Pitch[] = data?.pitches ?? [];
  const speeches = data?.speeches ?? [];
  // a speech at a meeting counts like a pitch (decision 242)
  const progress = programProgress(program, countByGoal([...pitches, ...speeches]));
  const waiting = loading || (Boolean(member) && !data && !standing.isError);

  return (
    <>
      <ProgramHeader
        program={program}
        badges={
          <>
            <Badge icon={Presentation}>{program.totalPresentations} presentations</Badge>
            <Badge icon={Clock}>{program.duration}</Badge>
          </>
        }
      >
        <div className="mt-5">
          <div className="mb-2 flex justify-between text-sm">
            <span className="font-medium">Overall Progress</span>
            {waiting ? (
              <Skeleton className="h-4 w-10" />
            ) : (
              <span className="font-semibold tabular-nums">{progress.percent}%</span>
            )}
          </div>
          <ProgressBar value={waiting ? 0 : progress.percent} label="Overall progress" />
          {!member && !loading && (
            <p className="mt-3 text-slate-600 text-sm dark:text-slate-400">
              Sign in to add pitches and track your progress.
            </p>
          )}
        </div>
      </ProgramHeader>
      {data && progress.complete && <CongratulationsPanel program={program} claimedAt={data.claimedAt} />}
      <h2 className="mt-8 font-semibold text-xl">Goals</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {program.goals.map((goal) => {
          const goalPitches = pitches.filter((pitch) => pitch.goalId === goal.id);
          const goalSpeeches = speeches.filter((speech) => speech.goalId === goal.id);
          const presented = goalPitches.length + goalSpeeches.length;
          const complete = presented >= goal.presentationsRequired;
          const addPath = paths.newPitch(program.id, goal.id);
          return (
            <li key={goal.id}>
              <Card className="flex h-full flex-col p-5">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold text-lg">{goal.title}</h3>
                  {complete && (
                    <Badge icon={CheckCircle2} tone="success">
                      Complete
                    </Badge>
                  )}
                </div>
                <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{goal.description}</p>
                <p className="mt-3 text-sm">
                  <span className="font-semibold tabular-nums">
                    {Math.min(presented, goal.presentationsRequired)} / {goal.presentationsRequired}
                  </span>{" "}
                  presentations
                </p>
                {waiting ? (
                  <Skeleton className="mt-3 h-8" />
                ) : goalPitches.length > 0 ? (
                  <ul
                    className="mt-3 divide-y divide-slate-100 dark:divide-slate-800"
                    aria-label={`Pitches for ${goal.title}`}
                  >
                    {goalPitches.map((pitch) => (
                      <li key={pitch.id} className="flex items-center gap-2 py-2 text-sm">
                        <span className="min-w-0 flex-1 truncate">{pitch.title}</span>
                        <ButtonLink
                          to={paths.pitch(program.id, pitch.id)}
                          variant="ghost"
                          size="sm"
                          aria-label={`View pitch ${pitch.title}`}
                        >
                          <Eye aria-hidden="true" className="size-4" />
                          View
                        </ButtonLink>
                      </li>
                    ))}
                  </ul>
                ) : (
                  goalSpeeches.length === 0 && (
                    <p className="mt-3 text-slate-500 text-sm dark:text-slate-400">No pitches yet.</p>
                  )
                )}
                {!waiting && (
                  <CountedSpeeches speeches={goalSpeeches} label={`Speeches at meetings for ${goal.title}`} />
                )}
                <div className="mt-auto pt-4">
                  <ButtonLink
                    to={member ? addPath : signInPath(addPath)}
                    variant="secondary"
                    size="sm"
                    aria-label={`Add Pitch for ${goal.title}`}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    Add Pitch
                  </ButtonLink>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
