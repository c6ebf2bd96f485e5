/**
 * Who edits a club meeting's agenda (docs/decisions/163): a member of no club and a plain member of the club see the
 * agenda without Edit Agenda; the club's officer edits it and deletes an item only after confirming, and the agenda
 * says who changed it last.
 */
import type { Page } from "@playwright/test";
import { expectToast } from "./support/accounts";
import { joinClub, makeOfficer } from "./support/clubs";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();
const agendaOf = (page: Page) => page.getByRole("region", { name: "Meeting Agenda" });

test("only the club's officers edit a club meeting's agenda; deleting an item asks first", async ({
  signedInMember,
}) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const suffix = Date.now().toString(36);
  const [club] = await postgres.sql<{ id: string }>("insert into clubs (name) values ($1) returning id", [
    `Agenda Keepers ${suffix}`,
  ]);
  const clubId = club?.id ?? "";
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public, club_id)
     values ('Keepers Night', now() + interval '5 days', 60, 'Europe/London', 'meeting', true, $1) returning id`,
    [clubId],
  );
  const eventId = event?.id ?? "";
  await postgres.sql(
    `insert into meeting_agendas (event_id, title, duration_minutes, agenda_type, order_index)
     values ($1, 'Welcome', 5, 'general', 0), ($1, 'Table Topics', 15, 'qa', 1)`,
    [eventId],
  );
  const eventPage = `${postgres.url}/dashboard/events/${eventId}`;
  const [stranger, member, officer] = await Promise.all([
    signedInMember("Stan"),
    signedInMember("Mel"),
    signedInMember("Olive"),
  ]);
  await joinClub(postgres, member.email, clubId);
  await joinClub(postgres, officer.email, clubId);
  await makeOfficer(postgres, officer.email, clubId, "President");

  for (const { page } of [stranger, member]) {
    await page.goto(eventPage);
    await expect(agendaOf(page).getByText("Table Topics")).toBeVisible();
    await expect(agendaOf(page).getByRole("button", { name: "Edit Agenda" })).toHaveCount(0);
  }

  const page = officer.page;
  await page.goto(eventPage);
  const agenda = agendaOf(page);
  await agenda.getByRole("button", { name: "Edit Agenda" }).click();
  await agenda.getByRole("button", { name: /Delete agenda item Table Topics/ }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText("Table Topics");
  await ask.getByRole("button", { name: /Delete/ }).click();
  await expectToast(page, "Success", "Agenda item deleted.");
  await expect(agenda.getByText("Table Topics", { exact: true })).toHaveCount(0);
  await expect(agenda.getByText(/Last changed by Olive/)).toBeVisible();
});
