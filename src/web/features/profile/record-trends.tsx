import { Table2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { TrendRow, TrendView } from "@/domain/record/record-views";
import { Button } from "@/web/components/ui/button";
import { TableScroller } from "@/web/components/ui/table-scroller";

/**
 * One trend of the speaking record (docs/decisions/240): its chart (drawn by the page, `chart`), a summary in words
 * under it for everyone — screen readers cannot see a canvas — and the same points as a table behind a button. The
 * best and the latest point are marked in the chart, the table and the summary.
 */
export function TrendCard({
  view,
  controls,
  chart,
  tableOpen = false,
}: {
  view: TrendView;
  controls?: ReactNode;
  chart?: ReactNode;
  tableOpen?: boolean;
}) {
  const [open, setOpen] = useState(tableOpen);
  const headingId = useId();
  const tableId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="font-semibold text-lg">
        {view.title}
      </h3>
      {controls}
      {view.rows.length > 0 && chart && (
        <div className="mt-3" aria-hidden="true">
          {chart}
        </div>
      )}
      {view.rows.length > 0 && <TrendKey />}
      <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">{view.summary}</p>
      {view.rows.length > 0 && (
        <>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen((shown) => !shown)}
          >
            <Table2 aria-hidden="true" className="size-4" />
            {open ? "Hide the table" : "Show as a table"}
          </Button>
          <div id={tableId} hidden={!open} className="mt-3">
            {open && <TrendTable view={view} />}
          </div>
        </>
      )}
    </section>
  );
}

/** How the chart marks the best (a large filled dot) and the latest point (a ring): by shape as well as colour. */
function TrendKey() {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-xs dark:text-slate-400" aria-hidden="true">
      <li>
        <span className="mr-1 inline-block size-2.5 rounded-full bg-accent-600 align-middle dark:bg-accent-300" />
        Each point
      </li>
      <li>
        <span className="mr-1 inline-block size-3.5 rounded-full bg-amber-500 align-middle" />
        Best
      </li>
      <li>
        <span className="mr-1 inline-block size-3 rounded-full border-2 border-emerald-600 align-middle dark:border-emerald-400" />
        Latest
      </li>
    </ul>
  );
}

/** The marks of a row in words: "Best", "Latest", "Best, latest". */
export const rowMarks = (row: Pick<TrendRow, "best" | "latest">) =>
  [row.best && "Best", row.latest && (row.best ? "latest" : "Latest")].filter(Boolean).join(", ");

/** A trend's points as a table: day, meeting, what it is about, the value, and the best and latest marked. */
export function TrendTable({ view }: { view: TrendView }) {
  return (
    <TableScroller>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{`${view.title}, as a table`}</caption>
        <thead>
          <tr className="border-slate-200 border-b text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <th scope="col" className="py-2 pr-3 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Meeting
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {view.measure}
            </th>
            <th scope="col" className="py-2 font-medium">
              Mark
            </th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr
              key={row.key}
              className={`border-slate-200 border-b align-top dark:border-slate-800 ${
                row.best || row.latest ? "bg-amber-50 font-semibold dark:bg-amber-950/40" : ""
              }`}
            >
              <td className="whitespace-nowrap py-2 pr-3">{row.date}</td>
              <td className="py-2 pr-3">
                {row.meeting}
                <span className="block font-normal text-slate-600 text-xs dark:text-slate-400">{row.about}</span>
              </td>
              <td className="py-2 pr-3 tabular-nums">{row.text}</td>
              <td className="py-2">{rowMarks(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
