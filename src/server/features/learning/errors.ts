import { AppError } from "../../http/errors";

export const pathwayNotFound = () => new AppError(404, "PATHWAY_NOT_FOUND", "There is no such pathway.");
export const courseNotFound = () => new AppError(404, "COURSE_NOT_FOUND", "There is no such course.");
export const lessonNotFound = () => new AppError(404, "LESSON_NOT_FOUND", "There is no such lesson.");
export const lessonLocked = () =>
  new AppError(403, "LESSON_LOCKED", "This lesson is part of a locked module. Start the course to unlock it.");
export const programNotFound = () => new AppError(404, "PROGRAM_NOT_FOUND", "Certification Program Not Found");
export const moduleNotFound = () => new AppError(404, "MODULE_NOT_FOUND", "This program has no such module.");
export const pitchNotFound = () => new AppError(404, "PITCH_NOT_FOUND", "There is no such pitch.");
