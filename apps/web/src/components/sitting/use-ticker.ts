import { useEffect, useEffectEvent } from "react";

/**
 * The one clock of every timed paper: calls `onTick(now)` once a second, on the second of a clock
 * that starts (or ends) at `anchor`, so the figure shown changes the moment it should and is never
 * a second behind. `anchor` null stops it (a paper that is over). `clock` reads the time the anchor
 * is on: the device's date for a paper kept on the device, `performance.now` for one counted down
 * from the server's word (moving the system clock then gains nothing).
 */
export function useTicker(
  anchor: number | null,
  onTick: (now: number) => void,
  clock: () => number = Date.now,
): void {
  const tick = useEffectEvent(onTick);
  useEffect(() => {
    if (anchor === null) return;
    const check = () => tick(clock());
    const intoSecond = (((clock() - anchor) % 1000) + 1000) % 1000;
    let interval: ReturnType<typeof setInterval> | undefined;
    const align = setTimeout(() => {
      check();
      interval = setInterval(check, 1000);
    }, 1000 - intoSecond);
    return () => {
      clearTimeout(align);
      clearInterval(interval);
    };
  }, [anchor, clock]);
}
