import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { aServerForEachTest } from "../../../../test/support/server";
import { DAY } from "../../../domain/time";
import { speakingHighlights } from "../../features/dashboard/speaking";
import { consoleState } from "../../features/meetings/console-state";
import { ENDED_MEETING, LIVE_MEETING } from "../../features/meetings/demo-meeting-day";
import { displayState } from "../../features/meetings/display";
import { receivedEvaluations } from "../../features/meetings/evaluations";
import { readReport } from "../../features/meetings/report";
import { speakingRecord } from "../../features/profile/speaking-record";
import { meetingAttendanceOf } from "../../reads/attendance";
import { demoSeeds } from "../../runtime";
import { attachedToolEntries, events, meetingTimings, pathways, speechCredits, userPathways } from "../schema";
import { seedDemoContent } from "../seed";
import { DEMO_MEMBERS } from "./clubs";

const server = aServerForEachTest();

/** The demo meeting titled `title`, the demo content seeded twice (a second seeding must record nothing twice). */
async function seededTwice(title: string) {
  await seedDemoContent(server.db, demoSeeds);
  await seedDemoContent(server.db, demoSeeds);
  const [meeting] = await server.db.select().from(events).where(eq(events.title, title));
  if (!meeting) throw new Error(`no demo meeting "${title}"`);
  return meeting;
}

test("the demo's running club meeting has begun: four items started, three speeches timed with their verdicts, fillers counted", async () => {
  const meeting = await seededTwice(LIVE_MEETING);
  const moderator = DEMO_MEMBERS[4]?.id as string;
  const state = await consoleState(server.db, meeting.id, moderator);
  expect(state.viewer.capabilities.moderate).toBe(true);
  expect(state.agenda.filter((item) => item.startedAt !== null)).toHaveLength(4);
  expect(state.timings.map((timing) => [timing.durationSeconds, timing.verdict])).toEqual([
    [108, "within"],
    [161, "over"],
    [377, "within"],
  ]);
  expect(state.timings[2]?.speechTitle).toBe("The Coffee Cart Index");
  expect(state.fillers.reduce((sum, row) => sum + row.count, 0)).toBe(6);
  // the Timer role is left free for a visitor to take and time the next speech
  expect(state.roleHolders.map((holder) => holder.roleType)).not.toContain("timer");

  const display = await displayState(server.db, meeting.id);
  expect(display.current?.title).toBe("Prepared pitch 1");
  expect(display.next?.title).toBe("Prepared pitch 2");
  expect(display.timing?.speakerName).toBe(state.timings[2]?.speakerName);
  // a second seeding recorded nothing twice
  expect(await server.db.select().from(meetingTimings).where(eq(meetingTimings.eventId, meeting.id))).toHaveLength(3);
});

test("last week's demo meeting has ended with its report: times, verdicts, fillers, the evaluation and the winners", async () => {
  const meeting = await seededTwice(ENDED_MEETING);
  const speaker = DEMO_MEMBERS[1]?.id as string;
  const { report, endedAt } = await readReport(server.db, meeting.id, speaker);
  expect(new Date(endedAt).getTime() - meeting.eventDate.getTime()).toBe(121 * 60_000);
  expect(report.speeches.map((speech) => speech.verdict)).toEqual(["within", "under", "within", "over"]);
  expect(report.fillers.map((row) => [row.speaker, row.total])).toEqual([
    ["Marcus Chen", 6],
    ["Sam Okafor", 5],
  ]);
  expect(report.evaluations).toEqual([{ evaluator: "Priya Natarajan", speaker: "Marcus Chen" }]);
  expect(report.votes.map((result) => result.winners)).toEqual([
    ["Marcus Chen"],
    ["Priya Natarajan"],
    ["Leila Haddad"],
  ]);
  // six members checked in and two guests, one of whom agreed to be contacted (and was thanked as it ended)
  expect(report.attendance).toBe(8);
  expect(report.guests).toBe(2);
  const attendance = await meetingAttendanceOf(server.db, meeting);
  expect(attendance.members.filter((member) => member.present)).toHaveLength(6);
  expect(attendance.guests.map((guest) => [guest.name, guest.consent])).toEqual([
    ["Jordan Reyes", true],
    ["Casey Lin", false],
  ]);

  // the speaker finds the evaluation in their profile
  const received = await receivedEvaluations(server.db, speaker);
  expect(received.map((row) => row.form.speechTitle)).toContain("Pricing the First Hundred Cups");

  // the speech counted toward Marcus's next Presentation Mastery project, once though seeded twice (decision 242)
  const marcus = await server.db
    .select({ completed: userPathways.completedProjects, name: pathways.name })
    .from(userPathways)
    .innerJoin(pathways, eq(pathways.id, userPathways.pathwayId))
    .where(eq(userPathways.userId, speaker));
  expect(marcus).toEqual([{ completed: 5, name: "Presentation Mastery" }]);
  expect(await server.db.select().from(speechCredits)).toEqual([
    expect.objectContaining({ userId: speaker, eventId: meeting.id, projectNumber: 5 }),
  ]);
  const home = await speakingHighlights(server.db, speaker);
  expect(home.milestones.map((milestone) => milestone.id)).toEqual(
    expect.arrayContaining(["first-speech", "first-within-time", "first-award"]),
  );
});

test("the demo member Marcus Chen has a speaking record of more than a year, in two clubs (decision 240)", async () => {
  await seedDemoContent(server.db, demoSeeds);
  const record = await speakingRecord(server.db, DEMO_MEMBERS[1]?.id as string);
  expect(record.speeches.map((speech) => speech.verdict).sort()).toEqual([
    "over",
    "under",
    "within",
    "within",
    "within",
    "within",
  ]);
  expect(record.speeches.every((speech) => speech.fillers !== null)).toBe(true);
  expect(record.evaluations).toHaveLength(5);
  expect(record.awards.map((award) => award.category)).toEqual(["best-speaker", "best-speaker"]);
  expect(new Set(record.roles.map((role) => role.club))).toEqual(
    new Set(["Bay Area Pitch Masters", "Remote Pitch Circle"]),
  );
  const first = Math.min(...record.roles.map((role) => Date.parse(role.at)));
  expect(Date.now() - first).toBeGreaterThan(365 * DAY);
});

test("one of Marcus's speeches came from Diego's standalone timer, attached after the meeting (decision 244)", async () => {
  const meeting = await seededTwice("Remote Pitch Circle: Research Night");
  const marcus = DEMO_MEMBERS[1]?.id as string;
  const { report } = await readReport(server.db, meeting.id, marcus);
  // the report stays as the meeting ended; the record shows the attached speech
  expect(report.speeches).toEqual([]);
  const record = await speakingRecord(server.db, marcus);
  expect(record.speeches).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ eventId: meeting.id, speechTitle: "Async Feedback That Lands", durationSeconds: 268 }),
    ]),
  );
  expect(await server.db.select().from(attachedToolEntries)).toEqual([
    expect.objectContaining({
      attachedBy: DEMO_MEMBERS[7]?.id,
      tool: "timer",
      eventId: meeting.id,
      speakerUserId: marcus,
    }),
  ]);
});
