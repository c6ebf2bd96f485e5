/** The clubs feature's public file: what other features may use of it (docs/architecture.md, "The server's map"). */

export { clubRoleSet } from "../../reads/role-set";
export { officerClubs } from "./central";
export { clubOfficersOnly, clubParam } from "./club-parts";
export { activeMembership } from "./memberships";
export { makeOfficerByKey } from "./officers";
export { isActiveClub, membershipChanged } from "./service";
