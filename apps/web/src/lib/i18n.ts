// The interface's words in one catalogue per language (decision 33): a lookup of a few hundred
// bytes instead of an i18n library. English is the source catalogue and is bundled; another
// language's catalogue is its own chunk, fetched only when it is chosen, and typed against the
// English one, so a missing or misspelt key fails `tsc -b`.
import { useSyncExternalStore } from "react";

export type Language = "en" | "ne";
export type Values = Record<string, string | number>;

/** `{name}` in a message is replaced by `values.name`; an unknown name is left as written. */
export function format(message: string, values: Values = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * One translator per catalogue shape. `english` is the source; `load(language)` returns another
 * language's catalogue (a dynamic import, so it is fetched only when chosen).
 */
export function createI18n<Catalogue extends Record<string, string>>(
  english: Catalogue,
  load: (language: Exclude<Language, "en">) => Promise<Catalogue>,
) {
  type Key = keyof Catalogue & string;
  let language: Language = "en";
  let messages: Catalogue = english;
  const listeners = new Set<() => void>();

  const t = (key: Key, values?: Values) => format(messages[key] ?? english[key] ?? key, values);

  /**
   * Plurals: `key_one` / `key_other` (and any other category the language's rules name), chosen by
   * `Intl.PluralRules`, with `{count}` filled in.
   */
  const plural = (key: string, count: number, values: Values = {}) => {
    const category = new Intl.PluralRules(language).select(count);
    const chosen = (
      Object.hasOwn(messages, `${key}_${category}`) ? `${key}_${category}` : `${key}_other`
    ) as Key;
    return t(chosen, { ...values, count });
  };

  return {
    t,
    plural,
    language: () => language,
    async switchTo(next: Language) {
      const nextMessages = next === "en" ? english : await load(next);
      language = next;
      messages = nextMessages;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Re-renders a component when the language changes; returns the language shown. */
export function useLanguage(i18n: {
  subscribe: (listener: () => void) => () => void;
  language: () => Language;
}): Language {
  return useSyncExternalStore(i18n.subscribe, i18n.language, () => "en");
}
