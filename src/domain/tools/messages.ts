/**
 * Toast texts of the meeting tools: the spec's words (docs/features.md, "Fixed wording"), and decision 072's where it
 * gives none.
 */
import type { Message } from "../messages";

export const TOOL_MESSAGES = {
  noData: (what: "speeches" | "sessions" | "evaluations"): Message => ({
    title: "No Data",
    description: `No ${what} recorded to export.`,
  }),

  timerMissingInformation: {
    title: "Missing Information",
    description: "Please select a speech type and enter speaker name.",
  },
  speechRecorded: (speaker: string, type: string, clock: string): Message => ({
    title: "Speech Recorded",
    description: `${speaker}'s ${type} (${clock}) was added to the speech history.`,
  }),
  timerHistoryCleared: { title: "History Cleared", description: "All speech records have been removed." },
  timerExported: { title: "Report Exported", description: "Timer report has been downloaded." },

  speakerNameRequired: {
    title: "Speaker Name Required",
    description: "Please enter the speaker's name to add them.",
  },
  speakerAdded: (name: string): Message => ({ title: "Speaker Added", description: `${name} was added to the list.` }),
  noSpeakers: { title: "No Speakers Added", description: "Please add at least one speaker to start counting." },
  sessionStarted: (speakers: number): Message => ({
    title: "Session Started",
    description: `Now counting filler words for ${speakers} speaker(s)`,
  }),
  countsReset: { title: "Counts Reset", description: "Every speaker's filler-word counts are back to zero." },
  sessionCompleted: (total: number): Message => ({
    title: "Session Completed",
    description: `Recorded ${total} total filler words across all speakers`,
  }),
  counterHistoryCleared: { title: "History Cleared", description: "All session records have been removed." },
  counterExported: { title: "Report Exported", description: "Ah counter report has been downloaded." },

  evaluationMissingInformation: { title: "Missing Information", description: "Please fill in all required fields." },
  evaluationSubmitted: (speaker: string): Message => ({
    title: "Evaluation Submitted",
    description: `Your evaluation of ${speaker} has been saved.`,
  }),
  evaluatorHistoryCleared: { title: "History Cleared", description: "All evaluation records have been removed." },
  evaluatorExported: { title: "Report Exported", description: "Evaluator report has been downloaded." },
} as const satisfies Record<string, Message | ((...args: never[]) => Message)>;
