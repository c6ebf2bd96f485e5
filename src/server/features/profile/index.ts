/** The profile feature's public file: what other features may use of it (docs/architecture.md, "The server's map"). */
export { speakingRecord } from "./speaking-record";
