import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { useEffect } from "react";
import { answer, client } from "@/web/lib/api";
import { dashboardKeys } from "../dashboard/api";

const learning = client.learning;
const pathway = learning.pathways[":pathwayId"];
const course = learning.courses[":courseId"];
const lesson = learning.lessons[":lessonId"];
const program = learning.certifications[":programId"];
const programModule = program.modules[":moduleId"];
const pitch = learning.pitches[":pitchId"];

export type PathwayCard = InferResponseType<typeof learning.pathways.$get, 200>[number];
export type PathwayDetail = InferResponseType<typeof pathway.$get, 200>;
export type CourseSummary = InferResponseType<typeof learning.courses.$get, 200>[number];
export type CourseDetail = InferResponseType<typeof course.$get, 200>;
export type Lesson = InferResponseType<typeof lesson.$get, 200>;
export type ProgramStanding = InferResponseType<typeof program.$get, 200>;
export type Pitch = InferResponseType<typeof pitch.$get, 200>;
export type Certificate = InferResponseType<typeof program.certificate.$get, 200>;
export type VerifiedCertificate = InferResponseType<(typeof learning.certificates)[":number"]["$get"], 200>;
/** What the pitch form sends: its texts and its goal. */
type PitchTexts = Omit<InferRequestType<typeof learning.pitches.$post>["json"], "certificationId">;

/** Every cache key of the learning area. */
export const learningKeys = {
  all: ["learning"] as const,
  pathways: ["learning", "pathways"] as const,
  /** Every pathway's page (a prefix of `pathway(id)`). */
  everyPathway: ["learning", "pathway"] as const,
  pathway: (id: string) => ["learning", "pathway", id] as const,
  courses: ["learning", "courses"] as const,
  /** Every course's page (a prefix of `course(id)`). */
  everyCourse: ["learning", "course"] as const,
  course: (id: string) => ["learning", "course", id] as const,
  lesson: (id: string) => ["learning", "lesson", id] as const,
  program: (id: number) => ["learning", "program", id] as const,
  certificate: (programId: number) => ["learning", "certificate", programId] as const,
  verifiedCertificate: (number: string) => ["learning", "verified-certificate", number] as const,
  pitch: (id: string) => ["learning", "pitch", id] as const,
};

