/** The roles feature's public file: what other features may use of it (docs/architecture.md, "The server's map"). */
export { assignmentAt, claimRole, eventRoleAssignments, removeRoleAssignment, roleAssignments } from "./assignments";
export { offerCandidates } from "./candidates";
export { roleGapMarkers } from "./gap-markers";
export { tellOfficersOfGap } from "./gaps";
export { giveRole, rolesOffering } from "./give-role";
export { scheduleNudges } from "./nudge";
export { closeOffersOfChangedPlaces } from "./offer-closing";
export { reviseOfferDeadlines } from "./offer-jobs";
export { meetingOffers } from "./offer-reads";
export { answerOffer, offerHandover, proposeRole, withdrawOffer } from "./offers";
export { assignFromGrid, clearFromGrid, planningGrid } from "./planning-grid";
export { scheduleReminders } from "./reminders";
export { messagesOnSaving } from "./setting-messages";
export { activeClubMembers, memberStageHistory, stageAppearances } from "./stage-history";
export { joinWaitlist, leaveWaitlist } from "./waitlist";
