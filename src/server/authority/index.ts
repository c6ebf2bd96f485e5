/**
 * Who may do what (docs/architecture.md, "Who may do what"; docs/decisions/204): the one place that answers whether a
 * member may act — as an admin, an active member or officer of a club, the planner of an event, the editor of its
 * agenda, a taker or offerer of its roles, or in its meeting's console. Routes, services and jobs ask here; nothing
 * else reads the tables of admins, memberships, officers or grants to decide a permission.
 */

export {
  type EventAccess,
  eventNotFound,
  refuseIfEnded,
  refuseUnlessMeetingRoles,
  visibleEvent,
} from "./event-access";
export {
  type EventScope,
  holdsRole,
  isEventClubOfficer,
  isOpenEvent,
  mayEditAgenda,
  mayHandOver,
  mayOfferRoles,
  mayPlanEvents,
  mayRunClubEvent,
  maySeeEvent,
  mayTakeRoles,
} from "./events";
export {
  type Capabilities,
  capabilityRefused,
  clubsToAttachTo,
  mayAttachToMeeting,
  meetingCapabilities,
} from "./meetings";
export {
  hasLeadershipAccess,
  holdsNetworkGrant,
  isActiveMember,
  isAdmin,
  isOfficer,
  isOfficerOfAnyClub,
  leadsNetwork,
  mayRunClub,
  maySeeClubMembers,
  type Reader,
} from "./people";
export { hiddenRecords, type RecordView, recordView } from "./records";
