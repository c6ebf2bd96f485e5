import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { emptyEvaluation } from "@/domain/tools/evaluator";
import { fakeServer, type Sent } from "@/web/test/fake-server";
import { letToastsGoAfterAll } from "@/web/test/toasts";
import { type ConsoleState, meetingKeys, useConsole } from "../api";
import { NO_CAPABILITIES } from "./console-state";

export { expectToast } from "@/web/test/toasts";

letToastsGoAfterAll();

export const EVENT_ID = "00000000-0000-4000-8000-000000000017";
export const PIA = "user-pia";
export const EVA = "user-eva";
export const MO = "user-mo";
export const AL = "user-al";

/** A running meeting's console as the server answers it: Pia speaks, Eva evaluates her, Mo moderates, Al counts. */
export function aConsole(
  changes: {
    capabilities?: Partial<ConsoleState["viewer"]["capabilities"]>;
    viewerId?: string;
    fillers?: ConsoleState["fillers"];
    evaluations?: Partial<ConsoleState["evaluations"]>;
    votes?: Partial<ConsoleState["votes"]>;
  } = {},
): ConsoleState {
  return {
    meeting: {
      id: EVENT_ID,
      title: "Harbour Club Night",
      clubId: "club-1",
      eventDate: new Date(Date.now() - 10 * 60_000).toISOString(),
      durationMinutes: 90,
      timeZone: "Europe/Berlin",
      cancelled: false,
      graceSeconds: 30,
    },
    serverNow: new Date().toISOString(),
    run: { endedAt: null, votingClosedAt: null, resultsRevealedAt: null },
    viewer: {
      id: changes.viewerId ?? AL,
      roles: [],
      duties: [],
      capabilities: { ...NO_CAPABILITIES, ...changes.capabilities },
    },
    displayPath: null,
    agenda: [],
    speakers: [
      {
        assignmentId: "a-pia",
        userId: PIA,
        name: "Pia Lind",
        roleType: "pitcher",
        evaluated: true,
        speech: { title: "Bridges", project: "Ice Breaker", minMinutes: 4, maxMinutes: 6 },
        evaluator: { assignmentId: "a-eva", userId: EVA, name: "Eva Berg" },
      },
    ],
    guestRoleHolders: [],
    attendance: null,
    roleHolders: [
      { userId: MO, name: "Mo Park", roleType: "moderator", roleName: "Moderator" },
      { userId: AL, name: "Al Ng", roleType: "ah_counter", roleName: "Ah Counter" },
      { userId: PIA, name: "Pia Lind", roleType: "pitcher", roleName: "Pitcher" },
      { userId: EVA, name: "Eva Berg", roleType: "evaluator", roleName: "Evaluator" },
    ],
    timings: [],
    fillers: changes.fillers ?? [],
    evaluations: { mine: [], given: [], ...changes.evaluations },
    votes: {
      state: "open",
      opened: true,
      categories: [
        {
          category: "best-speaker",
          label: "Best Speaker",
          nominees: [{ id: PIA, name: "Pia Lind" }],
          mine: null,
          result: null,
        },
        {
          category: "best-evaluator",
          label: "Best Evaluator",
          nominees: [{ id: EVA, name: "Eva Berg" }],
          mine: null,
          result: null,
        },
        {
          category: "best-table-topics",
          label: "Best Table Topics Speaker",
          nominees: [
            { id: PIA, name: "Pia Lind" },
            { id: MO, name: "Mo Park" },
          ],
          mine: null,
          result: null,
        },
      ],
      ...changes.votes,
    },
  };
}

export const aPairing = (changes: Partial<ConsoleState["evaluations"]["mine"][number]> = {}) => ({
  speakerUserId: PIA,
  speakerName: "Pia Lind",
  speechTitle: "Bridges",
  criteria: null,
  submittedAt: null,
  form: null,
  ...changes,
});

export type { Sent };
export { emptyEvaluation };
/** What the fake server answers a request: a status and a JSON body, or a thrown error (no answer at all). */
export type Server = (request: Sent) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/**
 * Renders a console panel as the console does (the console's query, refreshed after each change), against a fake
 * server: `server` answers every request but the console's own read, which answers `state()` as it is then.
 * Returns the requests sent (except the console's reads).
 */
export function renderPanel(
  Panel: ComponentType<{ state: ConsoleState }>,
  state: () => ConsoleState,
  server: Server = () => ({ status: 200, body: {} }),
) {
  const sent: Sent[] = [];
  fakeServer(async (request) => {
    if (request.method === "GET" && request.path === `/api/meetings/${EVENT_ID}`) return Response.json(state());
    sent.push(request);
    const answered = await server(request);
    return Response.json(answered.body, { status: answered.status });
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(meetingKeys.console(EVENT_ID), state());
  function Harness() {
    const { data } = useConsole(EVENT_ID);
    return data ? <Panel state={data} /> : null;
  }
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return { user, sent, queryClient };
}
