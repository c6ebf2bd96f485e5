/** "Open to everyone" or "Members only" (events.is_public; members only needs a club). */
export function AccessChoice({
  name,
  isPublic,
  onChange,
  error,
}: {
  name: string;
  isPublic: boolean;
  onChange: (isPublic: boolean) => void;
  error?: string;
}) {
  const options = [
    { value: true, label: "Open to everyone", hint: "Listed in Events & News for the whole community." },
    { value: false, label: "Members only", hint: "Only the club's members see it and may come." },
  ];
  return (
    <fieldset
      className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="px-1 font-semibold">Who may come</legend>
      {options.map((option) => (
        <label key={option.label} className="flex items-start gap-3 text-sm">
          <input
            type="radio"
            name={name}
            className="mt-1 size-4 accent-accent-600"
            checked={isPublic === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>
            <span className="block font-medium">{option.label}</span>
            <span className="block text-slate-600 dark:text-slate-400">{option.hint}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={`${name}-error`} className="text-red-700 text-sm dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
