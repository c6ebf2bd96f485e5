import { DAY, MINUTE } from "../../../domain/time";

type DemoEvent = {
  title: string;
  description: string;
  /**
   * When: `daysAhead` days after seeding at `hourUtc` (a negative number: a meeting held that long ago), or — to show a
   * running event ("Now") — started a little before.
   */
  when: { daysAhead: number; hourUtc: number } | { startedMinutesAgo: number };
  /** The planned length; 2 hours when not given. */
  durationMinutes?: number;
  /** Where it takes place (its local time is shown beside the viewer's); none for online events. */
  timeZone?: string;
  location: string;
  eventType: "meeting" | "contest" | "training" | "social" | "other";
  club?: string;
  /** A cancelled meeting (docs/decisions/141): kept and shown as cancelled, with this reason. */
  cancelReason?: string;
  /** A club's members-only meeting (docs/decisions/140): not in the public list. */
  membersOnly?: true;
};

/** Remote Pitch Circle's meetings held over the past year and before, by title and days ago (ended, with reports). */
export const REMOTE_CIRCLE_PAST: ReadonlyArray<readonly [title: string, daysAgo: number]> = [
  ["Remote Pitch Circle: First Online Meeting", 420],
  ["Remote Pitch Circle: Camera Craft Night", 240],
  ["Remote Pitch Circle: Research Night", 150],
  ["Remote Pitch Circle: Vocal Variety Night", 60],
  ["Remote Pitch Circle: Storytelling Night", 21],
];

/**
 * Upcoming public events of every type, one running, one ended last week (with its meeting report), Remote Pitch
 * Circle's past meetings and one cancelled, and the members-only meetings of the clubs without a public one, dated
 * relative to the day the demo is seeded.
 */
