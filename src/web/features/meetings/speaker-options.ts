import type { SpeechRange } from "@/domain/events/speech-timing";
import type { ConsoleState } from "./api";

export type SpeakerOption = {
  value: string;
  label: string;
  name: string;
  userId: string;
  range: SpeechRange | null;
  speechTitle?: string;
};

/** The meeting's speakers (with their speech titles), then its other role holders, each once. */
export function speakerOptions(state: Pick<ConsoleState, "speakers" | "roleHolders">): {
  speakers: SpeakerOption[];
  others: SpeakerOption[];
} {
  const speakers = state.speakers.map((speaker) => ({
    value: `member:${speaker.userId}`,
    label: speaker.speech ? `${speaker.name} — “${speaker.speech.title}”` : speaker.name,
    name: speaker.name,
    userId: speaker.userId,
    range: speaker.speech ? { minMinutes: speaker.speech.minMinutes, maxMinutes: speaker.speech.maxMinutes } : null,
    speechTitle: speaker.speech?.title,
  }));
  const taken = new Set(speakers.map((speaker) => speaker.userId));
  const others = new Map<string, { name: string; roles: string[] }>();
  for (const holder of state.roleHolders) {
    if (taken.has(holder.userId)) continue;
    const known = others.get(holder.userId) ?? { name: holder.name, roles: [] };
    known.roles.push(holder.roleName);
    others.set(holder.userId, known);
  }
  return {
    speakers,
    others: [...others].map(([userId, { name, roles }]) => ({
      value: `member:${userId}`,
      label: `${name} (${roles.join(", ")})`,
      name,
      userId,
      range: null,
    })),
  };
}
