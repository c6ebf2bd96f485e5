import { Download, History, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { Message } from "@/domain/messages";
import { type ReportKind, reportFileName } from "@/domain/tools/reports";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { notify } from "@/web/lib/toast";
import { removeStored } from "./browser-storage";
import { downloadTextFile } from "./download";

/** A tool's history: where the browser keeps it, how it is reported, and the words of its panel. */
export type ToolHistory<Record> = {
  kind: ReportKind;
  storageKey: string;
  /** The text report of every record, written at `now`. */
  report: (records: Record[], now: Date) => string;
  messages: { noData: Message; exported: Message; cleared: Message };
  title: string;
  emptyTitle: string;
  emptyText: string;
  /** e.g. "speech records": used in the confirmation before clearing. */
  recordsName: string;
};

/** A tool's history: Export (a text report) and Clear, and a list that scrolls at a maximum height. */
export function HistoryPanel<Record extends { id: string }>({
  history,
  records,
  children,
}: {
  history: ToolHistory<Record>;
  records: Record[];
  /** One record's item of the list. */
  children: (record: Record) => ReactNode;
}) {
  const { kind, storageKey, messages, title, emptyTitle, emptyText, recordsName } = history;
  const count = records.length;
  const [asking, setAsking] = useState(false);
  const onExport = () => {
    if (count === 0) return notify(messages.noData);
    const now = new Date();
    downloadTextFile(reportFileName(kind, now), history.report(records, now));
    notify(messages.exported);
  };
  const onClear = () => {
    removeStored(storageKey);
    notify(messages.cleared);
  };
  const headingId = `${title.toLowerCase().replaceAll(" ", "-")}-heading`;
  return (
    <Card className="flex flex-col">
      <div className="flex flex-wrap items-center justify-between gap-3 p-5 pb-3">
        <h2 id={headingId} className="font-semibold text-lg">
          {title}
          <span className="ml-2 font-normal text-slate-600 text-sm dark:text-slate-400">({count})</span>
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onExport}>
            <Download aria-hidden="true" className="size-4" />
            Export
          </Button>
          <Button variant="secondary" size="sm" disabled={count === 0} onClick={() => setAsking(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Clear
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={`Clear all ${recordsName}?`}
            description="They are removed from this browser for good. Export a report first if you want to keep them."
            confirmLabel="Clear History"
            onConfirm={onClear}
          />
        </div>
      </div>
      {count === 0 ? (
        <div className="flex flex-col items-center px-5 pt-4 pb-8 text-center">
          <History aria-hidden="true" className="size-8 text-slate-400" />
          <p className="mt-3 font-medium">{emptyTitle}</p>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{emptyText}</p>
        </div>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section tabIndex={0} aria-labelledby={headingId} className="max-h-96 overflow-y-auto px-5 pb-5">
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">{records.map(children)}</ul>
        </section>
      )}
    </Card>
  );
}
