// The reads behind the pages an officer opens most (issue "Speed at ten times the size"): a club's Reports, its
// planning grid, its dashboard in Leadership Central and Leadership Central's overview of it, each as the club's
// first officer (scripts/bench/seed.ts) over 10 connections.
import { clubId, memberEmail, VOLUME } from "./seed";

/** Each answers within this at the 99th percentile. */
export const PAGES_P99_MS = 100;
export const PAGES_CONNECTIONS = 10;
/** The first club's first officer: the member whose only club it is. */
export const OFFICER_EMAIL = memberEmail(VOLUME.clubs);

const club = clubId(1);
export const PAGE_READS = [
  { name: "GET a club's Reports (officer)", path: `/api/clubs/${club}/reports` },
  { name: "GET a club's planning grid (officer)", path: `/api/clubs/${club}/planning-grid` },
  { name: "GET a club's dashboard (officer)", path: `/api/clubs/${club}/dashboard` },
  { name: "GET Leadership Central's overview of the club", path: `/api/leadership/overview?clubId=${club}` },
];
