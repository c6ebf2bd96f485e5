import { Button } from "./button";

/** The end of a whole-list editor: what stops saving (announced), then Save (busy while it runs) and Cancel. */
export function EditorActions({
  problem,
  busy,
  saveLabel,
  onCancel,
}: {
  problem: string | undefined;
  busy: boolean;
  saveLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {problem && (
        <p role="alert" className="text-red-700 text-sm dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" busy={busy}>
          {busy ? "Saving..." : saveLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}
