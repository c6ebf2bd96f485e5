import { useQuery } from "@tanstack/react-query";
import { LogIn, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, useLocation, useNavigate } from "react-router";
import { displayName } from "@/domain/accounts";
import { Avatar } from "@/web/components/ui/avatar";
import { ButtonLink } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { api } from "@/web/lib/api";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { useSignOut } from "@/web/lib/sign-out";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

/** Shown in the collapsed rail only while it is expanded. */
export const railLabel =
  "whitespace-nowrap opacity-0 transition-opacity delay-100 group-focus-within/nav:opacity-100 group-hover/nav:opacity-100";

/** The member's menu (Profile, Log out); visitors get a Sign in link instead. `inRail`: in the left rail. */
export function ProfileMenu({ inRail = false }: { inRail?: boolean }) {
  const { member, loading } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const profile = useQuery({
    queryKey: ["profile"],
    queryFn: () => api<{ isAdmin: boolean }>("/profile"),
    enabled: Boolean(member),
  });
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
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex min-w-0 items-center gap-3 rounded-full p-0.5 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label="Open the profile menu"
      >
        <Avatar person={person} />
        {inRail && <span className={cn("truncate pr-2 font-medium text-sm", railLabel)}>{displayName(person)}</span>}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-slate-600 text-xs dark:text-slate-400">
            {member.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate("/dashboard/profile")}>
            <UserRound aria-hidden="true" className="size-4" /> Profile
          </DropdownMenu.Item>
          {profile.data?.isAdmin && (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate("/dashboard/admin")}>
              <ShieldCheck aria-hidden="true" className="size-4" /> Administration
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut("/auth")}>
            <LogOut aria-hidden="true" className="size-4" /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
