import { Plus } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { DUTY_LABELS, ROLE_DUTIES, ROLE_SET_LIMITS, type RoleDuty, roleSetInput } from "@/domain/clubs/role-set";
import { Button } from "@/web/components/ui/button";
import { EditorActions } from "@/web/components/ui/editor-actions";
import { InputField, SelectField } from "@/web/components/ui/field";
import { RowButtons, useOrderedRows } from "@/web/components/ui/ordered-rows";
import type { ClubRoleShown, RoleSetDraft } from "./api";

/** A role as the editor holds it: `id` tells rows apart on screen; `key` is the club's, absent for an added role. */
type Row = {
  id: number;
  key?: string;
  name: string;
  perMeeting: string;
  speaking: boolean;
  evaluated: boolean;
  duty: RoleDuty | "";
};

let nextId = 1;
const newRow = (): Row => ({ id: nextId++, name: "", perMeeting: "1", speaking: false, evaluated: false, duty: "" });
const rowsOf = (roles: readonly ClubRoleShown[]): Row[] =>
  roles.map((role) => ({
    id: nextId++,
    key: role.key,
    name: role.name,
    perMeeting: String(role.perMeeting),
    speaking: role.speaking,
    evaluated: role.evaluated,
    duty: role.duty ?? "",
  }));

const draftOf = (rows: readonly Row[]): RoleSetDraft => ({
  roles: rows.map((row) => ({
    ...(row.key ? { key: row.key } : {}),
    name: row.name.trim(),
    perMeeting: row.perMeeting.trim() === "" ? Number.NaN : Number(row.perMeeting),
    speaking: row.speaking,
    evaluated: row.speaking && row.evaluated,
    duty: row.duty === "" ? null : row.duty,
  })),
});

/** Where each problem of a draft belongs: a role's name or number (by row), or the set as a whole. */
type Problems = { names: Record<number, string>; counts: Record<number, string>; whole?: string };

/** The domain's own check of the set (roleSetInput), so the editor answers early in the server's words. */
function problemsOf(draft: RoleSetDraft, rows: readonly Row[]): Problems {
  const checked = roleSetInput.safeParse(draft);
  const problems: Problems = { names: {}, counts: {} };
  for (const issue of checked.error?.issues ?? []) {
    const [, index, part] = issue.path;
    const row = typeof index === "number" ? rows[index] : undefined;
    if (row && part === "name") problems.names[row.id] ??= issue.message;
    else if (row && part === "perMeeting") problems.counts[row.id] ??= issue.message;
    else problems.whole ??= issue.message;
  }
  return problems;
}

const nameId = (id: number) => `club-role-name-${id}`;
const countId = (id: number) => `club-role-count-${id}`;

const checkboxClass = "size-4 shrink-0 accent-accent-600 disabled:opacity-50";

/**
 * The club's whole role set, edited as a whole and saved at once (docs/decisions/222): add, remove, move up and down,
 * and each role's name, number per meeting, speaking, evaluated (only for a speaking role) and duty.
 */
export function RoleEditor({
  roles,
  busy,
  error,
  onSave,
  onCancel,
}: {
  roles: readonly ClubRoleShown[];
  busy: boolean;
  error?: string;
  onSave: (draft: RoleSetDraft) => void;
  onCancel: () => void;
}) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(roles));
  const [problems, setProblems] = useState<Problems>({ names: {}, counts: {} });
  // the field to focus next; the editor takes the place of the list and of Edit roles, so it opens on the first name
  const [focusOn, setFocusOn] = useState<string | undefined>(() => rows[0] && nameId(rows[0].id));
  const order = useOrderedRows(setRows, "club-role", (row) => row.id);
  useEffect(() => {
    if (!focusOn) return;
    document.getElementById(focusOn)?.focus();
    setFocusOn(undefined);
  }, [focusOn]);

  const update = (id: number, change: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
    if (change.name !== undefined && problems.names[id]) {
      setProblems((current) => ({ ...current, names: { ...current.names, [id]: "" } }));
    }
    if (change.perMeeting !== undefined && problems.counts[id]) {
      setProblems((current) => ({ ...current, counts: { ...current.counts, [id]: "" } }));
    }
  };
  const add = () => {
    const row = newRow();
    setRows((current) => [...current, row]);
    setFocusOn(nameId(row.id));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = draftOf(rows);
    const found = problemsOf(draft, rows);
    setProblems(found);
    const firstName = rows.find((row) => found.names[row.id]);
    const firstCount = rows.find((row) => found.counts[row.id]);
    if (firstName) setFocusOn(nameId(firstName.id));
    else if (firstCount) setFocusOn(countId(firstCount.id));
    if (!firstName && !firstCount && !found.whole) onSave(draft);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Edit meeting roles"
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <ol aria-label="Roles" className="space-y-3">
        {rows.map((row, index) => (
          <li key={row.id} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-950">
            <fieldset className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3 sm:grid-cols-[minmax(0,1fr)_5.5rem_minmax(0,12rem)] lg:grid-cols-[minmax(12rem,1fr)_5.5rem_minmax(9.5rem,11rem)_auto]">
              <legend className="sr-only">Role {index + 1}</legend>
              <InputField
                id={nameId(row.id)}
                className="col-span-2 sm:col-span-1"
                label={`Role ${index + 1} name`}
                value={row.name}
                maxLength={ROLE_SET_LIMITS.name}
                autoComplete="off"
                error={problems.names[row.id] || undefined}
                onChange={(event) => update(row.id, { name: event.target.value })}
              />
              <InputField
                id={countId(row.id)}
                label="Per meeting"
                type="number"
                inputMode="numeric"
                min={1}
                max={ROLE_SET_LIMITS.perMeeting}
                value={row.perMeeting}
                error={problems.counts[row.id] || undefined}
                onChange={(event) => update(row.id, { perMeeting: event.target.value })}
              />
              <SelectField
                label="Duty"
                value={row.duty}
                onChange={(event) => update(row.id, { duty: event.target.value as RoleDuty | "" })}
              >
                <option value="">No duty</option>
                {ROLE_DUTIES.map((duty) => (
                  <option key={duty} value={duty}>
                    {DUTY_LABELS[duty].choice}
                  </option>
                ))}
              </SelectField>
              <fieldset className="col-span-2 min-w-0 sm:col-span-3 lg:col-span-1">
                <legend className="pb-1.5 font-medium text-slate-800 text-sm dark:text-slate-200">Speeches</legend>
                <div className="flex h-11 flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={row.speaking}
                      onChange={(event) =>
                        update(row.id, {
                          speaking: event.target.checked,
                          evaluated: event.target.checked && row.evaluated,
                        })
                      }
                    />
                    Speaking
                  </label>
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={row.speaking && row.evaluated}
                      disabled={!row.speaking}
                      onChange={(event) => update(row.id, { evaluated: event.target.checked })}
                    />
                    Evaluated
                  </label>
                </div>
              </fieldset>
            </fieldset>
            <RowButtons
              idPrefix="club-role"
              noun="role"
              rowKey={row.id}
              index={index}
              count={rows.length}
              onMove={(from, to) => order.move(rows, from, to)}
              onRemove={() => order.remove(row.id)}
            />
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" disabled={rows.length >= ROLE_SET_LIMITS.roles} onClick={add}>
        <Plus aria-hidden="true" className="size-4" />
        Add role
      </Button>
      <EditorActions problem={problems.whole ?? error} busy={busy} saveLabel="Save roles" onCancel={onCancel} />
    </form>
  );
}
