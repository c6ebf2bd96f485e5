import { startsFromDefaultTemplate } from "../../../domain/clubs/agenda-templates";
import type { CreateEventData } from "../../../domain/events/inputs";
import { EVENT_INPUT_PROBLEMS } from "../../../domain/refusals";
import type { Executor } from "../../db/executor";
import { meetingAgendas } from "../../db/schema";
import { refuse } from "../../http/errors";
import { templateToStartFrom } from "./template-items";

type TemplateItem = Exclude<Awaited<ReturnType<typeof templateToStartFrom>>, "other-club">["items"][number];

/**
 * The items new events start with (docs/decisions/143): the template named, or — for a club's meeting — the club's
 * default; none when `templateId` is null. A template of another club is refused.
 */
export async function templateForNewEvents(
  tx: Executor,
  input: Pick<CreateEventData, "clubId" | "eventType" | "templateId">,
): Promise<TemplateItem[]> {
  const { clubId, templateId } = input;
  if (templateId === null) return [];
  if (!clubId) {
    if (templateId === undefined) return [];
    throw refuse("INVALID_INPUT", { problem: EVENT_INPUT_PROBLEMS.templateNeedsClub });
  }
  if (templateId === undefined && !startsFromDefaultTemplate(input.eventType)) return [];
  const template = await templateToStartFrom(tx, clubId, templateId);
  if (template === "other-club") throw refuse("INVALID_INPUT", { problem: EVENT_INPUT_PROBLEMS.otherClubsTemplate });
  return template.items;
}

/** Copies the template's items to one new event: the meeting keeps its own copy, later template edits leave it be. */
export async function startAgendaFromTemplate(tx: Executor, eventId: string, items: readonly TemplateItem[]) {
  if (items.length === 0) return;
  await tx
    .insert(meetingAgendas)
    .values(items.map((item, index) => ({ ...item, eventId, description: null, orderIndex: index + 1 })));
}
