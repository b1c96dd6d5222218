import { Fragment, type ReactNode } from "react";
import { formatBikramSambat } from "../../lib/bikram-sambat";
import { contentLanguage, currentLanguage } from "../../lib/i18n";
import { en, plural, t } from "./messages";

const nepalTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kathmandu",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * A moment as the reader reads it: in Nepali the Bikram Sambat day and the time in Nepal
 * ("२०८२ साउन ५ 14:30"); in English as before (the device's own date and time).
 */
export function formatWhen(date: Date): string {
  if (currentLanguage() !== "ne") return date.toLocaleString();
  return `${formatBikramSambat(date, "ne")} ${nepalTime.format(date)}`;
}

/**
 * A message whose `{name}` places hold elements (content marked with its `lang`, a link): the
 * message is split at its placeholders, so each language keeps its own word order.
 */
export function fill(message: string, parts: Record<string, ReactNode>): ReactNode {
  return message.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}

type Key = keyof typeof en;
const when = (iso: string) => formatWhen(new Date(iso));

// The server's English messages this page shows, with the message each becomes. A pattern's
// groups fill the message's values in order; `{when}` is an ISO time, shown as a date.
const FIXED: Key[] = [
  "sNotOpen",
  "sNotStarted",
  "sOneAttempt",
  "sNeedsCode",
  "sWrongCode",
  "sAlreadySubmitted",
  "sChooseOption",
  "sAnswersInManual",
  "sDidNotSit",
  "sResultsNotReleased",
  "sClosesBeforeCreated",
  "sClosingInFuture",
  "sSlugTaken",
  "sPublicBank",
  "sSlugShort",
  "sSlugLong",
  "sSlugChars",
  "sCloseAfterOpen",
  "sQuotaCount",
  "sQuotaCategory",
  "sGiveDate",
];
const PATTERNS: [RegExp, (...groups: string[]) => string][] = [
  [
    /^Time is up: this exam ended at (\S+), so the answer was not saved\.$/,
    (w) => t("sTimeUp", { when: when(w) }),
  ],
  [/^Question (\d+) is not on your paper\.$/, (id) => t("sNotOnPaper", { id })],
  [
    /^Your answers are in\. Results are out at (\S+)\.$/,
    (w) => t("sAnswersInAt", { when: when(w) }),
  ],
  [/^Results of this exam are out at (\S+)\.$/, (w) => t("sResultsAt", { when: when(w) })],
  [/^You have no exam at \/exams\/(\S+)\.$/, (slug) => t("sNoExam", { slug })],
  [/^You have no bank with id (\d+)\.$/, (id) => t("sNoBank", { id })],
  [/^The custom marks have no row for (.+)\.$/, (c) => t("sCustomMarksMissing", { categories: c })],
  [/^Give marks and a penalty for (.+)\.$/, (c) => t("sCustomMarksGive", { categories: c })],
  [
    /^The exam is open until (\S+); its results can be released after it closes\.$/,
    (w) => t("sOpenUntil", { when: when(w) }),
  ],
  [/^Results are released \((\S+)\)\. Students can see/, (w) => t("sReleased", { when: when(w) })],
  [/^The bank has (\d+) problems?; nothing was saved\./, (n) => plural("sBankFaults", Number(n))],
];

/**
 * A message the server (or the API client) sent, in the chosen language: English as it came;
 * in Nepali the known ones translated, an unknown one as it came.
 */
export function serverText(message: string): string {
  if (currentLanguage() === "en") return message;
  const fixed = FIXED.find((key) => en[key] === message);
  if (fixed) return t(fixed);
  for (const [pattern, text] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return text(...match.slice(1));
  }
  return message;
}

/** Whether `message` is one `serverText` knows (an unknown one is marked as English content). */
export function knownServerText(message: string): boolean {
  // The API client says its own messages in the interface language already.
  return (
    currentLanguage() === "en" ||
    serverText(message) !== message ||
    contentLanguage(message) === "ne"
  );
}
