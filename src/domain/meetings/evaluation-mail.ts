import { eventLocalTime } from "../events/changes";
import { zonedTime } from "../events/time-zones";
import { escapeHtml } from "../mail/html";
import type { EvaluationForm } from "../tools/evaluator";
import { evaluationSections } from "./evaluations";

/**
 * The e-mail that delivers an evaluation written at a meeting to its speaker (docs/decisions/159): their name, the
 * meeting with its local time and zone, who evaluated them, the evaluation itself, a link to the evaluations they
 * received in the app, and the footer with the way to their mail preferences.
 */
export type EvaluationMailInput = {
  firstName: string | null;
  evaluatorName: string;
  meeting: { title: string; clubName: string | null; eventDate: Date; timeZone: string | null };
  form: EvaluationForm;
  links: { evaluations: string };
  preferencesUrl: string;
};

export function evaluationMail(input: EvaluationMailInput) {
  const { meeting, form } = input;
  const greeting = `Hi ${input.firstName || "there"},`;
  const club = meeting.clubName ? ` (${meeting.clubName})` : "";
  const lead = `${input.evaluatorName} evaluated your speech "${form.speechTitle}" at "${meeting.title}"${club}.`;
  const when = `When: ${eventLocalTime(meeting)}`;
  const sections = evaluationSections(form);
  const reason = `You receive this because ${input.evaluatorName} was your evaluator at this meeting.`;
  const text = [
    greeting,
    "",
    lead,
    when,
    "",
    ...sections.flatMap((section) => [`${section.heading}:`, ...section.lines, ""]),
    `Every evaluation you received: ${input.links.evaluations}`,
    "",
    `${reason} Choose which mail you get from each club: ${input.preferencesUrl}`,
    "",
  ].join("\n");
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p style="white-space:pre-line">${escapeHtml(line)}</p>`).join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<ul><li>${escapeHtml(when)}</li></ul>
${sections.map((section) => `<h3 style="margin:16px 0 4px;font-size:15px">${escapeHtml(section.heading)}</h3>\n${paragraphs(section.lines)}`).join("\n")}
<p><a href="${escapeHtml(input.links.evaluations)}">Every evaluation you received</a></p>
<p style="color:#555;font-size:13px">${escapeHtml(reason)}<br><a href="${escapeHtml(input.preferencesUrl)}">Mail preferences</a></p>`;
  const day = zonedTime(meeting.eventDate, meeting.timeZone ?? "UTC").day;
  return { subject: `Your evaluation from ${meeting.title} — ${day}`, text, html };
}
