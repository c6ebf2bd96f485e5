import { CircleCheck, CircleX, Download, Mail, Upload } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import {
  ROSTER_IMPORT_ROWS,
  ROSTER_MESSAGES,
  ROSTER_OUTCOME_WORDS,
  ROSTER_REFUSAL_WORDS,
  type RosterOutcome,
} from "@/domain/clubs/roster-terms";
import { INVITATION_DAYS } from "@/domain/leadership/outreach";
import { plural } from "@/domain/plurals";
import { Button, buttonClass } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { Label } from "@/web/components/ui/field";
import { Skeleton } from "@/web/components/ui/skeleton";
import { StackedTable } from "@/web/components/ui/stacked-table";
import { notifyRefusal } from "@/web/lib/toast";
import { clubFileUrls, type RosterReport, useClubSettings, useRosterImport, useRosterPreview } from "./api";
import { ClubPageFailure, clubCentralPage } from "./club-central-shell";

type Row = RosterReport["rows"][number];

const OUTCOME_LOOK: Record<RosterOutcome, { icon: typeof CircleCheck; className: string }> = {
  added: { icon: CircleCheck, className: "text-emerald-700 dark:text-emerald-300" },
  invited: { icon: Mail, className: "text-accent-700 dark:text-accent-300" },
  refused: { icon: CircleX, className: "text-red-700 dark:text-red-400" },
};

/** The row's outcome: an icon and its words (the colour is never alone). */
function Outcome({ row, done }: { row: Row; done: boolean }) {
  const { icon: Icon, className } = OUTCOME_LOOK[row.outcome];
  const words = ROSTER_OUTCOME_WORDS[row.outcome];
  return (
    <span className={cn("inline-flex items-center gap-1.5 font-medium", className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {done ? words.did : words.will}
    </span>
  );
}

/** "2 will be added, 5 will be invited, 3 refused" — or, once done, "2 added, 5 invited, 3 refused". */
function summaryOf(report: RosterReport): string {
  const { added, invited, refused } = report.counts;
  const verb = report.done ? "" : "will be ";
  return `${added} ${verb}added, ${invited} ${verb}invited, ${refused} refused.`;
}

/** Every row of the file with what happens (or happened) to it. */
function RosterReportTable({ report }: { report: RosterReport }) {
  return (
    <StackedTable
      caption={report.done ? "Import report" : "Preview of the import"}
      rows={report.rows}
      rowKey={(row) => String(row.row)}
      columns={[
        { label: "Row", cell: (row) => row.row },
        { label: "Name", cell: (row) => row.name || "—" },
        { label: "E-mail", cell: (row) => <span className="[overflow-wrap:anywhere]">{row.email || "—"}</span> },
        { label: "Outcome", cell: (row) => <Outcome row={row} done={report.done} /> },
        { label: "Why", cell: (row) => (row.reason ? ROSTER_REFUSAL_WORDS[row.reason] : "") },
      ]}
    />
  );
}

/**
 * Import members from a CSV file: choosing the file shows what each row would do (nothing is written or sent);
 * Import does it and shows the report of what happened (docs/decisions/226).
 */
function ImportMembers({ clubId }: { clubId: string }) {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<{ name: string; csv: string }>();
  const preview = useRosterPreview(clubId);
  const runImport = useRosterImport(clubId);
  const report = runImport.data ?? preview.data;
  const toDo = preview.data ? preview.data.counts.added + preview.data.counts.invited : 0;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    runImport.reset();
    preview.reset();
    setFile(undefined);
    if (!chosen) return;
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    preview.mutate(csv, { onError: (error) => notifyRefusal(error, ROSTER_MESSAGES.previewFailed) });
  }

  return (
    <Card>
      <CardHeader
        title="Import members"
        description="Add your members from a CSV file: a name and an e-mail address on each row."
      />
      <CardBody className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={inputId}>CSV file</Label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            onChange={(event) => void choose(event)}
            className="block w-full max-w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-accent-50 file:px-3 file:py-2 file:font-medium file:text-accent-800 dark:file:bg-accent-900/50 dark:file:text-accent-100"
          />
          <p id={hintId} className="text-slate-600 text-sm dark:text-slate-400">
            Columns: name, then e-mail (a header row is optional), separated by commas or semicolons; up to{" "}
            {ROSTER_IMPORT_ROWS} rows. Members of the site are added to the club; other addresses get an invitation to
            join it, open for {INVITATION_DAYS} days. Nothing is sent before you press Import.
          </p>
        </div>
        {preview.isPending && (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">Reading the file</span>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
        {report && (
          <section aria-labelledby={`${inputId}-report`} className="space-y-4">
            <div className="space-y-1">
              <h3 id={`${inputId}-report`} className="font-semibold">
                {report.done ? "Import report" : "Preview"}
                {file && <span className="font-normal text-slate-600 dark:text-slate-400"> — {file.name}</span>}
              </h3>
              <p role="status" className="text-sm">
                {summaryOf(report)}
              </p>
            </div>
            <RosterReportTable report={report} />
            {!report.done && file && (
              <Button
                busy={runImport.isPending}
                disabled={toDo === 0}
                onClick={() =>
                  runImport.mutate(file.csv, {
                    onError: (error) => notifyRefusal(error, ROSTER_MESSAGES.importFailed),
                  })
                }
              >
                <Upload aria-hidden="true" className="size-4" />
                {toDo === 0 ? "Nothing to import" : plural(toDo, { one: "Import # member", other: "Import # members" })}
              </Button>
            )}
          </section>
        )}
      </CardBody>
    </Card>
  );
}

const DOWNLOAD_CLASS = buttonClass({ variant: "secondary" }, "w-full sm:w-auto");

/** The club's lists as CSV files, downloaded by the browser (docs/decisions/227). */
function ExportLists({ clubId }: { clubId: string }) {
  const files = clubFileUrls(clubId);
  return (
    <Card>
      <CardHeader title="Export" description="Download the club's lists as CSV files for a spreadsheet." />
      <CardBody className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href={files.roster} download className={DOWNLOAD_CLASS}>
            <Download aria-hidden="true" className="size-4" /> Export roster
          </a>
          <a href={files.roleHistory} download className={DOWNLOAD_CLASS}>
            <Download aria-hidden="true" className="size-4" /> Export role history
          </a>
          <a href={files.attendance} download className={DOWNLOAD_CLASS}>
            <Download aria-hidden="true" className="size-4" /> Export attendance
          </a>
        </div>
        <p className="text-slate-600 text-sm dark:text-slate-400">
          The roster lists each member's name, e-mail address, the day they joined and their officer role; the role
          history lists every role held at the club's past meetings; the attendance lists who was at each meeting,
          members and guests.
        </p>
      </CardBody>
    </Card>
  );
}

function ClubRoster({ clubId }: { clubId: string }) {
  // the settings answer only the club's officers and admins: the page's own check of who may be here
  const access = useClubSettings(clubId);
  if (access.isError) return <ClubPageFailure error={access.error} />;
  if (!access.data) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading the roster</span>
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <ImportMembers clubId={clubId} />
      <ExportLists clubId={clubId} />
    </div>
  );
}

export const Component = clubCentralPage("roster", ClubRoster);
