/**
 * The plain-text reports the tools export, and their file names (the report kind and the date). Times are written in
 * the exporting device's local time, as the meeting saw them.
 */
import { dayAndTimeKey, dayKey } from "../dates";
import { plural } from "../plurals";
import { FILLER_WORDS } from "./ah-counter";
import type { CounterSession, EvaluationRecord, TimerRecord } from "./records";
import { formatClock } from "./timer";

export type ReportKind = "timer" | "ah-counter" | "evaluator";

export function reportFileName(kind: ReportKind, date: Date): string {
  return `${kind}-report-${dayKey(date)}.txt`;
}

const when = (iso: string) => dayAndTimeKey(iso);
const LIGHT_NAMES = { green: "Green", yellow: "Yellow", red: "Red" } as const;

function header(title: string, exportedAt: Date, summary: string): string[] {
  return [title, "=".repeat(title.length), `Exported: ${dayAndTimeKey(exportedAt)}`, summary, ""];
}

export function timerReport(records: readonly TimerRecord[], exportedAt: Date): string {
  const lines = header("Speech Timer Report", exportedAt, `Speeches: ${records.length}`);
  records.forEach((record, index) => {
    lines.push(
      `${index + 1}. ${record.speakerName} (${record.speechType})`,
      `   Duration: ${formatClock(record.duration)}`,
      `   Final light: ${LIGHT_NAMES[record.finalStage]}`,
      `   Recorded: ${when(record.timestamp)}`,
      "",
    );
  });
  return lines.join("\n");
}

export function ahCounterReport(sessions: readonly CounterSession[], exportedAt: Date): string {
  const lines = header("Ah Counter Report", exportedAt, `Sessions: ${sessions.length}`);
  sessions.forEach((session, index) => {
    const total = session.speakers.reduce((sum, speaker) => sum + speaker.totalCount, 0);
    lines.push(
      `Session ${index + 1}: ${when(session.timestamp)} (${plural(total, { one: "# filler word", other: "# filler words" })})`,
    );
    for (const speaker of session.speakers) {
      lines.push(
        `   ${speaker.name}: ${plural(speaker.totalCount, { one: "# filler word", other: "# filler words" })}`,
      );
      const words = [
        ...FILLER_WORDS,
        ...Object.keys(speaker.fillerWords).filter((w) => !FILLER_WORDS.includes(w as never)),
      ]
        .filter((word) => (speaker.fillerWords[word] ?? 0) > 0)
        .map((word) => `${word} ${speaker.fillerWords[word]}`);
      if (words.length > 0) lines.push(`      ${words.join(", ")}`);
    }
    lines.push("");
  });
  return lines.join("\n");
}

export function evaluatorReport(records: readonly EvaluationRecord[], exportedAt: Date): string {
  const lines = header("Evaluator Report", exportedAt, `Evaluations: ${records.length}`);
  records.forEach((record, index) => {
    lines.push(
      `${index + 1}. ${record.speakerName}: "${record.speechTitle}"`,
      `   Date: ${when(record.timestamp)}`,
      `   Overall score: ${record.overallScore > 0 ? `${record.overallScore.toFixed(1)} / 5` : "Not rated"}`,
      `   Positive opening: ${record.positiveOpening}`,
      "   Detailed evaluation:",
    );
    for (const criterion of record.criteria) {
      const score = criterion.score > 0 ? `${criterion.score}/5` : "not rated";
      lines.push(`      ${criterion.name}: ${score}${criterion.feedback ? ` - ${criterion.feedback}` : ""}`);
    }
    if (record.improvementPoints) lines.push(`   Points to improve: ${record.improvementPoints}`);
    lines.push(`   Positive closing: ${record.positiveClosing}`, "");
  });
  return lines.join("\n");
}
