import { BellRing, Check, Contrast, Zap } from "lucide-react";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { Stage } from "@/domain/meetings/verdict";
import { whenOtherTabsStore } from "@/web/lib/other-tabs";
import { cn } from "./cn";

/**
 * The cues of the speech light beyond its colour that each viewer chooses (docs/features.md "Cues beyond colour"):
 * a flashing border and a beep at red and overtime, and a high-contrast palette. Kept in this browser's storage,
 * so a projector's laptop keeps its choice from one meeting to the next.
 */
export type StageCues = { flash: boolean; sound: boolean; highContrast: boolean };

export const NO_CUES: StageCues = { flash: false, sound: false, highContrast: false };

export const STAGE_CUES_KEY = "pitchcraft-stage-cues";

const listeners = new Set<() => void>();
let cached: { raw: string | null; cues: StageCues } | undefined;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STAGE_CUES_KEY);
  } catch {
    return null;
  }
}

/** The stored cues; anything unreadable counts as no cues. */
function parseCues(raw: string | null): StageCues {
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value !== "object" || value === null) return NO_CUES;
    const record = value as Record<string, unknown>;
    return { flash: record.flash === true, sound: record.sound === true, highContrast: record.highContrast === true };
  } catch {
    return NO_CUES;
  }
}

function readCues(): StageCues {
  const raw = readRaw();
  if (cached?.raw !== raw) cached = { raw, cues: parseCues(raw) };
  return cached.cues;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const stop = whenOtherTabsStore(STAGE_CUES_KEY, listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/** The viewer's cues and a setter that stores a change (live in every tab). */
export function useStageCues(): [StageCues, (change: Partial<StageCues>) => void] {
  const cues = useSyncExternalStore(subscribe, readCues, () => NO_CUES);
  const change = useCallback((next: Partial<StageCues>) => {
    try {
      window.localStorage.setItem(STAGE_CUES_KEY, JSON.stringify({ ...readCues(), ...next }));
    } catch {
      // storage refused (private mode, full): the choice lasts as long as the page
      cached = { raw: JSON.stringify({ ...readCues(), ...next }), cues: { ...readCues(), ...next } };
    }
    for (const listener of listeners) listener();
  }, []);
  // Sound chosen on an earlier visit: browsers play it only after a gesture on this page, so the first one allows it.
  useEffect(() => {
    if (!cues.sound) return;
    const allow = () => void allowSound();
    document.addEventListener("pointerdown", allow, { once: true });
    document.addEventListener("keydown", allow, { once: true });
    return () => {
      document.removeEventListener("pointerdown", allow);
      document.removeEventListener("keydown", allow);
    };
  }, [cues.sound]);
  return [cues, change];
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function reducedMotionQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION) : undefined;
}

/** Whether the viewer asked their system for less motion (then nothing flashes). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = reducedMotionQuery();
      query?.addEventListener?.("change", listener);
      return () => query?.removeEventListener?.("change", listener);
    },
    () => reducedMotionQuery()?.matches === true,
    () => false,
  );
}

type AudioContextClass = typeof AudioContext;
let audio: AudioContext | undefined;
let lastBeep = 0;

/**
 * Opens the page's sound; browsers allow it only inside a gesture (a click or a key), so call it from one.
 * Answers whether sound can play.
 */
export async function allowSound(): Promise<boolean> {
  const Context: AudioContextClass | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return false;
  try {
    audio ??= new Context();
    await audio.resume();
    return audio.state === "running";
  } catch {
    return false; // no sound on this device
  }
}

/**
 * A short beep for a stage that sounds: one tone at red, two lower ones at overtime. Silent until the sound was
 * allowed; two lights on one page changing together beep once.
 */
export function beep(stage: Stage, volume = 0.25): void {
  if (audio?.state !== "running") return;
  const now = performance.now();
  if (now - lastBeep < 500) return;
  lastBeep = now;
  const tones = stage === "overtime" ? [0, 0.32] : [0];
  const start = audio.currentTime;
  for (const offset of tones) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = stage === "overtime" ? 660 : 880;
    const at = start + offset;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(volume, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.22);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.25);
  }
}

const TOGGLES = [
  { key: "flash", label: "Flashing border", hint: "The border flashes at red and overtime", icon: Zap },
  { key: "sound", label: "Sound", hint: "A short beep when the light turns red and at overtime", icon: BellRing },
  {
    key: "highContrast",
    label: "High contrast",
    hint: "Black, white and yellow, with shapes and words",
    icon: Contrast,
  },
] as const;

const TOGGLE_STYLES = {
  page: {
    on: "border-accent-600 bg-accent-50 text-accent-900 ring-1 ring-accent-600 hover:bg-accent-100 dark:bg-accent-900/60 dark:text-white",
    off: "border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
  },
  overlay: {
    on: "border-white bg-white text-slate-950 hover:bg-slate-200",
    off: "border-white/70 bg-slate-950 text-white hover:bg-slate-800",
  },
} as const;

/** The three cue switches (buttons that stay pressed), for a page or for a bar over a full-screen light. */
export function StageCueToggles({
  cues,
  onChange,
  variant = "page",
  className,
}: {
  cues: StageCues;
  onChange: (change: Partial<StageCues>) => void;
  variant?: keyof typeof TOGGLE_STYLES;
  className?: string;
}) {
  const styles = TOGGLE_STYLES[variant];
  return (
    <fieldset className={className}>
      <legend
        className={variant === "page" ? "mb-2 font-medium text-slate-700 text-sm dark:text-slate-300" : "sr-only"}
      >
        Cues beyond colour
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        {TOGGLES.map(({ key, label, hint, icon: Icon }) => (
          <button
            key={key}
            type="button"
            aria-pressed={cues[key]}
            title={hint}
            onClick={() => {
              const on = !cues[key];
              // a quiet beep says the sound works (and the click is the gesture browsers want first)
              if (key === "sound" && on) void allowSound().then((allowed) => allowed && beep("red", 0.08));
              onChange({ [key]: on });
            }}
            className={cn(
              "inline-flex h-9 items-center gap-1.5 rounded-lg border px-3 font-medium text-sm transition-colors",
              cues[key] ? styles.on : styles.off,
            )}
          >
            {cues[key] && variant === "page" ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Icon aria-hidden="true" className="size-4" />
            )}
            {label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
