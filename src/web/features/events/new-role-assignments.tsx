import { useEffect } from "react";
import type { ClubRole } from "@/domain/clubs/role-set";
import { EVENT_LIMITS } from "@/domain/events/inputs";
import { CREATION_ROLE_TYPES, ROLE_NAMES } from "@/domain/events/roles";
import { SelectField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";
import { AddRowButton, type DraftRows, newRowKey, RemoveRowButton } from "./draft-rows";
import { MemberPicker, type PickedMember } from "./member-picker";

export type RoleDraft = { key: number; member?: PickedMember; roleType: string };

/** The roles the dialog offers without a club: the specification's four (pitcher first, the default). */
const SPEC_CREATION_ROLES = CREATION_ROLE_TYPES.map((key) => ({ key, name: ROLE_NAMES[key] }));

export const newRoleRow = (): RoleDraft => ({ key: newRowKey(), roleType: "pitcher" });

/** The Create Event dialog's Role Assignments: members given a role in advance (hidden for a social event). */
export function NewRoleAssignments({
  roles,
  hidden,
  errors,
  clubRoles,
}: {
  roles: DraftRows<RoleDraft>;
  /** The club's roles when the event is a club's (docs/decisions/223); the specification's four without one. */
  clubRoles?: readonly ClubRole[];
  hidden: boolean;
  errors?: Record<number, string>;
}) {
  const offered: ReadonlyArray<{ key: string; name: string }> = clubRoles ?? SPEC_CREATION_ROLES;
  // a row's role the chosen club does not have (its set has no Pitcher, or another club was chosen) takes its first
  useEffect(() => {
    const first = offered[0]?.key;
    for (const row of roles.rows) {
      if (first && !offered.some((role) => role.key === row.roleType)) roles.update(row.key, { roleType: first });
    }
  }, [offered, roles]);
  return (
    <fieldset hidden={hidden} className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 font-semibold">Role Assignments</legend>
      {roles.rows.length === 0 && (
        <p className="text-slate-600 text-sm dark:text-slate-400">No roles assigned in advance.</p>
      )}
      {roles.rows.map((row, index) => (
        <div key={row.key} className="grid items-start gap-3 sm:grid-cols-[1fr_10rem_auto]">
          <MemberPicker
            label={`Role ${index + 1} member`}
            value={row.member}
            onChange={(member) => roles.update(row.key, { member })}
            error={errors?.[row.key]}
          />
          <SelectField
            label="Role"
            id={`role-type-${row.key}`}
            value={row.roleType}
            onChange={(event) => roles.update(row.key, { roleType: event.target.value })}
          >
            <OptionList items={offered} toValue={(role) => role.key} toLabel={(role) => role.name} />
          </SelectField>
          <RemoveRowButton
            className="h-11 sm:mt-7"
            onClick={() => roles.remove(row.key)}
            label={`Remove role assignment ${index + 1}`}
          />
        </div>
      ))}
      <AddRowButton disabled={roles.rows.length >= EVENT_LIMITS.roleRows} onClick={() => roles.add(newRoleRow())}>
        Add Role Assignment
      </AddRowButton>
    </fieldset>
  );
}
