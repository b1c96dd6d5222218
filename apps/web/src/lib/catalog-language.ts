import type { Language } from "./i18n";

/**
 * The query that asks the catalog API for its names in the reader's language (`?lang=ne`,
 * decision 71); none for English, the API's default, so an English address stays as it was. It is
 * part of every catalog query's key, so switching the language fetches the names again.
 */
export const catalogQuery = (language: Language): { lang?: Language } =>
  language === "en" ? {} : { lang: language };
