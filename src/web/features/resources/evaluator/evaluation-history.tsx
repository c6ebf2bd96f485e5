import { Star } from "lucide-react";
import { formatDate } from "@/domain/dates";
import { TOOL_MESSAGES } from "@/domain/tools/messages";
import { STORAGE_KEYS } from "@/domain/tools/records";
import { evaluatorReport } from "@/domain/tools/reports";
import { type HistoryKeeping, HistoryPanel } from "../history-panel";
import { useEvaluationHistory } from "./use-evaluation";

export function EvaluationHistory() {
  const [records] = useEvaluationHistory();
  const keeping: HistoryKeeping = {
    kind: "evaluator",
    storageKey: STORAGE_KEYS.evaluator,
    report: (now) => evaluatorReport(records, now),
    messages: {
      noData: TOOL_MESSAGES.noData("evaluations"),
      exported: TOOL_MESSAGES.evaluatorExported,
      cleared: TOOL_MESSAGES.evaluatorHistoryCleared,
    },
  };
  return (
    <HistoryPanel
      title="Recent Evaluations"
      count={records.length}
      emptyTitle="No evaluations yet"
      emptyText="Submit an evaluation and it appears here, ready to export and hand to the speaker."
      recordsName="evaluation records"
      keeping={keeping}
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {records.map((record) => (
          <li key={record.id} className="flex items-start justify-between gap-3 py-3">
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
          </li>
        ))}
      </ul>
    </HistoryPanel>
  );
}
