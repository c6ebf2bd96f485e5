import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink, useNavigate, useParams } from "react-router";
import { paths } from "@/domain/paths";
import { cn } from "@/web/components/ui/cn";
import { SelectField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";
import { PageHeader } from "@/web/components/ui/page-header";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useClub } from "@/web/features/clubs/api";
import { ApiError } from "@/web/lib/api";
import { useSession } from "@/web/lib/session";
import { usePageSubject } from "@/web/page-title";
import { VisitorGate } from "./access-key-gate";
import { useOfficerClubs } from "./api";

export type ClubSection = "dashboard" | "planning" | "reports" | "roster" | "settings";

const SECTIONS: Array<{ id: ClubSection; label: string; path: (clubId: string) => string }> = [
  { id: "dashboard", label: "Dashboard", path: paths.leadershipClub },
  { id: "planning", label: "Planning", path: paths.leadershipClubPlanning },
  { id: "reports", label: "Reports", path: paths.leadershipClubReports },
  { id: "roster", label: "Roster", path: paths.leadershipClubRoster },
  { id: "settings", label: "Settings", path: paths.leadershipClubSettings },
];
/** The tab bar's links: the five sections, then the club's agenda templates (a page of the club's own). */
const TABS = [...SECTIONS, { id: "templates", label: "Templates", path: paths.clubTemplates }];

/** The club's id in the address of a club page. */
export function useClubIdParam(): string {
  return useParams().clubId ?? "";
}

/** The club choice, when the member is an officer of several clubs: the same page of another club. */
function ClubSwitcher({ clubId, section }: { clubId: string; section: ClubSection }) {
  const clubs = useOfficerClubs().data?.clubs ?? [];
  const navigate = useNavigate();
  const path = SECTIONS.find((candidate) => candidate.id === section)?.path ?? paths.leadershipClub;
  if (clubs.length < 2 || !clubs.some((club) => club.id === clubId)) return null;
  return (
    <SelectField
      label="Club"
      className="w-full sm:w-64"
      value={clubId}
      onChange={(event) => navigate(path(event.target.value))}
    >
      <OptionList items={clubs} toValue={(club) => club.id} toLabel={(club) => club.name} />
    </SelectField>
  );
}

/**
 * The club's name as the page's heading. While it loads, the heading says so to a screen reader (an empty heading
 * is read as nothing) and is marked busy; if it cannot be loaded, the page's place stands in for it (the page below
 * says what went wrong).
 */
function ClubName({ club }: { club: ReturnType<typeof useClub> }) {
  if (club.data) return club.data.name;
  if (club.isError) return "Leadership Central";
  return (
    <span aria-busy="true" className="block">
      <span className="sr-only">Loading the club</span>
      <Skeleton className="h-9 w-64" />
    </span>
  );
}

/** A club page of Leadership Central: the club's name, the club choice and the tab bar, then the page. */
export function ClubCentralShell({ section, children }: { section: ClubSection; children: ReactNode }) {
  const clubId = useClubIdParam();
  const { member, loading } = useSession();
  const club = useClub(clubId);
  usePageSubject(club.data?.name);
  if (!loading && !member) {
    return (
      <>
        <PageHeader title="Leadership Central" />
        <VisitorGate />
      </>
    );
  }
  return (
    <>
      <Link
        to={paths.leadershipFor(clubId)}
        className="mb-3 inline-flex items-center gap-1 text-accent-700 text-sm hover:underline dark:text-accent-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Leadership Central
      </Link>
      <PageHeader
        title={<ClubName club={club} />}
        description="Your club at a glance: its figures, its meetings' roles and its settings."
        actions={<ClubSwitcher clubId={clubId} section={section} />}
      />
      <nav
        aria-label="Club pages"
        className="mb-6 flex gap-1 overflow-x-auto border-slate-200 border-b dark:border-slate-800"
      >
        {TABS.map((item) => (
          <NavLink
            key={item.id}
            to={item.path(clubId)}
            end
            className={({ isActive }) =>
              cn(
                "-mb-px shrink-0 whitespace-nowrap border-b-2 px-2.5 py-2 font-medium text-sm sm:px-4",
                isActive
                  ? "border-accent-600 text-accent-700 dark:text-accent-300"
                  : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100",
              )
            }
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </>
  );
}

/** A club page's route component: the shell of its section around the page of the club in the address. */
export function clubCentralPage(section: ClubSection, Page: (props: { clubId: string }) => ReactNode) {
  return function Component() {
    const clubId = useClubIdParam();
    return (
      <ClubCentralShell section={section}>
        <Page clubId={clubId} />
      </ClubCentralShell>
    );
  };
}

/** What a club page shows when its request was refused or failed. */
export function ClubPageFailure({ error }: { error: unknown }) {
  const message =
    error instanceof ApiError && (error.status === 403 || error.status === 404)
      ? error.message
      : "Failed to load this page. Please reload the page.";
  return (
    <p role="alert" className="text-red-700 text-sm dark:text-red-400">
      {message}
    </p>
  );
}
