import { describe, expect, it } from "vitest";
import { canonicalCertificateNumber, newCertificateNumber } from "./certificate-numbers";

describe("certificate numbers", () => {
  it("carry the year of the claim and eight characters a person cannot mistake", () => {
    const number = newCertificateNumber(new Date("2026-11-24T23:30:00Z"));
    expect(number).toMatch(/^PC-2026-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(canonicalCertificateNumber(number)).toBe(number);
  });

  it("are different every time (40 random bits)", () => {
    const numbers = new Set(Array.from({ length: 2000 }, () => newCertificateNumber(new Date())));
    expect(numbers.size).toBe(2000);
  });

  it("are read in any case with spaces around, and nothing else is taken for one", () => {
    expect(canonicalCertificateNumber("  pc-2026-7k2qdm9x ")).toBe("PC-2026-7K2QDM9X");
    // numbers given before decision 120 used hexadecimal digits, which belong to the alphabet
    expect(canonicalCertificateNumber("PC-2025-0A1B2C3D")).toBe("PC-2025-0A1B2C3D");
    for (const text of ["", "PC-2026-7K2QDM9", "PC-2026-7K2QDM9XX", "PC-26-7K2QDM9X", "PC-2026-7K2QDM9I", "x"]) {
      expect(canonicalCertificateNumber(text)).toBeUndefined();
    }
    expect(canonicalCertificateNumber("PC-2026-../../x")).toBeUndefined();
  });
});
