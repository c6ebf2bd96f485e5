import { Mic } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "@/domain/dates";
import { paths } from "@/domain/paths";

/** A speech given at a meeting and counted toward a project or goal (decision 242), with its evaluation. */
export type CountedSpeech = {
  assignmentId: string;
  speechTitle: string;
  meeting: { eventId: string; title: string; at: string };
  evaluation: { evaluator: string; score: number } | null;
};

/**
 * The speeches counted toward one project or goal: the speech, its meeting (linking to it) and day, and the evaluation
 * delivered there ("Evaluated by Eve · 4.2 / 5", linking to the member's evaluations).
 */
export function CountedSpeeches({ speeches, label }: { speeches: readonly CountedSpeech[]; label: string }) {
  if (speeches.length === 0) return null;
  return (
    <ul className="mt-2 w-full space-y-1 text-sm" aria-label={label}>
      {speeches.map((speech) => (
        <li key={speech.assignmentId} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Mic aria-hidden="true" className="size-4 shrink-0 text-accent-700 dark:text-accent-300" />
          <span>
            Speech “{speech.speechTitle}” at{" "}
            <Link to={paths.event(speech.meeting.eventId)} className="font-medium hover:underline">
              {speech.meeting.title}
            </Link>
            , <time dateTime={speech.meeting.at}>{formatDate(speech.meeting.at, "date-medium")}</time>
          </span>
          {speech.evaluation ? (
            <Link to={paths.receivedEvaluations} className="text-accent-700 hover:underline dark:text-accent-300">
              Evaluated by {speech.evaluation.evaluator}
              {speech.evaluation.score > 0 && ` · ${speech.evaluation.score.toFixed(1)} / 5`}
            </Link>
          ) : (
            <span className="text-slate-500 dark:text-slate-400">Not evaluated</span>
          )}
        </li>
      ))}
    </ul>
  );
}
