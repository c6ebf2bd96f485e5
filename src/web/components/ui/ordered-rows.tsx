import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import { Button } from "./button";

type Direction = "up" | "down";
const buttonId = (idPrefix: string, direction: Direction, key: number) => `${idPrefix}-move-${direction}-${key}`;

/**
 * Moving and removing the rows of an editor's list (a template's items, a club's roles). After a move the keyboard
 * stays on the moved row's button once the list shows the new order, or on its other one at the list's end.
 */
export function useOrderedRows<Row>(
  setRows: Dispatch<SetStateAction<Row[]>>,
  idPrefix: string,
  keyOf: (row: Row) => number,
) {
  const [moved, setMoved] = useState<{ key: number; direction: Direction }>();
  useEffect(() => {
    if (!moved) return;
    const same = document.getElementById(buttonId(idPrefix, moved.direction, moved.key));
    const other = document.getElementById(buttonId(idPrefix, moved.direction === "up" ? "down" : "up", moved.key));
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
    setMoved(undefined);
  }, [moved, idPrefix]);
  return {
    move: (rows: Row[], index: number, to: number) => {
      const row = rows[index];
      if (!row) return;
      const next = rows.filter((_, at) => at !== index);
      next.splice(to, 0, row);
      setRows(next);
      setMoved({ key: keyOf(row), direction: to < index ? "up" : "down" });
    },
    remove: (key: number) => setRows((current) => current.filter((row) => keyOf(row) !== key)),
  };
}

/** A row's Move up, Move down and Remove buttons, named by the row's place ("Move item 2 up", "Remove role 3"). */
export function RowButtons({
  idPrefix,
  noun,
  rowKey,
  index,
  count,
  onMove,
  onRemove,
}: {
  idPrefix: string;
  noun: string;
  rowKey: number;
  index: number;
  count: number;
  onMove: (index: number, to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="mt-2 flex justify-end gap-1">
      {(["up", "down"] as const).map((direction) => {
        const to = direction === "up" ? index - 1 : index + 1;
        const Arrow = direction === "up" ? ArrowUp : ArrowDown;
        return (
          <Button
            key={direction}
            size="sm"
            variant="ghost"
            id={buttonId(idPrefix, direction, rowKey)}
            disabled={to < 0 || to >= count}
            onClick={() => onMove(index, to)}
            aria-label={`Move ${noun} ${index + 1} ${direction}`}
          >
            <Arrow aria-hidden="true" className="size-4" />
          </Button>
        );
      })}
      <Button
        size="sm"
        variant="ghost"
        disabled={count <= 1}
        onClick={onRemove}
        aria-label={`Remove ${noun} ${index + 1}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
