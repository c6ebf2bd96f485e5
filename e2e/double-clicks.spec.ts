/**
 * A double click sends one request and shows one answer (docs/decisions/172): the button that writes is busy before
 * the second click lands, and a request sent again would answer as the first did.
 */
import type { Page } from "@playwright/test";
import { expectToast, recordToasts } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";

const postgresServer = ownPostgresServer();

/** Counts the requests the page sends that `matches`. */
function countRequests(page: Page, method: string, path: RegExp) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) sent.push(request.url());
  });
  return () => sent.length;
}

test("a double click on Take role takes it once, with one success toast and no error", async ({ signedInMember }) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public)
     values ('Double Click Night', now() + interval '3 days', 90, 'Europe/London', 'meeting', true) returning id`,
  );
  const hana = await signedInMember("Hana");
  await hana.page.goto(`${postgres.url}/dashboard/events/${event?.id}`);
  const roles = hana.page.getByRole("region", { name: "Meeting Roles" });
  const take = roles.getByRole("button", { name: "Take role Timer" });
  await expect(take).toBeVisible();
  const toasts = await recordToasts(hana.page);
  const takes = countRequests(hana.page, "POST", /\/api\/events\/[^/]+\/roles$/);

  await take.dblclick();
  await expectToast(hana.page, "Success", "You are now the Timer for this meeting.");
  await expect(roles.getByRole("button", { name: "Remove me as Timer" })).toBeVisible();
  // a moment for a second answer to show, if there were one
  await hana.page.waitForTimeout(1_000);
  expect(takes()).toBe(1);
  expect(await toasts()).toEqual(["toast: Success"]);
  const held = await postgres.sql<{ count: string }>(
    "select count(*) from meeting_role_assignments where event_id = $1",
    [event?.id],
  );
  expect(Number(held[0]?.count)).toBe(1);
});

test("a double click on Submit Evaluation sends it once, with one toast", async ({ signedInMember }) => {
  test.setTimeout(120_000);
  const postgres = postgresServer();
  const [pia, eve] = await Promise.all([signedInMember("Pia"), signedInMember("Eve")]);
  const ids = await postgres.sql<{ id: string; email: string }>("select id, email from users where email = any($1)", [
    [pia.email, eve.email],
  ]);
  const idOf = (member: { email: string }) => ids.find((row) => row.email === member.email)?.id ?? "";
  const [event] = await postgres.sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public)
     values ('Double Click Club Night', now() - interval '10 minutes', 60, 'Europe/London', 'meeting', true)
     returning id`,
  );
  const eventId = event?.id ?? "";
  await postgres.sql(
    `insert into meeting_agendas (event_id, title, duration_minutes, agenda_type, role_type, order_index)
     values ($1, 'Prepared pitch', 8, 'pitch', 'pitcher', 0)`,
    [eventId],
  );
  const [talk] = await postgres.sql<{ id: string }>(
    `insert into meeting_role_assignments
       (event_id, user_id, role_type, speech_title, speech_project, speech_min_minutes, speech_max_minutes)
     values ($1, $2, 'pitcher', 'Harbour Lights', 'Ice Breaker', 5, 7) returning id`,
    [eventId, idOf(pia)],
  );
  await postgres.sql(
    `insert into meeting_role_assignments (event_id, user_id, role_type, evaluates_assignment_id)
     values ($1, $2, 'evaluator', $3)`,
    [eventId, idOf(eve), talk?.id],
  );

  await eve.page.goto(`${postgres.url}/dashboard/events/${eventId}/run`);
  await expect(eve.page.getByRole("heading", { name: "Your evaluation of Pia" })).toBeVisible();
  const evaluation = eve.page.getByRole("main");
  await evaluation.getByRole("button", { name: "Next" }).click();
  await evaluation.getByLabel(/^Positive Opening/).fill("Your harbour opening put us all on the quay.");
  await evaluation.getByRole("button", { name: "Next" }).click();
  await evaluation.getByRole("button", { name: "Next" }).click();
  await evaluation.getByLabel(/^Positive Closing/).fill("A story I will retell.");
  const toasts = await recordToasts(eve.page);
  const sends = countRequests(eve.page, "PUT", /\/api\/meetings\/[^/]+\/evaluations\/[^/]+$/);

  await evaluation.getByRole("button", { name: "Submit Evaluation" }).dblclick();
  await expectToast(eve.page, "Evaluation Submitted", "Your evaluation of Pia has been saved and sent to them.");
  await eve.page.waitForTimeout(1_000);
  expect(sends()).toBe(1);
  expect(await toasts()).toEqual(["toast: Evaluation Submitted"]);
});
