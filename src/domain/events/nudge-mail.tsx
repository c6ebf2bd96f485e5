import { Fragment } from "react";
import { block, buttons, facts, greetingOf, heading, type MailFooter, mailParts, paragraph } from "../mail/layout";
import { plural } from "../plurals";
import { eventLocalTime } from "./changes";
import type { OpenRole } from "./nudge";
import { eventDay } from "./time-zones";

/** The open-role nudge's e-mail (docs/decisions/157): one per member, each open role with the link that takes it. */

export type NudgeMailInput = {
  appName: string;
  firstName: string | null;
  clubName: string;
  meeting: { title: string; eventDate: Date; timeZone: string | null; location: string | null };
  roles: ReadonlyArray<OpenRole & { takeUrl: string }>;
  eventUrl: string;
  footer: MailFooter;
};

const places = (open: number) => `${plural(open, { one: "# place", other: "# places" })} open`;

/** The nudge: the member's name, the meeting's local time with its zone, each open role with its take link. */
export function nudgeMail(input: NudgeMailInput): { subject: string; text: string; html: string } {
  const { meeting } = input;
  const lead = `"${meeting.title}" (${input.clubName}) still has open roles, and you have not had a role in the club's last four meetings. Would you like to take one?`;
  const roleBlock = block(
    input.roles
      .map((role) => `- ${role.roleName} (${places(role.open)})\n  Take the ${role.roleName} role: ${role.takeUrl}`)
      .join("\n"),
    input.roles.map((role) => (
      <Fragment key={role.roleType}>
        <p style={{ margin: "0 0 6px" }}>
          <strong>{role.roleName}</strong> ({places(role.open)})
        </p>
        {buttons([{ label: `Take the ${role.roleName} role`, url: role.takeUrl }]).html}
      </Fragment>
    )),
  );
  const blocks = [
    paragraph(lead),
    facts([
      ["When", eventLocalTime(meeting)],
      ...(meeting.location?.trim() ? [["Where", meeting.location.trim()] as const] : []),
    ]),
    heading("Open roles"),
    roleBlock,
    paragraph("Each link takes the role for you, as long as it is still open. It works until the meeting starts."),
  ];
  const day = eventDay(meeting);
  return {
    subject: `Open roles at ${meeting.title} — ${day}`,
    ...mailParts({
      appName: input.appName,
      clubName: input.clubName,
      greeting: greetingOf(input.firstName),
      blocks,
      action: { label: "Open the meeting", url: input.eventUrl },
      footer: input.footer,
    }),
  };
}
