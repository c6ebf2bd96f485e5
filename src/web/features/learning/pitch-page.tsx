import { CheckCircle2, Circle, Lightbulb, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { LEARNING_MESSAGES } from "@/domain/learning/messages";
import { isPitchReady, PITCH_LIMITS, PITCH_TIPS, pitchChecklist } from "@/domain/learning/pitches";
import { findGoalProgram, type GoalProgram } from "@/domain/learning/programs";
import { paths } from "@/domain/paths";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { InputField, SelectField, TextAreaField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";
import { Skeleton } from "@/web/components/ui/skeleton";
import { NotFound } from "@/web/features/errors/not-found-page";
import { useNavigateFromDialog } from "@/web/lib/dialog-history";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { notify, notifyFailure } from "@/web/lib/toast";
import { type Pitch, useDeletePitch, usePitch, useSavePitch } from "./api";
import { ProgramNotFound } from "./certification-page";

type Draft = { title: string; description: string; content: string; goalId: string };

function DeletePitch({ pitch, back }: { pitch: Pitch; back: string }) {
  const navigate = useNavigateFromDialog();
  const [asking, setAsking] = useState(false);
  const remove = useDeletePitch(pitch.certificationId, pitch.id);
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify(LEARNING_MESSAGES.pitchDeleted);
        navigate(back);
      },
      onError: (error) => notifyFailure(LEARNING_MESSAGES.pitchDeleteFailed, error),
    });
  return (
    <>
      <Button variant="ghost" className="text-red-700 dark:text-red-400" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete Pitch
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Delete this pitch?"
        description={`“${pitch.title}” will be removed and no longer count toward its goal.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}

function PitchForm({ program, pitch, goalFromQuery }: { program: GoalProgram; pitch?: Pitch; goalFromQuery?: string }) {
  const navigate = useNavigate();
  const save = useSavePitch(program.id, pitch?.id);
  const back = paths.certification(program.id);
  const [draft, setDraft] = useState<Draft>({
    title: pitch?.title ?? "",
    description: pitch?.description ?? "",
    content: pitch?.content ?? "",
    goalId: pitch?.goalId ?? goalFromQuery ?? "",
  });
  const goal = program.goals.find((g) => g.id === draft.goalId);
  const showGoalSelect = Boolean(pitch) || !goalFromQuery;
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  /** A text field of the pitch with its limit. */
  const text = (field: keyof typeof PITCH_LIMITS) => ({
    value: draft[field],
    maxLength: PITCH_LIMITS[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!isPitchReady(draft)) return notify(LEARNING_MESSAGES.pitchIncomplete, "destructive");
    if (!goal) return notify({ title: "Error", description: "Please choose a goal for this pitch" }, "destructive");
    const texts = { title: draft.title, description: draft.description, content: draft.content, goalId: goal.id };
    save.mutate(texts, {
      onSuccess: () => {
        notify(pitch ? LEARNING_MESSAGES.pitchUpdated : LEARNING_MESSAGES.pitchCreated);
        navigate(back);
      },
      onError: (error) => {
        console.error("Could not save the pitch", error);
        notifyFailure(LEARNING_MESSAGES.pitchSaveFailed, error);
      },
    });
  };

  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl tracking-tight">{pitch ? "Edit Pitch" : "Create New Pitch"}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {program.title}
            {goal && !showGoalSelect ? ` · ${goal.title}` : ""}
          </p>
        </div>
        <ButtonLink to={back} variant="secondary">
          Back to Program
        </ButtonLink>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardBody className="pt-5">
            <form onSubmit={onSubmit} className="space-y-5" noValidate>
              {showGoalSelect && (
                <SelectField
                  label="Goal"
                  id="pitch-goal"
                  value={draft.goalId}
                  onChange={(event) => set("goalId")(event.target.value)}
                >
                  <option value="" disabled>
                    Choose a goal
                  </option>
                  <OptionList items={program.goals} toValue={(g) => g.id} toLabel={(g) => g.title} />
                </SelectField>
              )}
              <InputField label="Pitch Title" {...text("title")} />
              <TextAreaField label="Description" rows={3} {...text("description")} />
              <TextAreaField label="Pitch Content" rows={12} {...text("content")} />
              <div className="flex flex-wrap items-center justify-between gap-3">
                <Button type="submit" busy={save.isPending}>
                  {save.isPending ? "Saving…" : "Save Pitch"}
                </Button>
                {pitch && <DeletePitch pitch={pitch} back={back} />}
              </div>
            </form>
          </CardBody>
        </Card>
        <div className="space-y-6">
          <Card>
            <CardHeader title="Pitch Tips" icon={<Lightbulb aria-hidden="true" className="size-5 text-amber-500" />} />
            <CardBody>
              <ol className="list-decimal space-y-2 pl-5 text-slate-700 text-sm dark:text-slate-300">
                {PITCH_TIPS.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ol>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Progress" />
            <CardBody>
              <ul className="space-y-2 text-sm">
                {pitchChecklist(draft).map((item) => (
                  <li key={item.label} className="flex items-center gap-2">
                    {item.done ? (
                      <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
                    ) : (
                      <Circle aria-hidden="true" className="size-4 text-slate-400" />
                    )}
                    {item.label}
                    <span className="sr-only">{item.done ? "(done)" : "(to do)"}</span>
                  </li>
                ))}
              </ul>
            </CardBody>
          </Card>
        </div>
      </div>
    </>
  );
}

function EditPitch({ program, pitchId }: { program: GoalProgram; pitchId: string }) {
  const pitch = usePitch(pitchId);
  if (pitch.isError || (pitch.data && pitch.data.certificationId !== program.id)) {
    return <NotFound title="Pitch not found" message="This pitch does not exist or is not yours." />;
  }
  if (!pitch.data) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }
  return <PitchForm program={program} pitch={pitch.data} />;
}

export function Component() {
  const { certificationId, pitchId } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const { member, loading } = useSession();
  const program = findGoalProgram(certificationId);
  if (!program) return <ProgramNotFound />;
  if (loading) return <Skeleton className="h-96 rounded-2xl" />;
  if (!member) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (pitchId) return <EditPitch key={pitchId} program={program} pitchId={pitchId} />;
  const goal = params.get("goal") ?? undefined;
  const known = program.goals.some((g) => g.id === goal) ? goal : undefined;
  return <PitchForm program={program} goalFromQuery={known} />;
}
