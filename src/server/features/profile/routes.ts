import { Hono } from "hono";
import { z } from "zod";
import { profileInput } from "../../../domain/accounts";
import { mailPreferencesInput } from "../../../domain/mail/preferences";
import { absenceInput } from "../../../domain/members/absences";
import { recordCsvQuery } from "../../../domain/record/record-csv";
import type { SpeakingRecord } from "../../../domain/record/speaking-record";
import { recordVisibilityInput } from "../../../domain/record/visibility";
import type { AppEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { sendPreparedJson } from "../../http/prepared-json";
import { signedIn } from "../../http/session";
import { id, jsonBody, pathParams, queryParams } from "../../http/validate";
import { memberMailPreferences, saveMailPreferences } from "../mail";
import { receivedEvaluations } from "../meetings";
import { absenceNotFound, addAbsence, removeAbsence, upcomingAbsences } from "./absences";
import { calendarFeedAddress, feedOwner, memberCalendar, renewCalendarFeed } from "./calendar-feed";
import { preparedSpeakingRecord } from "./record-cache";
import { speakingRecordFile } from "./record-file";
import { recordVisibility, saveRecordVisibility } from "./record-privacy";
import { memberProfile, updateProfile } from "./service";

const absence = pathParams({ absenceId: id(absenceNotFound) });

const gone = () => refuse("NOT_FOUND", "account");
const noSuchFeed = () => refuse("CALENDAR_FEED_NOT_FOUND");
/** The feed's address carries its token; anything else is no feed (404), never a hint of why. */
const feedToken = z.object({ token: z.string().max(200).default("") });

export const profileRoutes = new Hono<AppEnv>()
  .get("/", signedIn(), async (c) => {
    const profile = await memberProfile(c.var.deps.db, c.var.member.id);
    if (!profile) throw gone();
    return c.json(profile);
  })
  .patch("/", signedIn(), jsonBody(profileInput), async (c) => {
    const profile = await updateProfile(c.var.deps.db, c.var.member.id, c.req.valid("json"));
    if (!profile) throw gone();
    return c.json(profile);
  })
  .get("/mail-preferences", signedIn(), async (c) =>
    c.json({ clubs: await memberMailPreferences(c.var.deps.db, c.var.member.id) }),
  )
  .put("/mail-preferences", signedIn(), jsonBody(mailPreferencesInput), async (c) =>
    c.json({ clubs: await saveMailPreferences(c.var.deps.db, c.var.member.id, c.req.valid("json")) }),
  )
  // evaluations written for the member at meetings (docs/decisions/159)
  .get("/evaluations", signedIn(), async (c) =>
    c.json({ evaluations: await receivedEvaluations(c.var.deps.db, c.var.member.id) }),
  )
  // the member's speaking record: roles, speeches, filler words, evaluations and votes won (docs/decisions/238)
  .get("/record", signedIn(), async (c) =>
    sendPreparedJson<SpeakingRecord>(c, await preparedSpeakingRecord(c.var.deps, c.var.member.id)),
  )
  // the same record as a CSV file, within the page's club and period when given (docs/decisions/240)
  .get("/record.csv", signedIn(), queryParams(recordCsvQuery), async (c) => {
    const file = await speakingRecordFile(c.var.deps, c.var.member, c.req.valid("query"));
    return c.body(file.body, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "no-store",
    });
  })
  // whether the member hides their record from other members (docs/decisions/241)
  .get("/record-visibility", signedIn(), async (c) => c.json(await recordVisibility(c.var.deps.db, c.var.member.id)))
  .put("/record-visibility", signedIn(), jsonBody(recordVisibilityInput), async (c) =>
    c.json(await saveRecordVisibility(c.var.deps.db, c.var.member.id, c.req.valid("json").hidden)),
  )
  // the member's calendar feed (docs/decisions/224): its address, and a new one that replaces it
  .get("/calendar-feed", signedIn(), async (c) =>
    c.json({ address: await calendarFeedAddress(c.var.deps, c.var.member.id) }),
  )
  .post("/calendar-feed", signedIn(), async (c) =>
    c.json({ address: await renewCalendarFeed(c.var.deps, c.var.member.id) }),
  )
  // the feed itself, for a calendar application: the token is the permission (no session)
  .get("/calendar.ics", queryParams(feedToken), async (c) => {
    const { deps } = c.var;
    const memberId = await feedOwner(deps, c.req.valid("query").token);
    if (!memberId) throw noSuchFeed();
    return c.body(await memberCalendar(deps.db, deps.config, memberId), 200, {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    });
  })
  // planned absences (docs/decisions/156)
  .get("/absences", signedIn(), async (c) =>
    c.json({ absences: await upcomingAbsences(c.var.deps.db, c.var.member.id) }),
  )
  .post("/absences", signedIn(), jsonBody(absenceInput), async (c) =>
    c.json(await addAbsence(c.var.deps, c.var.member.id, c.req.valid("json")), 201),
  )
  .delete("/absences/:absenceId", signedIn(), absence, async (c) =>
    c.json(await removeAbsence(c.var.deps.db, c.var.member.id, c.req.valid("param").absenceId)),
  );
