import { Pause, Play, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { cn } from "@/web/components/ui/cn";
import { DialogClose, DialogContent, DialogDescription, DialogRoot, DialogTitle } from "@/web/components/ui/dialog";
import type { StageCues } from "@/web/components/ui/stage-cues";
import { paleStage } from "@/web/components/ui/stage-light";
import { TimerDisplay, type TimerReading, timerStage } from "./timer-display";

type ProjectorViewProps = TimerReading & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onToggle: () => void;
  caption: string;
  cues: StageCues;
};

/** The whole screen in the light's colour, for a projector or a phone held up to the speaker. */
export function ProjectorView({ open, onOpenChange, onToggle, caption, cues, ...reading }: ProjectorViewProps) {
  const { light, overtime, running } = reading;
  useEffect(() => {
    if (!open) return;
    document.documentElement.requestFullscreen?.().catch(() => undefined);
    return () => {
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    };
  }, [open]);

  const toggleButton = useRef<HTMLButtonElement>(null);
  // Solid controls: their text keeps well over 4.5:1 on every light, whatever the colour behind them.
  const control = paleStage(timerStage(light, overtime), cues.highContrast)
    ? "border-slate-950 bg-slate-950 text-white hover:bg-slate-800"
    : "border-white bg-white text-slate-950 hover:bg-slate-100";

  // Space starts and pauses wherever the focus is (even on Exit, which Space would otherwise press); Escape exits.
  const onSpace = (event: KeyboardEvent) => {
    if (event.key !== " " || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === "keydown" && !event.repeat) onToggle();
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        overlay={false}
        onKeyDownCapture={onSpace}
        onKeyUpCapture={onSpace}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          toggleButton.current?.focus();
        }}
        className="fixed inset-0 z-50"
      >
        <DialogDescription className="sr-only">
          The timer in full screen. Space starts and pauses; Escape returns to the timer page.
        </DialogDescription>
        <TimerDisplay
          {...reading}
          cues={cues}
          size="projector"
          header={
            <div className="relative flex w-full items-start justify-between gap-4 text-left">
              <DialogTitle className="font-semibold text-xl sm:text-2xl">{caption}</DialogTitle>
              <DialogClose
                className={cn("flex h-12 shrink-0 items-center gap-2 rounded-xl border px-4 font-semibold", control)}
              >
                <X aria-hidden="true" className="size-5" />
                <span className="sm:hidden">Exit</span>
                <span className="hidden sm:inline">Exit Full Screen</span>
              </DialogClose>
            </div>
          }
          footer={
            <button
              ref={toggleButton}
              type="button"
              onClick={onToggle}
              className={cn(
                "relative flex h-20 min-w-64 items-center justify-center gap-3 rounded-2xl border-2 px-10 font-bold text-3xl",
                control,
              )}
            >
              {running ? (
                <Pause aria-hidden="true" className="size-8" />
              ) : (
                <Play aria-hidden="true" className="size-8" />
              )}
              {running ? "Pause" : "Start"}
            </button>
          }
        />
      </DialogContent>
    </DialogRoot>
  );
}
