import type { RoleDuty } from "../../../domain/clubs/role-set";
import {
  type Capabilities,
  capabilityRefused,
  type EventAccess,
  meetingCapabilities,
  visibleEvent,
} from "../../authority";
import type { Executor } from "../../db/executor";

/** A meeting as its console reads it: the event, the viewer, their roles there and what they may do (the authority's). */
export type MeetingAccess = {
  event: EventAccess;
  viewerId: string;
  roles: string[];
  duties: RoleDuty[];
  capabilities: Capabilities;
};

/** The meeting if the member may see it (else its 404), with what they may do in its console. */
export async function meetingAccess(
  db: Executor,
  eventId: string,
  viewerId: string,
  options: { lock?: boolean } = {},
): Promise<MeetingAccess> {
  const event = await visibleEvent(db, eventId, viewerId, { lock: options.lock });
  return { event, viewerId, ...(await meetingCapabilities(db, event, viewerId)) };
}

/** The member's access, refused with a 403 unless they have `capability`. */
export async function requireCapability(
  db: Executor,
  eventId: string,
  viewerId: string,
  capability: keyof Capabilities,
  options: { lock?: boolean } = {},
): Promise<MeetingAccess> {
  const access = await meetingAccess(db, eventId, viewerId, options);
  if (!access.capabilities[capability]) throw capabilityRefused(capability);
  return access;
}
