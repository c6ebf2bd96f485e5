import { FILLER_WORDS, type FillerWord } from "@/domain/tools/ah-counter";

/**
 * The ah counter's eight word buttons, each with its count (the standalone counter's and the meeting console's).
 * A button's name is the word and its count ("Um 3"); with `shortcuts`, keys 1–8 are announced (the caller
 * listens to them).
 */
export function FillerWordButtons({
  counts,
  disabled = false,
  shortcuts = false,
  onTap,
}: {
  counts: Record<FillerWord, number>;
  disabled?: boolean;
  shortcuts?: boolean;
  onTap: (word: FillerWord) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Filler words">
      {FILLER_WORDS.map((word, index) => (
        <li key={word}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onTap(word)}
            aria-keyshortcuts={shortcuts ? String(index + 1) : undefined}
            className="relative flex h-24 w-full flex-col items-center justify-center rounded-2xl border-2 border-slate-200 bg-white font-semibold text-lg shadow-sm transition active:scale-95 active:bg-accent-50 hover:border-accent-400 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:active:bg-accent-900/40"
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
            <span className="font-bold text-2xl text-accent-700 tabular-nums dark:text-accent-300">{counts[word]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
