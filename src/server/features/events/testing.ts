/** Helpers for the events tests: members, admins and events made straight in the database. */
import type { TestClient, TestServer } from "../../../../test/support/server";
import { clubs, events, memberships, userRoles } from "../../db/schema";

export const DAY = 24 * 60 * 60 * 1000;

export async function signedInMember(server: TestServer, firstName: string) {
  const client = server.client();
  const { user } = await client.signUpAndVerify(
    `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    firstName,
  );
  return { client, user };
}

export async function signedInAdmin(server: TestServer, firstName = "Ada") {
  const member = await signedInMember(server, firstName);
  await server.db.insert(userRoles).values({ userId: member.user.id, role: "admin" });
  return member;
}

export async function anEvent(server: TestServer, values: Partial<typeof events.$inferInsert> = {}): Promise<string> {
  const [event] = await server.db
    .insert(events)
    .values({ title: "Club Night", eventDate: new Date(Date.now() + 3 * DAY), ...values })
    .returning({ id: events.id });
  if (!event) throw new Error("event not inserted");
  return event.id;
}

/** A club whose private event only its members may take roles at. */
export async function aClubWithPrivateEvent(server: TestServer, memberIds: string[]) {
  const [club] = await server.db.insert(clubs).values({ name: "Harbour Speakers" }).returning({ id: clubs.id });
  if (!club) throw new Error("club not inserted");
  if (memberIds.length > 0) {
    await server.db.insert(memberships).values(memberIds.map((userId) => ({ userId, clubId: club.id })));
  }
  const eventId = await anEvent(server, { clubId: club.id, isPublic: false, title: "Members' Meeting" });
  return { clubId: club.id, eventId };
}

export async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, ...body.error };
}

export type Client = TestClient;
