import { evaluationSections } from "@/domain/meetings/evaluations";
import { Accordion, AccordionItem } from "@/web/components/ui/accordion";
import { meetingWhen } from "@/web/lib/meeting-when";
import { type ReceivedEvaluation, useReceivedEvaluations } from "./api";
import { LoadedSection } from "./loaded-section";

/**
 * "Evaluations you received" (docs/decisions/159): what evaluators wrote about the member's speeches at meetings,
 * the latest meeting first; each opens to the whole evaluation.
 */
export function ReceivedEvaluations() {
  const evaluations = useReceivedEvaluations();
  return (
    <LoadedSection
      anchor="evaluations"
      failure="Your evaluations could not be loaded. Please reload the page."
      query={evaluations}
      shapes={["h-12", "h-12"]}
    >
      {(data) => <Evaluations list={data.evaluations} />}
    </LoadedSection>
  );
}

function Evaluations({ list }: { list: ReceivedEvaluation[] }) {
  if (list.length === 0) {
    return (
      <p className="text-slate-600 text-sm dark:text-slate-400">
        No evaluations yet. When an evaluator evaluates one of your speeches at a meeting, it appears here.
      </p>
    );
  }
  return (
    <Accordion type="multiple" className="-mx-4">
      {list.map((evaluation) => (
        <AccordionItem
          key={`${evaluation.eventId}-${evaluation.evaluatorName}-${evaluation.submittedAt}`}
          value={`${evaluation.eventId}-${evaluation.submittedAt}`}
          title={
            <span className="block">
              <span className="block">
                {evaluation.form.speechTitle} — {evaluation.meetingTitle}
              </span>
              <span className="block font-normal text-slate-600 text-sm dark:text-slate-400">
                {meetingWhen(evaluation.eventDate, evaluation.timeZone)} · evaluated by {evaluation.evaluatorName}
              </span>
            </span>
          }
        >
          <div className="space-y-3">
            {evaluationSections(evaluation.form).map((section) => (
              <div key={section.heading}>
                <h4 className="font-semibold text-slate-900 text-sm dark:text-slate-100">{section.heading}</h4>
                {section.lines.map((line) => (
                  <p key={line} className="whitespace-pre-line break-words">
                    {line}
                  </p>
                ))}
              </div>
            ))}
          </div>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
