import type { Value } from "@tayari/contracts/messages/text";
import { formatDateTime, type DateTimeOptions } from "../../lib/bikram-sambat";
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
 * Nepal's clock, named, `local` says any other moment of the values the same way (said through
 * the one `CodedText`, `coded-text.tsx`).
 */
export type TimedWords = (
  params: Readonly<Record<string, Value>>,
  when: string,
  local: (iso: string) => string,
) => string;
