import { formatDistanceToNow } from "date-fns";
import {
  BarChart3,
  BookOpen,
  CalendarDays,
  CalendarPlus,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Mic,
  Settings,
  Target,
  UserPlus,
  Users,
  Wrench,
} from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LEADERSHIP_TOOLS } from "@/domain/leadership/messages";
import { paths } from "@/domain/paths";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { SelectField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";
import { Skeleton } from "@/web/components/ui/skeleton";
import { TitledSection } from "@/web/components/ui/titled-section";
import { notify } from "@/web/lib/toast";
import { type LeadershipOverview, useAnnouncementReach, useLeadershipOverview } from "./api";
import { AnnouncementDialog, InviteDialog } from "./outreach-dialogs";

const TOOL_ICONS: Record<(typeof LEADERSHIP_TOOLS)[number]["id"], LucideIcon> = {
  dashboard: LayoutDashboard,
  resources: BookOpen,
  tools: Wrench,
  reports: BarChart3,
  settings: Settings,
};

const ACTIVITY_ICONS: Record<LeadershipOverview["activity"][number]["kind"], LucideIcon> = {
  join: Users,
  event: CalendarPlus,
  role: Mic,
};

export function Stat({ label, value, icon: Icon }: { label: string; value: string | undefined; icon: LucideIcon }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-700 dark:bg-accent-900/50 dark:text-accent-200">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <p className="text-slate-600 text-sm dark:text-slate-400">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-7 w-12" />
        ) : (
          <p className="font-bold text-2xl tabular-nums">{value}</p>
        )}
      </div>
    </Card>
  );
}

const TOOL_CLASS =
  "flex w-full items-center gap-3 rounded-xl border border-slate-200 p-4 text-left transition-colors hover:border-accent-300 hover:bg-accent-50 dark:border-slate-800 dark:hover:border-accent-700 dark:hover:bg-accent-900/30";

/**
 * Where a tool card leads: the chosen club's pages (decision 150) and the meeting resources; without a club (a
 * network-wide grant) the club's pages are not there and the card says what is coming.
 */
function toolPath(tool: (typeof LEADERSHIP_TOOLS)[number]["id"], clubId: string | undefined): string | undefined {
  if (tool === "resources" || tool === "tools") return paths.resources;
  if (!clubId) return undefined;
  if (tool === "reports") return paths.leadershipClubReports(clubId);
  if (tool === "settings") return paths.leadershipClubSettings(clubId);
  return paths.leadershipClub(clubId);
}

type OfficerClub = { id: string; name: string };

const WHOLE_NETWORK = "";

/**
 * Whose overview is shown (decision 178): an officer's club, or a choice when they serve several; admins and the
 * network-wide grant choose the whole network or any club. Kept in the address (?club=).
 */
function OverviewChoice({
  clubs,
  clubId,
  networkWide,
}: {
  clubs: OfficerClub[];
  clubId: string | undefined;
  networkWide: boolean;
}) {
  const [, setSearch] = useSearchParams();
  const chosen = clubs.find((club) => club.id === clubId);
  if (!networkWide && clubs.length === 1 && chosen) {
    return (
      <p className="text-sm">
        Your club: <span className="font-medium">{chosen.name}</span>
      </p>
    );
  }
  if (!networkWide && !chosen) return null;
  return (
    <SelectField
      label={networkWide ? "Overview of" : "Your club"}
      className="sm:max-w-xs"
      value={chosen?.id ?? WHOLE_NETWORK}
      onChange={(event) =>
        setSearch(event.target.value === WHOLE_NETWORK ? {} : { club: event.target.value }, { replace: true })
      }
    >
      {networkWide && <option value={WHOLE_NETWORK}>The whole network</option>}
      <OptionList items={clubs} toValue={(club) => club.id} toLabel={(club) => club.name} />
    </SelectField>
  );
}

