// Dates in Bikram Sambat, the calendar students in Nepal use, for when Nepali is chosen
// (decision 34). The conversion tables come from nepali-date-converter; this module only decides
// which day it is: the day in Nepal (Asia/Kathmandu, UTC+5:45), whatever the device's time zone.
import NepaliDate from "nepali-date-converter";

export interface BsDate {
  year: number;
  /** 1 (Baisakh) to 12 (Chaitra). */
  month: number;
  day: number;
}

const nepalDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kathmandu",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

/** The date in Nepal at `instant`, as the converter's day (noon, so no zone can move it). */
function nepalNoon(instant: Date): NepaliDate {
  const parts = Object.fromEntries(
    nepalDay.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return NepaliDate.fromAD(new Date(parts.year!, parts.month! - 1, parts.day!, 12));
}

/** The Bikram Sambat day of `instant` in Nepal. */
export function toBikramSambat(instant: Date): BsDate {
  const bs = nepalNoon(instant).getBS();
  return { year: bs.year, month: bs.month + 1, day: bs.date };
}

/**
 * The day as a student reads it: "२०८१ वैशाख १" in Nepali (Devanagari digits),
 * "1 Baisakh 2081" in English.
 */
export function formatBikramSambat(instant: Date, language: "en" | "ne"): string {
  const date = nepalNoon(instant);
  return language === "ne" ? date.format("YYYY MMMM D", "np") : date.format("D MMMM YYYY", "en");
}
