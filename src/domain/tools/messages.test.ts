import { describe, expect, it } from "vitest";
import { TOOL_MESSAGES } from "./messages";

describe("tool toasts", () => {
  it("use the specification's words", () => {
    expect(TOOL_MESSAGES.timerMissingInformation).toEqual({
      title: "Missing Information",
      description: "Please select a speech type and enter speaker name.",
    });
    expect(TOOL_MESSAGES.noData("speeches").description).toBe("No speeches recorded to export.");
    expect(TOOL_MESSAGES.noData("sessions").description).toBe("No sessions recorded to export.");
    expect(TOOL_MESSAGES.noData("evaluations").description).toBe("No evaluations recorded to export.");
    expect(TOOL_MESSAGES.sessionStarted(2).description).toBe("Now counting filler words for 2 speaker(s)");
    expect(TOOL_MESSAGES.sessionCompleted(7).description).toBe("Recorded 7 total filler words across all speakers");
    expect(TOOL_MESSAGES.timerExported.description).toBe("Timer report has been downloaded.");
    expect(TOOL_MESSAGES.timerHistoryCleared.description).toBe("All speech records have been removed.");
  });
});
