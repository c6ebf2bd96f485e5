import { speechThresholds } from "@/domain/events/speech-timing";
import { speechRangeText } from "@/domain/events/speeches";
import { formatClock } from "@/domain/tools/timer";
import { useSpeakers } from "./api";

/** The printable agenda's speakers: each with their speech, its time range and lights, and their evaluator. */
export function SpeakersSheet({ eventId }: { eventId: string }) {
  const speakers = useSpeakers(eventId);
  const list = speakers.data?.speakers;
  if (!list || list.length === 0) return null;
  return (
    <>
      <h2 className="mt-8 font-semibold text-xl">Speakers</h2>
      <ol className="mt-3 space-y-3 text-sm">
        {list.map((speaker) => {
          const marks = speaker.speech && speechThresholds(speaker.speech);
          return (
            <li key={speaker.assignmentId} className="break-inside-avoid">
              <p className="font-medium">{speaker.name}</p>
              {speaker.speech && marks ? (
                <>
                  <p className="break-words">
                    “{speaker.speech.title}” · {speaker.speech.project}
                  </p>
                  <p className="tabular-nums">
                    {speechRangeText(speaker.speech)} · green {formatClock(marks.green)} · yellow{" "}
                    {formatClock(marks.yellow)} · red {formatClock(marks.red)}
                  </p>
                </>
              ) : (
                <p className="text-slate-600 dark:text-slate-400">No speech details yet.</p>
              )}
              <p>Evaluator: {speaker.evaluator?.name ?? "none yet"}</p>
            </li>
          );
        })}
      </ol>
    </>
  );
}
