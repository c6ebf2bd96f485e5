/** The dashboard feature's public file: what other features may use of it (docs/architecture.md, "The server's map"). */
export { forgetCommunityCounts } from "./community-counts";
export { forgetMemberRecords, writingMemberRecords } from "./member-records";
