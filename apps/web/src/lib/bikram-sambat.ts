// The one place dates and times are written for a reader (decision 34; issue 33). Every screen that
// shows a moment (progress, attempts, exam windows, results, mock tests, the examiner's pages)
// calls `formatDateTime`, `formatDate` or `formatTime` here, never `toLocaleString` of its own.
//
// In Nepali: the Bikram Sambat day in Nepal (Asia/Kathmandu, UTC+5:45, whatever the device's
// zone), the month names students write (साउन, not श्रावण), Devanagari digits throughout one item,
// and a 12-hour time with the part of the day: "२०८३ मंसिर ८, दिउँसो २:३०".
// In English: the Gregorian day and time in the device's own zone, as the device writes them.
// `nameZone` adds the zone's name (for an examiner who sets an exam's window: "GMT+5:45",
// "नेपाल समय").
//
// The conversion tables come from nepali-date-converter; the names and digits are ours, since the
// library spells some months the formal way (श्रावण, पौष) and one wrongly (फाल्गुण).
import NepaliDate from "nepali-date-converter";

export interface BsDate {
  year: number;
  /** 1 (Baisakh) to 12 (Chait). */
  month: number;
  day: number;
}

export type DateLanguage = "en" | "ne";

/** The Bikram Sambat months as students write them in Nepali, Baisakh first. */
export const BS_MONTHS_NE = [
  "बैशाख",
  "जेठ",
  "असार",
  "साउन",
  "भदौ",
  "असोज",
  "कात्तिक",
  "मंसिर",
  "पुस",
  "माघ",
  "फागुन",
  "चैत",
] as const;

/** The same months in Latin letters, for an English reader (the Bikram Sambat label of a date). */
export const BS_MONTHS_EN = [
  "Baisakh",
  "Jestha",
  "Asar",
  "Shrawan",
  "Bhadra",
  "Asoj",
  "Kartik",
  "Mangsir",
  "Poush",
  "Magh",
  "Falgun",
  "Chait",
] as const;

const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/** Western digits written in Devanagari ("2083" -> "२०८३"); other characters are kept. */
export function devanagariDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)]!);
}

const NEPAL_ZONE = "Asia/Kathmandu";

/**
 * A date format made on its first use, then kept: each takes some milliseconds of a slow phone's
 * main thread to make (a zone's rules, a locale's patterns), and the seven of them made together as
 * this module ran were the longest task of the progress page's start, where it uses one (issue 50).
 */
export function dateFormat(options: Intl.DateTimeFormatOptions, locale = "en-GB") {
  let made: Intl.DateTimeFormat | null = null;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}

const nepalParts = dateFormat(
  {
    timeZone: NEPAL_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  },
  "en-CA",
);

