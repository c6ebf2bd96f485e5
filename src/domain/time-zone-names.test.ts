import { expect, test } from "vitest";
import { currentZoneName, timeZoneNames } from "./time-zone-names";

const offeredZones = timeZoneNames();

test("the list offers current names, not the browser's old ones", () => {
  for (const name of ["Asia/Kolkata", "Europe/Kyiv", "Asia/Ho_Chi_Minh", "America/Chicago", "Europe/London", "Etc/UTC"])
    expect(offeredZones).toContain(name);
  for (const name of ["Asia/Calcutta", "Europe/Kiev", "Asia/Saigon", "US/Central", "Factory", "Etc/GMT+5"])
    expect(offeredZones).not.toContain(name);
});

test("a country whose time is now another city's keeps its own city in the list", () => {
  expect(offeredZones).toContain("Europe/Amsterdam");
  expect(offeredZones).toContain("Europe/Oslo");
  expect(currentZoneName("Europe/Amsterdam")).toBe("Europe/Amsterdam");
});

test("old names are accepted and mapped to the current ones, in any case", () => {
  expect(currentZoneName("Asia/Calcutta")).toBe("Asia/Kolkata");
  expect(currentZoneName("europe/kiev")).toBe("Europe/Kyiv");
  expect(currentZoneName("Asia/Saigon")).toBe("Asia/Ho_Chi_Minh");
  expect(currentZoneName("America/Buenos_Aires")).toBe("America/Argentina/Buenos_Aires");
  expect(currentZoneName("US/Central")).toBe("America/Chicago");
  expect(currentZoneName("UTC")).toBe("Etc/UTC");
  expect(currentZoneName("europe/berlin")).toBe("Europe/Berlin");
});

test("what no one knows is refused", () => {
  expect(currentZoneName("Mars/Olympus_Mons")).toBeUndefined();
  expect(currentZoneName("")).toBeUndefined();
});

test("every name offered can be used to read a time", () => {
  for (const name of offeredZones) expect(() => new Intl.DateTimeFormat("en-US", { timeZone: name })).not.toThrow();
  expect(offeredZones.length).toBeGreaterThan(300);
});
