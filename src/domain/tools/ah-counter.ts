/**
 * The filler-word counter as a pure state machine: setup (add and remove speakers) → active session (tap words for
 * the tracked speaker, undo, reset) → ended (saved to history, the list cleared and back to setup).
 */
import type { CounterSession } from "./records";

export const FILLER_WORDS = ["Um", "Uh", "Ah", "So", "Well", "Like", "You know", "Actually"] as const;
export type FillerWord = (typeof FILLER_WORDS)[number];

export const SPEAKER_NAME_MAX = 100;

export type CountedSpeaker = { id: string; name: string; fillerWords: Record<FillerWord, number> };

export type CounterState = {
  active: boolean;
  speakers: CountedSpeaker[];
  trackedId: string | null;
  /** Every tap of this session, oldest first: Undo takes back the last one. */
  taps: Array<{ speakerId: string; word: FillerWord }>;
};

export type CounterAction =
  | { type: "add"; id: string; name: string }
  | { type: "remove"; id: string }
  | { type: "start" }
  | { type: "track"; id: string }
  | { type: "tap"; word: FillerWord }
  | { type: "undo" }
  | { type: "reset" }
  | { type: "end" };

export const SETUP: CounterState = { active: false, speakers: [], trackedId: null, taps: [] };

export const zeroCounts = (): Record<FillerWord, number> =>
  Object.fromEntries(FILLER_WORDS.map((word) => [word, 0])) as Record<FillerWord, number>;

/** The name as it is kept (trimmed, capped), or null when it is blank. */
export function speakerNameOrNull(name: string): string | null {
  const trimmed = name.trim().slice(0, SPEAKER_NAME_MAX);
  return trimmed === "" ? null : trimmed;
}

export function totalCount(speaker: Pick<CountedSpeaker, "fillerWords">): number {
  return Object.values(speaker.fillerWords).reduce((sum, value) => sum + value, 0);
}

export function sessionTotal(speakers: ReadonlyArray<Pick<CountedSpeaker, "fillerWords">>): number {
  return speakers.reduce((sum, speaker) => sum + totalCount(speaker), 0);
}

export function trackedSpeaker(state: CounterState): CountedSpeaker | undefined {
  return state.speakers.find((speaker) => speaker.id === state.trackedId);
}

function changeCount(state: CounterState, speakerId: string, word: FillerWord, delta: 1 | -1): CountedSpeaker[] {
  return state.speakers.map((speaker) =>
    speaker.id === speakerId
      ? { ...speaker, fillerWords: { ...speaker.fillerWords, [word]: Math.max(0, speaker.fillerWords[word] + delta) } }
      : speaker,
  );
}

export function counterReducer(state: CounterState, action: CounterAction): CounterState {
  switch (action.type) {
    case "add": {
      const name = speakerNameOrNull(action.name);
      if (!name || state.speakers.some((speaker) => speaker.id === action.id)) return state;
      const speakers = [...state.speakers, { id: action.id, name, fillerWords: zeroCounts() }];
      const trackedId = state.active && state.speakers.length === 0 ? action.id : state.trackedId;
      return { ...state, speakers, trackedId };
    }
    case "remove":
      return {
        ...state,
        speakers: state.speakers.filter((speaker) => speaker.id !== action.id),
        trackedId: state.trackedId === action.id ? null : state.trackedId,
        taps: state.taps.filter((tap) => tap.speakerId !== action.id),
      };
    case "start": {
      const first = state.speakers[0];
      if (state.active || !first) return state;
      return { ...state, active: true, trackedId: first.id, taps: [] };
    }
    case "track":
      if (!state.speakers.some((speaker) => speaker.id === action.id)) return state;
      return { ...state, trackedId: action.id };
    case "tap": {
      if (!state.active || !trackedSpeaker(state) || !FILLER_WORDS.includes(action.word)) return state;
      const speakerId = state.trackedId as string;
      return {
        ...state,
        speakers: changeCount(state, speakerId, action.word, 1),
        taps: [...state.taps, { speakerId, word: action.word }],
      };
    }
    case "undo": {
      const last = state.taps.at(-1);
      if (!state.active || !last) return state;
      return { ...state, speakers: changeCount(state, last.speakerId, last.word, -1), taps: state.taps.slice(0, -1) };
    }
    case "reset":
      if (!state.active) return state;
      return {
        ...state,
        speakers: state.speakers.map((speaker) => ({ ...speaker, fillerWords: zeroCounts() })),
        taps: [],
      };
    case "end":
      return SETUP;
  }
}

/** The history record of the session as it is now (called just before "end"). */
export function sessionRecord(state: CounterState, id: string, timestamp: Date): CounterSession {
  return {
    id,
    timestamp: timestamp.toISOString(),
    speakers: state.speakers.map((speaker) => ({
      id: speaker.id,
      name: speaker.name,
      fillerWords: { ...speaker.fillerWords },
      totalCount: totalCount(speaker),
    })),
  };
}

/** Whether the page offers a choice of speaker: more than one, or none tracked after the tracked one left. */
export function needsTrackerChoice(state: CounterState): boolean {
  return state.active && (state.speakers.length > 1 || (state.trackedId === null && state.speakers.length > 0));
}
