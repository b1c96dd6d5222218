import { Fragment, type ReactNode } from "react";
import { formatDateTime } from "../../lib/bikram-sambat";
import { codeText, isTranslated, type Coded } from "../../lib/codes";
import "../../lib/codes/exams";
import "../../lib/codes/input";
import { currentLanguage } from "../../lib/i18n";
import { plural, t } from "./messages";

/**
 * A moment in the interface's language, through the one date formatter (`lib/bikram-sambat.ts`):
 * "२०८२ साउन ५, दिउँसो २:३०" in Nepali, "20 Jul 2025, 14:30" in English. `nameZone` adds the
 * zone ("GMT+5:45", "नेपाल समय"): the examiner's page names it wherever it shows a time.
 */
export function formatWhen(date: Date, options: { nameZone?: boolean } = {}): string {
  return formatDateTime(date, currentLanguage(), options);
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

/**
 * The codes whose `{when}` is a moment: the pages say them in the reader's local time (the server's
 * English has it in UTC), so their text comes from this feature's own messages in both languages.
 */
const TIMED = {
  "exams.timeUp": "sTimeUp",
  "exams.answersInAt": "sAnswersInAt",
  "exams.resultsAt": "sResultsAt",
  "exams.openUntil": "sOpenUntil",
  "exams.released": "sReleased",
  "exams.resultsHeld": "sResultsHeld",
  "exams.heldBack": "sHeldBack",
  "exams.cancelled": "sCancelled",
} as const;

/** The same, for messages with a `{count}` too: the plural form's base. */
const TIMED_COUNTED = {
  "exams.closedNow": "sClosedNow",
} as const;

/**
 * A coded message of the API in the reader's language, its times local (and, with `nameZone`, the
 * zone named: the examiner's page).
 */
export function examText(message: Coded, options: { nameZone?: boolean } = {}): string {
  const when = message.params.when;
  if (typeof when !== "string") return codeText(message);
  const local = formatWhen(new Date(when), options);
  // Held back by an exam not open yet: said with its opening too.
  const opens = message.params.opens;
  if (message.code === "exams.heldBack" && typeof opens === "string")
    return t("sHeldBackLater", {
      ...message.params,
      opens: formatWhen(new Date(opens), options),
      when: local,
    });
  const key = TIMED[message.code as keyof typeof TIMED];
  if (key) return t(key, { ...message.params, when: local });
  const counted = TIMED_COUNTED[message.code as keyof typeof TIMED_COUNTED];
  if (counted)
    return plural(counted, Number(message.params.count ?? 0), { ...message.params, when: local });
  return codeText(message);
}

/** Whether `examText(message)` is in the reader's language (else it is marked `lang="en"`). */
export const examTextTranslated = (message: Coded) =>
  message.code in TIMED || message.code in TIMED_COUNTED || isTranslated(message);

/** A coded message as a line's text, marked English when no translation is at hand. */
export function CodedText({ message, nameZone }: { message: Coded; nameZone?: boolean }) {
  return (
    <span lang={examTextTranslated(message) ? undefined : "en"}>
      {examText(message, { nameZone })}
    </span>
  );
}
