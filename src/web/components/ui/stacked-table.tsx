import type { ReactNode } from "react";

/** `hideLabel`: the label is for screen readers only (a column of buttons that name themselves). */
export type Column<Row> = { label: string; cell: (row: Row) => ReactNode; hideLabel?: boolean };

/**
 * A table on wide screens; on a phone each row becomes a card of label–value lines, so nothing scrolls sideways. A
 * card leaves out the lines whose cell is empty (nothing, or an empty text).
 */
export function StackedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-slate-200 border-b text-slate-600 dark:border-slate-800 dark:text-slate-400">
            {columns.map((column) => (
              <th key={column.label} scope="col" className="py-2 pr-4 font-medium">
                {column.hideLabel ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} className="py-2 pr-4 align-top">
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800">
            <dl className="space-y-1">
              {columns.map((column) => {
                const cell = column.cell(row);
                if (cell === null || cell === undefined || cell === "" || cell === false) return null;
                return (
                  <div key={column.label} className="flex flex-wrap gap-x-2">
                    <dt className={column.hideLabel ? "sr-only" : "font-medium text-slate-600 dark:text-slate-400"}>
                      {column.label}:
                    </dt>
                    <dd className="min-w-0 break-words">{cell}</dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
