import { describe, expect, test } from "vitest";
import { CONTACT_LIMITS, contactInput, isBotSubmission, outcomeMessage } from "./contact";

const valid = { name: "Ann Lee", email: "ann@example.com", subject: "Hello", message: "A question about clubs." };
const issue = (input: unknown) => {
  const parsed = contactInput.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe("contact form input", () => {
  test("name, email and message are required; subject is optional", () => {
    expect(contactInput.parse({ ...valid, subject: undefined })).toMatchObject({ subject: "" });
    expect(issue({ ...valid, name: "  " })).toBe("Name is required");
    expect(issue({ ...valid, email: "" })).toBe("Email is required");
    expect(issue({ ...valid, email: "ann" })).toBe("Enter a valid email address");
    expect(issue({ ...valid, message: " \n " })).toBe("Message is required");
  });

  test("texts are trimmed", () => {
    expect(contactInput.parse({ ...valid, name: "  Ann  ", email: " ann@example.com " })).toMatchObject({
      name: "Ann",
      email: "ann@example.com",
    });
  });

  test("each field has a length limit, and the limit itself is accepted", () => {
    for (const field of ["name", "subject", "message"] as const) {
      const max = CONTACT_LIMITS[field];
      expect(contactInput.safeParse({ ...valid, [field]: "x".repeat(max) }).success).toBe(true);
      expect(issue({ ...valid, [field]: "x".repeat(max + 1) })).toMatch(`at most ${max} characters`);
    }
    expect(issue({ ...valid, email: `${"a".repeat(250)}@example.com` })).toMatch("at most 254 characters");
  });

  test("name and subject stay on one line (no header injection); the message may have lines", () => {
    expect(issue({ ...valid, subject: "Hi\r\nBcc: victim@example.com" })).toBe("Subject must be on one line.");
    expect(issue({ ...valid, name: "Ann\nLee" })).toBe("Name must be on one line.");
    expect(contactInput.safeParse({ ...valid, message: "Line one\nLine two" }).success).toBe(true);
  });

  test("unknown fields are refused", () => {
    expect(issue({ ...valid, userId: "someone-else" })).toMatch(/userId/);
  });

  test("a filled honeypot marks a bot", () => {
    expect(isBotSubmission(contactInput.parse({ ...valid, website: "https://spam.example" }))).toBe(true);
    expect(isBotSubmission(contactInput.parse({ ...valid, website: "" }))).toBe(false);
    expect(isBotSubmission(contactInput.parse(valid))).toBe(false);
  });

  test("outcomes map to the spec's toasts", () => {
    expect(outcomeMessage("sent")).toEqual({
      title: "Message Sent",
      description: "Your message has been sent successfully. We'll get back to you soon.",
    });
    expect(outcomeMessage("saved")).toEqual({
      title: "Message Saved",
      description: "Your message has been saved. We'll get back to you soon via email.",
    });
  });
});
