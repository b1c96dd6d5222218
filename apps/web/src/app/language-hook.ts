// Gives lib/i18n its React hook and the Devanagari font (see the note there): imported first by the
// entry, by the prerender's entry and by the unit tests' set-up.
import { useSyncExternalStore } from "react";
import { provideLanguageHook } from "../lib/i18n";
import { loadDevanagariFont } from "../lib/devanagari-font";

provideLanguageHook(
  (subscribe, snapshot) => useSyncExternalStore(subscribe, snapshot, () => 0),
  (language) => {
    if (language === "ne") void loadDevanagariFont();
  },
);
