import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { signedInMember } from "../../../test/support/factories";
import { aServerForEachTest, type TestServer } from "../../../test/support/server";
import { sessions } from "../db/schema";

const server = aServerForEachTest();

const summaryStatus = async (client: ReturnType<TestServer["client"]>) =>
  (await client.get("/api/dashboard/summary")).status;

describe("the session cache", () => {
  test("serves a seen session from memory: a deletion the change feed does not report goes unseen", async () => {
    const { client } = await signedInMember(server);
    expect(await summaryStatus(client)).toBe(200);
    await server.db.execute(sql`alter table sessions disable trigger sessions_change_feed`);
    await server.db.delete(sessions);
    expect(await summaryStatus(client)).toBe(200);
  });

  test("a session ended by SQL (as by another instance) is refused on the next request", async () => {
    const { client } = await signedInMember(server);
    expect(await summaryStatus(client)).toBe(200);
    const ended = server.reported("sessions");
    await server.db.delete(sessions);
    await ended;
    expect(await summaryStatus(client)).toBe(401);
  });

  test("signing out everywhere ends the cached session of the other device at once", async () => {
    const { client: phone, user } = await signedInMember(server);
    const laptop = server.client();
    expect((await laptop.signIn(user.email)).status).toBe(200);
    expect(await summaryStatus(laptop)).toBe(200);
    expect(await summaryStatus(phone)).toBe(200);

    expect((await phone.post("/api/auth/revoke-sessions")).status).toBe(200);
    expect(await summaryStatus(laptop)).toBe(401);
  });

  test("a change to the member (a rename, by SQL) drops the cached session too", async () => {
    const { client, user } = await signedInMember(server);
    expect(await summaryStatus(client)).toBe(200);
    await server.db.execute(sql`alter table sessions disable trigger sessions_change_feed`);
    await server.db.delete(sessions);
    expect(await summaryStatus(client)).toBe(200);
    const renamed = server.reported("users");
    await server.db.execute(sql`update users set first_name = 'Anna' where id = ${user.id}`);
    await renamed;
    expect(await summaryStatus(client)).toBe(401);
  });

  test("browsers cannot watch the server's own topics", async () => {
    expect((await server.client().get("/api/live?topics=sessions")).status).toBe(400);
    expect((await server.client().get("/api/live?topics=users")).status).toBe(400);
  });
});
