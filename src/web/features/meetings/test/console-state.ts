import { MINUTE } from "@/domain/time";
import type { ConsoleState } from "../api";

/** A meeting that starts at 19:00 UTC on 1 March 2026. */
export const MEETING_START = Date.parse("2026-03-01T19:00:00.000Z");
export const ITEM_IDS = [
  "00000000-0000-4000-8000-000000000001",
  "00000000-0000-4000-8000-000000000002",
  "00000000-0000-4000-8000-000000000003",
] as const;

/** What a viewer who runs no part of the meeting may do there: nothing. */
export const NO_CAPABILITIES = {
  moderate: false,
  time: false,
  count: false,
  evaluate: false,
  vote: false,
  shareDisplay: false,
  renewDisplay: false,
  readReport: false,
  checkIn: false,
  giveGuestRoles: false,
};

/** A console state as the server sends it: three agenda items (10, 7 and 15 minutes), one speaker with details. */
export function consoleState(
  changes: {
    startedAt?: Array<string | null>;
    capabilities?: Partial<ConsoleState["viewer"]["capabilities"]>;
    timings?: ConsoleState["timings"];
    endedAt?: string | null;
    graceSeconds?: number | null;
  } = {},
): ConsoleState {
  const started = changes.startedAt ?? [null, null, null];
  const agenda = [
    ["Opening", 10, "general", null],
    ["Prepared pitch", 7, "pitch", "pitcher"],
    ["Table Topics", 15, "qa", null],
  ] as const;
  return {
    meeting: {
      id: "00000000-0000-4000-8000-0000000000aa",
      title: "Harbour Club Night",
      clubId: null,
      eventDate: new Date(MEETING_START).toISOString(),
      durationMinutes: 60,
      timeZone: "UTC",
      cancelled: false,
      graceSeconds: changes.graceSeconds ?? null,
    },
    serverNow: new Date(MEETING_START).toISOString(),
    run: { endedAt: changes.endedAt ?? null, votingClosedAt: null, resultsRevealedAt: null },
    viewer: { id: "viewer", roles: [], duties: [], capabilities: { ...NO_CAPABILITIES, ...changes.capabilities } },
    displayPath: null,
    agenda: agenda.map(([title, durationMinutes, agendaType, roleType], index) => ({
      id: ITEM_IDS[index] as string,
      title,
      description: null,
      durationMinutes,
      agendaType,
      roleType,
      slot: null,
      startedAt: started[index] ?? null,
    })),
    speakers: [
      {
        assignmentId: "00000000-0000-4000-8000-0000000000b1",
        userId: "user-pia",
        name: "Pia",
        roleType: "pitcher",
        evaluated: true,
        speech: { title: "Bridges", project: "Ice Breaker", minMinutes: 4, maxMinutes: 6 },
        evaluator: null,
      },
    ],
    guestRoleHolders: [],
    attendance: null,
    roleHolders: [
      { userId: "user-pia", name: "Pia", roleType: "pitcher", roleName: "Pitcher" },
      { userId: "user-mo", name: "Mo", roleType: "moderator", roleName: "Moderator" },
      { userId: "user-tim", name: "Tim", roleType: "timer", roleName: "Timer" },
    ],
    timings: changes.timings ?? [],
    fillers: [],
    evaluations: { mine: [], given: [] },
    votes: {
      state: "open",
      opened: true,
      categories: [],
    },
  };
}

/** An instant `minutes` after the meeting's start. */
export const minutesIn = (minutes: number) => new Date(MEETING_START + minutes * MINUTE).toISOString();
