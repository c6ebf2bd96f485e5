import { FILLER_WORDS, type FillerWord } from "@/domain/tools/ah-counter";
import { cn } from "./cn";

/**
 * The ah counter's eight word buttons, each with its count (the standalone counter's and the meeting console's).
 * A button's name is the word and its count ("Um 3"); with `shortcuts`, keys 1–8 are announced (the caller
 * listens to them). `compact`: lower buttons on a phone, so all eight fit on the first screen under the console's
 * other controls.
 */
export function FillerWordButtons({
  counts,
  disabled = false,
  shortcuts = false,
  compact = false,
  onTap,
}: {
  counts: Record<FillerWord, number>;
  disabled?: boolean;
  shortcuts?: boolean;
  compact?: boolean;
  onTap: (word: FillerWord) => void;
}) {
  return (
    <ul
      className={cn("grid grid-cols-2 sm:grid-cols-4 sm:gap-3", compact ? "gap-2" : "gap-3")}
      aria-label="Filler words"
    >
      {FILLER_WORDS.map((word, index) => (
        <li key={word}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onTap(word)}
            aria-keyshortcuts={shortcuts ? String(index + 1) : undefined}
            className={cn(
              "relative flex w-full flex-col items-center justify-center rounded-2xl border-2 border-slate-200 bg-white font-semibold shadow-sm transition active:scale-95 active:bg-accent-50 hover:border-accent-400 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:active:bg-accent-900/40",
              compact ? "h-16 text-base leading-tight sm:h-24 sm:text-lg" : "h-24 text-lg",
            )}
          >
            {shortcuts && (
              <span
                className="absolute top-2 left-3 font-mono text-slate-500 text-xs dark:text-slate-400"
                aria-hidden="true"
              >
                {index + 1}
              </span>
            )}
            <span>{word}</span>
            <span
              className={cn(
                "font-bold text-accent-700 tabular-nums dark:text-accent-300",
                compact ? "text-xl leading-tight sm:text-2xl" : "text-2xl",
              )}
            >
              {counts[word]}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
