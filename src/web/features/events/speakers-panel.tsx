import { Mic, Timer } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { speechThresholds } from "@/domain/events/speech-timing";
import { SPEECH_MESSAGES, speechRangeText } from "@/domain/events/speeches";
import { paths } from "@/domain/paths";
import { formatClock } from "@/domain/tools/timer";
import { timerPresetQuery } from "@/domain/tools/timer-address";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Select } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useSession } from "@/web/lib/session";
import { notify } from "@/web/lib/toast";
import { type MeetingSpeakers, type Speaker, usePairing, useSpeakers } from "./api";
import { type PanelProps, panelHeading } from "./panel-props";
import { speechFailure } from "./speech-failure";

/** Loaded when a speech's details are first edited (its dialog is not part of the page's first scripts). */
const SpeechDetailsForm = lazy(() => import("./speech-details-form"));

/** Where each light of the speech comes on, and the timer link set to them. */
function SpeechTiming({ speaker }: { speaker: Speaker }) {
  if (!speaker.speech) return null;
  const marks = speechThresholds(speaker.speech);
  const query = timerPresetQuery({ thresholds: marks, speaker: speaker.name, title: speaker.speech.title });
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span>
        {speechRangeText(speaker.speech)} · green {formatClock(marks.green)} · yellow {formatClock(marks.yellow)} · red{" "}
        {formatClock(marks.red)}
      </span>
      <ButtonLink to={paths.timerWith(query)} variant="ghost" size="sm" className="-ml-2">
        <Timer aria-hidden="true" className="size-4" />
        Open timer<span className="sr-only"> for {speaker.name}</span>
      </ButtonLink>
    </div>
  );
}

/** An officer's or admin's choice of the evaluator for one speaker. */
function EvaluatorSelect({ eventId, speaker, data }: { eventId: string; speaker: Speaker; data: MeetingSpeakers }) {
  const pairing = usePairing(eventId);
  const current = speaker.evaluator?.assignmentId ?? "";
  const choose = (assignmentId: string) => {
    const pairChosen = () =>
      assignmentId
        ? pairing.mutate(
            { assignmentId, speakerAssignmentId: speaker.assignmentId },
            {
              onSuccess: () => {
                const name = data.evaluators.find((slot) => slot.assignmentId === assignmentId)?.name ?? "";
                notify(SPEECH_MESSAGES.paired(name, speaker.name));
              },
              onError: (error) => speechFailure(error, SPEECH_MESSAGES.pairFailed),
            },
          )
        : notify(SPEECH_MESSAGES.unpaired);
    if (!current) return pairChosen();
    pairing.mutate(
      { assignmentId: current, speakerAssignmentId: null },
      { onSuccess: pairChosen, onError: (error) => speechFailure(error, SPEECH_MESSAGES.pairFailed) },
    );
  };
  const id = `evaluator-of-${speaker.assignmentId}`;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id}>Evaluator of {speaker.name}</label>
      <Select
        id={id}
        value={current}
        disabled={pairing.isPending}
        onChange={(event) => choose(event.target.value)}
        className="h-9 w-auto py-1"
      >
        <option value="">No evaluator</option>
        <OptionList
          items={data.evaluators.filter((slot) => slot.speakerAssignmentId === null || slot.assignmentId === current)}
          toValue={(slot) => slot.assignmentId}
          toLabel={(slot) => slot.name}
        />
      </Select>
    </div>
  );
}

/**
 * The meeting's speakers: each pitcher with their speech (title, project, time range, the timer's marks) and their
 * evaluator. The speaker, the club's officers and admins add or edit the details; an evaluator chooses whom they
 * evaluate. Live for everyone.
 */
