import { ATTACH_MESSAGES } from "../meetings/attach";
import { CONSOLE_WINDOW_MESSAGES } from "../meetings/console-window";
import { ENDING_MESSAGES } from "../meetings/ending";
import { EVALUATION_MESSAGES } from "../meetings/evaluations";
import { VOTING_MESSAGES } from "../meetings/nominees";
import { TIE_MESSAGES, VOTE_MESSAGES } from "../meetings/votes";
import { refusals } from "./entry";

/** Refusals of meeting day: the console's window, timings, evaluations, votes, the display and the report. */
export const MEETING_REFUSALS = refusals({
  MEETING_NOT_YET: { status: 409, title: "Meeting Closed", message: CONSOLE_WINDOW_MESSAGES["not-yet"] },
  MEETING_ENDED: { status: 409, title: "Meeting Closed", message: CONSOLE_WINDOW_MESSAGES.ended },
  MEETING_CANCELLED: { status: 409, title: "Event Cancelled", message: CONSOLE_WINDOW_MESSAGES.cancelled },
  MEETING_NOT_ENDED: { status: 409, title: "No Report Yet", message: ENDING_MESSAGES.reportNotYet },
  /** The moment an action names, refused in the words of the domain's rule (actionTimeProblem). */
  INVALID_MOMENT: { status: 400, message: ({ problem }: { problem: string }) => problem },
  NOT_ALLOWED_IN_MEETING: {
    status: 403,
    title: "Not Allowed",
    message: {
      moderate: "Only the meeting's moderator or an officer of its club can do that.",
      time: "Only the meeting's timer or an officer of its club can time speeches.",
      count: "Only the meeting's ah counter or an officer of its club can count filler words.",
      evaluate: "Only an evaluator paired with this speaker can evaluate them.",
      vote: "Only the meeting's attendees and role holders can vote. Mark that you are attending first.",
      shareDisplay: "Only those running the meeting can share its display.",
      renewDisplay: "Only an officer of the club can renew the display link.",
      readReport: "Only the meeting's attendees and role holders, and its club's officers, can read its report.",
      checkIn: "Only the meeting's Sergeant at Arms, its moderator or an officer of its club can check people in.",
      giveGuestRoles: "Only an officer of the club can give a guest a role.",
    },
  },
  GUEST_NOT_FOUND: { status: 404, message: "There is no such guest at this meeting." },
  NOT_AT_CLUB: {
    status: 404,
    message: "That person is neither a member of the club nor a role holder at this meeting.",
  },
  TIMING_NOT_FOUND: { status: 404, message: "There is no such timed speech at this meeting." },
  TIMING_RUNNING: {
    status: 409,
    title: "Timer Running",
    message: ({ speaker }: { speaker: string }) => `${speaker}'s speech is still being timed: stop it first.`,
  },
  NOT_PAIRED_WITH_SPEAKER: {
    status: 403,
    title: "Not Allowed",
    message: { notPaired: EVALUATION_MESSAGES.notPaired, noPairing: EVALUATION_MESSAGES.noPairing },
  },
  DISPLAY_NOT_FOUND: { status: 404, message: "There is no such meeting display." },
  VOTING_NOT_OPEN: { status: 409, title: "Voting Not Open Yet", message: VOTING_MESSAGES.notOpen },
  VOTING_OPEN: {
    status: 409,
    title: "Voting Still Open",
    message: { reveal: VOTING_MESSAGES.revealNeedsClose, tie: TIE_MESSAGES.votingOpen },
  },
  VOTING_CLOSED: { status: 409, title: "Voting Closed", message: VOTE_MESSAGES.closed },
  VOTE_CATEGORY_NOT_FOUND: {
    status: 404,
    title: { vote: "Vote Not Counted" },
    message: { route: VOTE_MESSAGES.unknownCategory, vote: VOTE_MESSAGES.unknownCategory },
  },
  OWN_VOTE: { status: 400, title: "Vote Not Counted", message: VOTE_MESSAGES.ownVote },
  NOT_A_NOMINEE: {
    status: 400,
    title: "Vote Not Counted",
    message: ({ label }: { label: string }) => VOTE_MESSAGES.notANominee(label),
  },
  NOT_TIED: { status: 400, title: "Tie Not Decided", message: TIE_MESSAGES.notTied },
  // a standalone tool's entry attached to a meeting afterwards (decision 244)
  NOT_ALLOWED_TO_ATTACH: { status: 403, title: "Not Allowed", message: ATTACH_MESSAGES.notAllowed },
  ATTACH_WINDOW: {
    status: 409,
    title: "Not Attached",
    message: { notBegun: ATTACH_MESSAGES.notBegun, tooLate: ATTACH_MESSAGES.tooLate },
  },
  SPEAKER_NOT_AT_MEETING: { status: 400, title: "Not Attached", message: ATTACH_MESSAGES.notAtMeeting },
  OWN_EVALUATION: { status: 400, title: "Not Attached", message: ATTACH_MESSAGES.ownEvaluation },
  ALREADY_EVALUATED: {
    status: 409,
    title: "Already Evaluated",
    message: ({ speaker }: { speaker: string }) => ATTACH_MESSAGES.evaluated(speaker),
  },
  ENTRY_ATTACHED: {
    status: 409,
    title: "Already Attached",
    message: ({ meeting }: { meeting: string }) => ATTACH_MESSAGES.alreadyAttached(meeting),
  },
  NO_TIE: { status: 409, title: "No Tie", message: ({ label }: { label: string }) => TIE_MESSAGES.noTie(label) },
});
