import { Copy, KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { dayKey } from "@/domain/dates";
import {
  ACCESS_KEY_DEFAULTS,
  ACCESS_KEY_LIMITS,
  ACCESS_KEY_MAX_USES,
  type AccessKeyStatus,
  accessKeyTerms,
  dayInWords,
  defaultLastDay,
  lastDayOfKey,
} from "@/domain/leadership/access-keys";
import { ACCESS_KEY_ADMIN_MESSAGES } from "@/domain/leadership/messages";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { InputField, SelectField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";
import { Skeleton } from "@/web/components/ui/skeleton";
import { TableScroller } from "@/web/components/ui/table-scroller";
import { useClubChoices } from "@/web/features/events/api";
import { ApiError } from "@/web/lib/api";
import { notify, notifyFailure } from "@/web/lib/toast";
import { type AccessKey, useAccessKeys, useDeactivateAccessKey, useIssueAccessKey } from "./api";

const STATUS_STYLES: Record<AccessKeyStatus, string> = {
  active: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100",
  expired: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  inactive: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  "used-up": "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};
const STATUS_LABELS: Record<AccessKeyStatus, string> = {
  active: "Active",
  expired: "Expired",
  inactive: "Inactive",
  "used-up": "Used up",
};

/** Uses so far, out of the key's limit. */
const usesText = (key: AccessKey) =>
  key.maxUses === null ? `${key.usedCount} (no limit)` : `${key.usedCount} of ${key.maxUses}`;

/** The last day a key works, as the admin chose it (stored as the following midnight UTC), in every viewer's zone. */
const lastDay = (expiresAt: string) => dayInWords(lastDayOfKey(expiresAt));

/** The headings of the issued keys table, before its actions. */
const KEY_COLUMNS = ["Key", "Label", "Club", "Status", "Uses", "Last day"];

/** Leadership access keys: issue one (shown once), see them all by prefix, deactivate. */
export function AccessKeysSection() {
  const keys = useAccessKeys();
  const [label, setLabel] = useState("");
  const [expiresOn, setExpiresOn] = useState(() => defaultLastDay());
  const [uses, setUses] = useState(String(ACCESS_KEY_DEFAULTS.uses));
  const [clubId, setClubId] = useState("");
  const clubs = useClubChoices();
  /** The key just issued, shown once, with what it allows. */
  const [issued, setIssued] = useState<{ key: string; terms: string } | undefined>();
  /** The key whose deactivation waits for the admin's confirmation. */
  const [toDeactivate, setToDeactivate] = useState<AccessKey | undefined>();
  const issue = useIssueAccessKey();
  const deactivate = useDeactivateAccessKey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (issue.isPending) return;
    issue.mutate(
      { label, expiresOn: expiresOn || null, maxUses: uses.trim() === "" ? null : Number(uses), clubId },
      {
        onSuccess: ({ key, accessKey }) => {
          setIssued({ key, terms: accessKeyTerms(accessKey) });
          setLabel("");
          setExpiresOn(defaultLastDay());
          setUses(String(ACCESS_KEY_DEFAULTS.uses));
          setClubId("");
          notify(ACCESS_KEY_ADMIN_MESSAGES.issued);
        },
        onError: (error) =>
          notify(
            error instanceof ApiError && error.status === 400
              ? { title: "Error", description: error.message }
              : ACCESS_KEY_ADMIN_MESSAGES.issueFailed,
            "destructive",
          ),
      },
    );
  };
  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.key);
      notify(ACCESS_KEY_ADMIN_MESSAGES.copied);
    } catch {
      notify({ title: "Error", description: "Could not copy. Select the key and copy it by hand." }, "destructive");
    }
  };
  const today = dayKey(new Date());
  return (
    <Card className="min-w-0">
      <section aria-label="Leadership access keys">
        <CardHeader
          title="Leadership access keys"
          description="Give a key to a club officer so they can open Leadership Central. A key issued for a club makes whoever redeems it an officer of that club. A key is for one person and works for 14 days unless you choose otherwise; deactivate it when it should stop working."
          icon={<KeyRound aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-600 dark:text-accent-300" />}
        />
        <CardBody className="space-y-6">
          <form
            onSubmit={submit}
            className="grid gap-4 sm:grid-cols-2 sm:items-start xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem_12rem_auto]"
            noValidate
          >
            <InputField
              label="Label (optional)"
              value={label}
              onChange={(event) => setLabel(event.target.value)}
              maxLength={ACCESS_KEY_LIMITS.label}
              placeholder="e.g. Spring officers, Berlin"
            />
            <SelectField label="Club (optional)" value={clubId} onChange={(event) => setClubId(event.target.value)}>
              <option value="">Every club (network-wide)</option>
              <OptionList items={clubs.data ?? []} toValue={(club) => club.id} toLabel={(club) => club.name} />
            </SelectField>
            <InputField
              label="Uses"
              type="number"
              inputMode="numeric"
              min={1}
              max={ACCESS_KEY_MAX_USES}
              value={uses}
              onChange={(event) => setUses(event.target.value)}
              hint="How many people may redeem it. Empty: no limit."
            />
            <InputField
              label="Last day"
              type="date"
              min={today}
              value={expiresOn}
              onChange={(event) => setExpiresOn(event.target.value)}
              hint="14 days from today to start. Empty: no expiry."
            />
            <Button type="submit" busy={issue.isPending} className="h-11 sm:mt-7">
              {issue.isPending ? "Issuing..." : "Issue key"}
            </Button>
          </form>

          {issued && (
            <div
              role="status"
              className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950/50"
            >
              <p className="font-medium text-emerald-900 dark:text-emerald-100">
                New key — copy it now, it will not be shown again:
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <code
                  data-testid="issued-access-key"
                  className="select-all break-all rounded-lg bg-white px-3 py-2 font-mono text-base text-slate-900 dark:bg-slate-900 dark:text-slate-100"
                >
                  {issued.key}
                </code>
                <Button variant="secondary" size="sm" onClick={() => void copy()}>
                  <Copy aria-hidden="true" className="size-4" /> Copy
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setIssued(undefined)}>
                  Done
                </Button>
              </div>
              <p className="mt-2 text-emerald-900 text-sm dark:text-emerald-100">{issued.terms}</p>
            </div>
          )}

          <KeyList
            keys={keys.data?.accessKeys}
            loading={keys.isPending}
            failed={keys.isError}
            busyId={deactivate.isPending ? deactivate.variables : undefined}
            onDeactivate={setToDeactivate}
          />
          <ConfirmDialog
            open={toDeactivate !== undefined}
            onOpenChange={(open) => !open && setToDeactivate(undefined)}
            title={`Deactivate ${toDeactivate?.prefix ?? ""}…?`}
            description="Nobody can redeem this key any more. Members who already opened Leadership Central with it keep their access. This cannot be undone."
            confirmLabel="Deactivate key"
            busy={deactivate.isPending}
            onConfirm={() => {
              if (toDeactivate)
                deactivate.mutate(toDeactivate.id, {
                  onSuccess: () => notify(ACCESS_KEY_ADMIN_MESSAGES.deactivated),
                  onError: (error) => notifyFailure(ACCESS_KEY_ADMIN_MESSAGES.deactivateFailed, error),
                });
              setToDeactivate(undefined);
            }}
          />
        </CardBody>
      </section>
    </Card>
  );
}

