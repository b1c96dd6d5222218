import { useSyncExternalStore } from "react";
import { paceKey, readPace, writeJson, type Pace } from "./storage";

// The start screens' side of the student's pace (decision 0492): the choice, kept and announced.
const listeners = new Set<() => void>();

export function writePace(pace: Pace): void {
  writeJson(paceKey(), pace);
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
