import type { TimerRecord } from "./records";

/** One speech of the timer's stored history, for tests of the records and of the timer page. */
export const storedSpeech: TimerRecord = {
  id: "t1",
  speakerName: "Maya",
  speechType: "Ice Breaker",
  duration: 312,
  finalStage: "red",
  timestamp: "2026-03-01T19:00:00.000Z",
};
