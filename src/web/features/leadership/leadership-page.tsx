import { PageHeader } from "@/web/components/ui/page-header";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useSession } from "@/web/lib/session";
import { AccessKeyGate, VisitorGate } from "./access-key-gate";
import { useLeadershipAccess } from "./api";
import { LeadershipCentral } from "./leadership-central";

export function Component() {
  const { member, loading } = useSession();
  const access = useLeadershipAccess();
  return (
    <>
      <PageHeader
        title="Leadership Central"
        description="Tools and insights for club officers: see how the community is doing and reach every member."
      />
      {loading || (member && access.isPending) ? (
        <div aria-busy="true" className="mx-auto max-w-lg space-y-4">
          <span className="sr-only">Checking your access</span>
          <Skeleton className="h-64" />
        </div>
      ) : !member ? (
        <VisitorGate />
      ) : access.data?.granted ? (
        <LeadershipCentral />
      ) : (
        <AccessKeyGate />
      )}
    </>
  );
}
