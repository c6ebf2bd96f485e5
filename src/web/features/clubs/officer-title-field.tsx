import { OFFICER_TITLE_MAX, OFFICER_TITLES } from "@/domain/clubs/officers";
import { InputField, SelectField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";

const OTHER_TITLE = "other";

/** What the title field holds: one of the usual titles, or "other" with the officer's own words. */
export type TitleChoice = { choice: string; otherTitle: string };

/** The choice a title starts as: a usual title as itself, any other title as "Another title…" with its words. */
export const titleChoiceOf = (title: string): TitleChoice =>
  (OFFICER_TITLES as readonly string[]).includes(title)
    ? { choice: title, otherTitle: "" }
    : { choice: OTHER_TITLE, otherTitle: title };

/** The title chosen, trimmed ("" when "Another title…" is left blank). */
export const chosenTitle = ({ choice, otherTitle }: TitleChoice) =>
  choice === OTHER_TITLE ? otherTitle.trim() : choice;

/** A Title select of the usual titles and "Another title…", which opens a text field for the officer's own words. */
export function OfficerTitleField({
  value,
  onChange,
  error,
}: {
  value: TitleChoice;
  onChange: (next: TitleChoice) => void;
  error?: string;
}) {
  return (
    <>
      <SelectField
        label="Title"
        value={value.choice}
        onChange={(event) => onChange({ ...value, choice: event.target.value })}
      >
        <OptionList items={OFFICER_TITLES} toValue={(option) => option} toLabel={(option) => option} />
        <option value={OTHER_TITLE}>Another title…</option>
      </SelectField>
      {value.choice === OTHER_TITLE && (
        <InputField
          label="Title (your words)"
          value={value.otherTitle}
          maxLength={OFFICER_TITLE_MAX}
          error={error}
          onChange={(event) => onChange({ ...value, otherTitle: event.target.value })}
        />
      )}
    </>
  );
}
