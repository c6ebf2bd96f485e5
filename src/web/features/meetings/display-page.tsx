import { Maximize, Minimize, WifiOff } from "lucide-react";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { zonedTime } from "@/domain/events/time-zones";
import { type Stage, stageAt, thresholdsRangeText, VERDICT_LABELS } from "@/domain/meetings/verdict";
import { SECOND } from "@/domain/time";
import { formatClock, overtimeLine } from "@/domain/tools/timer";
import { cn } from "@/web/components/ui/cn";
import { type StageCues, StageCueToggles, useStageCues } from "@/web/components/ui/stage-cues";
import { StageLight } from "@/web/components/ui/stage-light";
import { ApiError } from "@/web/lib/api";
import { withQueryClient } from "@/web/lib/with-query-client";
import { usePageSubject } from "@/web/page-title";
import { type DisplayConnection, type DisplayState, useDisplay, useDisplayStream } from "./api";
import { clockState, useClockInStep } from "./use-clock-in-step";
import { useServerNow } from "./use-server-now";

/**
 * The meeting's display for a projector or a screen share (docs/decisions/159): no account, the link's token. The
 * light fills the screen, the elapsed time is counted here from the speech's stopwatch and the server's clock as this
 * device measures it (so it turns at the same moment as on the timer's screen), and every change arrives on a live
 * stream.
 */

export const DISPLAY_MESSAGES = {
  invalid: "This display link is not valid.",
  renewed: "This display link has been renewed. Ask an officer for the new link.",
  ended: "The meeting has ended",
  lost: "Connection lost — reconnecting…",
} as const;

const TICK_MS = 100;
const IDLE_MS = 3000;

function MeetingDisplay() {
  const { eventId = "" } = useParams();
  const [query] = useSearchParams();
  const token = query.get("token") ?? "";
  const display = useDisplay(eventId, token);
  usePageSubject(display.data?.meeting.title);
  const connection = useDisplayStream(eventId, token, display.data !== undefined);
  const clockInStep = useClockInStep(display.data !== undefined);
  const [cues, setCues] = useStageCues();
  const { refetch } = display;
  const failed = display.isError && !display.data;

  // a first reading that failed for another reason than the link: tried again until the server answers
  useEffect(() => {
    if (!failed) return;
    const retry = window.setInterval(() => void refetch(), 5000);
    return () => window.clearInterval(retry);
  }, [failed, refetch]);

  if (token === "" || (display.error instanceof ApiError && display.error.status === 404)) {
    return <Notice>{DISPLAY_MESSAGES.invalid}</Notice>;
  }
  if (connection === "revoked") return <Notice>{DISPLAY_MESSAGES.renewed}</Notice>;
  if (!display.data) {
    return failed ? (
      <Notice>
        <LostBanner />
        The meeting display could not be loaded yet.
      </Notice>
    ) : (
      <Notice busy>Loading the meeting display…</Notice>
    );
  }
  return (
    <DisplayScreen
      state={display.data}
      connection={connection}
      cues={cues}
      onCuesChange={setCues}
      clockInStep={clockInStep}
    />
  );
}

export const Component = withQueryClient(MeetingDisplay);

function Notice({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <main
      aria-busy={busy || undefined}
      className="grid min-h-screen place-items-center bg-slate-950 p-8 text-center text-white"
    >
      <h1 className="max-w-4xl font-bold text-3xl sm:text-5xl">{children}</h1>
    </main>
  );
}

function LostBanner() {
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-4 z-20 mx-auto flex w-fit items-center gap-3 rounded-xl border-2 border-white bg-slate-950 px-5 py-3 font-semibold text-white text-xl shadow-lg"
    >
      <WifiOff aria-hidden="true" className="size-6" />
      {DISPLAY_MESSAGES.lost}
    </div>
  );
}

/** Whether the pointer or the keyboard was used in the last seconds (the controls hide otherwise). */
function useRecentlyActive(): boolean {
  const [active, setActive] = useState(true);
  useEffect(() => {
    let timer = window.setTimeout(() => setActive(false), IDLE_MS);
    const wake = () => {
      setActive(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setActive(false), IDLE_MS);
    };
    const events = ["pointermove", "pointerdown", "keydown", "touchstart"] as const;
    for (const name of events) window.addEventListener(name, wake);
    return () => {
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, wake);
    };
  }, []);
  return active;
}

function useFullScreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => typeof document !== "undefined" && document.fullscreenElement !== null);
  useEffect(() => {
    const follow = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return [on, toggle];
}

type Timing = NonNullable<DisplayState["timing"]>;

/** Where a timed speech stands at `now` (server time): its elapsed seconds, stage and the line under the clock. */
function speechAt(timing: Timing | null, now: number): { seconds: number; stage: Stage; detail: string | null } {
  if (!timing) return { seconds: 0, stage: "none", detail: null };
  const running = timing.runningSince !== null && timing.stoppedAt === null;
  const ms =
    timing.bankedMs + (running && timing.runningSince ? Math.max(0, now - Date.parse(timing.runningSince)) : 0);
  const seconds = timing.durationSeconds ?? Math.floor(ms / SECOND);
  const stage = stageAt(timing.thresholds, seconds);
  if (timing.stoppedAt) {
    return { seconds, stage, detail: timing.verdict ? `Stopped · ${VERDICT_LABELS[timing.verdict]}` : "Stopped" };
  }
  if (!running) return { seconds, stage, detail: "Paused" };
  return { seconds, stage, detail: overtimeLine(timing.thresholds, seconds) };
}

function DisplayScreen({
  state,
  connection,
  cues,
  onCuesChange,
  clockInStep,
}: {
  state: DisplayState;
  connection: DisplayConnection;
  cues: StageCues;
  onCuesChange: (change: Partial<StageCues>) => void;
  clockInStep: boolean;
}) {
  const { timing } = state;
  const running = timing !== null && timing.runningSince !== null && timing.stoppedAt === null;
  const now = useServerNow(running ? TICK_MS : null, timing?.runningSince);
  const active = useRecentlyActive();
  const speech = speechAt(timing, now);
  const showResults = state.results !== null && !running;
  const at = (instant: string) => zonedTime(instant, state.meeting.timeZone ?? undefined).time;

  return (
    <main
      className={cn("fixed inset-0 overflow-hidden", !active && "cursor-none")}
      data-clock={clockState(clockInStep)}
    >
      {connection === "lost" && <LostBanner />}
      {state.ended || showResults ? (
        <ResultsScreen title={state.meeting.title} ended={state.ended} results={state.results} />
      ) : (
        <StageLight
          stage={speech.stage}
          elapsed={formatClock(speech.seconds)}
          size="full-screen"
          cues={cues}
          active={running}
          detail={speech.detail}
          header={
            <header className="relative flex w-full items-start justify-between gap-8 text-left">
              <div className="min-w-0">
                <h1 className="truncate font-semibold text-[min(2.4vw,4vh)] leading-tight">{state.meeting.title}</h1>
                {timing && state.current && (
                  <p className="truncate text-[min(2vw,3.4vh)] leading-tight">Now: {state.current.title}</p>
                )}
              </div>
              {state.budget && <p className="shrink-0 font-semibold text-[min(2vw,3.4vh)]">{state.budget}</p>}
            </header>
          }
          footer={
            <footer className="relative flex w-full items-end justify-between gap-8 text-left text-[min(2vw,3.4vh)]">
              <p className="min-w-0 truncate">
                {state.next ? (
                  <>
                    Next: <span className="font-semibold">{state.next.title}</span> at {at(state.next.plannedStart)}
                  </>
                ) : (
                  "Last item of the agenda"
                )}
              </p>
            </footer>
          }
        >
          {timing ? (
            <div className="mt-[1vh] max-w-[90vw]">
              <p className="truncate font-bold text-[min(4vw,6.5vh)] leading-tight">{timing.speakerName}</p>
              {timing.speechTitle && (
                <p className="truncate text-[min(3vw,4.5vh)] leading-tight">“{timing.speechTitle}”</p>
              )}
              <p className="mt-[0.5vh] text-[min(1.8vw,3vh)] leading-tight">
                Timed {thresholdsRangeText(timing.thresholds)}
              </p>
            </div>
          ) : (
            <p className="mt-[1vh] max-w-[90vw] truncate font-bold text-[min(4.5vw,7vh)] leading-tight">
              {state.current?.title ?? "The meeting starts soon"}
            </p>
          )}
        </StageLight>
      )}
      <ControlBar visible={active} cues={cues} onCuesChange={onCuesChange} />
    </main>
  );
}

type Results = NonNullable<DisplayState["results"]>;

/**
 * Fits the content to its box: the content's sizes are in `em` of a base that `--fit` scales, shrunk (never grown
 * past 1) until the content's height fits the box — whatever the names, nothing is cut off. Measured again when the
 * box changes size (another projector, full screen) or the content changes.
 */
function useFitToBox(content: string) {
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the content changes
  useLayoutEffect(() => {
    const outer = box.current;
    const fitted = inner.current;
    if (!outer || !fitted) return;
    const shrinkToFit = () => {
      let scale = 1;
      fitted.style.setProperty("--fit", "1");
      // the height follows the font's size, but wrapping changes as it shrinks: a few steps close in on it
      for (let step = 0; step < 8; step += 1) {
        const room = outer.clientHeight;
        const needed = fitted.scrollHeight;
        if (needed <= room || room === 0) break;
        scale *= Math.max(0.5, (room / needed) * 0.98);
        fitted.style.setProperty("--fit", scale.toFixed(4));
      }
    };
    shrinkToFit();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(shrinkToFit);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [content]);
  return { box, inner };
}

/**
 * The vote's results and the end of the meeting, for 1920×1080 and 1280×720 alike: the meeting's title, the
 * heading, and a card per category that names it once ("Best Speaker" over "Pia Lind (3 votes)"). Everything
 * fits the screen above the control bar's corner (docs/decisions/185).
 */
function ResultsScreen({ title, ended, results }: { title: string; ended: boolean; results: Results | null }) {
  const { box, inner } = useFitToBox(JSON.stringify([title, ended, results]));
  return (
    // the bottom padding keeps the control bar (bottom right, about 70 px high) clear of the last card
    <div className="flex h-full flex-col bg-slate-950 px-[4vw] pt-[4vh] pb-[max(4vh,6rem)] text-white">
      <div ref={box} className="flex min-h-0 flex-1 items-center justify-center overflow-hidden">
        <div
          ref={inner}
          data-testid="display-results"
          className="flex w-full max-w-[1500px] flex-col items-center gap-[2.5em] text-center text-[length:calc(var(--fit,1)*min(1vw,1.6vh))] [overflow-wrap:anywhere]"
        >
          <div className="flex flex-col items-center gap-[1em]">
            <p className="text-[2.5em] text-slate-300 leading-snug">{title}</p>
            <h1 className="font-bold text-[5.5em] leading-tight">{ended ? DISPLAY_MESSAGES.ended : "Results"}</h1>
          </div>
          {results && results.length > 0 && (
            <dl className="grid w-full gap-[1.8em] text-left">
              {results.map((result) => (
                <div key={result.label} className="rounded-2xl border border-white/30 px-[2.5em] py-[1.3em]">
                  <dt className="text-[2.2em] text-slate-300 leading-snug">{result.label}</dt>
                  <dd className="font-bold text-[3.6em] leading-tight">{result.outcome}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </div>
  );
}

function ControlBar({
  visible,
  cues,
  onCuesChange,
}: {
  visible: boolean;
  cues: StageCues;
  onCuesChange: (change: Partial<StageCues>) => void;
}) {
  const [fullScreen, toggleFullScreen] = useFullScreen();
  return (
    <nav
      aria-label="Display controls"
      className={cn(
        "fixed right-4 bottom-4 z-10 flex flex-wrap items-center gap-2 rounded-xl bg-slate-950 p-2 shadow-lg transition-opacity duration-300 has-[:focus-visible]:opacity-100",
        visible ? "opacity-100" : "opacity-0",
      )}
    >
      <StageCueToggles cues={cues} onChange={onCuesChange} variant="overlay" />
      <button
        type="button"
        aria-pressed={fullScreen}
        onClick={toggleFullScreen}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-white/70 bg-slate-950 px-3 font-medium text-sm text-white hover:bg-slate-800"
      >
        {fullScreen ? (
          <Minimize aria-hidden="true" className="size-4" />
        ) : (
          <Maximize aria-hidden="true" className="size-4" />
        )}
        Full screen
      </button>
    </nav>
  );
}
