import { Undo2, UserPlus } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { type FillerRow, fillerSpeakerKey, speakerCounts, tappedCount } from "@/domain/meetings/fillers";
import { type FillerWord, SPEAKER_NAME_MAX, speakerNameOrNull } from "@/domain/tools/ah-counter";
import { TOOL_MESSAGES } from "@/domain/tools/messages";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { inputClass, SelectField } from "@/web/components/ui/field";
import { FillerWordButtons } from "@/web/components/ui/filler-word-buttons";
import { TitledSection } from "@/web/components/ui/titled-section";
import { newActionId } from "@/web/lib/action-id";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { type ConsoleState, useConsoleReads, useFillerTap } from "./api";

/** Who the ah counter may count for: a member of the meeting (by id) or a guest (by name). */
type Speaker = { key: string; name: string; speakerUserId?: string; speakerName?: string };

/**
 * A tap sent from this screen: counted on screen until the console's state shows it — once recorded, by the first
 * read of the state after `readsBefore`.
 */
type Tap = { actionId: string; speakerKey: string; word: FillerWord; delta: 1 | -1; readsBefore?: number };

const TAP_FAILED = { title: "Tap Not Saved", description: "That tap could not be saved. Please tap again." };

/** The meeting's speakers and role holders, those timed, and the guests counted or added on this screen, once each. */
function speakersOf(state: ConsoleState, guests: string[]): Speaker[] {
  const found = new Map<string, Speaker>();
  const member = (userId: string, name: string) => {
    const key = fillerSpeakerKey({ speakerUserId: userId });
    if (!found.has(key)) found.set(key, { key, name, speakerUserId: userId });
  };
  const guest = (name: string) => {
    const key = fillerSpeakerKey({ speakerName: name });
    if (!found.has(key)) found.set(key, { key, name, speakerName: name });
  };
  for (const speaker of state.speakers) member(speaker.userId, speaker.name);
  for (const holder of state.roleHolders) member(holder.userId, holder.name);
  for (const timing of state.timings) {
    if (timing.speakerUserId) member(timing.speakerUserId, timing.speakerName);
    else guest(timing.speakerName);
  }
  for (const row of state.fillers) {
    if (row.speakerUserId) member(row.speakerUserId, row.speakerName);
    else guest(row.speakerName);
  }
  for (const name of guests) guest(name);
  return [...found.values()];
}

/** The counts as saved, with the taps not yet shown in them applied (never below zero). */
function withTaps(rows: ConsoleState["fillers"], taps: Tap[]): FillerRow[] {
  const counts = new Map<string, FillerRow>(
    rows.map((row) => [
      `${row.speakerKey}\u0000${row.word}`,
      { speakerKey: row.speakerKey, word: row.word, count: row.count },
    ]),
  );
  for (const tap of taps) {
    const key = `${tap.speakerKey}\u0000${tap.word}`;
    const row = counts.get(key) ?? { speakerKey: tap.speakerKey, word: tap.word, count: 0 };
    counts.set(key, { ...row, count: tappedCount(row.count, tap.delta) });
  }
  return [...counts.values()];
}

/**
 * The ah counter's panel in the meeting console (docs/decisions/159): pick a speaker of the meeting (or type a
 * guest's name, under the words), tap the eight words as in the standalone counter — all eight on a phone's first
 * screen; each tap is saved as it is tapped (a failed one
 * is sent again, counted once), and every speaker's total is shown.
 */
