import { formatDate } from "@/domain/dates";
import { countsOfWords } from "@/domain/meetings/attach";
import { TOOL_MESSAGES } from "@/domain/tools/messages";
import { type CounterSession, STORAGE_KEYS } from "@/domain/tools/records";
import { ahCounterReport } from "@/domain/tools/reports";
import { AttachAction } from "../attach/attach-action";
import { HistoryPanel, type ToolHistory } from "../history-panel";
import { useCounterHistory } from "./use-counter";

const COUNTER_HISTORY: ToolHistory<CounterSession> = {
  kind: "ah-counter",
  storageKey: STORAGE_KEYS.ahCounter,
  report: ahCounterReport,
  messages: {
    noData: TOOL_MESSAGES.noData("sessions"),
    exported: TOOL_MESSAGES.counterExported,
    cleared: TOOL_MESSAGES.counterHistoryCleared,
  },
  title: "Session History",
  emptyTitle: "No sessions yet",
  emptyText: "End a counting session and its totals appear here, ready to export.",
  recordsName: "session records",
};

export function CounterHistory() {
  const [sessions] = useCounterHistory();
  return (
    <HistoryPanel history={COUNTER_HISTORY} records={sessions}>
      {(session) => {
        const total = session.speakers.reduce((sum, speaker) => sum + speaker.totalCount, 0);
        return (
          <li key={session.id} className="py-3">
            <p className="flex justify-between gap-3 font-medium">
              <span>{formatDate(session.timestamp, "month-day-time")}</span>
              <span className="tabular-nums">{total} total</span>
            </p>
            <ul className="mt-1 space-y-1 text-slate-600 text-sm dark:text-slate-400">
              {session.speakers.map((speaker) => (
                <li key={speaker.id}>
                  <p className="flex justify-between gap-3">
                    <span className="truncate">{speaker.name}</span>
                    <span className="tabular-nums">{speaker.totalCount}</span>
                  </p>
                  <AttachAction
                    tool="ah-counter"
                    entryId={session.id}
                    partId={speaker.id}
                    what={`${speaker.name}'s filler words`}
                    speakerName={speaker.name}
                    send={({ eventId, speakerUserId }) => ({
                      tool: "ah-counter",
                      eventId,
                      json: {
                        entryId: session.id,
                        countedSpeakerId: speaker.id,
                        speakerUserId,
                        counts: countsOfWords(speaker.fillerWords),
                      },
                    })}
                  />
                </li>
              ))}
            </ul>
          </li>
        );
      }}
    </HistoryPanel>
  );
}
