// The messages the API sends as codes, in the reader's language (decision 65). Every code's English
// is in packages/contracts (`messages/<module>.ts`); the server sends it as `message`, so English
// pages show that and carry no table of their own. Each module's Nepali is here
// (`codes/<module>.ne.ts`, typed by the English table, so a code without Nepali text fails
// `tsc -b`), fetched only while Nepali is shown. `codes/<module>.ts` registers a module; a page that
// shows a module's messages imports it. A code of a module not registered is shown as it came, in
// English.
import type { clientMessages, generalMessages } from "@tayari/contracts/messages/general";
import type { Messages, Text, Value } from "@tayari/contracts/messages/text";
import { currentLanguage, defineCatalogue, format, type Language } from "./i18n";

/** A module's catalogue in another language: a text for each code of its English table. */
export type CodeCatalogue<M extends Messages> = { readonly [C in keyof M]: Text };

/** A code's message as it arrives: its code, values and English (`CodedMessage`, or an ApiError). */
export interface Coded {
  readonly code: string;
  readonly params: Readonly<Record<string, Value>>;
  readonly message: string;
}

/**
 * How a value reads in a language (an ISO time as a Bikram Sambat date in Nepali); `message` is the
 * whole message, for a value read with its neighbours (an import's reason and its own values).
 */
export type ValueFormat = (name: string, value: Value, language: Language, message: Coded) => Value;

type Flat = Record<string, string>;
const flatten = (messages: Readonly<Record<string, Text>>): Flat =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([code, text]) =>
      typeof text === "string"
        ? [[code, text]]
        : [
            [`${code}|one`, text.one],
            [`${code}|other`, text.other],
          ],
    ),
  );

const modules = new Map<string, () => Flat | null>();
let formats: ValueFormat[] = [];

/**
 * Registers the Nepali catalogue of one module's codes (`module` is the codes' prefix):
 * `defineCodes<typeof authMessages>("auth", () => import("./auth.ne").then((m) => m.auth))`.
 */
export function defineCodes<M extends Messages>(
  module: string,
  load: () => Promise<CodeCatalogue<M>>,
): void {
  modules.set(
    module,
    defineCatalogue(() => load().then(flatten)),
  );
}

// What any call may answer, and what the client says of a call that got no answer: wherever a
// message is shown, these may be.
defineCodes<typeof generalMessages>("general", () =>
  import("./codes/general.ne").then((m) => m.general),
);
defineCodes<typeof clientMessages>("client", () =>
  import("./codes/general.ne").then((m) => m.client),
);

/** Adds a way values are shown (the exam pages show times as dates in Nepali). */
export function formatValues(format: ValueFormat): void {
  formats = [...formats, format];
}

const moduleOf = (code: string) => code.slice(0, code.indexOf("."));

/** The text of `message` in the reader's language, or null when only its English is at hand. */
function translated(message: Coded): string | null {
  const { code, params } = message;
  const catalogue = modules.get(moduleOf(code))?.();
  if (!catalogue) return null;
  const language = currentLanguage();
  const values: Record<string, Value> = {};
  for (const [name, value] of Object.entries(params ?? {}))
    values[name] = formats.reduce((v, f) => f(name, v, language, message), value);
  const form = new Intl.PluralRules(language).select(Number(values.count ?? 0));
  const text = catalogue[code] ?? catalogue[`${code}|${form}`] ?? catalogue[`${code}|other`];
  return text === undefined ? null : format(text, values);
}

/**
 * The English as it came, with each value the formats show otherwise (an ISO time) written as
 * they show it: the server fills its English with the values as sent, so each one is replaced where
 * it stands.
 */
function english(message: Coded): string {
  let text = message.message;
  for (const [name, value] of Object.entries(message.params ?? {})) {
    if (typeof value !== "string" || !value) continue;
    const shown = formats.reduce((v, f) => f(name, v, "en", message), value as Value);
    if (shown !== value) text = text.split(value).join(String(shown));
  }
  return text;
}

/** The message in the reader's language: translated, or the English as it came. */
export function codeText(message: Coded): string {
  return translated(message) ?? english(message);
}

/** Whether `codeText(message)` is in the reader's language (else mark it `lang="en"`). */
export function isTranslated(message: Coded): boolean {
  return currentLanguage() === "en" || translated(message) !== null;
}

/** A message the web app makes itself (a form checked before sending): its English from `table`. */
export function localMessage<M extends Messages>(
  table: M,
  code: keyof M & string,
  params: Record<string, Value> = {},
): Coded {
  const text = table[code]!;
  const english =
    typeof text === "string"
      ? text
      : new Intl.PluralRules("en").select(Number(params.count ?? 0)) === "one"
        ? text.one
        : text.other;
  return { code, params, message: format(english, params) };
}
