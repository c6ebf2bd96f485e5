import { type ClubRole, SPEC_ROLE_SET } from "@/domain/clubs/role-set";
import type { AgendaType } from "@/domain/events/inputs";
import { AGENDA_TYPE_LABELS, AGENDA_TYPES } from "@/domain/events/inputs";
import { type ControlProps, Select } from "./field";
import { OptionList } from "./option-list";

/** The selects of an agenda item, in an event's agenda and in a club's templates. */
export function AgendaTypeSelect({
  value,
  onChange,
  ...control
}: ControlProps & { value: AgendaType; onChange: (value: AgendaType) => void }) {
  return (
    <Select {...control} value={value} onChange={(event) => onChange(event.target.value as AgendaType)}>
      <OptionList items={AGENDA_TYPES} toValue={(type) => type} toLabel={(type) => AGENDA_TYPE_LABELS[type]} />
    </Select>
  );
}

/**
 * The role slot an agenda item belongs to (docs/decisions/143): one of the meeting's roles — its club's role set
 * (decision 223), the specification's five without one — or none ("").
 */
export function RoleSlotSelect({
  value,
  onChange,
  roles = SPEC_ROLE_SET,
  ...control
}: ControlProps & {
  value: string | null;
  onChange: (value: string | null) => void;
  roles?: readonly ClubRole[];
}) {
  return (
    <Select
      {...control}
      value={value ?? ""}
      onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
    >
      <option value="">No role slot</option>
      <OptionList items={roles} toValue={(role) => role.key} toLabel={(role) => role.name} />
    </Select>
  );
}

/** An agenda item as its form holds it: minutes as typed. */
