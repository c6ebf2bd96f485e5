import { refuse } from "../../http/errors";

export const pathwayNotFound = () => refuse("PATHWAY_NOT_FOUND");
export const courseNotFound = () => refuse("COURSE_NOT_FOUND");
export const lessonNotFound = () => refuse("LESSON_NOT_FOUND");
export const lessonLocked = () => refuse("LESSON_LOCKED");
export const programNotFound = () => refuse("PROGRAM_NOT_FOUND");
export const moduleNotFound = () => refuse("MODULE_NOT_FOUND");
export const pitchNotFound = () => refuse("PITCH_NOT_FOUND");
