import type { Language } from "@tayari/contracts/auth";
import { authStore } from "../features/auth/hooks/auth-store";
import { currentLanguage, setLanguage, storedLanguage } from "../lib/i18n";
import { STORAGE_KEYS, writeJson } from "../lib/storage";

// The interface language follows the student from device to device (decision 57): the switch saves
// it on the account, and at sign-in (or start-up with a saved login) the account's choice wins.

/** Keeps `language` on the saved login and, quietly, on the account (a failure offline is ignored). */
function remember(language: Language) {
  const profile = authStore.getState().user;
  if (!profile || profile.user.language === language) return;
  writeJson(STORAGE_KEYS.profile, { ...profile, user: { ...profile.user, language } });
  authStore.reload();
  // The request and its schema are fetched only now, never with the first load.
  void import("./save-language").then((m) => m.saveLanguage(language)).catch(() => {});
}

/** The switch: shows `next` (rejects, staying as it was, when its catalogues cannot be fetched). */
export async function chooseLanguage(next: Language): Promise<void> {
  await setLanguage(next);
  remember(next);
}

/**
 * The language to show: a signed-in account's choice, else this device's. An account that has none
 * yet is given the device's.
 */
export function wantedLanguage(): Language | null {
  const user = authStore.getState().user?.user;
  const device = storedLanguage();
  if (user?.language) return user.language;
  // `undefined`: a login saved before accounts kept a language; the account's may be unknown.
  if (user?.language === null && device) remember(device);
  return device;
}

/** At sign-in: shows the account's language (or gives the account the device's). */
export function followAccount() {
  const wanted = wantedLanguage();
  if (wanted && wanted !== currentLanguage()) setLanguage(wanted).catch(() => {});
}

/**
 * A language tapped on the prerendered page before the app started (boot.js noted it on <html>;
 * decision 131): shown now, as the switch would have. `onFail` when it cannot be fetched.
 */
export function adoptTappedLanguage(onFail: () => void) {
  const html = document.documentElement;
  const tapped = html.getAttribute("data-language-tapped");
  if (tapped === null) return;
  html.removeAttribute("data-language-tapped");
  if ((tapped === "ne" || tapped === "en") && tapped !== currentLanguage())
    chooseLanguage(tapped).catch(onFail);
}
