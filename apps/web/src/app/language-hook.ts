// Gives lib/i18n its React hook (see the note there): imported first by the entry, by the
// prerender's entry and by the unit tests' set-up.
import { useSyncExternalStore } from "react";
import { provideLanguageHook } from "../lib/i18n";

provideLanguageHook((subscribe, snapshot) => useSyncExternalStore(subscribe, snapshot, () => 0));
