import { startTransition, useCallback, useTransition } from "react";
import { nextTask } from "./next-task";

/**
 * A Start button's press, kept short (issue 71, decision 0512): the press's own task ends at once
 * (the browser paints the pressed button and can answer the next tap), the attempt is claimed in
 * the next task (its draw shuffled, written to storage), and the first question is rendered in a
 * transition, which React renders in slices of a few milliseconds with the browser let in between.
 * At 8x CPU the press was one task of 0.6-1.4 s: the claim, then the whole screen rendered in it.
 * `starting` is true from the press until the first question is on screen (the button waits).
 */
export function useStartInSlices(): [
  starting: boolean,
  start: (begin: () => void, before?: () => void | Promise<void>) => void,
] {
  const [starting, transition] = useTransition();
  const start = useCallback(
    (begin: () => void, before?: () => void | Promise<void>) =>
      transition(async () => {
        await nextTask();
        // Work the claim needs done first (a mock paper's questions written to storage), in a
        // task of its own: at 8x CPU the two were one task of 70-160 ms (decision 0526).
        if (before) {
          await before();
          await nextTask();
        }
        // After an await, React needs the updates marked as the transition's again.
        startTransition(begin);
      }),
    [],
  );
  return [starting, start];
}
