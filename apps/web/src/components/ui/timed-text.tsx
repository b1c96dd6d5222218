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
 * A feature's own words for one API code whose `{when}` is a moment: `when` is that moment in the
 * reader's local time, `local` says any other moment of the values the same way.
 */
export type TimedWords = (
  params: Readonly<Record<string, Value>>,
  when: string,
  local: (iso: string) => string,
) => string;

/**
 * The API's coded messages whose `{when}` is a moment, said in a feature's own words with the moment
 * in the reader's local time (the server's English has it in UTC); any other code as the code
 * catalogues say it. `nameZone` names the zone (the examiner's pages).
 */
export function timedText(words: Readonly<Record<string, TimedWords>>) {
  function say(message: Coded, options: { nameZone?: boolean } = {}): string {
    const when = message.params.when;
    const said = words[message.code];
    if (typeof when !== "string" || !said) return codeText(message);
    const local = (iso: string) => formatWhen(new Date(iso), options);
    return said(message.params, local(when), local);
  }
  /** Whether `say(message)` is in the reader's language (else it is marked `lang="en"`). */
  const translated = (message: Coded) => message.code in words || isTranslated(message);

  /** A coded message as a line's text, marked English when no translation is at hand. */
  function CodedText({ message, nameZone }: { message: Coded; nameZone?: boolean }) {
    return <span lang={translated(message) ? undefined : "en"}>{say(message, { nameZone })}</span>;
  }
  return { say, translated, CodedText };
}