function KeyList(props: {
  keys: AccessKey[] | undefined;
  loading: boolean;
  failed: boolean;
  busyId: string | undefined;
  onDeactivate: (key: AccessKey) => void;
}) {
  if (props.loading) {
    return (
      <div aria-busy="true" className="space-y-2">
        <span className="sr-only">Loading access keys</span>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (props.failed || !props.keys) {
    return <p className="text-red-700 text-sm dark:text-red-400">The access keys could not be loaded.</p>;
  }
  if (props.keys.length === 0) {
    return <p className="text-slate-600 text-sm dark:text-slate-400">No access keys yet. Issue the first one above.</p>;
  }
  return (
    <TableScroller>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Issued access keys</caption>
        <thead className="border-slate-200 border-b text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {KEY_COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-2 pr-3 font-medium">
                {column}
              </th>
            ))}
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {props.keys.map((key) => (
            <tr key={key.id}>
              <td className="py-2 pr-3 font-mono">{key.prefix}…</td>
              <td className="py-2 pr-3">{key.label ?? "—"}</td>
              <td className="py-2 pr-3">{key.club?.name ?? "Every club"}</td>
              <td className="py-2 pr-3">
                <span className={cn("rounded-full px-2.5 py-0.5 font-medium text-xs", STATUS_STYLES[key.status])}>
                  {STATUS_LABELS[key.status]}
                </span>
              </td>
              <td className="py-2 pr-3 tabular-nums">{usesText(key)}</td>
              <td className="py-2 pr-3">{key.expiresAt ? lastDay(key.expiresAt) : "No expiry"}</td>
              <td className="py-2 text-right">
                {key.status !== "inactive" && (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={props.busyId === key.id}
                    onClick={() => props.onDeactivate(key)}
                    aria-label={`Deactivate ${key.prefix}`}
                  >
                    Deactivate
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
