import type { ComponentProps } from "react";
import { wholeMinutes } from "@/domain/events/durations";
import { InputField } from "@/web/components/ui/field";

/**
 * Minutes as a person types them, read with the one duration rule (src/domain/events/durations.ts): a plain text
 * field (no browser number checks of its own), which shows what the rule makes of the text once it loses focus —
 * "e" → the default, "-5" → 1, "2.5" → 3.
 */
export function MinutesField({
  value,
  onChange,
  rule,
  ...props
}: Omit<ComponentProps<typeof InputField>, "value" | "onChange" | "type"> & {
  value: string;
  onChange: (value: string) => void;
  rule: { fallback: number; max: number };
}) {
  return (
    <InputField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => onChange(String(wholeMinutes(value, rule)))}
    />
  );
}
