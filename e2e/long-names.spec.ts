/**
 * Long names and addresses wrap (issue "An officer's week without a surprise", item 17): a member with a long name
 * and an address with no place to break a line (first.last.1795703684586@example.com) reads their profile, their
 * club's page (where they are an officer), a meeting's page (where they hold a role and attend) and the dashboard on
 * a 360 px phone, and no page is wider than the screen.
 *
 * The name, address, club and meeting are written with SQL, which only a PostgreSQL-backed copy of the product allows.
 */
import { makeOfficer } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();

const PHONE = { width: 360, height: 740 };
const EMAIL = "first.last.1795703684586@example.com";
const FIRST = "Maximilianaalexandrinapetronella";
const LAST = "Vanderbeeckhoven-Oppenheimerstraat";

test("a long name and a dotted e-mail address fit a 360 px phone on the profile, club, meeting and dashboard", async ({
  newMember,
  signedInPage,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const member = await newMember("Max");
  await postgres.sql("update users set first_name = $2, last_name = $3, email = $4 where email = $1", [
    member.email,
    FIRST,
    LAST,
    EMAIL,
  ]);
  const [club] = await postgres.sql<{ id: string }>(
    "insert into clubs (name, location, time_zone) values ($1, 'Leeds', 'Europe/London') returning id",
    [`Longfellow Speakers ${Date.now().toString(36)}`],
  );
  const clubId = club?.id ?? "";
  await postgres.sql("insert into memberships (user_id, club_id) select id, $2 from users where email = $1", [
    EMAIL,
    clubId,
  ]);
  await makeOfficer(postgres, EMAIL, clubId, "VP Education");
  const [meeting] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, club_id, time_zone) values ('Long Night', now() + interval '3 days', $1, 'Europe/London')
     returning id`,
    [clubId],
  );
  const eventId = meeting?.id ?? "";
  await postgres.sql(
    `insert into meeting_role_assignments (event_id, user_id, role_type) select $2, id, role from users, (values ('moderator'), ('pitcher')) as roles(role) where email = $1`,
    [EMAIL, eventId],
  );
  await postgres.sql("insert into event_attendees (event_id, user_id) select $2, id from users where email = $1", [
    EMAIL,
    eventId,
  ]);

  const page = await signedInPage(member, { viewport: PHONE });
  for (const [what, path, shown] of [
    ["profile", "/dashboard/profile", EMAIL],
    ["club page", `/dashboard/find-clubs/${clubId}`, `${FIRST} ${LAST}`],
    ["meeting page", `/dashboard/events/${eventId}`, `${FIRST} ${LAST}`],
    ["dashboard", "/dashboard", FIRST],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("main").getByText(shown).first(), what).toBeVisible();
    await expect(page.locator('[aria-busy="true"]'), what).toHaveCount(0);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `the ${what} is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(
      clientWidth,
    );
  }
});
