import type { MouseEvent } from "react";
import { NavLink } from "react-router";
import { cn } from "@/web/components/ui/cn";
import { NAVIGATION } from "./navigation";

/** Shown in the collapsed rail only while it is expanded (hovered, or the keyboard focus is in it). */
export const railLabel =
  "whitespace-nowrap opacity-0 transition-opacity delay-100 group-hover/nav:opacity-100 group-has-[:focus-visible]/nav:opacity-100";

/**
 * The main navigation's links: in the left rail (`collapsible`) and in the slide-out menu of small screens, which
 * follows a link itself (`onNavigate`; calling `preventDefault` on the click keeps the link from navigating).
 */
export function NavigationLinks({
  onNavigate,
  collapsible,
}: {
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
  collapsible?: boolean;
}) {
  return (
    <ul className="space-y-1">
      {NAVIGATION.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={(event) => onNavigate?.(event, to)}
            className={({ isActive }) =>
              cn(
                "flex h-11 items-center gap-3 rounded-lg px-3 font-medium text-sm transition-colors",
                isActive
                  ? "bg-accent-50 text-accent-700 dark:bg-accent-900/50 dark:text-accent-100"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
              )
            }
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span className={collapsible ? railLabel : "whitespace-nowrap"}>{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
