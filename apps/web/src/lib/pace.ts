import { useSyncExternalStore } from "react";
import { STORAGE_KEYS, paceKey, readJson, readPace, writeJson, type Pace } from "./storage";

// The start screens' side of the student's pace (decisions 0492, 0496): the choice, kept and
// announced. A guest's stays on this device; a signed-in student's goes on the account, so it
// follows them to another device, and on the saved login meanwhile.
const listeners = new Set<() => void>();

export function writePace(pace: Pace): void {
  const profile = readJson(STORAGE_KEYS.profile) as { user?: { id?: unknown } } | null;
  if (typeof profile?.user?.id === "number") {
    writeJson(STORAGE_KEYS.profile, { ...profile, user: { ...profile.user, pace } });
    // The saved login changed: the auth store reads it again, as when another tab writes it.
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.profile }));
    // Quietly: offline, the choice holds on this device until the next one is saved.
    void import("./save-practice").then((m) => m.savePractice({ pace })).catch(() => {});
  } else writeJson(paceKey(null), pace);
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The student's pace and its setter; "move-on" in prerendered HTML, the stored one once hydrated. */
export function usePace(): [Pace, (pace: Pace) => void] {
  const pace = useSyncExternalStore<Pace>(subscribe, readPace, () => "move-on");
  return [pace, writePace];
}