export function LeadershipCentral() {
  const reach = useAnnouncementReach(true);
  const networkWide = reach.data?.networkWide ?? false;
  const clubs = reach.data?.clubs ?? [];
  const [search] = useSearchParams();
  const asked = clubs.find((club) => club.id === search.get("club"));
  const clubId = asked?.id ?? (networkWide ? undefined : clubs[0]?.id);
  const overview = useLeadershipOverview(clubId, reach.isSuccess);
  const [dialog, setDialog] = useState<"announcement" | "invite" | undefined>();
  const stats = overview.data?.stats;
  const failed = overview.isError && !overview.data;
  const figure = (value: number | undefined) => (failed ? "–" : value === undefined ? undefined : String(value));
  return (
    <div className="space-y-8">
      <TitledSection
        id="overview-heading"
        title={overview.data ? `Overview: ${overview.data.scope.club?.name ?? "the whole network"}` : "Overview"}
        titleClassName="mb-3 font-semibold text-lg"
      >
        {failed && (
          <p role="alert" className="mb-4 text-red-700 text-sm dark:text-red-400">
            Failed to load Leadership Central. Please reload the page.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Stat label="Active Members" value={figure(stats?.activeMembers)} icon={Users} />
          <Stat label="Meetings This Month" value={figure(stats?.meetingsThisMonth)} icon={CalendarDays} />
          <Stat label="Speeches This Month" value={figure(stats?.speechesThisMonth)} icon={Mic} />
          <Stat
            label="Goals Completed"
            value={failed ? "–" : stats && `${stats.goals.completed}/${stats.goals.attempted}`}
            icon={Target}
          />
        </div>
      </TitledSection>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title="Leadership Tools" description="Everything officers need to run great clubs." />
          <CardBody className="space-y-4">
            <OverviewChoice clubs={clubs} clubId={clubId} networkWide={networkWide} />
            <ul className="grid gap-3 sm:grid-cols-2">
              {LEADERSHIP_TOOLS.map((tool) => {
                const Icon = TOOL_ICONS[tool.id];
                const content = (
                  <>
                    <Icon aria-hidden="true" className="size-6 shrink-0 text-accent-600 dark:text-accent-300" />
                    <span>
                      <span className="block font-medium">{tool.title}</span>
                      <span className="block text-slate-600 text-sm dark:text-slate-400">{tool.description}</span>
                    </span>
                  </>
                );
                const to = toolPath(tool.id, clubId);
                return (
                  <li key={tool.id}>
                    {to ? (
                      <Link to={to} className={TOOL_CLASS}>
                        {content}
                      </Link>
                    ) : (
                      <button type="button" onClick={() => notify(tool.comingSoon)} className={TOOL_CLASS}>
                        {content}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Quick Actions" description="Reach your members." />
          <CardBody className="flex flex-col gap-3">
            <Button onClick={() => setDialog("announcement")}>
              <Megaphone aria-hidden="true" className="size-4" /> Send Announcement
            </Button>
            <Button variant="secondary" onClick={() => setDialog("invite")}>
              <UserPlus aria-hidden="true" className="size-4" /> Invite New Member
            </Button>
          </CardBody>
        </Card>
      </div>

      <RecentActivity overview={overview.data} loading={overview.isPending} />

      <AnnouncementDialog
        open={dialog === "announcement"}
        onOpenChange={(open) => setDialog(open ? "announcement" : undefined)}
      />
      <InviteDialog open={dialog === "invite"} onOpenChange={(open) => setDialog(open ? "invite" : undefined)} />
    </div>
  );
}

function RecentActivity({ overview, loading }: { overview: LeadershipOverview | undefined; loading: boolean }) {
  return (
    <Card>
      <section aria-label="Recent Activity">
        <CardHeader title="Recent Activity" description="The latest joins, events and meeting-role sign-ups." />
        <CardBody>
          {loading ? (
            <div aria-busy="true" className="space-y-3">
              <span className="sr-only">Loading recent activity</span>
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} className="h-12" />
              ))}
            </div>
          ) : !overview || overview.activity.length === 0 ? (
            <p className="text-slate-600 text-sm dark:text-slate-400">
              No activity yet. Joins, new events and role sign-ups will show up here.
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {overview.activity.map((item) => {
                const Icon = ACTIVITY_ICONS[item.kind];
                return (
                  <li key={`${item.kind}-${item.at}-${item.title}`} className="flex items-start gap-3 py-3">
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600 dark:text-accent-300" />
                    {/* on a phone the time goes under the detail, so title and detail keep the width and wrap */}
                    <div className="min-w-0 flex-1 sm:flex sm:items-start sm:justify-between sm:gap-3">
                      <div className="min-w-0">
                        <p className="font-medium">{item.title}</p>
                        <p className="text-slate-600 text-sm dark:text-slate-400">{item.detail}</p>
                      </div>
                      <time
                        dateTime={item.at}
                        className="mt-0.5 block text-slate-600 text-xs sm:mt-0 sm:shrink-0 dark:text-slate-400"
                      >
                        {formatDistanceToNow(new Date(item.at), { addSuffix: true })}
                      </time>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </CardBody>
      </section>
    </Card>
  );
}