export function FillerPanel({ state, records = true }: { state: ConsoleState; records?: boolean }) {
  const eventId = state.meeting.id;
  const [taps, setTaps] = useState<Tap[]>([]);
  const send = useFillerTap(eventId, (recorded, readsBefore) =>
    setTaps((known) => known.map((tap) => (tap.actionId === recorded.actionId ? { ...tap, readsBefore } : tap))),
  );
  const reads = useConsoleReads(eventId);
  const [guests, setGuests] = useState<string[]>([]);
  const [guestName, setGuestName] = useState("");
  const [chosen, setChosen] = useState<string>("");
  /** This screen's own taps, newest last: Undo takes back the last one. */
  const [undoable, setUndoable] = useState<Tap[]>([]);
  const canCount = state.viewer.capabilities.count && records;

  const speakers = speakersOf(state, guests);
  // until the ah counter picks someone, the speaker being timed
  const timed = state.timings.filter((timing) => timing.stoppedAt === null).at(-1);
  const picked = chosen || (timed ? fillerSpeakerKey(timed) : "");
  const current = speakers.find((speaker) => speaker.key === picked);
  // a tap stays counted on screen until a read of the state made after it was recorded arrives
  const pending = (tap: Tap) => tap.readsBefore === undefined || reads <= tap.readsBefore;
  const rows = withTaps(state.fillers, taps.filter(pending));

  // forget the taps the saved counts now hold
  useEffect(() => {
    setTaps((known) => {
      const kept = known.filter((tap) => tap.readsBefore === undefined || reads <= tap.readsBefore);
      return kept.length === known.length ? known : kept;
    });
  }, [reads]);

  const tap = (speaker: Speaker, word: FillerWord, delta: 1 | -1) => {
    const sent: Tap = { actionId: newActionId(), speakerKey: speaker.key, word, delta };
    setTaps((known) => [...known, sent]);
    if (delta === 1) setUndoable((known) => [...known, sent]);
    send
      .mutateAsync({
        actionId: sent.actionId,
        word,
        delta,
        ...(speaker.speakerUserId ? { speakerUserId: speaker.speakerUserId } : { speakerName: speaker.speakerName }),
      })
      .catch((error: unknown) => {
        setTaps((known) => known.filter((each) => each.actionId !== sent.actionId));
        setUndoable((known) => known.filter((each) => each.actionId !== sent.actionId));
        notifyRefusal(error, TAP_FAILED);
      });
  };

  const undo = () => {
    const last = undoable.at(-1);
    const speaker = speakers.find((each) => each.key === last?.speakerKey);
    if (!last || !speaker) return;
    setUndoable((known) => known.slice(0, -1));
    tap(speaker, last.word, -1);
  };

  const addGuest = (event: FormEvent) => {
    event.preventDefault();
    const name = speakerNameOrNull(guestName);
    if (!name) return notify(TOOL_MESSAGES.speakerNameRequired);
    setGuests((known) => [...known, name]);
    setChosen(fillerSpeakerKey({ speakerName: name }));
    setGuestName("");
  };

  const counted = current ? speakerCounts(rows, current.key) : undefined;
  const totals = speakers
    .map((speaker) => ({ speaker, total: speakerCounts(rows, speaker.key).total }))
    .filter((row) => row.total > 0);

  return (
    <Card>
      <CardHeader title="Filler words" description="Tap a word each time you hear it; every tap is saved at once." />
      <CardBody className="space-y-4">
        {canCount && (
          <>
            <SelectField
              label="Counting for"
              value={current ? picked : ""}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="" disabled>
                Choose a speaker
              </option>
              {speakers.map((speaker) => (
                <option key={speaker.key} value={speaker.key}>
                  {speaker.name}
                  {speaker.speakerUserId ? "" : " (guest)"}
                </option>
              ))}
            </SelectField>
            <FillerWordButtons
              compact
              counts={counted?.counts ?? speakerCounts([], "").counts}
              disabled={!current}
              onTap={(word) => current && tap(current, word, 1)}
            />
            {current && counted && (
              <p aria-live="polite" className="text-slate-600 text-sm dark:text-slate-400">
                {current.name}: {counted.total} filler words so far
              </p>
            )}
            <Button variant="secondary" size="lg" onClick={undo} disabled={undoable.length === 0}>
              <Undo2 aria-hidden="true" className="size-5" />
              Undo
            </Button>
            <form onSubmit={addGuest} className="flex gap-2 border-slate-200 border-t pt-4 dark:border-slate-800">
              <label htmlFor="filler-guest-name" className="sr-only">
                Guest's name
              </label>
              <input
                id="filler-guest-name"
                className={inputClass}
                placeholder="Guest's name"
                autoComplete="off"
                maxLength={SPEAKER_NAME_MAX}
                value={guestName}
                onChange={(event) => setGuestName(event.target.value)}
              />
              <Button type="submit" variant="secondary" size="lg" className="h-11 shrink-0 px-4">
                <UserPlus aria-hidden="true" className="size-5" />
                Add guest
              </Button>
            </form>
          </>
        )}
        <TitledSection id="filler-totals" title="Totals" level={3} titleClassName="font-semibold">
          {!state.viewer.capabilities.shareDisplay ? (
            <p className="text-slate-600 text-sm dark:text-slate-400">
              The counts are shown to those running the meeting, and in the meeting's report.
            </p>
          ) : totals.length === 0 ? (
            <p className="text-slate-600 text-sm dark:text-slate-400">No filler words counted yet.</p>
          ) : (
            <ul aria-label="Filler words per speaker" className="divide-y divide-slate-200 dark:divide-slate-800">
              {totals.map(({ speaker, total }) => (
                <li key={speaker.key} className="flex justify-between gap-3 py-2">
                  <span className="min-w-0 truncate">{speaker.name}</span>
                  <span className="tabular-nums">{total}</span>
                </li>
              ))}
            </ul>
          )}
        </TitledSection>
      </CardBody>
    </Card>
  );
}