export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: "Weekly Pitch Practice",
    description:
      "Three prepared pitches, Table Topics and evaluations. Guests are welcome — come and watch or take a role.",
    when: { daysAhead: 3, hourUtc: 1 },
    location: "Mission Hub, 2nd floor, San Francisco",
    timeZone: "America/Los_Angeles",
    eventType: "meeting",
    club: "Bay Area Pitch Masters",
  },
  {
    title: "Spring Pitch Contest",
    description: "Members compete with a five-minute pitch in front of guest judges from local accelerators.",
    when: { daysAhead: 12, hourUtc: 23 },
    location: "Brooklyn Public Library, Central Branch",
    timeZone: "America/New_York",
    eventType: "contest",
    club: "Brooklyn Storytellers",
  },
  {
    title: "Evaluation Skills Workshop",
    description:
      "Learn the sandwich method, practise giving specific feedback and evaluate two recorded speeches together.",
    when: { daysAhead: 6, hourUtc: 17 },
    location: "Online",
    eventType: "training",
  },
  {
    title: "Speakers' Social Evening",
    description: "Meet members from clubs across the city, swap stories and plan joint meetings. Snacks on us.",
    when: { daysAhead: 9, hourUtc: 0 },
    location: "The Roastery, 5th Street, Austin",
    timeZone: "America/Chicago",
    eventType: "social",
    club: "Austin Tech Talkers",
  },
  {
    title: "Open House for New Members",
    description: "Curious about joining? See a short demo meeting, try the timer and ask members anything.",
    when: { daysAhead: 15, hourUtc: 22 },
    location: "Lakeshore Community Center, Chicago",
    timeZone: "America/Chicago",
    eventType: "other",
    club: "Chicago Lakeshore Speakers",
  },
  {
    title: "Demo Night: Five Minutes Flat",
    description: "Product demos, strictly timed. Every speaker gets a written evaluation and a filler-word count.",
    when: { daysAhead: 18, hourUtc: 18 },
    location: "Factory Berlin, Mitte",
    timeZone: "Europe/Berlin",
    eventType: "meeting",
    club: "Berlin Demo Night",
  },
  {
    title: "Storytelling Masterclass",
    description: "A two-hour masterclass on structure, tension and the personal story, with live coaching.",
    when: { startedMinutesAgo: 30 },
    durationMinutes: 120,
    location: "Online",
    eventType: "training",
  },
  {
    title: "Lunchtime Pitch Club",
    description:
      "A club meeting running right now: open its console to watch the agenda, the timer and the votes live, or take the free Timer role and time the next speech.",
    when: { startedMinutesAgo: 55 },
    location: "Mission Hub, 2nd floor, San Francisco",
    timeZone: "America/Los_Angeles",
    eventType: "meeting",
    club: "Bay Area Pitch Masters",
  },
  {
    title: "Lunchtime Pitch Club: Last Week",
    description:
      "Last week's club meeting, ended by its moderator: its report shows the agenda's planned and actual times, each speech's verdict, the filler counts, the evaluation and the votes.",
    when: { startedMinutesAgo: (7 * DAY) / MINUTE + 55 },
    location: "Mission Hub, 2nd floor, San Francisco",
    timeZone: "America/Los_Angeles",
    eventType: "meeting",
    club: "Bay Area Pitch Masters",
  },
  // Remote Pitch Circle's past meetings over the year: Marcus Chen's speaking record grows from them (decision 240)
  ...REMOTE_CIRCLE_PAST.map(([title, daysAgo]) => ({
    title,
    description: "Our online club meeting: cameras on, two prepared pitches and evaluations.",
    when: { daysAhead: -daysAgo, hourUtc: 10 },
    location: "Online",
    eventType: "meeting" as const,
    club: "Remote Pitch Circle",
  })),
  {
    title: "Founders' Breakfast Pitch",
    description: "Early-morning pitch round for founders preparing for investor meetings.",
    when: { daysAhead: 5, hourUtc: 7 },
    location: "Shoreditch Works, London",
    timeZone: "Europe/London",
    eventType: "meeting",
    club: "London Founders Forum",
  },
  {
    title: "Harbour Lunch Pitch",
    description: "A lunchtime round of two-minute pitches with quick evaluations.",
    when: { daysAhead: 8, hourUtc: 12 },
    location: "Ostbahnhof Co-working, Berlin",
    timeZone: "Europe/Berlin",
    eventType: "meeting",
    club: "Berlin Demo Night",
    cancelReason: "The venue is closed for renovation that week; we meet again at Demo Night.",
    membersOnly: true,
  },
  {
    title: "Austin Tech Talkers Lunch Meeting",
    description: "Our weekly club meeting: two prepared pitches, Table Topics and evaluations.",
    when: { daysAhead: 4, hourUtc: 18 },
    location: "Capital Factory, Austin",
    timeZone: "America/Chicago",
    eventType: "meeting",
    club: "Austin Tech Talkers",
    membersOnly: true,
  },
  {
    title: "Seattle Sound Speakers Club Night",
    description: "Prepared pitches, Table Topics and evaluations, then tea.",
    when: { daysAhead: 6, hourUtc: 2 },
    location: "Capitol Hill Library, Seattle",
    timeZone: "America/Los_Angeles",
    eventType: "meeting",
    club: "Seattle Sound Speakers",
    membersOnly: true,
  },
  {
    title: "Toronto Voices Club Meeting",
    description: "A classic club meeting with a prepared pitch, Table Topics and evaluations.",
    when: { daysAhead: 7, hourUtc: 23 },
    location: "Bloor Street Community Room, Toronto",
    timeZone: "America/Toronto",
    eventType: "meeting",
    club: "Toronto Voices",
    membersOnly: true,
  },
  {
    title: "Remote Pitch Circle Online Meeting",
    description: "Our online club meeting: cameras on, two prepared pitches and evaluations.",
    when: { daysAhead: 9, hourUtc: 17 },
    location: "Online",
    eventType: "meeting",
    club: "Remote Pitch Circle",
    membersOnly: true,
  },
];
