import { DEFAULT_LOCALE } from "./dates";

/**
 * The forms of a word or phrase by count, as `Intl.PluralRules` names them (docs/decisions/211). `one` and `other`
 * are all English needs; other languages add `zero`, `two`, `few` and `many`. A `#` in a form is the count.
 */
export type PluralForms = { one: string; other: string } & Partial<Record<"zero" | "two" | "few" | "many", string>>;

const rules = new Map<string, Intl.PluralRules>();

/** The form `count` takes in `locale`, its `#` written as the count: plural(3, { one: "# vote", other: "# votes" }). */
export function plural(count: number, forms: PluralForms, locale: string = DEFAULT_LOCALE): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  const category = rule.select(count) as keyof PluralForms;
  return (forms[category] ?? forms.other).replaceAll("#", String(count));
}
