import { Star } from "lucide-react";
import { formatDate } from "@/domain/dates";
import { evaluationFormOfRecord } from "@/domain/meetings/attach";
import { TOOL_MESSAGES } from "@/domain/tools/messages";
import { type EvaluationRecord, STORAGE_KEYS } from "@/domain/tools/records";
import { evaluatorReport } from "@/domain/tools/reports";
import { AttachAction } from "../attach/attach-action";
import { HistoryPanel, type ToolHistory } from "../history-panel";
import { useEvaluationHistory } from "./use-evaluation";

const EVALUATION_HISTORY: ToolHistory<EvaluationRecord> = {
  kind: "evaluator",
  storageKey: STORAGE_KEYS.evaluator,
  report: evaluatorReport,
  messages: {
    noData: TOOL_MESSAGES.noData("evaluations"),
    exported: TOOL_MESSAGES.evaluatorExported,
    cleared: TOOL_MESSAGES.evaluatorHistoryCleared,
  },
  title: "Recent Evaluations",
  emptyTitle: "No evaluations yet",
  emptyText: "Submit an evaluation and it appears here, ready to export and hand to the speaker.",
  recordsName: "evaluation records",
};

export function EvaluationHistory() {
  const [records] = useEvaluationHistory();
  return (
    <HistoryPanel history={EVALUATION_HISTORY} records={records}>
      {(record) => (
        <li key={record.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium">{record.speakerName}</p>
            <p className="truncate text-slate-600 text-sm dark:text-slate-400">{record.speechTitle}</p>
            <p className="text-slate-600 text-xs dark:text-slate-400">
              {formatDate(record.timestamp, "month-day-time")}
            </p>
          </div>
          <span className="flex shrink-0 items-center gap-1 font-semibold tabular-nums">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            {record.overallScore > 0 ? record.overallScore.toFixed(1) : "Not rated"}
          </span>
          <div className="w-full">
            <AttachAction
              tool="evaluator"
              entryId={record.id}
              what={`your evaluation of ${record.speakerName}`}
              speakerName={record.speakerName}
              notSelf
              send={({ eventId, speakerUserId }) => ({
                tool: "evaluator",
                eventId,
                json: { entryId: record.id, speakerUserId, form: evaluationFormOfRecord(record) },
              })}
            />
          </div>
        </li>
      )}
    </HistoryPanel>
  );
}
