import { BULK_MAIL_KINDS, BULK_MAIL_LABELS, MAIL_PREFERENCE_MESSAGES } from "@/domain/mail/preferences";
import { notify, notifyFailure } from "@/web/lib/toast";
import { type MailPreferences as Preferences, useMailPreferences, useSaveMailPreferences } from "./api";
import { LoadedSection } from "./loaded-section";

type ClubChoice = Preferences["clubs"][number];

/** Per club, a switch for announcements, one for meeting agendas (decision 148) and one for open roles (157). */
export function MailPreferences() {
  const preferences = useMailPreferences();
  return (
    <LoadedSection
      anchor="mail-preferences"
      failure="Your mail preferences could not be loaded. Please reload the page."
      query={preferences}
      shapes={["h-16"]}
    >
      {(data) => <ClubChoices clubs={data.clubs} />}
    </LoadedSection>
  );
}

function ClubChoices({ clubs }: { clubs: ClubChoice[] }) {
  const save = useSaveMailPreferences();
  if (clubs.length === 0) {
    return <p className="text-slate-600 text-sm dark:text-slate-400">Join a club to choose what it e-mails you.</p>;
  }
  const toggle = (club: ClubChoice, kind: (typeof BULK_MAIL_KINDS)[number]) =>
    save.mutate(
      {
        clubId: club.clubId,
        announcements: club.announcements,
        agendas: club.agendas,
        openRoles: club.openRoles,
        [kind]: !club[kind],
      },
      {
        onSuccess: () => notify(MAIL_PREFERENCE_MESSAGES.saved),
        onError: (error) => notifyFailure(MAIL_PREFERENCE_MESSAGES.failed, error),
      },
    );
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {clubs.map((club) => (
        <li key={club.clubId} className="py-3 first:pt-0 last:pb-0">
          <h3 className="font-medium">{club.clubName}</h3>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {BULK_MAIL_KINDS.map((kind) => {
              const id = `mail-${kind}-${club.clubId}`;
              return (
                <label key={kind} htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    checked={club[kind]}
                    aria-checked={club[kind]}
                    disabled={save.isPending}
                    onChange={() => toggle(club, kind)}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-indigo-600 peer-checked:after:translate-x-5 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-500 peer-focus-visible:outline-offset-2 peer-disabled:opacity-60 dark:bg-slate-700"
                  />
                  <span>
                    {BULK_MAIL_LABELS[kind]} {club[kind] ? "on" : "off"}
                  </span>
                </label>
              );
            })}
          </div>
        </li>
      ))}
    </ul>
  );
}