/** Failures of these lists are only logged (the spec): the view keeps its last content. */
function useLogged(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}`, error);
  }, [what, error]);
}

export function usePathways(memberId: string | undefined) {
  const query = useQuery({
    queryKey: [...learningKeys.pathways, memberId ?? "visitor"],
    queryFn: () => answer(learning.pathways.$get()),
  });
  useLogged("pathways", query.error);
  return query;
}

export function usePathway(pathwayId: string, memberId: string | undefined) {
  return useQuery({
    queryKey: [...learningKeys.pathway(pathwayId), memberId ?? "visitor"],
    queryFn: () => answer(pathway.$get({ param: { pathwayId } })),
    retry: false,
  });
}

/** Start Pathway and complete a project: the pathway lists and the dashboard figures follow. */
export function usePathwayActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: learningKeys.pathways });
    void queryClient.invalidateQueries({ queryKey: learningKeys.everyPathway });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary });
  };
  const start = useMutation({
    mutationFn: (pathwayId: string) => answer(pathway.start.$post({ param: { pathwayId } })),
    onSettled: refresh,
    onError: (error) => console.error("Could not start the pathway", error),
  });
  const completeProject = useMutation({
    mutationFn: ({ pathwayId, number }: { pathwayId: string; number: number }) =>
      answer(pathway.projects[":number"].complete.$post({ param: { pathwayId, number: String(number) } })),
    onSettled: refresh,
  });
  return { start, completeProject };
}

export function useCourses(memberId: string | undefined) {
  return useQuery({
    queryKey: [...learningKeys.courses, memberId ?? "visitor"],
    queryFn: () => answer(learning.courses.$get()),
  });
}

export function useCourse(courseId: string | undefined, memberId: string | undefined) {
  return useQuery({
    queryKey: [...learningKeys.course(courseId ?? ""), memberId ?? "visitor"],
    queryFn: () => answer(course.$get({ param: { courseId: courseId ?? "" } })),
    enabled: Boolean(courseId),
  });
}

/** Records that the member opened a course they started (its last visit); a failure is only logged. */
export function useOpenCourse() {
  return useMutation({
    mutationFn: (courseId: string) => answer(course.open.$post({ param: { courseId } })),
    onError: (error) => console.error("Could not record the visit", error),
  });
}

/** One lesson as a visitor reads it, asked afresh each time it is opened (a member watches it instead). */
export const lessonQuery = (lessonId: string) =>
  queryOptions({
    queryKey: learningKeys.lesson(lessonId),
    queryFn: () => answer(lesson.$get({ param: { lessonId } })),
    staleTime: 0,
    retry: false,
  });

export function useCourseActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: learningKeys.courses });
    void queryClient.invalidateQueries({ queryKey: learningKeys.everyCourse });
  };
  const start = useMutation({
    mutationFn: (courseId: string) => answer(course.start.$post({ param: { courseId } })),
    onSuccess: refresh,
  });
  const watch = useMutation({
    mutationFn: (lessonId: string) => answer(lesson.watch.$post({ param: { lessonId } })),
    onSuccess: refresh,
  });
  return { start, watch };
}

export function useProgramStanding(programId: number, enabled: boolean) {
  const query = useQuery({
    queryKey: learningKeys.program(programId),
    queryFn: () => answer(program.$get({ param: { programId: String(programId) } })),
    enabled,
  });
  useLogged("your progress", query.error);
  return query;
}

export function useModuleActions(programId: number) {
  const queryClient = useQueryClient();
  const onSuccess = (standing: ProgramStanding) => queryClient.setQueryData(learningKeys.program(programId), standing);
  const param = (moduleId: number) => ({ programId: String(programId), moduleId: String(moduleId) });
  const start = useMutation({
    mutationFn: (moduleId: number) => answer(programModule.start.$post({ param: param(moduleId) })),
    onSuccess,
  });
  const complete = useMutation({
    mutationFn: (moduleId: number) => answer(programModule.complete.$post({ param: param(moduleId) })),
    onSuccess,
  });
  return { start, complete };
}

/** Claims the certificate of a completed program; the program and its certificate reload. */
export function useClaimCertificate(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(program.claim.$post({ param: { programId: String(programId) } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: learningKeys.program(programId) });
      void queryClient.invalidateQueries({ queryKey: learningKeys.certificate(programId) });
    },
  });
}

/** The member's certificate of a program (a failure is logged; the page then says there is none yet). */
export function useCertificate(programId: number | undefined, enabled: boolean) {
  const query = useQuery({
    queryKey: learningKeys.certificate(programId ?? 0),
    queryFn: () => answer(program.certificate.$get({ param: { programId: String(programId) } })),
    enabled: enabled && programId !== undefined,
    retry: false,
  });
  useLogged("the certificate", query.error);
  return query;
}

/** A certificate anyone checks by its number (`number` undefined: nothing to ask). */
export function useVerifiedCertificate(number: string | undefined) {
  return useQuery({
    queryKey: learningKeys.verifiedCertificate(number ?? ""),
    queryFn: () => answer(learning.certificates[":number"].$get({ param: { number: number ?? "" } })),
    enabled: number !== undefined,
    retry: false,
  });
}

/** One of the member's own pitches. */
export function usePitch(pitchId: string) {
  const query = useQuery({
    queryKey: learningKeys.pitch(pitchId),
    queryFn: () => answer(pitch.$get({ param: { pitchId } })),
    retry: false,
  });
  useLogged("the pitch", query.error);
  return query;
}

/**
 * Saves a pitch of a goal program: changes `pitchId`'s texts, or (no `pitchId`) adds a new pitch. Settles once the
 * program's pitches have reloaded.
 */
export function useSavePitch(programId: number, pitchId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: PitchTexts) =>
      answer(
        pitchId
          ? pitch.$put({ param: { pitchId }, json: texts })
          : learning.pitches.$post({ json: { ...texts, certificationId: programId } }),
      ),
    onSuccess: async () => {
      // The program page is not mounted while its pitch is edited: "all" reloads it anyway, so it opens up to date.
      await queryClient.invalidateQueries({ queryKey: learningKeys.program(programId), refetchType: "all" });
      if (pitchId) queryClient.removeQueries({ queryKey: learningKeys.pitch(pitchId) });
    },
  });
}

/** Deletes a pitch; its program's pitches reload. */
export function useDeletePitch(programId: number, pitchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(pitch.$delete({ param: { pitchId } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: learningKeys.program(programId) }),
  });
}
