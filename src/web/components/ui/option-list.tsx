import type { ReactNode } from "react";

type OptionListProps<T> = {
  items: readonly T[];
  /** The option's value, also its key. */
  toValue: (item: T) => string | number;
  toLabel: (item: T) => ReactNode;
};

/** The `<option>`s of a select, one per item. */
export function OptionList<T>({ items, toValue, toLabel }: OptionListProps<T>) {
  return items.map((item) => (
    <option key={toValue(item)} value={toValue(item)}>
      {toLabel(item)}
    </option>
  ));
}
