import { Clock, ExternalLink } from "lucide-react";
import {
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Skeletons } from "@/web/components/ui/skeleton";
import type { Lesson } from "./api";

/** The opened lesson: its text and, when it has one, its video. */
export function LessonDialog({
  lesson,
  title,
  error,
  onClose,
}: {
  lesson: Lesson | undefined;
  title: string;
  error?: string;
  onClose: () => void;
}) {
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="fixed top-1/2 left-1/2 z-50 max-h-[85dvh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle className="font-semibold text-xl">{lesson?.title ?? title}</DialogTitle>
          <DialogCloseButton label="Close the lesson" className="p-1.5" />
        </div>
        <DialogDescription className="mt-1 flex items-center gap-1.5 text-slate-600 text-sm dark:text-slate-400">
          <Clock aria-hidden="true" className="size-4" />
          {lesson ? `${lesson.durationMinutes} min` : "Opening the lesson…"}
        </DialogDescription>
        <div className="mt-5 space-y-4">
          {error ? (
            <p role="alert" className="text-red-700 dark:text-red-400">
              {error}
            </p>
          ) : !lesson ? (
            <div className="space-y-3">
              <Skeletons shapes={["h-4", "h-4 w-5/6", "h-4 w-2/3"]} />
            </div>
          ) : (
            <>
              {lesson.videoUrl && (
                <a
                  href={lesson.videoUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-2 font-medium text-accent-700 hover:underline dark:text-accent-300"
                >
                  Watch the video
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              )}
              {lesson.body.split(/\n{2,}/).map((paragraph) => (
                <p key={paragraph} className="leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </>
          )}
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
