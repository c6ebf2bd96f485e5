import { eventLocalTime } from "../events/changes";
import { eventDay } from "../events/time-zones";
import { facts, greetingOf, heading, mailParts, paragraph } from "../mail/layout";
import type { EvaluationForm } from "../tools/evaluator";
import { evaluationSections } from "./evaluations";

/**
 * The e-mail that delivers an evaluation written at a meeting to its speaker (docs/decisions/159): their name, the
 * meeting with its local time and zone, who evaluated them, the evaluation itself, a link to the evaluations they
 * received in the app, and the footer with the way to their mail preferences.
 */
export type EvaluationMailInput = {
  appName: string;
  firstName: string | null;
  evaluatorName: string;
  meeting: { title: string; clubName: string | null; eventDate: Date; timeZone: string | null };
  form: EvaluationForm;
  links: { evaluations: string };
  preferencesUrl: string;
};

export function evaluationMail(input: EvaluationMailInput) {
  const { meeting, form } = input;
  const club = meeting.clubName ? ` (${meeting.clubName})` : "";
  const lead = `${input.evaluatorName} evaluated your speech "${form.speechTitle}" at "${meeting.title}"${club}.`;
  const sections = evaluationSections(form).flatMap((section) => [
    heading(section.heading),
    ...section.lines.map((line) => paragraph(line)),
  ]);
  const day = eventDay(meeting);
  return {
    subject: `Your evaluation from ${meeting.title} — ${day}`,
    ...mailParts({
      appName: input.appName,
      clubName: meeting.clubName,
      greeting: greetingOf(input.firstName),
      blocks: [paragraph(lead), facts([["When", eventLocalTime(meeting)]]), ...sections],
      action: { label: "Every evaluation you received", url: input.links.evaluations },
      footer: {
        reason: `You receive this because ${input.evaluatorName} was your evaluator at this meeting.`,
        preferencesUrl: input.preferencesUrl,
      },
    }),
  };
}
