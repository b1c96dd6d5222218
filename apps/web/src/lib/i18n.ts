// The interface's words, one catalogue per language and per chunk (decision 33): a lookup of a few
// hundred bytes instead of an i18n library. Each part of the app defines its English messages next
// to its components (`messages.ts`) with `defineMessages`, and its Nepali ones in a file of their
// own (`messages.ne.ts`, typed `typeof en`, so a missing key fails `tsc -b`), which is fetched only
// while Nepali is chosen. English is never fetched: it is the literal in the chunk that uses it.

export type Language = "en" | "ne";
export const LANGUAGES: readonly Language[] = ["en", "ne"];
export type Values = Record<string, string | number>;
type Catalogue = Record<string, string>;

/** The device's choice, kept in localStorage under this key (start links and logout keep it). */
export const LANGUAGE_KEY = "language";

/** `{name}` in a message is replaced by `values.name`; an unknown name is left as written. */
export function format(message: string, values: Values = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

interface Entry {
  load: () => Promise<Catalogue>;
  loaded: Catalogue | null;
  loading: Promise<void> | null;
}

const entries = new Set<Entry>();
const listeners = new Set<() => void>();
let language: Language = "en";
// A change of language waits for this: the hydration of a prerendered page (holdLanguageUntil).
let hydrating: Promise<void> = Promise.resolve();
// Bumped whenever what a message reads as changes: the language, or a catalogue arriving late.
let version = 0;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

function fetchCatalogue(entry: Entry): Promise<void> {
  if (entry.loaded) return Promise.resolve();
  entry.loading ??= entry.load().then(
    (catalogue) => {
      entry.loaded = catalogue;
      entry.loading = null;
      if (language !== "en") changed();
    },
    (error: unknown) => {
      entry.loading = null;
      throw error;
    },
  );
  return entry.loading;
}

type PluralBase<C> = { [K in keyof C]: K extends `${infer Base}_other` ? Base : never }[keyof C];

/**
 * A catalogue of another language, fetched when that language is shown (and, while it is, as soon
 * as the chunk that defines it loads): the getter gives it once it is here, null in English or
 * before it has arrived.
 */
export function defineCatalogue(load: () => Promise<Catalogue>): () => Catalogue | null {
  const entry: Entry = { load, loaded: null, loading: null };
  entries.add(entry);
  // `catalogsReady` waits for it.
  if (language !== "en") fetchCatalogue(entry).catch(() => {});
  return () => (language === "en" ? null : entry.loaded);
}

/**
 * The messages of one part of the app. `english` is the source; `load()` imports the Nepali
 * catalogue (`() => import("./messages.ne").then((m) => m.ne)`).
 * `t(key, values)` fills `{name}` values; `plural(base, count)` picks `base_one` / `base_other`
 * by `Intl.PluralRules` and fills `{count}`. Components read them through `useMessages()`, which
 * re-renders them when the language changes.
 */
const rules = new Map<Language, Intl.PluralRules>();
/** One PluralRules a language, made on first use: a page's plurals are many (decision 0515). */
const pluralRules = (of: Language) => {
  let made = rules.get(of);
  if (!made) rules.set(of, (made = new Intl.PluralRules(of)));
  return made;
};

export function defineMessages<C extends Catalogue>(english: C, load: () => Promise<C>) {
  type Key = keyof C & string;
  const translated = defineCatalogue(load);
  const messages = (): Catalogue => translated() ?? english;
  const t = (key: Key, values?: Values): string =>
    format(messages()[key] ?? english[key] ?? key, values);
  const plural = (base: PluralBase<C> & string, count: number, values: Values = {}): string => {
    const category = pluralRules(language).select(count);
    const key = Object.hasOwn(english, `${base}_${category}`)
      ? `${base}_${category}`
      : `${base}_other`;
    return t(key as Key, { ...values, count });
  };
  const translator = { t, plural };
  return {
    ...translator,
    /** `t` and `plural` for a component; it re-renders when the language changes. */
    useMessages() {
      useLanguage();
      return translator;
    },
  };
}

export const currentLanguage = (): Language => language;

/**
 * Shows the interface in `next`. Every catalogue loaded so far is fetched first: if one cannot
 * be (offline, never cached), the language stays as it was and the promise rejects.
 */
export async function setLanguage(next: Language): Promise<void> {
  const fetchAll = () => Promise.all([...entries].map(fetchCatalogue));
  if (next !== "en") await fetchAll();
  await hydrating;
  // The catalogues of code that arrived meanwhile (the page's own, once it hydrated).
  if (next !== "en") await fetchAll();
  language = next;
  if (typeof document !== "undefined") document.documentElement.lang = next;
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
  changed();
}

/**
 * Changes of language wait for `hydrated`. A part of the page hydrated after the change would
 * render in the new language over markup in the old one, and React would throw that part away.
 */
export function holdLanguageUntil(hydrated: Promise<void>): void {
  hydrating = hydrated;
}

/** The language kept on this device, if one was chosen. */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return LANGUAGES.includes(stored as Language) ? (stored as Language) : null;
  } catch {
    return null;
  }
}

/** Resolves once the catalogues of every chunk loaded so far are here (never rejects). */
export async function catalogsReady(): Promise<void> {
  if (language === "en") return;
  await Promise.all([...entries].map((entry) => fetchCatalogue(entry).catch(() => {})));
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// React reaches this module through `provideLanguageHook` (app/language-hook.ts, imported first by
// the entry), not by an import: a module every chunk imports and that imports React made the
// bundler split React and this module out of the entry chunk (rolldown #10731), +4 KB on the
// first load. Without React this module is a leaf and stays in the entry.
let useVersion: () => unknown = () => version;

/** The hook that re-renders a component on a change (a `useSyncExternalStore` over `subscribeLanguage`). */
export function provideLanguageHook(
  hook: (subscribe: typeof subscribeLanguage, snapshot: () => number) => unknown,
) {
  useVersion = () => hook(subscribeLanguage, () => version);
}

/** Re-renders the component when the language (or a late catalogue) changes; returns the language. */
export function useLanguage(): Language {
  useVersion();
  return language;
}

/** The language of a piece of content (a question, a unit's title): Nepali if written in Devanagari. */
export function contentLanguage(text: string): Language {
  return /[\u0900-\u097F]/.test(text) ? "ne" : "en";
}
