import { z } from "zod";
import { agendaMinutesInput, lengthLabel } from "../events/durations";
import { roleNameIn } from "../events/event-roles";
import { AGENDA_TYPES, EVENT_LIMITS, roleSlotInput } from "../events/inputs";
import { errorMessage, type Message } from "../messages";
import { textField } from "../text";
import { type ClubRole, SPEC_ROLE_SET } from "./role-set";

/** A club's agenda templates (docs/decisions/143): what a name, a list and its minutes may be. */
export const TEMPLATE_LIMITS = {
  name: 80,
  items: 40,
  /** The whole template's minutes: at most a day, the longest an event may be planned. */
  totalMinutes: 1440,
} as const;

/** The role slot an agenda item belongs to, as a label: "Pitcher", "Evaluator"… */
export const slotLabel = (roleType: string, roles: readonly ClubRole[] = SPEC_ROLE_SET) => roleNameIn(roles, roleType);

/** Whether an event of this type starts from the club's default template when none is named: meetings do. */
export const startsFromDefaultTemplate = (eventType: string) => eventType === "meeting";

/** Minutes of all items together. */
export const totalMinutes = (items: readonly { durationMinutes: number }[]) =>
  items.reduce((sum, item) => sum + item.durationMinutes, 0);

export const templateItemInput = z.strictObject({
  title: textField("Each item's title", EVENT_LIMITS.agendaTitle).min(1, "Each item needs a title."),
  agendaType: z.enum(AGENDA_TYPES).default("general"),
  /** Minutes as typed: the one duration rule (durations.ts), as for a meeting's agenda items. */
  durationMinutes: agendaMinutesInput,
  roleType: roleSlotInput.default(null),
});

export const TEMPLATE_MESSAGES = {
  noItems: "A template needs at least one item.",
  tooManyItems: `A template holds at most ${TEMPLATE_LIMITS.items} items.`,
  tooLong: (minutes: number) =>
    `The items add up to ${minutes} minutes; a template may plan at most ${TEMPLATE_LIMITS.totalMinutes} minutes (a day).`,
  otherClubsTemplate: "The template must be one of the chosen club's agenda templates.",
  templateNeedsClub: "Choose a club to start from one of its agenda templates.",
} as const;

/**
 * The name of a template's copy: "Classic club meeting (copy)", then "(copy 2)", "(copy 3)"… while the club has a
 * template of that name; the original's name shortened (ending with "…") when the whole would be too long.
 */
export function copyName(name: string, taken: readonly string[]): string {
  const names = new Set(taken);
  for (let number = 1; ; number++) {
    const mark = number === 1 ? " (copy)" : ` (copy ${number})`;
    const room = TEMPLATE_LIMITS.name - mark.length;
    const base = name.length > room ? `${name.slice(0, room - 1).trimEnd()}…` : name;
    if (!names.has(`${base}${mark}`)) return `${base}${mark}`;
  }
}

/** "Total 35 min", "Total 120 min (2 hours)". */
export const totalLabel = (minutes: number) =>
  minutes < 60 ? `Total ${minutes} min` : `Total ${minutes} min (${lengthLabel(minutes)})`;

/** Why a template's items may not be saved, or undefined when they may. */
export function templateItemsProblem(items: readonly { durationMinutes: number }[]): string | undefined {
  if (items.length === 0) return TEMPLATE_MESSAGES.noItems;
  if (items.length > TEMPLATE_LIMITS.items) return TEMPLATE_MESSAGES.tooManyItems;
  const minutes = totalMinutes(items);
  if (minutes > TEMPLATE_LIMITS.totalMinutes) return TEMPLATE_MESSAGES.tooLong(minutes);
  return undefined;
}

/** A template as saved: its name and the whole list of items, in order (creating one, or replacing one). */
export const templateInput = z
  .strictObject({
    name: textField("The name", TEMPLATE_LIMITS.name).min(1, "The name is required."),
    // one more than allowed passes here, so the rule below says it in words
    items: z.array(templateItemInput).max(TEMPLATE_LIMITS.items + 1, TEMPLATE_MESSAGES.tooManyItems),
  })
  .superRefine((template, context) => {
    const problem = templateItemsProblem(template.items);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["items"] });
  });
export type TemplateInput = z.input<typeof templateInput>;
export type TemplateData = z.infer<typeof templateInput>;

/** Toasts of the agenda templates page. */
export const TEMPLATE_TOASTS = {
  created: (name: string) => ({ title: "Template Created", description: `"${name}" is ready to edit.` }),
  saved: (name: string) => ({ title: "Template Saved", description: `"${name}" is saved.` }),
  madeDefault: (name: string) => ({
    title: "Default Template",
    description: `New meetings of the club start from "${name}".`,
  }),
  deleted: (name: string) => ({ title: "Template Deleted", description: `"${name}" is deleted.` }),
  duplicated: (name: string) => ({ title: "Template Duplicated", description: `"${name}" is ready to edit.` }),
  loadFailed: errorMessage("Failed to load the agenda templates"),
  saveFailed: errorMessage("Failed to save the template"),
  deleteFailed: errorMessage("Failed to delete the template"),
  duplicateFailed: errorMessage("Failed to duplicate the template"),
} as const satisfies Record<string, Message | ((name: string) => Message)>;
