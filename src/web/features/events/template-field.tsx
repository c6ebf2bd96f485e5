import { startsFromDefaultTemplate } from "@/domain/clubs/agenda-templates";
import { lengthLabel } from "@/domain/events/durations";
import { SelectField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";
import { type AgendaTemplate, useClubTemplates } from "../agenda-templates/api";

/** What the dialog sends: the club's default (by the server's rule), no template, or a named one. */
export type TemplateChoice = "" | "none" | (string & {});

/** The `templateId` of the create request for a choice (docs/decisions/143). */
export const templateIdOf = (choice: TemplateChoice) => (choice === "" ? undefined : choice === "none" ? null : choice);

const optionLabel = (template: AgendaTemplate) => `${template.name} (${lengthLabel(template.totalMinutes)})`;

/**
 * "Start from template" of the Create Event dialog, once a club is chosen: a meeting starts from the club's default
 * template unless another one, or none, is chosen; other events start from none unless one is chosen.
 */
export function TemplateField({
  clubId,
  eventType,
  value,
  onChange,
}: {
  clubId: string;
  eventType: string;
  value: TemplateChoice;
  onChange: (choice: TemplateChoice) => void;
}) {
  const templates = useClubTemplates(clubId || undefined);
  if (!clubId || !templates.data || templates.data.templates.length === 0) return null;
  const list = templates.data.templates;
  const byDefault = startsFromDefaultTemplate(eventType) ? list.find((template) => template.isDefault) : undefined;
  return (
    <SelectField
      label="Start from template"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint="The template's items come first; agenda items added below follow them."
    >
      <option value="">{byDefault ? `${optionLabel(byDefault)} · club default` : "No template"}</option>
      <OptionList
        items={list.filter((template) => template !== byDefault)}
        toValue={(template) => template.id}
        toLabel={(template) => optionLabel(template)}
      />
      {byDefault && <option value="none">No template</option>}
    </SelectField>
  );
}
