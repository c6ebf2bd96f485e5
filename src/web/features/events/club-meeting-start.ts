import { useEffect, useRef } from "react";
import { startsFromDefaultTemplate } from "@/domain/clubs/agenda-templates";
import { nextMeeting } from "@/domain/clubs/meeting-defaults";
import { useClubTemplates } from "../agenda-templates/api";
import type { PlanningClub } from "./planning-api";

export type MeetingStart = { date?: string; time?: string; location?: string; length?: string };

/**
 * A new event of a club starts from the club's settings (docs/decisions/175): the next meeting day at the meeting
 * time on the club's wall clock, its location and, for a meeting, its default template's length. Applied once per
 * club chosen (and once more when the template's length arrives); what the officer types afterwards stays.
 */
export function useClubMeetingStart(
  club: PlanningClub | undefined,
  eventType: string,
  apply: (start: MeetingStart) => void,
) {
  const templates = useClubTemplates(club?.id);
  const length = startsFromDefaultTemplate(eventType)
    ? templates.data?.templates.find((template) => template.isDefault)?.totalMinutes
    : undefined;
  const applied = useRef({ club: "", length: "" });
  useEffect(() => {
    if (!club) return;
    if (applied.current.club !== club.id) {
      applied.current = { club: club.id, length: "" };
      const { date, time } = nextMeeting(club);
      apply({ date, time, location: club.location ?? undefined });
    }
    const lengthKey = `${club.id}:${length ?? ""}`;
    if (length && applied.current.length !== lengthKey) {
      applied.current.length = lengthKey;
      apply({ length: String(length) });
    }
  }, [club, length, apply]);
}
