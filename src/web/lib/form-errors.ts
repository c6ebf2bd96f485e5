import { useState } from "react";
import type { z } from "zod";

/** The first message per field of a failed parse, for inline errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Checks a form's values with their schema: the parsed values with the inline errors cleared, or undefined once
 * each failing field shows its first message.
 */
export function parseFields<T>(
  schema: z.ZodType<T>,
  values: unknown,
  setErrors: (errors: Record<string, string>) => void,
): T | undefined {
  const parsed = schema.safeParse(values);
  setErrors(parsed.success ? {} : fieldErrors(parsed.error));
  return parsed.success ? parsed.data : undefined;
}

/** A form's text values, a change handler per field for its input, and the inline errors of the last check. */
export function useFormFields<T extends Record<string, string>>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof T) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const check = <S>(schema: z.ZodType<S>) => parseFields(schema, values, setErrors);
  /** A field's value, change handler and inline error, for its input. */
  const field = (name: keyof T & string) => ({ value: values[name], onChange: set(name), error: errors[name] });
  return { values, setValues, errors, set, check, field };
}
