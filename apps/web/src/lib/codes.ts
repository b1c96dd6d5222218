// The messages the API sends as codes, in the reader's language (decision 65). Every code's English
// is in packages/contracts (`messages/<module>.ts`); the server sends it as `message`, so English
// pages show that and carry no table of their own. Each module's Nepali is here
// (`codes/<module>.ne.ts`, typed by the English table, so a code without Nepali text fails
// `tsc -b`), fetched only while Nepali is shown. Every module is registered below, in one table
// typed by the contract's list of codes: a module without its Nepali fails `tsc -b` too, where a
// forgotten side-effect import used to show English without a word (decision 134).
import type { Code } from "@tayari/contracts/messages/all";
import type { Messages, Text, Value } from "@tayari/contracts/messages/text";
import { currentLanguage, defineCatalogue, format, type Language } from "./i18n";

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

/** A module of codes: the prefix of `auth.emailTaken`. */
type Module = Code extends `${infer M}.${string}` ? M : never;

/** Every module's Nepali, fetched the first time one of its messages is shown in Nepali. */
const NEPALI: { readonly [M in Module]: () => Promise<Readonly<Record<string, Text>>> } = {
  general: () => import("./codes/general.ne").then((m) => m.general),
  client: () => import("./codes/general.ne").then((m) => m.client),
  account: () => import("./codes/account.ne").then((m) => m.account),
  attempts: () => import("./codes/attempts.ne").then((m) => m.attempts),
  auth: () => import("./codes/auth.ne").then((m) => m.auth),
  banks: () => import("./codes/banks.ne").then((m) => m.banks),
  catalog: () => import("./codes/catalog.ne").then((m) => m.catalog),
  exams: () => import("./codes/exams.ne").then((m) => m.exams),
  imports: () => import("./codes/imports.ne").then((m) => m.imports),
  input: () => import("./codes/input.ne").then((m) => m.input),
  mocks: () => import("./codes/mocks.ne").then((m) => m.mocks),
  progress: () => import("./codes/progress.ne").then((m) => m.progress),
};
for (const [module, load] of Object.entries(NEPALI))
  modules.set(
    module,
    defineCatalogue(() => load().then(flatten)),
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
