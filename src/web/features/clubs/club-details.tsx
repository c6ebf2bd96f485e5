import { CalendarClock, Globe, Mail, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { zoneLabel } from "@/domain/events/time-zones";
import { plural } from "@/domain/plurals";

type ClubFacts = {
  location: string | null;
  meetingDay: string | null;
  meetingTime: string | null;
  /** The club's IANA zone (the club page only): named after its meeting time. */
  timeZone?: string | null;
  contactEmail: string | null;
  websiteUrl: string | null;
  memberCount: number;
};

const meetingText = (club: ClubFacts) => {
  const when = [club.meetingDay && `${club.meetingDay}s`, club.meetingTime].filter(Boolean).join(" at ");
  if (!when) return "Meeting time to be announced";
  return club.timeZone ? `${when} (${zoneLabel(club.timeZone)})` : when;
};

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="shrink-0 pt-0.5 text-slate-500 dark:text-slate-400">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Location, meeting day and time, contact, website and member count of a club. */
export function ClubDetails({ club }: { club: ClubFacts }) {
  const icon = "size-4";
  const website = safeWebsite(club.websiteUrl);
  return (
    <dl className="space-y-2 text-slate-700 text-sm dark:text-slate-300">
      <Fact icon={<MapPin aria-hidden="true" className={icon} />} label="Location">
        {club.location || "Location to be announced"}
      </Fact>
      <Fact icon={<CalendarClock aria-hidden="true" className={icon} />} label="Meets">
        {meetingText(club)}
      </Fact>
      {club.contactEmail && (
        <Fact icon={<Mail aria-hidden="true" className={icon} />} label="Contact">
          <a
            className="text-accent-700 underline-offset-2 hover:underline dark:text-accent-300"
            href={`mailto:${club.contactEmail}`}
          >
            {club.contactEmail}
          </a>
        </Fact>
      )}
      {website && (
        <Fact icon={<Globe aria-hidden="true" className={icon} />} label="Website">
          <a
            className="text-accent-700 underline-offset-2 hover:underline dark:text-accent-300"
            href={website.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {website.host}
          </a>
        </Fact>
      )}
      <Fact icon={<Users aria-hidden="true" className={icon} />} label="Members">
        {plural(club.memberCount, { one: "# member", other: "# members" })}
      </Fact>
    </dl>
  );
}

/** Only http(s) addresses become links. */
function safeWebsite(url: string | null): { href: string; host: string } | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return undefined;
    return { href: parsed.href, host: parsed.host + (parsed.pathname === "/" ? "" : parsed.pathname) };
  } catch {
    return undefined;
  }
}
