import { ArrowLeft, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { Button, ButtonLink } from "./button";

/**
 * A page made to be printed (the meeting's agenda, its report): while printing only the sheet with `sheetId` is on
 * paper, not the dashboard around it; `extra` adds print rules of the sheet's own.
 */
export function SheetPrintStyle({ sheetId, extra = "" }: { sheetId: string; extra?: string }) {
  const sheet = `#${sheetId}`;
  return (
    <style>{`@media print {
  body * { visibility: hidden; }
  ${sheet}, ${sheet} * { visibility: visible; }
  ${sheet} { position: absolute; inset: 0 auto auto 0; width: 100%; max-width: none; color: #000; }
  ${extra}
}`}</style>
  );
}

/**
 * Above the sheet, not printed: the way back (to the event, unless `backLabel` says where) and, once there is something to print, Print, with any
 * `actions` beside it (the agenda's download).
 */
export function SheetToolbar({
  backTo,
  backLabel = "Back to the event",
  canPrint,
  actions,
}: {
  backTo: string;
  backLabel?: string;
  canPrint: boolean;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap justify-between gap-3 print:hidden">
      <ButtonLink to={backTo} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </ButtonLink>
      {canPrint && (
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </div>
      )}
    </div>
  );
}
