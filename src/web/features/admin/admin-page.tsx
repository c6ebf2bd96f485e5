import { ShieldAlert } from "lucide-react";
import { Navigate } from "react-router";
import { paths } from "@/domain/paths";
import { Card } from "@/web/components/ui/card";
import { PageHeader } from "@/web/components/ui/page-header";
import { Skeleton } from "@/web/components/ui/skeleton";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { useProfile } from "../profile/api";
import { AccessKeysSection } from "./access-keys-section";
import { ContactSubmissionsSection } from "./contact-submissions-section";
import { ScheduledWorkSection } from "./scheduled-work-section";

/**
 * Administration: one section per area, each a component of its own in this folder
 * (add yours to the list below). Visitors are sent to sign in; members who are not admins are told so.
 */
export function Component() {
  const { member, loading } = useSession();
  const profile = useProfile();
  if (!loading && !member) return <Navigate to={signInPath(paths.admin)} replace />;
  return (
    <>
      <PageHeader title="Administration" description="Look after the community: messages, access and more." />
      {profile.data?.isAdmin ? (
        <div className="grid gap-8">
          <AccessKeysSection />
          <ContactSubmissionsSection />
          <ScheduledWorkSection />
        </div>
      ) : profile.data || profile.isError ? (
        <Card className="flex max-w-xl items-start gap-4 p-6">
          <ShieldAlert aria-hidden="true" className="size-6 shrink-0 text-amber-600 dark:text-amber-400" />
          <div>
            <h2 className="font-semibold text-lg">Administrators only</h2>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              {profile.isError
                ? "We could not check your access. Please reload the page."
                : "This page is for administrators. If you need access, ask an administrator of your community."}
            </p>
          </div>
        </Card>
      ) : (
        <div aria-busy="true" className="grid max-w-3xl gap-4">
          <span className="sr-only">Loading</span>
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-40" />
        </div>
      )}
    </>
  );
}
