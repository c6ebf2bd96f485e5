import { dayKey } from "../../../domain/dates";
import { recordCsv, recordFileName } from "../../../domain/record/record-csv";
import { filteredRecord, type RecordPeriod, recordFilterOf } from "../../../domain/record/record-views";
import type { Database } from "../../db/client";
import type { SessionUser } from "../../http/context";
import type { ChangeFeed } from "../../realtime/change-feed";
import { keptSpeakingRecord } from "./record-cache";

/** The member's record as a CSV file, within a club and a period when asked (docs/decisions/240). */
export async function speakingRecordFile(
  deps: { db: Database; changeFeed: ChangeFeed },
  member: Pick<SessionUser, "id" | "name" | "lastName">,
  query: { club?: string; period?: RecordPeriod },
  now = new Date(),
) {
  const record = await keptSpeakingRecord(deps, member.id);
  const chosen = filteredRecord(record, recordFilterOf(query), now);
  return {
    body: recordCsv(chosen),
    fileName: recordFileName([member.name, member.lastName].filter(Boolean).join(" "), dayKey(now, "UTC")),
  };
}
