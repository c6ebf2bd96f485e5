import { Hono } from "hono";
import { newPitchInput, pitchChangeInput } from "../../../domain/learning/pitches";
import type { AppEnv } from "../../http/context";
import { refuse } from "../../http/errors";
import { signedIn } from "../../http/session";
import { id, jsonBody, pathParams, wholeNumber } from "../../http/validate";
import { courseDetail, listCourses, openCourse, readLesson, startCourse, watchLesson } from "./courses-service";
import {
  courseNotFound,
  lessonNotFound,
  moduleNotFound,
  pathwayNotFound,
  pitchNotFound,
  programNotFound,
} from "./errors";
import { completeProject, listPathways, pathwayDetail, startPathway } from "./pathways-service";
import {
  certificate,
  claimCertificate,
  completeModule,
  createPitch,
  deletePitch,
  ownPitch,
  programStanding,
  startModule,
  updatePitch,
  verifyCertificate,
} from "./programs-service";

const projectNotFound = () => refuse("PROJECT_NOT_FOUND", {});

const pathway = pathParams({ pathwayId: id(pathwayNotFound) });
const project = pathParams({ pathwayId: id(pathwayNotFound), number: wholeNumber(projectNotFound) });
const course = pathParams({ courseId: id(courseNotFound) });
const lesson = pathParams({ lessonId: id(lessonNotFound) });
const program = pathParams({ programId: wholeNumber(programNotFound) });
const programModule = pathParams({ programId: wholeNumber(programNotFound), moduleId: wholeNumber(moduleNotFound) });
const pitch = pathParams({ pitchId: id(pitchNotFound) });

/** Pathways, courses, certification programs and pitches: /api/learning/*. */
export const learningRoutes = new Hono<AppEnv>()
  .get("/pathways", async (c) => c.json(await listPathways(c.var.deps.db, c.var.user?.id)))
  .get("/pathways/:pathwayId", pathway, async (c) => {
    const { pathwayId } = c.req.valid("param");
    return c.json(await pathwayDetail(c.var.deps.db, pathwayId, c.var.user?.id));
  })
  .post("/pathways/:pathwayId/start", signedIn(), pathway, async (c) => {
    const user = c.var.member;
    const { pathwayId } = c.req.valid("param");
    const { created, pathway } = await startPathway(c.var.deps, user.id, pathwayId);
    return c.json(pathway, created ? 201 : 200);
  })
  .post("/pathways/:pathwayId/projects/:number/complete", signedIn(), project, async (c) => {
    const user = c.var.member;
    const { pathwayId, number } = c.req.valid("param");
    const standing = await completeProject(c.var.deps, user.id, pathwayId, number);
    return c.json(standing);
  })
  .get("/courses", async (c) => c.json(await listCourses(c.var.deps.db, c.var.user?.id)))
  .get("/courses/:courseId", course, async (c) => {
    const { courseId } = c.req.valid("param");
    return c.json(await courseDetail(c.var.deps.db, courseId, c.var.user?.id));
  })
  .post("/courses/:courseId/start", signedIn(), course, async (c) => {
    const user = c.var.member;
    const { courseId } = c.req.valid("param");
    return c.json(await startCourse(c.var.deps.db, user.id, courseId));
  })
  .post("/courses/:courseId/open", signedIn(), course, async (c) => {
    const user = c.var.member;
    const { courseId } = c.req.valid("param");
    return c.json(await openCourse(c.var.deps.db, user.id, courseId));
  })
  .get("/lessons/:lessonId", lesson, async (c) => {
    const { lessonId } = c.req.valid("param");
    return c.json(await readLesson(c.var.deps.db, lessonId, c.var.user?.id));
  })
  .post("/lessons/:lessonId/watch", signedIn(), lesson, async (c) => {
    const user = c.var.member;
    const { lessonId } = c.req.valid("param");
    const watched = await watchLesson(c.var.deps, user.id, lessonId);
    return c.json(watched);
  })
  .get("/certifications/:programId", signedIn(), program, async (c) => {
    const user = c.var.member;
    const { programId } = c.req.valid("param");
    return c.json(await programStanding(c.var.deps.db, user.id, programId));
  })
  .post("/certifications/:programId/claim", signedIn(), program, async (c) => {
    const user = c.var.member;
    const { programId } = c.req.valid("param");
    const claimed = await claimCertificate(c.var.deps, user.id, programId);
    return c.json(claimed);
  })
  .get("/certifications/:programId/certificate", signedIn(), program, async (c) => {
    const user = c.var.member;
    const { programId } = c.req.valid("param");
    return c.json(await certificate(c.var.deps.db, user.id, programId));
  })
  // Public: anyone holding a certificate's number may check it (decision 120).
  .get("/certificates/:number", async (c) => c.json(await verifyCertificate(c.var.deps.db, c.req.param("number"))))
  .post("/certifications/:programId/modules/:moduleId/start", signedIn(), programModule, async (c) => {
    const user = c.var.member;
    const { programId, moduleId } = c.req.valid("param");
    return c.json(await startModule(c.var.deps.db, user.id, programId, moduleId));
  })
  .post("/certifications/:programId/modules/:moduleId/complete", signedIn(), programModule, async (c) => {
    const user = c.var.member;
    const { programId, moduleId } = c.req.valid("param");
    const standing = await completeModule(c.var.deps, user.id, programId, moduleId);
    return c.json(standing);
  })
  .post("/pitches", signedIn(), jsonBody(newPitchInput), async (c) => {
    const user = c.var.member;
    const input = c.req.valid("json");
    return c.json(await createPitch(c.var.deps.db, user.id, input), 201);
  })
  .get("/pitches/:pitchId", signedIn(), pitch, async (c) => {
    const user = c.var.member;
    const { pitchId } = c.req.valid("param");
    return c.json(await ownPitch(c.var.deps.db, user.id, pitchId));
  })
  .put("/pitches/:pitchId", signedIn(), pitch, jsonBody(pitchChangeInput), async (c) => {
    const user = c.var.member;
    const { pitchId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await updatePitch(c.var.deps.db, user.id, pitchId, input));
  })
  .delete("/pitches/:pitchId", signedIn(), pitch, async (c) => {
    const user = c.var.member;
    const { pitchId } = c.req.valid("param");
    await deletePitch(c.var.deps.db, user.id, pitchId);
    return c.body(null, 204);
  });
