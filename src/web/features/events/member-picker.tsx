import { type KeyboardEvent, useId, useState } from "react";
import { EVENT_LIMITS } from "@/domain/events/inputs";
import { cn } from "@/web/components/ui/cn";
import { inputClass, Label } from "@/web/components/ui/field";
import { useDebounced } from "@/web/lib/debounced";
import { type PickedMember, useMemberSearch } from "./planning-api";

export type { PickedMember };

/**
 * A searchable member picker (combobox): the server searches and answers one short page ordered by first name,
 * so it stays quick with thousands of members. The text is the person's own: choosing a member fills in the name,
 * and editing it afterwards (even one Backspace) only unselects the member and searches for what is left.
 */
export function MemberPicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: PickedMember | undefined;
  onChange: (member: PickedMember | undefined) => void;
  error?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebounced(text, 200);
  const results = useMemberSearch(search, open);
  const members = results.data ?? [];

  const choose = (member: PickedMember) => {
    onChange(member);
    setText(member.name);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, Math.max(members.length - 1, 0)));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && open && members[active]) {
      event.preventDefault();
      choose(members[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const activeId = open && members[active] ? `${id}-option-${active}` : undefined;
  return (
    <div className="relative space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
        placeholder="Search members by name or email"
        maxLength={EVENT_LIMITS.memberSearch}
        className={inputClass}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
          if (value) onChange(undefined);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          className="absolute z-50 mt-1 max-h-60 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {results.isPending ? (
            <p className="px-3 py-2 text-slate-600 text-sm dark:text-slate-400">Searching…</p>
          ) : members.length === 0 ? (
            <p className="px-3 py-2 text-slate-600 text-sm dark:text-slate-400">No members found</p>
          ) : (
            members.map((member, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox input (aria-activedescendant)
              <div
                key={member.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  "cursor-pointer px-3 py-2 text-sm",
                  index === active && "bg-accent-50 dark:bg-accent-900/50",
                )}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(member)}
                onMouseEnter={() => setActive(index)}
              >
                <span className="block font-medium">{member.name}</span>
                <span className="block text-slate-600 text-xs dark:text-slate-400">{member.email}</span>
              </div>
            ))
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-red-700 text-sm dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
