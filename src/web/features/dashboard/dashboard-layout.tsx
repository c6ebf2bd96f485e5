import { QueryClientProvider } from "@tanstack/react-query";
import { Menu } from "lucide-react";
import { lazy } from "react";
import { Link, Outlet } from "react-router";
import { paths } from "@/domain/paths";
import { cn } from "@/web/components/ui/cn";
import { DeferredControl, type TriggerProps } from "@/web/components/ui/deferred-control";
import { LogoMark, LogoName } from "@/web/components/ui/logo";
import { InsideShell } from "@/web/features/errors/error-screen";
import { appName } from "@/web/lib/app-info";
import { FIRST_SCREEN_CONTENT_ID, useFirstScreenSettled } from "@/web/lib/first-screen";
import { queryClient } from "@/web/lib/query-client";
import { CompletePendingAction } from "./complete-pending-action";
import { NavigationLinks, railLabel } from "./navigation-links";
import { ProfileMenu } from "./profile-menu";

/** The logo link's name keeps the visible product name in it (WCAG 2.5.3, label in name). */
const homeLabel = `${appName} dashboard home`;

const NavigationDrawer = lazy(() =>
  import("./navigation-drawer").then((module) => ({ default: module.NavigationDrawer })),
);

/**
 * Large screens: a left rail that expands on hover and while the keyboard focus is in it (`:focus-visible`, not
 * `:focus-within`: after a click the clicked link keeps the focus, and the rail must fold when the pointer leaves).
 */
function SideNavigation() {
  return (
    <nav
      aria-label="Main"
      className="group/nav fixed inset-y-0 left-0 z-30 hidden w-16 flex-col overflow-hidden border-slate-200 border-r bg-white transition-[width] delay-100 duration-200 hover:w-64 has-[:focus-visible]:w-64 hover:shadow-xl lg:flex dark:border-slate-800 dark:bg-slate-900"
    >
      <Link to={paths.dashboard} className="flex h-16 items-center gap-3 px-4" aria-label={homeLabel}>
        <LogoMark />
        <LogoName className={railLabel} />
      </Link>
      <div className="flex-1 px-2 py-4">
        <NavigationLinks collapsible />
      </div>
      <div className="border-slate-200 border-t p-3 dark:border-slate-800">
        <ProfileMenu inRail />
      </div>
    </nav>
  );
}

const menuButton = (props: TriggerProps) => (
  <button
    type="button"
    {...props}
    className="rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
    aria-label="Open the menu"
  >
    <Menu aria-hidden="true" className="size-6" />
  </button>
);

/** Small screens: a top bar with a slide-out menu. */
function TopBar() {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-slate-200 border-b bg-white/90 px-4 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/90">
      <DeferredControl control={NavigationDrawer} popup="dialog" trigger={menuButton} props={{}} />
      <Link to={paths.dashboard} className="flex items-center gap-2 rounded-lg" aria-label={homeLabel}>
        <LogoMark className="size-7" />
        <LogoName className="text-base" />
      </Link>
      <ProfileMenu />
    </header>
  );
}

export function Component() {
  const firstScreenSettled = useFirstScreenSettled();
  return (
    <QueryClientProvider client={queryClient}>
      <CompletePendingAction />
      <div className="min-h-dvh">
        <a
          href={`#${FIRST_SCREEN_CONTENT_ID}`}
          className="sr-only z-50 rounded bg-white p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SideNavigation />
        <TopBar />
        <main
          id={FIRST_SCREEN_CONTENT_ID}
          aria-busy={firstScreenSettled ? undefined : true}
          className={cn("px-4 py-8 sm:px-8 lg:pl-24", !firstScreenSettled && "invisible")}
        >
          <div className="mx-auto max-w-6xl">
            <InsideShell value={true}>
              <Outlet />
            </InsideShell>
          </div>
        </main>
      </div>
    </QueryClientProvider>
  );
}