/** The wall clock in Nepal at `instant`. */
function inNepal(instant: Date) {
  const parts = Object.fromEntries(
    nepalParts()
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

/** The Bikram Sambat day of `instant` in Nepal. */
export function toBikramSambat(instant: Date): BsDate {
  const nepal = inNepal(instant);
  // Noon of that day, so no zone can move it to another day inside the converter.
  const bs = NepaliDate.fromAD(new Date(nepal.year, nepal.month - 1, nepal.day, 12)).getBS();
  return { year: bs.year, month: bs.month + 1, day: bs.date };
}

/**
 * The part of the day a Nepali speaker names before the hour: राति until 4, बिहान until noon,
 * दिउँसो until 5, बेलुका until 8, राति after.
 */
export function partOfDay(hour: number): "राति" | "बिहान" | "दिउँसो" | "बेलुका" {
  if (hour < 4) return "राति";
  if (hour < 12) return "बिहान";
  if (hour < 17) return "दिउँसो";
  if (hour < 20) return "बेलुका";
  return "राति";
}

/** "२०८१ बैशाख १" in Nepali; "1 Baisakh 2081" in English (a Bikram Sambat date either way). */
export function formatBikramSambat(instant: Date, language: DateLanguage): string {
  const { year, month, day } = toBikramSambat(instant);
  return language === "ne"
    ? devanagariDigits(`${year} ${BS_MONTHS_NE[month - 1]} ${day}`)
    : `${day} ${BS_MONTHS_EN[month - 1]} ${year}`;
}

export interface DateTimeOptions {
  /**
   * Read on Nepal's clock and say so: "(नेपाल समय)" in Nepali, "(Nepal time)" in English, whatever
   * the device's zone (decision 106). Exams run on Nepal's clock; every time named is Nepal's.
   */
  nameZone?: boolean;
  /** Read on Nepal's clock in English too, without naming it (a column whose header names it). */
  nepal?: boolean;
}

/** The months as en-GB writes them short (Intl's "medium" day: "3 Sept 2026"). */
const EN_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
] as const;

// English days and times on the device's clock (or UTC's) are written here as en-GB writes them,
// not by Intl.DateTimeFormat: the first format a page makes loads the calendar's data, 90 ms on
// this machine at full speed and 400 ms with the CPU slowed 8x, in the render of whatever shows a
// date first (the progress page's first screen, decision 0515). Formats in Nepal's zone still use
// Intl (its rules are the zone's).

/** "24 Nov" on the device's clock, or UTC's. */
export const englishDayMonth = (instant: Date, utc = false) =>
  utc
    ? `${instant.getUTCDate()} ${EN_MONTHS[instant.getUTCMonth()]}`
    : `${instant.getDate()} ${EN_MONTHS[instant.getMonth()]}`;

/** "24 Nov 2026" on the device's clock, or UTC's. */
export const englishDay = (instant: Date, utc = false) =>
  `${englishDayMonth(instant, utc)} ${utc ? instant.getUTCFullYear() : instant.getFullYear()}`;

const twoDigits = (n: number) => String(n).padStart(2, "0");
/** "14:30" on the device's clock. */
const englishTime = (instant: Date) =>
  `${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}`;
const englishDateTime = (instant: Date) => `${englishDay(instant)}, ${englishTime(instant)}`;
const nepalTime = dateFormat({ timeStyle: "short", timeZone: NEPAL_ZONE });
const nepalDateTime = dateFormat({ dateStyle: "medium", timeStyle: "short", timeZone: NEPAL_ZONE });
const englishZone = dateFormat({ timeZoneName: "short" });

/** The device zone's short name at `instant` ("UTC", "GMT+5:45"). */
export const deviceZoneName = (instant: Date) =>
  englishZone()
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value ?? "";

/** Whether the device's clock is Nepal's at `instant` (then nothing needs converting). */
export const deviceInNepal = (instant: Date) => -instant.getTimezoneOffset() === 5 * 60 + 45;

/** The device's own clock at `instant`, its zone named: "24 Nov 2026, 04:15 UTC". */
export const formatOnDevice = (instant: Date) =>
  `${englishDateTime(instant)} ${deviceZoneName(instant)}`;

/** The zone the examiner's times are read in: "नेपाल समय" or "Nepal time" (decision 106). */
export function zoneLabel(language: DateLanguage): string {
  return language === "ne" ? "नेपाल समय" : "Nepal time";
}

/** The IANA name of that zone, for the files the examiner downloads. */
export function zoneId(): string {
  return NEPAL_ZONE;
}

/** The day: "२०८३ मंसिर ८" (Bikram Sambat, Nepal) or "24 Nov 2026" (the device's day). */
export function formatDate(instant: Date, language: DateLanguage): string {
  return language === "ne" ? formatBikramSambat(instant, "ne") : englishDay(instant);
}

/** The time: "दिउँसो २:३०" (in Nepal) or "14:30" (on the device's clock). */
export function formatTime(instant: Date, language: DateLanguage, options: DateTimeOptions = {}) {
  if (language === "ne") {
    const { hour, minute } = inNepal(instant);
    const twelve = hour % 12 === 0 ? 12 : hour % 12;
    const time = `${partOfDay(hour)} ${devanagariDigits(`${twelve}:${String(minute).padStart(2, "0")}`)}`;
    return options.nameZone ? `${time} (नेपाल समय)` : time;
  }
  const nepal = options.nameZone || options.nepal;
  const time = nepal ? nepalTime().format(instant) : englishTime(instant);
  return options.nameZone ? `${time} (Nepal time)` : time;
}

/**
 * A moment as the reader reads it: "२०८३ मंसिर ८, दिउँसो २:३०" in Nepali (one digit system,
 * 12-hour, in Nepal), "24 Nov 2026, 14:30" in English (the device's zone; with `nameZone`,
 * Nepal's clock named: "24 Nov 2026, 14:30 (Nepal time)").
 */
export function formatDateTime(
  instant: Date,
  language: DateLanguage,
  options: DateTimeOptions = {},
): string {
  if (language === "ne")
    return `${formatDate(instant, "ne")}, ${formatTime(instant, "ne", options)}`;
  const nepal = options.nameZone || options.nepal;
  const when = nepal ? nepalDateTime().format(instant) : englishDateTime(instant);
  return options.nameZone ? `${when} (Nepal time)` : when;
}
