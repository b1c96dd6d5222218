import type { Value } from "@tayari/contracts/messages/text";
import { formatDateTime, type DateTimeOptions } from "../../lib/bikram-sambat";
import { codeText, isTranslated, type Coded } from "../../lib/codes";
import { currentLanguage } from "../../lib/i18n";

/**
 * A moment in the interface's language, through the one date formatter (`lib/bikram-sambat.ts`):
 * "२०८२ साउन ५, दिउँसो २:३०" in Nepali, "20 Jul 2025, 14:30" in English. `nameZone` adds the
 * zone on Nepal's clock ("Nepal time", "नेपाल समय"): the examiner's pages name it wherever they show a time.
 */
export function formatWhen(date: Date, options: DateTimeOptions = {}): string {
  return formatDateTime(date, currentLanguage(), options);
}

/**
 * A feature's own words for one API code whose `{when}` is a moment: `when` is that moment on
 * Nepal's clock, named, `local` says any other moment of the values the same way.
 */
export type TimedWords = (
  params: Readonly<Record<string, Value>>,
  when: string,
  local: (iso: string) => string,
) => string;

/**
 * The API's coded messages whose `{when}` is a moment, said in a feature's own words with the moment
 * on Nepal's clock, named so (decisions 106, 107; the server's English has it as an ISO string); any
 * other code as the code catalogues say it, their moments written the same way (`codes/exams.ts`).
 */
export function timedText(words: Readonly<Record<string, TimedWords>>) {
  function say(message: Coded): string {
    const when = message.params.when;
    const said = words[message.code];
    if (typeof when !== "string" || !said) return codeText(message);
    const local = (iso: string) => formatWhen(new Date(iso), { nameZone: true });
    return said(message.params, local(when), local);
  }
  /** Whether `say(message)` is in the reader's language (else it is marked `lang="en"`). */
  const translated = (message: Coded) => message.code in words || isTranslated(message);

  /** A coded message as a line's text, marked English when no translation is at hand. */
  function CodedText({ message }: { message: Coded }) {
    return <span lang={translated(message) ? undefined : "en"}>{say(message)}</span>;
  }
  return { say, translated, CodedText };
}
