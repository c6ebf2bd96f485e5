import { refusals } from "./entry";

/** Refusals of pathways, courses, certification programs and pitches. */
export const LEARNING_REFUSALS = refusals({
  PATHWAY_NOT_FOUND: { status: 404, message: "There is no such pathway." },
  COURSE_NOT_FOUND: { status: 404, message: "There is no such course." },
  LESSON_NOT_FOUND: { status: 404, message: "There is no such lesson." },
  LESSON_LOCKED: { status: 403, message: "This lesson is part of a locked module. Start the course to unlock it." },
  PROGRAM_NOT_FOUND: { status: 404, message: "Certification Program Not Found" },
  MODULE_NOT_FOUND: { status: 404, message: "This program has no such module." },
  PITCH_NOT_FOUND: { status: 404, message: "There is no such pitch." },
  PROJECT_NOT_FOUND: {
    status: 404,
    message: ({ projects }: { projects?: number }) =>
      projects === undefined ? "This pathway has no such project." : `This pathway has ${projects} projects.`,
  },
  PATHWAY_NOT_STARTED: { status: 409, message: "Start the pathway before completing projects." },
  PROJECT_OUT_OF_ORDER: {
    status: 409,
    message: ({ next, asked }: { next: number; asked: number }) => `Complete project ${next} before project ${asked}.`,
  },
  MODULE_NOT_STARTED: { status: 409, message: "Start the module before marking it complete." },
  UNKNOWN_PROGRAM: { status: 400, message: "Pitches belong to certification program 1 or 2." },
  UNKNOWN_GOAL: { status: 400, message: "This program has no such goal." },
  NO_CERTIFICATE_CLAIM: { status: 409, message: "This program's certificate is not claimed here." },
  PROGRAM_NOT_COMPLETE: { status: 409, message: "Complete every goal before claiming the certificate." },
  CERTIFICATE_NOT_CLAIMED: { status: 404, message: "This certificate has not been claimed yet." },
  CERTIFICATE_NOT_FOUND: { status: 404, message: "No certificate has this number. Check it and try again." },
});
