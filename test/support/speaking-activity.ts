import type { SpeakingActivity } from "../../src/domain/clubs/speaking-activity";

/** A member who neither spoke nor held a role, ever: their row in the club's speaking activity. */
export function aQuietMember(memberId: string, name: string): SpeakingActivity {
  return {
    memberId,
    name,
    hidden: false,
    speeches: 0,
    roles: 0,
    lastSpeech: null,
    lastRole: null,
    withinTime: { within: 0, timed: 0 },
  };
}
