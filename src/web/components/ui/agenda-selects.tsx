import type { AgendaType } from "@/domain/events/inputs";
import { AGENDA_TYPE_LABELS, AGENDA_TYPES } from "@/domain/events/inputs";
import { ROLE_NAMES, ROLE_TYPES, type RoleType } from "@/domain/events/roles";
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

/** The role slot an agenda item belongs to (docs/decisions/143): a meeting role, or none (""). */
export function RoleSlotSelect({
  value,
  onChange,
  ...control
}: ControlProps & { value: RoleType | null; onChange: (value: RoleType | null) => void }) {
  return (
    <Select
      {...control}
      value={value ?? ""}
      onChange={(event) => onChange(event.target.value === "" ? null : (event.target.value as RoleType))}
    >
      <option value="">No role slot</option>
      <OptionList items={ROLE_TYPES} toValue={(role) => role} toLabel={(role) => ROLE_NAMES[role]} />
    </Select>
  );
}

/** An agenda item as its form holds it: minutes as typed. */
