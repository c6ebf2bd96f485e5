import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Lock, PlayCircle } from "lucide-react";
import { useState } from "react";
import { LEARNING_MESSAGES } from "@/domain/learning/messages";
import { coursePrice } from "@/domain/learning/progress";
import { paths } from "@/domain/paths";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeletons } from "@/web/components/ui/skeleton";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { notify, notifyFailure } from "@/web/lib/toast";
import { type CourseDetail, type Lesson, lessonQuery, useCourse, useCourseActions } from "./api";
import { LessonDialog } from "./lesson-dialog";
import { Badge, ProgressBar } from "./progress-bar";

type Opened = { id: string; title: string; lesson?: Lesson; error?: string };

function Modules({
  course,
  onWatch,
  busy,
}: {
  course: CourseDetail;
  onWatch: (id: string, title: string) => void;
  busy: boolean;
}) {
  if (course.modules.length === 0) {
    return <p className="text-slate-600 dark:text-slate-400">This course has no modules yet.</p>;
  }
  return (
    <ol className="space-y-4">
      {course.modules.map((module) => (
        <li key={module.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <div className="flex flex-wrap items-center gap-2">
            {!module.accessible && <Lock aria-label="Locked" className="size-4 text-slate-500 dark:text-slate-400" />}
            <h3 className="font-semibold">{module.title}</h3>
            {module.isPreview && <Badge tone="success">Free Preview</Badge>}
          </div>
          {module.description && (
            <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{module.description}</p>
          )}
          <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
            {module.lessons.map((lesson) => (
              <li key={lesson.id} className="flex items-center gap-3 py-2 text-sm">
                {lesson.watched ? (
                  <CheckCircle2
                    aria-label="Watched"
                    className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                  />
                ) : (
                  <PlayCircle aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                )}
                <span className="min-w-0 flex-1">{lesson.title}</span>
                <span className="text-slate-500 dark:text-slate-400">{lesson.durationMinutes} min</span>
                {module.accessible && (
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={busy}
                    onClick={() => onWatch(lesson.id, lesson.title)}
                    aria-label={`Watch ${lesson.title}`}
                  >
                    Watch
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

export function CourseDetailView({ courseId }: { courseId: string | undefined }) {
  const { member } = useSession();
  const course = useCourse(courseId, member?.id);
  const { start, watch } = useCourseActions();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<Opened | undefined>();

  if (!courseId) {
    return <Card className="p-6 text-slate-600 dark:text-slate-400">Choose a course to see its modules.</Card>;
  }
  if (course.isError) {
    return <Card className="p-6 text-slate-600 dark:text-slate-400">This course could not be loaded.</Card>;
  }
  const data = course.data;
  if (!data) {
    return (
      <Card className="space-y-4 p-6" aria-busy="true">
        <Skeletons shapes={["h-7 w-2/3", "h-4 w-full", "h-32 rounded-xl", "h-32 rounded-xl"]} />
      </Card>
    );
  }

  const onStart = () => {
    if (!member || start.isPending) return; // signed out: nothing happens (the spec)
    start.mutate(data.id, {
      onSuccess: () => notify(LEARNING_MESSAGES.courseStarted),
      onError: (error) => notifyFailure(LEARNING_MESSAGES.courseStartFailed, error),
    });
  };

  const onWatch = (id: string, title: string) => {
    setOpened({ id, title });
    const show = (lesson: Lesson) => setOpened((current) => (current?.id === id ? { ...current, lesson } : current));
    const fail = (error: unknown) =>
      setOpened((current) =>
        current?.id === id
          ? { ...current, error: error instanceof Error ? error.message : "The lesson could not be opened." }
          : current,
      );
    if (member) watch.mutate(id, { onSuccess: (answer) => show(answer.lesson), onError: fail });
    else queryClient.fetchQuery(lessonQuery(id)).then(show, fail);
  };

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        {data.isFeatured && <Badge tone="warning">Featured</Badge>}
        {data.level && <Badge>{data.level}</Badge>}
      </div>
      <h2 className="mt-2 font-bold text-2xl tracking-tight">{data.title}</h2>
      {data.description && <p className="mt-2 text-slate-600 dark:text-slate-400">{data.description}</p>}
      <div className="mt-5 flex flex-wrap items-center gap-4">
        {data.enrolled ? (
          <div className="min-w-56 flex-1">
            <div className="mb-2 flex justify-between text-sm">
              <span className="font-medium text-emerald-700 dark:text-emerald-400">Enrolled</span>
              <span>
                {data.watchedLessons} of {data.totalLessons} lessons · <strong>{data.progress}%</strong>
              </span>
            </div>
            <ProgressBar value={data.progress} label={`${data.title} progress`} />
          </div>
        ) : (
          <>
            <span className="font-bold text-2xl">{coursePrice(data.priceAmount)}</span>
            <Button onClick={onStart} busy={start.isPending}>
              {start.isPending ? "Starting…" : "Start Course"}
            </Button>
            {!member && (
              <ButtonLink to={signInPath(paths.courses)} variant="ghost" size="sm">
                Sign in to start this course
              </ButtonLink>
            )}
          </>
        )}
      </div>
      <h3 className="mt-8 mb-3 font-semibold text-lg">Modules</h3>
      <Modules course={data} onWatch={onWatch} busy={watch.isPending} />
      {opened && (
        <LessonDialog
          lesson={opened.lesson}
          title={opened.title}
          error={opened.error}
          onClose={() => setOpened(undefined)}
        />
      )}
    </Card>
  );
}
