// The HTTP measurements, with autocannon: each a short warm-up, then a timed run.
import autocannon from "autocannon";

export type Measurement = {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
};

type Options = {
  name: string;
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
};

/** What every browser sends along (the server compresses the cached events list once for all who accept it). */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

function run(options: Omit<Options, "name">, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration,
    headers: { ...BROWSER_HEADERS, ...options.headers },
    requests: options.requests,
  });
}

export async function measure(options: Options): Promise<Measurement> {
  await run(options, 2);
  const result = await run(options, options.durationSeconds);
  return {
    name: options.name,
    connections: options.connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Taking and dropping a meeting role, as many members as there are connections (each with their own session and
 * their own upcoming event, so no request hits a role limit): a connection borrows an idle member, takes the
 * Evaluator role at the member's event (POST), drops it again (DELETE), and gives the member back.
 */
export function roleTakeAndDrop(
  url: string,
  members: Array<{ cookie: string; eventId: string }>,
): autocannon.Request[] {
  const idle = [...members.keys()];
  type Context = { member?: number; assignmentId?: string };
  const headersOf = (member: number) => ({
    cookie: members[member]?.cookie ?? "",
    origin: url,
    "content-type": "application/json",
  });
  return [
    {
      method: "POST",
      setupRequest: (request, context: Context) => {
        const member = idle.shift();
        if (member === undefined) throw new Error("more connections than members");
        context.member = member;
        return {
          ...request,
          path: `/api/events/${members[member]?.eventId}/roles`,
          headers: headersOf(member),
          body: JSON.stringify({ roleType: "evaluator" }),
        };
      },
      onResponse: (status, body, context: Context) => {
        context.assignmentId =
          status === 201 ? (JSON.parse(body) as { id: string }).id : "00000000-0000-0000-0000-000000000000";
      },
    },
    {
      method: "DELETE",
      setupRequest: (request, context: Context) => {
        const member = context.member ?? 0;
        return {
          ...request,
          path: `/api/events/${members[member]?.eventId}/roles/${context.assignmentId}`,
          headers: headersOf(member),
          body: undefined,
        };
      },
      onResponse: (_status, _body, context: Context) => {
        if (context.member !== undefined) idle.push(context.member);
      },
    },
  ];
}
