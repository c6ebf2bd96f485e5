import { Star } from "lucide-react";
import { plural } from "@/domain/plurals";
import { cn } from "@/web/components/ui/cn";

/** 1–5 stars as a radio group: Tab reaches it, arrow keys choose, screen readers hear "3 stars of 5". */
export function StarRating({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (score: number) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <legend className="sr-only">{label} rating</legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((score) => (
          <label
            key={score}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-500"
          >
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="sr-only"
            />
            <span className="sr-only">{plural(score, { one: "# star", other: "# stars" })} of 5</span>
            <Star
              aria-hidden="true"
              className={cn(
                "size-8 transition-colors",
                score <= value ? "fill-amber-400 text-amber-500" : "text-slate-400 dark:text-slate-600",
              )}
            />
          </label>
        ))}
      </div>
      <span className="text-slate-600 text-sm dark:text-slate-400" aria-hidden="true">
        {value > 0 ? `${value}/5` : "Not rated"}
      </span>
      {value > 0 && (
        <button
          type="button"
          onClick={() => onChange(0)}
          className="rounded px-1 text-accent-700 text-sm underline-offset-2 hover:underline dark:text-accent-300"
          aria-label={`Clear the ${label} rating`}
        >
          Clear
        </button>
      )}
    </fieldset>
  );
}
