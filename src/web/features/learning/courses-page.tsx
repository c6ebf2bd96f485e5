import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { LEARNING_MESSAGES } from "@/domain/learning/messages";
import { coursePrice } from "@/domain/learning/progress";
import { findTopic } from "@/domain/learning/topics";
import { paths } from "@/domain/paths";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { PageHeader } from "@/web/components/ui/page-header";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useSession } from "@/web/lib/session";
import { notify } from "@/web/lib/toast";
import { type CourseSummary, useCourses, useOpenCourse } from "./api";
import { BackLink } from "./back-link";
import { CourseDetailView } from "./course-detail";
import { Badge } from "./progress-bar";

/** The course to show first: ?course=, the topic's course, the featured one, else the newest. */
function initialCourse(courses: CourseSummary[], params: URLSearchParams): string | undefined {
  const byId = courses.find((course) => course.id === params.get("course"));
  const journey = findTopic(params.get("topic"))?.journey;
  const byTopic = journey?.kind === "course" ? courses.find((course) => course.title === journey.title) : undefined;
  return (byId ?? byTopic ?? courses.find((course) => course.isFeatured) ?? courses[0])?.id;
}

function CourseList({
  courses,
  selected,
  onSelect,
}: {
  courses: CourseSummary[];
  selected: string | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="space-y-3">
      {courses.map((course) => (
        <li key={course.id}>
          <button
            type="button"
            aria-current={course.id === selected ? "true" : undefined}
            onClick={() => onSelect(course.id)}
            className={cn(
              "w-full rounded-2xl border p-4 text-left transition",
              course.id === selected
                ? "border-accent-600 bg-accent-50 dark:bg-accent-900/40"
                : "border-slate-200 bg-white hover:border-accent-300 dark:border-slate-800 dark:bg-slate-900",
            )}
          >
            <span className="flex items-start justify-between gap-2">
              <span className="font-semibold">{course.title}</span>
              {course.isFeatured && <Badge tone="warning">Featured</Badge>}
            </span>
            {course.level && (
              <span className="mt-1 block text-slate-600 text-sm dark:text-slate-400">{course.level}</span>
            )}
            <span className="mt-2 block font-medium text-sm">
              {course.enrolled ? (
                <span className="text-emerald-700 dark:text-emerald-400">Enrolled · {course.progress}%</span>
              ) : (
                coursePrice(course.priceAmount)
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  const { member, loading } = useSession();
  const [params] = useSearchParams();
  const courses = useCourses(loading ? undefined : member?.id);
  const [selected, setSelected] = useState<string | undefined>();
  const data = courses.data;

  useEffect(() => {
    if (data && !data.some((course) => course.id === selected)) setSelected(initialCourse(data, params));
  }, [data, selected, params]);

  useEffect(() => {
    if (courses.isError) notify(LEARNING_MESSAGES.coursesLoadFailed, "destructive");
  }, [courses.isError]);

  // Opening a course the member has started updates last_accessed_at (once per course per visit).
  const opened = useRef(new Set<string>());
  const { mutate: openCourse } = useOpenCourse();
  const enrolled = data?.find((course) => course.id === selected)?.enrolled;
  useEffect(() => {
    if (!member || !selected || !enrolled || opened.current.has(selected)) return;
    opened.current.add(selected);
    openCourse(selected);
  }, [member, selected, enrolled, openCourse]);

  return (
    <>
      <BackLink to={paths.pathways}>Back to Pathways</BackLink>
      <PageHeader
        title="Courses"
        description="Self-paced courses with free previews. Start one to unlock every module."
      />
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <section aria-label="Course list">
          {data ? (
            data.length === 0 ? (
              <Card className="p-6 text-slate-600 dark:text-slate-400">No courses are available yet.</Card>
            ) : (
              <CourseList
                courses={data}
                selected={selected}
                onSelect={(id) => {
                  setSelected(id);
                  // On a phone the course opens below the list: bring it into view.
                  if (window.matchMedia("(max-width: 1023px)").matches) {
                    document.getElementById("selected-course")?.scrollIntoView({ behavior: "smooth" });
                  }
                }}
              />
            )
          ) : courses.isError ? (
            <Card className="p-6 text-slate-600 dark:text-slate-400">Courses could not be loaded.</Card>
          ) : (
            <div className="space-y-3" aria-busy="true">
              {[1, 2, 3].map((key) => (
                <Skeleton key={key} className="h-24 rounded-2xl" />
              ))}
            </div>
          )}
        </section>
        <section aria-label="Selected course" id="selected-course" className="scroll-mt-20">
          {data && data.length > 0 ? (
            <CourseDetailView courseId={selected} />
          ) : !data && !courses.isError ? (
            <Skeleton className="h-96 rounded-2xl" />
          ) : null}
        </section>
      </div>
    </>
  );
}
