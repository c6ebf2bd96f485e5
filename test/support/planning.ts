/**
 * Two clubs that plan their events, for the tests of planning and cancelling: Olga is an officer of Harbour Speakers
 * (club A), where Mia is a member; Bo is an officer of Ridge Talkers (club B). With the forms the dialogs send.
 */
import type { CreateEventInput, EditEventInput } from "../../src/domain/events/inputs";
import type { events } from "../../src/server/db/schema";
import { aClub, anEvent, dayFromNow, madeForEachTest, makeClubOfficer, signedInMember } from "./factories";
import type { TestServer } from "./server";

export type ClubsThatPlan = Awaited<ReturnType<typeof clubsThatPlan>>;

/** The two clubs made before each test of the file: the value stands for the current test's (`plan.officer`). */
export const clubsThatPlanForEachTest = (server: TestServer) => madeForEachTest(() => clubsThatPlan(server));

export async function clubsThatPlan(server: TestServer) {
  const officer = await signedInMember(server, "Olga");
  const member = await signedInMember(server, "Mia");
  const otherOfficer = await signedInMember(server, "Bo");
  const clubA = (await aClub(server, { name: "Harbour Speakers" }, [member.user.id])).id;
  const clubB = (await aClub(server, { name: "Ridge Talkers" })).id;
  await makeClubOfficer(server, clubA, officer.user.id);
  await makeClubOfficer(server, clubB, otherOfficer.user.id);

  const meeting = (overrides: Partial<CreateEventInput> = {}): CreateEventInput => ({
    title: "Club Meeting",
    date: dayFromNow(10),
    time: "19:00",
    timeZone: "Europe/Berlin",
    clubId: clubA,
    ...overrides,
  });

  /** An event of club A as the dialog would show it: 19:00 in Berlin three days from now, two hours, public. */
  const clubAEvent = (values: Partial<typeof events.$inferInsert> = {}) => {
    const date = dayFromNow(3);
    return anEvent(server, {
      clubId: clubA,
      timeZone: "Europe/Berlin",
      eventDate: new Date(`${date}T19:00:00+01:00`),
      ...values,
    });
  };

  return { officer, member, otherOfficer, clubA, clubB, meeting, clubAEvent };
}

export const edit = (overrides: Partial<EditEventInput> = {}): EditEventInput => ({
  title: "Club Night",
  eventType: "meeting",
  date: dayFromNow(3),
  time: "19:00",
  durationMinutes: 120,
  timeZone: "Europe/Berlin",
  location: "",
  description: "",
  isPublic: true,
  ...overrides,
});

export const mailsTo = (server: TestServer, email: string, subject: RegExp) =>
  server.outbox().filter((mail) => mail.to.includes(email.toLowerCase()) && subject.test(mail.subject));
