import { useEffect, useState } from "react";
import { afterThisTask } from "./next-task";

/**
 * Runs `task` in a task of its own, queued by a message, after the tap's task: a browser draws the
 * frame that answers an input before it runs the tasks queued meanwhile. A message, not a timer or
 * an animation frame, so a paused test clock does not hold it back. Returns a cancel function.
 */
export function afterPaint(task: () => void): () => void {
  let live = true;
  void afterThisTask().then(() => {
    if (live) task();
  });
  return () => {
    live = false;
  };
}

export interface LatestWrite {
  /**
   * Keeps `write` as the one to make (it replaces one not yet made) and makes it once the next
   * frame has painted; `now`: at once (what the next screen reads as soon as it opens).
   */
  schedule: (write: () => void, now?: boolean) => void;
  /** Makes the write waiting, if any. */
  flush: () => void;
}

/**
 * Storage writes kept off the task of the tap that caused them (issue 71, decision 0522): a quiz
 * keeps its whole progress after each pick and each second, and on a slow phone that write was a
 * fifth of the pick's task. Only the latest write is made (each is the whole state), after the
 * frame that shows the pick; and before the page can go away: when it is hidden (a phone's app
 * switch, a closed tab), on `pagehide` (a reload, a navigation) and when the screen unmounts. A
 * page already hidden writes at once: it draws no frames.
 */
export function useWriteAfterPaint(): LatestWrite["schedule"] {
  const [latest] = useState(latestWrite);
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === "hidden") latest.flush();
    };
    window.addEventListener("pagehide", latest.flush);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", latest.flush);
      document.removeEventListener("visibilitychange", onHidden);
      latest.flush();
    };
  }, [latest]);
  return latest.schedule;
}

/** The write-keeping of `useWriteAfterPaint`, outside React. */
export function latestWrite(): LatestWrite {
  let waiting: (() => void) | null = null;
  let cancel: (() => void) | null = null;
  const flush = () => {
    cancel?.();
    cancel = null;
    const write = waiting;
    waiting = null;
    write?.();
  };
  const schedule = (write: () => void, now = false) => {
    waiting = write;
    const hidden = typeof document !== "undefined" && document.visibilityState === "hidden";
    if (now || hidden) flush();
    else cancel ??= afterPaint(flush);
  };
  return { schedule, flush };
}
