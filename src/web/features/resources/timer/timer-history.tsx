import { formatDate } from "@/domain/dates";
import { TOOL_MESSAGES } from "@/domain/tools/messages";
import { readRecords, STORAGE_KEYS, type TimerRecord, timerRecordSchema } from "@/domain/tools/records";
import { timerReport } from "@/domain/tools/reports";
import { formatClock } from "@/domain/tools/timer";
import { AttachAction } from "../attach/attach-action";
import { useStored } from "../browser-storage";
import { HistoryPanel, type ToolHistory } from "../history-panel";
import { LightBadge } from "./light";

const parseHistory = (raw: string | null) => readRecords(raw, timerRecordSchema);

export function useTimerHistory() {
  return useStored<TimerRecord[]>(STORAGE_KEYS.timer, parseHistory);
}

const TIMER_HISTORY: ToolHistory<TimerRecord> = {
  kind: "timer",
  storageKey: STORAGE_KEYS.timer,
  report: timerReport,
  messages: {
    noData: TOOL_MESSAGES.noData("speeches"),
    exported: TOOL_MESSAGES.timerExported,
    cleared: TOOL_MESSAGES.timerHistoryCleared,
  },
  title: "Speech History",
  emptyTitle: "No speeches yet",
  emptyText: "Stop & Log a speech and it appears here, ready to export for the meeting's minutes.",
  recordsName: "speech records",
};

export function TimerHistory() {
  const [records] = useTimerHistory();
  return (
    <HistoryPanel history={TIMER_HISTORY} records={records}>
      {(record) => (
        <li key={record.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium">{record.speakerName}</p>
            <p className="text-slate-600 text-sm dark:text-slate-400">
              {record.speechType} · {formatDate(record.timestamp, "month-day-time")}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-semibold tabular-nums">{formatClock(record.duration)}</span>
            <LightBadge light={record.finalStage} />
          </div>
          <div className="w-full">
            <AttachAction
              tool="timer"
              entryId={record.id}
              what={`${record.speakerName}'s ${record.speechType} (${formatClock(record.duration)})`}
              speakerName={record.speakerName}
              withSpeechTitle
              send={({ eventId, speakerUserId, speechTitle }) => ({
                tool: "timer",
                eventId,
                json: {
                  entryId: record.id,
                  speakerUserId,
                  speechTitle: speechTitle.trim() || undefined,
                  speechType: record.speechType,
                  durationSeconds: record.duration,
                  loggedAt: record.timestamp,
                },
              })}
            />
          </div>
        </li>
      )}
    </HistoryPanel>
  );
}
