import { LogIn } from "lucide-react";
import { lazy } from "react";
import { Link, useLocation } from "react-router";
import { displayName } from "@/domain/member-names";
import { Avatar } from "@/web/components/ui/avatar";
import { ButtonLink } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { DeferredControl, type TriggerProps } from "@/web/components/ui/deferred-control";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { railLabel } from "./navigation-links";

const MemberMenu = lazy(() => import("./member-menu").then((module) => ({ default: module.MemberMenu })));

/** The member's menu (Profile, Log out); visitors get a Sign in link instead. `inRail`: in the left rail. */
export function ProfileMenu({ inRail = false }: { inRail?: boolean }) {
  const { member, loading } = useSession();
  const { pathname } = useLocation();
  if (loading)
    return <div aria-hidden="true" className="size-9 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />;
  if (!member) {
    return inRail ? (
      <Link
        to={signInPath(pathname)}
        className="flex h-11 items-center gap-3 rounded-lg bg-accent-600 px-3 font-medium text-sm text-white hover:bg-accent-700"
      >
        <LogIn aria-hidden="true" className="size-5 shrink-0" />
        <span className={railLabel}>Sign in</span>
      </Link>
    ) : (
      <ButtonLink to={signInPath(pathname)} size="sm">
        <LogIn aria-hidden="true" className="size-4" />
        Sign in
      </ButtonLink>
    );
  }
  const person = { firstName: member.name, lastName: member.lastName, email: member.email, picture: member.image };
  const name = displayName(person);
  // The name the rail shows is part of the button's name (WCAG 2.5.3, label in name).
  const trigger = (props: TriggerProps) => (
    <button
      type="button"
      {...props}
      className="flex min-w-0 items-center gap-3 rounded-full p-0.5 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
      aria-label={`${name}: open the profile menu`}
    >
      <Avatar person={person} />
      {inRail && <span className={cn("truncate pr-2 font-medium text-sm", railLabel)}>{name}</span>}
    </button>
  );
  return <DeferredControl control={MemberMenu} popup="menu" trigger={trigger} props={{ email: member.email }} />;
}