export function SpeakersPanel({ eventId, ended, headingLevel }: PanelProps) {
  const Heading = panelHeading(headingLevel);
  const { member } = useSession();
  const speakers = useSpeakers(eventId);
  const pairing = usePairing(eventId);
  const [editing, setEditing] = useState<Speaker | undefined>(undefined);
  const data = speakers.data;
  const myEvaluator = data?.evaluators.find((slot) => slot.userId === member?.id);

  const evaluate = (speaker: Speaker | null) => {
    if (!myEvaluator) return;
    pairing.mutate(
      { assignmentId: myEvaluator.assignmentId, speakerAssignmentId: speaker?.assignmentId ?? null },
      {
        onSuccess: () =>
          notify(speaker ? SPEECH_MESSAGES.paired(myEvaluator.name, speaker.name) : SPEECH_MESSAGES.unpaired),
        onError: (error) => speechFailure(error, SPEECH_MESSAGES.pairFailed),
      },
    );
  };

  const headingId = `speakers-${eventId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 p-4 md:col-span-2 dark:border-slate-800"
    >
      <Heading id={headingId} className="font-semibold">
        Speakers
      </Heading>
      {!data ? (
        speakers.isError ? (
          <p className="mt-3 text-slate-600 text-sm dark:text-slate-400">The speakers could not be loaded.</p>
        ) : (
          <Skeleton className="mt-3 h-16" aria-busy="true" />
        )
      ) : data.speakers.length === 0 ? (
        <p className="mt-3 text-slate-600 text-sm dark:text-slate-400">
          No speakers yet: take the Pitcher role to speak.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {data.speakers.map((speaker) => {
            const own = speaker.userId === member?.id;
            const mayEdit = !ended && (own || data.canManage);
            const mine = myEvaluator?.speakerAssignmentId === speaker.assignmentId;
            return (
              <li key={speaker.assignmentId} className="py-3">
                <p className="flex flex-wrap items-center gap-1.5 font-medium">
                  <Mic aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  <span className="break-words">{speaker.name}</span>
                  {own && <span className="font-normal text-accent-700 text-xs dark:text-accent-300">(you)</span>}
                </p>
                {speaker.speech ? (
                  <div className="mt-1 text-sm">
                    <p className="break-words font-medium">“{speaker.speech.title}”</p>
                    <p className="break-words text-slate-700 dark:text-slate-300">Project: {speaker.speech.project}</p>
                    <SpeechTiming speaker={speaker} />
                  </div>
                ) : (
                  <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">No speech details yet.</p>
                )}
                {/* a club's speaking role whose speeches are not evaluated (table topics) has no evaluator: decision 223 */}
                {speaker.evaluated && (
                  <p className="mt-1 text-sm">
                    Evaluator:{" "}
                    {speaker.evaluator ? (
                      speaker.evaluator.name
                    ) : (
                      <span className="text-slate-600 dark:text-slate-400">none yet</span>
                    )}
                  </p>
                )}
                {!ended && (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {mayEdit && (
                      <Button size="sm" variant="secondary" onClick={() => setEditing(speaker)}>
                        {speaker.speech ? "Edit speech details" : "Add speech details"}
                        {!own && <span className="sr-only"> for {speaker.name}</span>}
                      </Button>
                    )}
                    {myEvaluator && speaker.evaluated && !speaker.evaluator && (
                      <Button size="sm" variant="secondary" busy={pairing.isPending} onClick={() => evaluate(speaker)}>
                        Evaluate {speaker.name}
                      </Button>
                    )}
                    {mine && (
                      <Button size="sm" variant="ghost" busy={pairing.isPending} onClick={() => evaluate(null)}>
                        Stop evaluating {speaker.name}
                      </Button>
                    )}
                  </div>
                )}
                {!ended && data.canManage && speaker.evaluated && data.evaluators.length > 0 && (
                  <EvaluatorSelect eventId={eventId} speaker={speaker} data={data} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <Suspense fallback={null}>
          <SpeechDetailsForm
            key={editing.assignmentId}
            eventId={eventId}
            speaker={editing}
            open
            onOpenChange={(open) => {
              if (!open) setEditing(undefined);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
