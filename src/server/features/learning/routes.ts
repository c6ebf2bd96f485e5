import { Hono } from "hono";
import { newPitchInput, pitchChangeInput } from "../../../domain/learning/pitches";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { requireUser } from "../../http/session";
import { readJson } from "../../http/validate";
import { forgetMemberRecords } from "../dashboard/member-records";
import { courseDetail, listCourses, openCourse, readLesson, startCourse, watchLesson } from "./courses-service";
import {
  courseNotFound,
  lessonNotFound,
  moduleNotFound,
  numberParam,
  pathwayNotFound,
  pitchNotFound,
  programNotFound,
  uuidParam,
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

const projectNotFound = () => new AppError(404, "PROJECT_NOT_FOUND", "This pathway has no such project.");

/** Pathways, courses, certification programs and pitches: /api/learning/*. */
export const learningRoutes = new Hono<AppEnv>()
  .get("/pathways", async (c) => c.json(await listPathways(c.var.deps.db, c.var.user?.id)))
  .get("/pathways/:pathwayId", async (c) => {
    const pathwayId = uuidParam(c.req.param("pathwayId"), pathwayNotFound);
    return c.json(await pathwayDetail(c.var.deps.db, pathwayId, c.var.user?.id));
  })
  .post("/pathways/:pathwayId/start", async (c) => {
    const user = requireUser(c.var.user);
    const pathwayId = uuidParam(c.req.param("pathwayId"), pathwayNotFound);
    const { created, pathway } = await startPathway(c.var.deps.db, user.id, pathwayId);
    forgetMemberRecords(c.var.deps, user.id);
    return c.json(pathway, created ? 201 : 200);
  })
  .post("/pathways/:pathwayId/projects/:number/complete", async (c) => {
    const user = requireUser(c.var.user);
    const pathwayId = uuidParam(c.req.param("pathwayId"), pathwayNotFound);
    const number = numberParam(c.req.param("number"), projectNotFound);
    const standing = await completeProject(c.var.deps.db, user.id, pathwayId, number);
    forgetMemberRecords(c.var.deps, user.id);
    return c.json(standing);
  })
  .get("/courses", async (c) => c.json(await listCourses(c.var.deps.db, c.var.user?.id)))
  .get("/courses/:courseId", async (c) => {
    const courseId = uuidParam(c.req.param("courseId"), courseNotFound);
    return c.json(await courseDetail(c.var.deps.db, courseId, c.var.user?.id));
  })
  .post("/courses/:courseId/start", async (c) => {
    const user = requireUser(c.var.user);
    const courseId = uuidParam(c.req.param("courseId"), courseNotFound);
    return c.json(await startCourse(c.var.deps.db, user.id, courseId));
  })
  .post("/courses/:courseId/open", async (c) => {
    const user = requireUser(c.var.user);
    const courseId = uuidParam(c.req.param("courseId"), courseNotFound);
    return c.json(await openCourse(c.var.deps.db, user.id, courseId));
  })
  .get("/lessons/:lessonId", async (c) => {
    const lessonId = uuidParam(c.req.param("lessonId"), lessonNotFound);
    return c.json(await readLesson(c.var.deps.db, lessonId, c.var.user?.id));
  })
  .post("/lessons/:lessonId/watch", async (c) => {
    const user = requireUser(c.var.user);
    const lessonId = uuidParam(c.req.param("lessonId"), lessonNotFound);
    const watched = await watchLesson(c.var.deps.db, user.id, lessonId);
    forgetMemberRecords(c.var.deps, user.id);
    return c.json(watched);
  })
  .get("/certifications/:programId", async (c) => {
    const user = requireUser(c.var.user);
    const programId = numberParam(c.req.param("programId"), programNotFound);
    return c.json(await programStanding(c.var.deps.db, user.id, programId));
  })
  .post("/certifications/:programId/claim", async (c) => {
    const user = requireUser(c.var.user);
    const programId = numberParam(c.req.param("programId"), programNotFound);
    const claimed = await claimCertificate(c.var.deps.db, user.id, programId);
    forgetMemberRecords(c.var.deps, user.id);
    return c.json(claimed);
  })
  .get("/certifications/:programId/certificate", async (c) => {
    const user = requireUser(c.var.user);
    const programId = numberParam(c.req.param("programId"), programNotFound);
    return c.json(await certificate(c.var.deps.db, user.id, programId));
  })
  // Public: anyone holding a certificate's number may check it (decision 120).
  .get("/certificates/:number", async (c) => c.json(await verifyCertificate(c.var.deps.db, c.req.param("number"))))
  .post("/certifications/:programId/modules/:moduleId/start", async (c) => {
    const user = requireUser(c.var.user);
    const programId = numberParam(c.req.param("programId"), programNotFound);
    const moduleId = numberParam(c.req.param("moduleId"), moduleNotFound);
    return c.json(await startModule(c.var.deps.db, user.id, programId, moduleId));
  })
  .post("/certifications/:programId/modules/:moduleId/complete", async (c) => {
    const user = requireUser(c.var.user);
    const programId = numberParam(c.req.param("programId"), programNotFound);
    const moduleId = numberParam(c.req.param("moduleId"), moduleNotFound);
    const standing = await completeModule(c.var.deps.db, user.id, programId, moduleId);
    forgetMemberRecords(c.var.deps, user.id);
    return c.json(standing);
  })
  .post("/pitches", async (c) => {
    const user = requireUser(c.var.user);
    const input = await readJson(c, newPitchInput);
    return c.json(await createPitch(c.var.deps.db, user.id, input), 201);
  })
  .get("/pitches/:pitchId", async (c) => {
    const user = requireUser(c.var.user);
    const pitchId = uuidParam(c.req.param("pitchId"), pitchNotFound);
    return c.json(await ownPitch(c.var.deps.db, user.id, pitchId));
  })
  .put("/pitches/:pitchId", async (c) => {
    const user = requireUser(c.var.user);
    const pitchId = uuidParam(c.req.param("pitchId"), pitchNotFound);
    const input = await readJson(c, pitchChangeInput);
    return c.json(await updatePitch(c.var.deps.db, user.id, pitchId, input));
  })
  .delete("/pitches/:pitchId", async (c) => {
    const user = requireUser(c.var.user);
    const pitchId = uuidParam(c.req.param("pitchId"), pitchNotFound);
    await deletePitch(c.var.deps.db, user.id, pitchId);
    return c.body(null, 204);
  });
