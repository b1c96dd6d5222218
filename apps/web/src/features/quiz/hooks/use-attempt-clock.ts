import { useEffect, useRef } from "react";
import { isFreshStart, type QuizState } from "@tayari/quiz/machine";
import { readJson, writeJson } from "../../../lib/storage";

/** The attempt's start, kept with a resumable screen's progress so a reload keeps its time taken. */
const START_KEY = "attemptStartedAt";

/**
 * When the attempt began (its first question shown; again on Play Again) and when it finished:
 * the time taken every result shows (decision 192). A resumable screen keeps the start in storage.
 */
export function useAttemptClock(state: QuizState, persist: boolean) {
  const started = useRef<number | null>(null);
  const finished = useRef<number | null>(null);
  if (started.current === null) {
    const stored = persist ? readJson(START_KEY) : null;
    started.current = typeof stored === "number" ? stored : state.startTime;
  }
  useEffect(() => {
    // Not a skipped first question come back (decision 0493).
    if (isFreshStart(state)) {
      started.current = state.startTime;
      finished.current = null;
      if (persist) writeJson(START_KEY, state.startTime);
    }
  }, [state, persist]);
  /** Whole seconds from the start to now, or to the finish once the attempt is over. */
  return (now = Date.now()) => {
    let end = now;
    if (state.phase === "finished") end = finished.current ??= now;
    return Math.max(0, Math.round((end - (started.current ?? end)) / 1000));
  };
}
