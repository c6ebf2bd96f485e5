import { type FormEvent, useEffect, useMemo, useState } from "react";
import {
  CLUB_SETTINGS_LIMITS,
  CLUB_SETTINGS_MESSAGES,
  settingMessagesQuestion,
  WEEKDAYS,
} from "@/domain/clubs/settings";
import { runtimeTimeZone } from "@/domain/dates";
import { DEFAULT_NUDGE_DAYS, NUDGE_DAYS } from "@/domain/events/nudge";
import { REMINDER_DAYS } from "@/domain/events/reminders";
import { GRACE_SECONDS } from "@/domain/events/speech-timing";
import { MEETING_LIMITS } from "@/domain/meetings/inputs";
import { plural } from "@/domain/plurals";
import { currentZoneName, timeZoneNames } from "@/domain/time-zone-names";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { InputField, SelectField, TextAreaField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";
import { Skeleton, Spinner } from "@/web/components/ui/skeleton";
import { useClubTemplates } from "@/web/features/agenda-templates/api";
import { notify, notifyRefusal } from "@/web/lib/toast";
import {
  type ClubSettings,
  type ClubSettingsChange,
  useClubSettings,
  useSaveClubSettings,
  useSettingMessages,
} from "./api";
import { ClubPageFailure, clubCentralPage } from "./club-central-shell";

/** The e-mails a number of days before a meeting: the days to choose from and the days a club starts with. */
const DAY_CHOICES = {
  reminderDays: Array.from({ length: REMINDER_DAYS.max + 1 }, (_, days) => days),
  nudgeDays: Array.from({ length: NUDGE_DAYS.max + 1 }, (_, days) => days),
};
const DAY_DEFAULTS = { reminderDays: 2, nudgeDays: DEFAULT_NUDGE_DAYS };
type DaysSetting = keyof typeof DAY_DEFAULTS;

/** The browser's zone by its current name (browsers still say "Asia/Calcutta"; decision 175). */
const browserZone = () => {
  const zone = runtimeTimeZone();
  return currentZoneName(zone) ?? zone;
};

/** Every zone of the maintained list by its current name, the club's own included. */
function useZones(current: string) {
  return useMemo(() => {
    const names = timeZoneNames();
    return names.includes(current) ? names : [current, ...names];
  }, [current]);
}

/** A choice of how many days before a meeting something is e-mailed; 0 is none. */
function DaysBeforeField(props: {
  label: string;
  hint: string;
  value: number;
  onChange: (days: number) => void;
  choices: number[];
  none: string;
}) {
  return (
    <SelectField
      label={props.label}
      hint={props.hint}
      value={String(props.value)}
      onChange={(event) => props.onChange(Number(event.target.value))}
    >
      <OptionList
        items={props.choices}
        toValue={(days) => days}
        toLabel={(days) => (days === 0 ? props.none : `${plural(days, { one: "# day", other: "# days" })} before`)}
      />
    </SelectField>
  );
}

const formOf = (settings: ClubSettings): ClubSettingsChange => ({
  ...settings,
  meetingDay: settings.meetingDay as ClubSettingsChange["meetingDay"],
  timeZone: settings.timeZone ?? browserZone(),
});

function SettingsForm({ clubId, settings }: { clubId: string; settings: ClubSettings }) {
  const [form, setForm] = useState(() => formOf(settings));
  useEffect(() => setForm(formOf(settings)), [settings]);
  const zones = useZones(form.timeZone);
  const save = useSaveClubSettings(clubId);
  const question = useSettingMessages(clubId);
  const [asking, setAsking] = useState<string>();
  const templates = useClubTemplates(clubId).data?.templates ?? [];
  const set = (field: keyof ClubSettingsChange) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  /** A text field of the form with its limit. */
  const text = (field: keyof typeof CLUB_SETTINGS_LIMITS) => ({
    value: form[field],
    onChange: set(field),
    maxLength: CLUB_SETTINGS_LIMITS[field],
  });
  /** A choice of days before a meeting, the club's default while none is set. */
  const days = (field: DaysSetting) => ({
    value: form[field] ?? DAY_DEFAULTS[field],
    onChange: (chosen: number) => setForm((current) => ({ ...current, [field]: chosen })),
    choices: DAY_CHOICES[field],
  });
  const saveNow = () => {
    save.mutate(form, {
      onSuccess: () => notify(CLUB_SETTINGS_MESSAGES.saved),
      onError: (error) => notifyRefusal(error, CLUB_SETTINGS_MESSAGES.saveFailed, "Settings not saved"),
    });
  };
  /** A change to the reminder or open-role setting can send e-mails at once: say how many before saving. */
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = { reminderDays: days("reminderDays").value, nudgeDays: days("nudgeDays").value };
    if (chosen.reminderDays === settings.reminderDays && chosen.nudgeDays === settings.nudgeDays) return saveNow();
    question.mutate(chosen, {
      onSuccess: (counts) => (counts.total > 0 ? setAsking(settingMessagesQuestion(counts)) : saveNow()),
      onError: (error) => notifyRefusal(error, CLUB_SETTINGS_MESSAGES.saveFailed, "Settings not saved"),
    });
  };
  const busy = save.isPending || question.isPending;
  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <form onSubmit={submit} className="space-y-4" aria-label="Club settings">
        <InputField label="Name" {...text("name")} required />
        <TextAreaField label="Description" {...text("description")} rows={4} />
        <InputField label="Location" {...text("location")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Meeting day" value={form.meetingDay} onChange={set("meetingDay")}>
            <option value="">No fixed day</option>
            <OptionList items={WEEKDAYS} toValue={(day) => day} toLabel={(day) => day} />
          </SelectField>
          <InputField label="Meeting time" type="time" value={form.meetingTime} onChange={set("meetingTime")} />
        </div>
        <SelectField
          label="Time zone"
          hint="Where the club meets: its meeting time and its month are read in this zone."
          value={form.timeZone}
          onChange={set("timeZone")}
        >
          <OptionList items={zones} toValue={(zone) => zone} toLabel={(zone) => zone.replaceAll("_", " ")} />
        </SelectField>
        <SelectField
          label="Default template"
          hint="The agenda a new meeting of the club starts from."
          value={form.defaultTemplateId ?? ""}
          onChange={(event) => setForm((current) => ({ ...current, defaultTemplateId: event.target.value || null }))}
        >
          <option value="">No default template</option>
          <OptionList items={templates} toValue={(template) => template.id} toLabel={(template) => template.name} />
        </SelectField>
        <DaysBeforeField
          label="Role reminders"
          hint="Each role holder is e-mailed this many days before the meeting, with links to confirm or give the role up."
          {...days("reminderDays")}
          none="No reminders"
        />
        <DaysBeforeField
          label="Open-role requests"
          hint="If roles are still open this many days before a meeting, members who have had no role in the club's last four meetings are e-mailed the open roles, with links to take one."
          {...days("nudgeDays")}
          none="No requests"
        />
        <InputField
          label="Timing grace (seconds)"
          hint="How far a speech may fall short of its minimum or run past its maximum and still count as within time, from 0 to 120 seconds. Speeches already timed keep their verdict."
          type="number"
          inputMode="numeric"
          min={0}
          max={MEETING_LIMITS.graceSecondsMax}
          step={1}
          value={Number.isNaN(form.graceSeconds) ? "" : String(form.graceSeconds ?? GRACE_SECONDS)}
          onChange={(event) =>
            setForm((current) => ({
              ...current,
              graceSeconds: event.target.value === "" ? Number.NaN : Number(event.target.value),
            }))
          }
        />
        <InputField label="Contact e-mail" type="email" {...text("contactEmail")} />
        <InputField label="Website" type="url" placeholder="https://" {...text("websiteUrl")} />
        <Button type="submit" busy={busy}>
          {busy && <Spinner />} Save Settings
        </Button>
      </form>
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => !open && setAsking(undefined)}
        title="Send e-mails now?"
        description={asking}
        confirmLabel="Save and send"
        busy={save.isPending}
        onConfirm={saveNow}
      />
    </Card>
  );
}

function Settings({ clubId }: { clubId: string }) {
  const settings = useClubSettings(clubId);
  if (settings.isError && !settings.data) return <ClubPageFailure error={settings.error} />;
  if (!settings.data) return <Skeleton className="h-96 max-w-2xl" />;
  return <SettingsForm clubId={clubId} settings={settings.data} />;
}

export const Component = clubCentralPage("settings", Settings);
