import { describe, expect, it } from "vitest";
import { formatBikramSambat, toBikramSambat } from "./bikram-sambat";

// Known days: the Nepali new years of 2080-2082 (Baisakh 1) and Vijaya Dashami 2081 (Asoj 26).
describe("Bikram Sambat dates", () => {
  it("converts known days", () => {
    expect(toBikramSambat(new Date("2023-04-14T12:00:00+05:45"))).toEqual({
      year: 2080,
      month: 1,
      day: 1,
    });
    expect(toBikramSambat(new Date("2024-04-13T12:00:00+05:45"))).toEqual({
      year: 2081,
      month: 1,
      day: 1,
    });
    expect(toBikramSambat(new Date("2025-04-14T12:00:00+05:45"))).toEqual({
      year: 2082,
      month: 1,
      day: 1,
    });
    expect(toBikramSambat(new Date("2024-10-12T12:00:00+05:45"))).toEqual({
      year: 2081,
      month: 6,
      day: 26,
    });
  });

  it("takes the day in Nepal, not on the device", () => {
    // 00:00 in Kathmandu on the new year 2081 is still 12 April in UTC.
    expect(toBikramSambat(new Date("2024-04-12T18:15:00Z"))).toEqual({
      year: 2081,
      month: 1,
      day: 1,
    });
    // A minute earlier it is the last day of Chaitra 2080.
    const before = toBikramSambat(new Date("2024-04-12T18:14:00Z"));
    expect([before.year, before.month]).toEqual([2080, 12]);
    expect(before.day).toBeGreaterThanOrEqual(29);
  });

  it("writes the day in Nepali with Devanagari digits, or in English", () => {
    const newYear = new Date("2024-04-13T09:00:00+05:45");
    expect(formatBikramSambat(newYear, "ne")).toBe("२०८१ बैशाख १");
    expect(formatBikramSambat(newYear, "en")).toBe("1 Baisakh 2081");
  });
});
