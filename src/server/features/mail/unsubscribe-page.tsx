import { type BulkMailKind, whatIsUnsubscribed } from "../../../domain/mail/preferences";
import { paths } from "../../../domain/paths";
import { LinkLine, OneButton, linkPage as page } from "../../mail/link-page";

/**
 * The pages behind an unsubscribe link (docs/decisions/148), written by the server: they need no sign-in and no
 * script, and a mail scanner that opens the link (GET) only sees the button.
 */

type Shown = { appName: string; appUrl: string; kind: BulkMailKind; clubName: string | null };

const PreferencesLink = ({ appUrl }: { appUrl: string }) => (
  <LinkLine href={`${appUrl}${paths.mailPreferences}`}>Choose which mail you get from each club</LinkLine>
);

/** GET: what the link would stop, and one button that does it. */
export function unsubscribeQuestion(shown: Shown & { token: string }): string {
  const what = whatIsUnsubscribed(shown.kind, shown.clubName);
  return page(
    shown.appName,
    "Unsubscribe",
    <>
      <h1>Unsubscribe</h1>
      <p>{`Stop receiving ${what} by e-mail?`}</p>
      <OneButton token={shown.token} label="Unsubscribe" />
      <PreferencesLink appUrl={shown.appUrl} />
    </>,
  );
}

/** POST: done (the same answer however often it is pressed). */
export function unsubscribed(shown: Shown): string {
  const what = whatIsUnsubscribed(shown.kind, shown.clubName);
  return page(
    shown.appName,
    "Unsubscribed",
    <>
      <h1>You are unsubscribed</h1>
      <p>{`You will no longer receive ${what} by e-mail.`}</p>
      <PreferencesLink appUrl={shown.appUrl} />
    </>,
  );
}

export const BAD_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid. Please use the link from the e-mail exactly as it is, or change your mail preferences in your profile.";

export function badLink(appName: string, appUrl: string): string {
  return page(
    appName,
    "Link not valid",
    <>
      <h1>This link is not valid</h1>
      <p>{BAD_UNSUBSCRIBE_LINK}</p>
      <PreferencesLink appUrl={appUrl} />
    </>,
  );
}
