import { useSyncExternalStore } from "react";
import {
  STORAGE_KEYS,
  isPace,
  paceKey,
  readJson,
  readPace,
  removeKey,
  signedInUserId,
  unsentPaceKey,
  writeJson,
  type Pace,
} from "./storage";

// The start screens' side of the student's pace (decisions 0492, 0496, 0499): the choice, kept and
// announced. A guest's stays on this device; a signed-in student's goes on the account, so it
// follows them to another device, and on the saved login meanwhile. A choice the account could not
// take (offline) waits on this device and is sent when the network returns.
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Whether the last send of a waiting choice failed: the start screen says it waits on this device. */
let sendFailed = false;
/** One send at a time, in the order chosen, so the account ends with the last choice. */
let sending: Promise<void> = Promise.resolve();

/**
 * Sends the signed-in student's choice that waits on this device, if any: when it is made, at
 * start-up, at sign-in and when the network returns (main.tsx). Quietly: a failure leaves it waiting.
 */
export function sendUnsentPace(): void {
  sending = sending.then(async () => {
    const id = signedInUserId();
    if (id === null) return;
    const key = unsentPaceKey(id);
    const pace = readJson(key);
    if (!isPace(pace)) return;
    try {
      const { savePractice } = await import("./save-practice");
      await savePractice({ pace });
      // A choice made while this one was on its way waits for its own send.
      if (readJson(key) === pace) removeKey(key);
      sendFailed = false;
    } catch {
      sendFailed = true;
    }
    changed();
  });
}

export function writePace(pace: Pace): void {
  const profile = readJson(STORAGE_KEYS.profile) as { user?: { id?: unknown } } | null;
  const user = profile?.user;
  const id = user?.id;
  if (typeof id === "number") {
    writeJson(STORAGE_KEYS.profile, { ...profile, user: { ...user, pace } });
    // The saved login changed: the auth store reads it again, as when another tab writes it.
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.profile }));
    writeJson(unsentPaceKey(id), pace);
    sendUnsentPace();
  } else writeJson(paceKey(null), pace);
  changed();
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

const waiting = () => {
  const id = signedInUserId();
  return sendFailed && id !== null && isPace(readJson(unsentPaceKey(id)));
};

/** A signed-in student's choice waits on this device: its last send failed (offline). */
export function usePaceWaiting(): boolean {
  return useSyncExternalStore(subscribe, waiting, () => false);
}
