import { LogOut, ShieldCheck, TrendingUp, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useNavigate } from "react-router";
import { paths } from "@/domain/paths";
import type { DeferredControlProps } from "@/web/components/ui/deferred-control";
import { useProfile } from "@/web/features/profile/api";
import { useSignOut } from "@/web/lib/sign-out";
import { notifySignOut } from "@/web/lib/toast";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

/** The signed-in member's menu: Profile, My speaking record, Administration (for admins), Log out (loaded after the page has rendered). */
export function MemberMenu({ email, trigger, defaultOpen, autoFocus }: DeferredControlProps & { email: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const profile = useProfile();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger({ autoFocus })}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-slate-600 text-xs dark:text-slate-400">
            {email}
          </DropdownMenu.Label>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.profile)}>
            <UserRound aria-hidden="true" className="size-4" /> Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.speakingRecord())}>
            <TrendingUp aria-hidden="true" className="size-4" /> My speaking record
          </DropdownMenu.Item>
          {profile.data?.isAdmin && (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.admin)}>
              <ShieldCheck aria-hidden="true" className="size-4" /> Administration
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut(paths.signIn).then(notifySignOut)}>
            <LogOut aria-hidden="true" className="size-4" /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
