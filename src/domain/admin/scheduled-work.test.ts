import { expect, test } from "vitest";
import { waitInWords } from "./scheduled-work";

test("a wait reads in words, from under a minute to days", () => {
  expect(waitInWords(0)).toBe("under a minute");
  expect(waitInWords(59)).toBe("under a minute");
  expect(waitInWords(60)).toBe("1 min");
  expect(waitInWords(14 * 60 + 30)).toBe("14 min");
  expect(waitInWords(3600)).toBe("1 h");
  expect(waitInWords(2 * 3600 + 5 * 60)).toBe("2 h 5 min");
  expect(waitInWords(86_400)).toBe("1 day");
  expect(waitInWords(3 * 86_400 + 7200)).toBe("3 days");
});
