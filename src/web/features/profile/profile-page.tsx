import type { ComponentProps, ReactNode } from "react";
import { Navigate } from "react-router";
import { ABSENCE_MESSAGES } from "@/domain/members/absences";
import { CALENDAR_FEED_MESSAGES } from "@/domain/members/calendar-feed-messages";
import { paths } from "@/domain/paths";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { PageHeader } from "@/web/components/ui/page-header";
import { Skeletons } from "@/web/components/ui/skeleton";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { useProfile } from "./api";
import { AwayDates } from "./away-dates";
import { CalendarFeed } from "./calendar-feed";
import { MailPreferences } from "./mail-preferences";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import { ReceivedEvaluations } from "./received-evaluations";
import { RecordVisibility } from "./record-visibility";

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
                <Skeletons shapes={["h-11", "h-11", "h-11"]} />
              </div>
            )}
          </CardBody>
        </Card>
        <ProfileCard
          anchor="evaluations"
          title="Evaluations you received"
          description="What your evaluators wrote about your speeches at meetings. Each one is also e-mailed to you."
        >
          <ReceivedEvaluations />
        </ProfileCard>
        <ProfileCard
          anchor="mail-preferences"
          title="Mail from your clubs"
          description="Choose, for each club, whether it e-mails you announcements, meeting agendas and requests to take open roles. Mail about your account always arrives."
        >
          <MailPreferences />
        </ProfileCard>
        <ProfileCard
          anchor="record-visibility"
          title="Who sees your speaking record"
          description="Members of your clubs can see the roles you held, your speeches and how they went, unless you hide it."
        >
          <RecordVisibility />
        </ProfileCard>
        <ProfileCard anchor="calendar" title="Your calendar" description={CALENDAR_FEED_MESSAGES.hint}>
          <CalendarFeed />
        </ProfileCard>
        <ProfileCard anchor="away-dates" title="Away dates" description={ABSENCE_MESSAGES.hint}>
          <AwayDates />
        </ProfileCard>
        <ProfileCard title="Change password" description="Changing it signs you out everywhere else.">
          <PasswordForm />
        </ProfileCard>
      </div>
    </>
  );
}

/** One part of the profile page, a card; with an `anchor`, a section named by its title that a link can scroll to. */
function ProfileCard({
  title,
  description,
  anchor,
  children,
}: {
  title: string;
  description: ComponentProps<typeof CardHeader>["description"];
  anchor?: string;
  children: ReactNode;
}) {
  const card = (
    <Card>
      <CardHeader title={title} description={description} />
      <CardBody>{children}</CardBody>
    </Card>
  );
  return anchor ? (
    <section id={anchor} aria-label={title} className="scroll-mt-20">
      {card}
    </section>
  ) : (
    card
  );
}
