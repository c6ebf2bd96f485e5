import { renderHtml } from "../mail/layout";
import { eventLocalTime } from "./changes";
import type { RoleGapKind } from "./role-gaps";
import { eventDay } from "./time-zones";

/** The e-mail about a role gap (docs/decisions/169) to one of the club's officers. */

export type RoleGapMailInput = {
  kind: RoleGapKind;
  firstName: string | null;
  holder: string;
  roleName: string;
  meeting: { title: string; clubName: string; eventDate: Date; timeZone: string | null };
  eventUrl: string;
};

/** The e-mail to one of the club's officers about one gap: what happened, and where to fill the role. */
export function roleGapMail(input: RoleGapMailInput) {
  const { meeting } = input;
  const day = eventDay(meeting);
  const lead =
    input.kind === "fell-open"
      ? `${input.holder} gave up the ${input.roleName} role at "${meeting.title}", and nobody was waiting for it.`
      : `${input.holder} will be away on the day of "${meeting.title}" and still holds the ${input.roleName} role.`;
  const ask =
    input.kind === "fell-open"
      ? "The role is open: propose it to a member on the meeting's page, or take it yourself."
      : `${input.holder} will not be reminded. Ask them to hand the role over, or propose it to another member once it is free.`;
  const greeting = `Hi ${input.firstName || "there"},`;
  const when = `When: ${eventLocalTime(meeting)}`;
  const reason = `You receive this because you are an officer of ${meeting.clubName}.`;
  const subject = `${input.kind === "fell-open" ? "Fell open" : "Holder away"}: ${input.roleName} at ${meeting.title} — ${day}`;
  const text = [greeting, "", lead, "", when, "", ask, "", `Open the meeting: ${input.eventUrl}`, "", reason, ""].join(
    "\n",
  );
  const html = renderHtml(
    <>
      <p>{greeting}</p>
      <p>{lead}</p>
      <ul>
        <li>{when}</li>
      </ul>
      <p>{ask}</p>
      <p>
        <a
          href={input.eventUrl}
          style={{
            display: "inline-block",
            padding: "10px 18px",
            borderRadius: 8,
            textDecoration: "none",
            background: "#4f46e5",
            color: "#fff",
          }}
        >
          Open the meeting
        </a>
      </p>
      <p style={{ color: "#555", fontSize: 13 }}>{reason}</p>
    </>,
  );
  return { subject, text, html };
}
