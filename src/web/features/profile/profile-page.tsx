import { Navigate } from "react-router";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { PageHeader } from "@/web/components/ui/page-header";
import { Skeleton } from "@/web/components/ui/skeleton";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { paths } from "@/web/paths";
import { useProfile } from "./api";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";

export function Component() {
  const { member, loading } = useSession();
  const profile = useProfile();
  if (!loading && !member) return <Navigate to={signInPath(paths.profile)} replace />;
  return (
    <>
      <PageHeader title="Profile" description="How other members see you, and how you sign in." />
      <div className="grid max-w-3xl gap-6">
        <Card>
          <CardHeader
            title="Your details"
            description="Your name and picture appear on clubs, meeting roles and events."
          />
          <CardBody>
            {profile.data ? (
              <ProfileForm profile={profile.data} />
            ) : profile.isError ? (
              <p role="alert" className="text-red-700 dark:text-red-400">
                Your profile could not be loaded. Please reload the page.
              </p>
            ) : (
              <div className="space-y-4">
                <Skeleton className="h-11" />
                <Skeleton className="h-11" />
                <Skeleton className="h-11" />
              </div>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Change password" description="Changing it signs you out everywhere else." />
          <CardBody>
            <PasswordForm />
          </CardBody>
        </Card>
      </div>
    </>
  );
}
