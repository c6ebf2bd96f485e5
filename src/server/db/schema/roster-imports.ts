import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { RosterReport } from "../../../domain/clubs/roster-import";
import { actorRef } from "./auth";
import { clubs } from "./clubs";
import { createdAt, id, ownedBy } from "./columns";

/**
 * Members imported into a club from a CSV file (docs/decisions/226): what each confirmed import did, row by row. The
 * same file confirmed again within a day answers with this report instead of importing twice.
 */
export const rosterImports = pgTable(
  "roster_imports",
  {
    id: id(),
    clubId: ownedBy("club_id", () => clubs.id),
    officerId: actorRef("officer_id"),
    /** SHA-256 of the file's text (without a byte order mark, with \n line ends). */
    fileHash: text("file_hash").notNull(),
    report: jsonb("report").$type<RosterReport>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("roster_imports_club_file_idx").on(table.clubId, table.fileHash)],
);
