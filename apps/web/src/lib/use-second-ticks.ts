import { useEffect, useRef } from "react";

/**
 * Calls `onTick(now)` every second, on the second of a clock started at `startedAt` (an interval
 * aligned to that start), so a countdown drawn from it is never a second behind; nothing once
 * `stopped`. The timed quizzes and the mock papers keep their clocks with it.
 */
export function useSecondTicks(
  startedAt: number,
  stopped: boolean,
  onTick: (now: number) => void,
): void {
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });
  useEffect(() => {
    if (stopped) return;
    const check = () => tick.current(Date.now());
    const intoSecond = (((Date.now() - startedAt) % 1000) + 1000) % 1000;
    let interval: ReturnType<typeof setInterval> | undefined;
    const align = setTimeout(() => {
      check();
      interval = setInterval(check, 1000);
    }, 1000 - intoSecond);
    return () => {
      clearTimeout(align);
      clearInterval(interval);
    };
  }, [startedAt, stopped]);
}
