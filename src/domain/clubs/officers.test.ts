import { describe, expect, it } from "vitest";
import { issueAccessKeyInput } from "../leadership/access-keys";
import {
  appointOfficerInput,
  firstTitleNotHeld,
  OFFICER_TITLE_MAX,
  OFFICER_TITLES,
  officerOrder,
  officerTitleInput,
  removeOfficerQuestion,
} from "./officers";

describe("officer titles", () => {
  it("offers the six usual titles of a club, President first, none twice", () => {
    expect(OFFICER_TITLES[0]).toBe("President");
    expect(new Set(OFFICER_TITLES).size).toBe(6);
    expect(OFFICER_TITLES).toEqual(expect.arrayContaining(["VP Education", "Treasurer", "Sergeant at Arms"]));
  });

  it("takes a usual title or free text, trimmed, on one line and not too long", () => {
    expect(appointOfficerInput.parse({ memberId: "u1", title: " VP Education " })).toEqual({
      memberId: "u1",
      title: "VP Education",
    });
    expect(officerTitleInput.parse({ title: "Webmaster" })).toEqual({ title: "Webmaster" });
    const refused = (title: string) => officerTitleInput.safeParse({ title }).error?.issues[0]?.message;
    expect(refused("  ")).toBe("The title is required.");
    expect(refused("Vice\nPresident")).toBe("The title must be on one line.");
    expect(refused("x".repeat(OFFICER_TITLE_MAX + 1))).toBe(
      `The title must be at most ${OFFICER_TITLE_MAX} characters.`,
    );
  });

  it("needs a member to appoint", () => {
    expect(appointOfficerInput.safeParse({ memberId: "", title: "President" }).error?.issues[0]?.message).toBe(
      "Choose a member of the club.",
    );
  });

  it("lists officers by the usual titles first, then other titles, then by name", () => {
    const officers = [
      { name: "Zoe", title: "Webmaster" },
      { name: "Ben", title: "VP Education" },
      { name: "Ann", title: "Treasurer" },
      { name: "Cy", title: "President" },
      { name: "Al", title: "VP Education" },
    ];
    expect(officers.sort(officerOrder).map((officer) => `${officer.title} ${officer.name}`)).toEqual([
      "President Cy",
      "VP Education Al",
      "VP Education Ben",
      "Treasurer Ann",
      "Webmaster Zoe",
    ]);
  });
});

describe("appointing and removing", () => {
  it("starts the appoint form on the first usual title nobody holds yet", () => {
    expect(firstTitleNotHeld([])).toBe("President");
    expect(firstTitleNotHeld([{ title: "Officer" }])).toBe("President");
    expect(firstTitleNotHeld([{ title: "President" }])).toBe("VP Education");
    expect(firstTitleNotHeld([{ title: "President" }, { title: "vp education" }, { title: "Secretary" }])).toBe(
      "VP Membership",
    );
    // every usual title held: a club may have two of one, so the list starts again
    expect(firstTitleNotHeld(OFFICER_TITLES.map((title) => ({ title })))).toBe("President");
  });

  it("asks before removing an officer, naming whom and from what", () => {
    expect(removeOfficerQuestion({ name: "Mia Chen", title: "President" })).toBe("Remove Mia Chen as President?");
  });
});

describe("a club's access key", () => {
  it("names its club by id, or none (a network-wide key)", () => {
    const clubId = "0b8e6c1e-6a53-4b8e-9d2f-3f1a2b3c4d5e";
    expect(issueAccessKeyInput.parse({ clubId })).toEqual({ clubId });
    expect(issueAccessKeyInput.parse({ clubId: "" })).toEqual({});
    expect(issueAccessKeyInput.safeParse({ clubId: "Harbour" }).error?.issues[0]?.message).toBe(
      "Choose a club from the list.",
    );
  });
});
