import { Plus } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { TEMPLATE_LIMITS, templateInput, totalLabel, totalMinutes } from "@/domain/clubs/agenda-templates";
import type { ClubRole } from "@/domain/clubs/role-set";
import { agendaDuration } from "@/domain/events/durations";
import { type AgendaType, DEFAULT_DURATION, EVENT_LIMITS } from "@/domain/events/inputs";
import { AgendaTypeSelect, RoleSlotSelect } from "@/web/components/ui/agenda-selects";
import { Button } from "@/web/components/ui/button";
import { EditorActions } from "@/web/components/ui/editor-actions";
import { Field, InputField } from "@/web/components/ui/field";
import { RowButtons, useOrderedRows } from "@/web/components/ui/ordered-rows";
import type { AgendaTemplate, TemplateDraft } from "./api";

type Row = { key: number; title: string; type: AgendaType; duration: string; slot: string };

let nextKey = 1;
const newRow = (): Row => ({
  key: nextKey++,
  title: "",
  type: "general",
  duration: String(DEFAULT_DURATION),
  slot: "",
});
const rowsOf = (template?: AgendaTemplate): Row[] =>
  template
    ? template.items.map((item) => ({
        key: nextKey++,
        title: item.title,
        type: item.agendaType,
        duration: String(item.durationMinutes),
        slot: item.roleType ?? "",
      }))
    : [newRow()];

const draftOf = (name: string, rows: readonly Row[]): TemplateDraft => ({
  name: name.trim(),
  items: rows.map((row) => ({
    title: row.title.trim(),
    agendaType: row.type,
    durationMinutes: agendaDuration(row.duration),
    roleType: row.slot === "" ? null : row.slot,
  })),
});

/** Where each problem of a draft belongs: the name, an item's title (by row), or the template as a whole. */
type Problems = { name?: string; titles: Record<number, string>; whole?: string };

function problemsOf(draft: TemplateDraft, rows: readonly Row[]): Problems {
  const checked = templateInput.safeParse(draft);
  const problems: Problems = { titles: {} };
  for (const issue of checked.error?.issues ?? []) {
    const [field, index, part] = issue.path;
    const row = typeof index === "number" ? rows[index] : undefined;
    if (field === "name") problems.name ??= issue.message;
    else if (field === "items" && row && part === "title") problems.titles[row.key] ??= issue.message;
    else problems.whole ??= issue.message;
  }
  return problems;
}

const titleId = (key: number) => `template-item-title-${key}`;
const NAME_ID = "template-name";

/**
 * A template's name and items, edited as a whole and saved at once (docs/decisions/143): add, remove, move up and
 * down, and each item's title, type, minutes and role slot, with the minutes of all items shown as they change.
 */
export function TemplateEditor({
  template,
  roles,
  busy,
  error,
  onSave,
  onCancel,
}: {
  template?: AgendaTemplate;
  /** The club's roles: the slots its items may carry (docs/decisions/223). */
  roles: readonly ClubRole[];
  busy: boolean;
  error?: string;
  onSave: (draft: TemplateDraft) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(template?.name ?? "");
  const [rows, setRows] = useState<Row[]>(() => rowsOf(template));
  const [problems, setProblems] = useState<Problems>({ titles: {} });
  // the field to focus once the problems are shown (and tied to it by aria-describedby)
  const [focusOn, setFocusOn] = useState<string>();
  const order = useOrderedRows(setRows, "template", (row) => row.key);
  // the editor takes the place of what opened it (a card's Edit or Duplicate, New template): the keyboard starts here
  useEffect(() => document.getElementById(NAME_ID)?.focus(), []);
  useEffect(() => {
    if (!focusOn) return;
    document.getElementById(focusOn)?.focus();
    setFocusOn(undefined);
  }, [focusOn]);
  const minutes = totalMinutes(rows.map((row) => ({ durationMinutes: agendaDuration(row.duration) })));
  const label = template ? `Edit template ${template.name}` : "New template";

  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = draftOf(name, rows);
    const found = problemsOf(draft, rows);
    setProblems(found);
    const firstTitle = rows.find((row) => found.titles[row.key]);
    if (found.name) setFocusOn(NAME_ID);
    else if (firstTitle) setFocusOn(titleId(firstTitle.key));
    if (!found.name && !firstTitle && !found.whole) onSave(draft);
  };
  const setTitle = (key: number, title: string) => {
    update(key, { title });
    if (problems.titles[key] && title.trim()) {
      setProblems((current) => ({ ...current, titles: { ...current.titles, [key]: "" } }));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <InputField
        id={NAME_ID}
        label="Template name"
        value={name}
        maxLength={TEMPLATE_LIMITS.name}
        error={problems.name || undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <ol aria-label="Template items" className="space-y-3">
        {rows.map((row, index) => (
          <li key={row.key} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-950">
            <fieldset className="grid grid-cols-[5rem_minmax(0,1fr)] gap-3 sm:grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-[minmax(12rem,1fr)_5.5rem_minmax(9.5rem,11rem)_minmax(13rem,15rem)]">
              <legend className="sr-only">Item {index + 1}</legend>
              <InputField
                id={titleId(row.key)}
                className="col-span-2 sm:col-span-3 lg:col-span-1"
                label={`Item ${index + 1} title`}
                value={row.title}
                maxLength={EVENT_LIMITS.agendaTitle}
                error={problems.titles[row.key] || undefined}
                onChange={(event) => setTitle(row.key, event.target.value)}
              />
              <InputField
                label="Minutes"
                inputMode="numeric"
                autoComplete="off"
                value={row.duration}
                onChange={(event) => update(row.key, { duration: event.target.value })}
                onBlur={() => update(row.key, { duration: String(agendaDuration(row.duration)) })}
              />
              <Field label="Type">
                {(control) => (
                  <AgendaTypeSelect {...control} value={row.type} onChange={(type) => update(row.key, { type })} />
                )}
              </Field>
              <Field className="col-span-2 sm:col-span-1" label="Role slot">
                {(control) => (
                  <RoleSlotSelect
                    {...control}
                    roles={roles}
                    value={row.slot || null}
                    onChange={(slot) => update(row.key, { slot: slot ?? "" })}
                  />
                )}
              </Field>
            </fieldset>
            <RowButtons
              idPrefix="template"
              noun="item"
              rowKey={row.key}
              index={index}
              count={rows.length}
              onMove={(from, to) => order.move(rows, from, to)}
              onRemove={() => order.remove(row.key)}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={rows.length >= TEMPLATE_LIMITS.items}
          onClick={() => setRows((current) => [...current, newRow()])}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add item
        </Button>
        <p className="text-slate-700 text-sm dark:text-slate-300" aria-live="polite">
          {totalLabel(minutes)}
        </p>
      </div>
      <EditorActions problem={problems.whole ?? error} busy={busy} saveLabel="Save template" onCancel={onCancel} />
    </form>
  );
}
