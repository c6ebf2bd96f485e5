import { errorMessage, successMessage } from "../messages";

/** Toast texts of pathways, courses, certifications and pitches; the spec's texts word for word. */
export const LEARNING_MESSAGES = {
  coursesLoadFailed: errorMessage("Failed to load courses."),
  courseStarted: successMessage("Course started! You can now access all modules."),
  courseStartFailed: errorMessage("Failed to start course."),
  pitchIncomplete: errorMessage("Please fill in the title and content"),
  pitchCreated: successMessage("Pitch created successfully!"),
  pitchUpdated: successMessage("Pitch updated successfully!"),
  pitchSaveFailed: errorMessage("Failed to save pitch"),
  pitchDeleted: { title: "Pitch deleted", description: "The pitch was removed from your program." },
  pitchDeleteFailed: errorMessage("Failed to delete pitch"),
  pathwayStarted: { title: "Pathway started", description: "Your first project is waiting for you." },
  projectCompleted: { title: "Project completed", description: "Nice work — your progress is updated." },
  moduleStarted: { title: "Module started", description: "Mark it complete when you have finished it." },
  moduleCompleted: { title: "Module completed", description: "One step closer to your certification." },
  certificateClaimed: { title: "Certificate claimed", description: "Congratulations! Your certificate is ready." },
  resourceComingSoon: { title: "Coming soon", description: "This resource will be available shortly." },
  actionFailed: errorMessage("Something went wrong. Please try again."),
} as const;
