/** Toast texts of pathways, courses, certifications and pitches; the spec's texts word for word. */
export const LEARNING_MESSAGES = {
  coursesLoadFailed: { title: "Error", description: "Failed to load courses." },
  courseStarted: { title: "Success", description: "Course started! You can now access all modules." },
  courseStartFailed: { title: "Error", description: "Failed to start course." },
  pitchIncomplete: { title: "Error", description: "Please fill in the title and content" },
  pitchCreated: { title: "Success", description: "Pitch created successfully!" },
  pitchUpdated: { title: "Success", description: "Pitch updated successfully!" },
  pitchSaveFailed: { title: "Error", description: "Failed to save pitch" },
  pitchDeleted: { title: "Pitch deleted", description: "The pitch was removed from your program." },
  pitchDeleteFailed: { title: "Error", description: "Failed to delete pitch" },
  pathwayStarted: { title: "Pathway started", description: "Your first project is waiting for you." },
  projectCompleted: { title: "Project completed", description: "Nice work — your progress is updated." },
  moduleStarted: { title: "Module started", description: "Mark it complete when you have finished it." },
  moduleCompleted: { title: "Module completed", description: "One step closer to your certification." },
  certificateClaimed: { title: "Certificate claimed", description: "Congratulations! Your certificate is ready." },
  resourceComingSoon: { title: "Coming soon", description: "This resource will be available shortly." },
  actionFailed: { title: "Error", description: "Something went wrong. Please try again." },
} as const;
