import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/web/components/ui/button";

/** Rows a planner adds and removes before saving (a new event's agenda items and role assignments). */

let nextKey = 1;
/** A key for a new row, never given twice on this page. */
export const newRowKey = () => nextKey++;

export type DraftRows<Row extends { key: number }> = ReturnType<typeof useDraftRows<Row>>;

/** The rows, starting from `start()`, with adding, changing, removing and starting again. */
export function useDraftRows<Row extends { key: number }>(start: () => Row[]) {
  const [rows, setRows] = useState(start);
  return {
    rows,
    add: (row: Row) => setRows((current) => [...current, row]),
    update: (key: number, change: Partial<Row>) =>
      setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row))),
    remove: (key: number) => setRows((current) => current.filter((row) => row.key !== key)),
    reset: () => setRows(start()),
  };
}

export function RemoveRowButton({
  label,
  className,
  disabled,
  onClick,
}: {
  label: string;
  className: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" className={className} disabled={disabled} onClick={onClick} aria-label={label}>
      <Trash2 aria-hidden="true" className="size-4" />
    </Button>
  );
}

export function AddRowButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" size="sm" disabled={disabled} onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
