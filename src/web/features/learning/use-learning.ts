import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { LEARNING_MESSAGES } from "@/domain/learning/messages";
import type { CourseDetail, CourseSummary } from "@/server/features/learning/courses-service";
import type { PathwayCard, pathwayDetail } from "@/server/features/learning/pathways-service";
import type { ProgramStanding } from "@/server/features/learning/programs-service";
import { api } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";

export type { CourseDetail, CourseSummary, PathwayCard, ProgramStanding };
export type PathwayDetail = Awaited<ReturnType<typeof pathwayDetail>>;
export type Pitch = Extract<ProgramStanding, { kind: "goals" }>["pitches"][number];
export type Lesson = {
  id: string;
  courseId: string;
  title: string;
  lessonType: string;
  durationMinutes: number;
  body: string;
  videoUrl: string | null;
};
export type Certificate = {
  programId: number;
  programTitle: string;
  level: string;
  memberName: string;
  claimedAt: string;
  certificateNumber: string;
};

export const learningKeys = {
  pathways: ["learning", "pathways"] as const,
  pathway: (id: string) => ["learning", "pathway", id] as const,
  courses: ["learning", "courses"] as const,
  course: (id: string) => ["learning", "course", id] as const,
  program: (id: number) => ["learning", "program", id] as const,
  pitch: (id: string) => ["learning", "pitch", id] as const,
};

const DASHBOARD = ["dashboard", "summary"] as const;

/** Failures of these lists are only logged (the spec): the view keeps its last content. */
function useLogged(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}`, error);
  }, [what, error]);
}

export function usePathways(memberId: string | undefined) {
  const query = useQuery({
    queryKey: [...learningKeys.pathways, memberId ?? "visitor"],
    queryFn: () => api<PathwayCard[]>("/learning/pathways"),
  });
  useLogged("pathways", query.error);
  return query;
}

export function usePathway(pathwayId: string, memberId: string | undefined) {
  return useQuery({
    queryKey: [...learningKeys.pathway(pathwayId), memberId ?? "visitor"],
    queryFn: () => api<PathwayDetail>(`/learning/pathways/${encodeURIComponent(pathwayId)}`),
    retry: false,
  });
}

/** Start Pathway and complete a project: the pathway lists and the dashboard figures follow. */
export function usePathwayActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["learning", "pathways"] });
    void queryClient.invalidateQueries({ queryKey: ["learning", "pathway"] });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD });
  };
  const start = useMutation({
    mutationFn: (pathwayId: string) => api<PathwayDetail>(`/learning/pathways/${pathwayId}/start`, { method: "POST" }),
    onSuccess: () => notify(LEARNING_MESSAGES.pathwayStarted),
    onSettled: refresh,
    onError: (error) => console.error("Could not start the pathway", error),
  });
  const completeProject = useMutation({
    mutationFn: ({ pathwayId, number }: { pathwayId: string; number: number }) =>
      api<PathwayDetail>(`/learning/pathways/${pathwayId}/projects/${number}/complete`, { method: "POST" }),
    onSettled: refresh,
  });
  return { start, completeProject };
}

export function useCourses(memberId: string | undefined) {
  return useQuery({
    queryKey: [...learningKeys.courses, memberId ?? "visitor"],
    queryFn: () => api<CourseSummary[]>("/learning/courses"),
  });
}

export function useCourse(courseId: string | undefined, memberId: string | undefined) {
  return useQuery({
    queryKey: [...learningKeys.course(courseId ?? ""), memberId ?? "visitor"],
    queryFn: () => api<CourseDetail>(`/learning/courses/${courseId}`),
    enabled: Boolean(courseId),
  });
}

export function useCourseActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["learning", "courses"] });
    void queryClient.invalidateQueries({ queryKey: ["learning", "course"] });
  };
  const start = useMutation({
    mutationFn: (courseId: string) => api<CourseDetail>(`/learning/courses/${courseId}/start`, { method: "POST" }),
    onSuccess: refresh,
  });
  const watch = useMutation({
    mutationFn: (lessonId: string) =>
      api<{ lesson: Lesson; progress: number }>(`/learning/lessons/${lessonId}/watch`, { method: "POST" }),
    onSuccess: refresh,
  });
  return { start, watch };
}

export function useProgramStanding(programId: number, enabled: boolean) {
  const query = useQuery({
    queryKey: learningKeys.program(programId),
    queryFn: () => api<ProgramStanding>(`/learning/certifications/${programId}`),
    enabled,
  });
  useLogged("your progress", query.error);
  return query;
}

export function useModuleActions(programId: number) {
  const queryClient = useQueryClient();
  const onSuccess = (standing: ProgramStanding) => queryClient.setQueryData(learningKeys.program(programId), standing);
  const start = useMutation({
    mutationFn: (moduleId: number) =>
      api<ProgramStanding>(`/learning/certifications/${programId}/modules/${moduleId}/start`, { method: "POST" }),
    onSuccess,
  });
  const complete = useMutation({
    mutationFn: (moduleId: number) =>
      api<ProgramStanding>(`/learning/certifications/${programId}/modules/${moduleId}/complete`, { method: "POST" }),
    onSuccess,
  });
  return { start, complete };
}
