import { describe, expect, test } from "vitest";
import { type Faq, faqSections, matchesFaqSearch, sortFaqs } from "./faqs";

const faq = (id: string, isFeatured: boolean, orderIndex: number, question = `Q ${id}`, answer = `A ${id}`): Faq => ({
  id,
  question,
  answer,
  isFeatured,
  orderIndex,
});

describe("FAQ order", () => {
  test("featured first, then by order index", () => {
    const faqs = [faq("a", false, 1), faq("b", true, 3), faq("c", false, 0), faq("d", true, 2)];
    expect(sortFaqs(faqs).map((item) => item.id)).toEqual(["d", "b", "c", "a"]);
  });
});

describe("FAQ search", () => {
  const club = faq("club", false, 1, "How do I join a CLUB?", "Open Find Clubs.");
  test("matches the question or the answer, ignoring case", () => {
    expect(matchesFaqSearch(club, "club")).toBe(true);
    expect(matchesFaqSearch(club, "find CLUBS")).toBe(true);
    expect(matchesFaqSearch(club, "  join  ")).toBe(true);
    expect(matchesFaqSearch(club, "timer")).toBe(false);
  });

  test("blank search matches everything", () => {
    expect(matchesFaqSearch(club, "   ")).toBe(true);
  });

  test("sections: Popular holds the featured matches, All holds every match in order", () => {
    const faqs = [
      faq("timer", false, 2, "Timer lights?", "Green, yellow, red."),
      faq("join", true, 1, "Join a club?", "Press Join Club."),
      faq("role", false, 1, "Meeting roles?", "Join the meeting first."),
    ];
    expect(faqSections(faqs, "")).toEqual({ popular: [faqs[1]], all: [faqs[1], faqs[2], faqs[0]] });
    expect(faqSections(faqs, "JOIN")).toEqual({ popular: [faqs[1]], all: [faqs[1], faqs[2]] });
    expect(faqSections(faqs, "yellow")).toEqual({ popular: [], all: [faqs[0]] });
    expect(faqSections(faqs, "nothing like this")).toEqual({ popular: [], all: [] });
  });
});
