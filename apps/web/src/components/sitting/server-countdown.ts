import { useEffect, useState } from "react";

/**
 * The exam clock counts down from the server's `seconds_left`, measured against the page's
 * monotonic clock (performance.now), never the device's date: moving the system clock gains
 * nothing, and a reload asks the server again.
 */
export function useServerCountdown(secondsLeft: number | null): number | null {
  const [endAt, setEndAt] = useState<number | null>(null);
  const [left, setLeft] = useState<number | null>(secondsLeft);
  useEffect(() => {
    if (secondsLeft === null) return;
    setEndAt(performance.now() + secondsLeft * 1000);
    setLeft(secondsLeft);
  }, [secondsLeft]);
  useEffect(() => {
    if (endAt === null) return;
    const tick = () => setLeft(Math.max(0, Math.ceil((endAt - performance.now()) / 1000)));
    const timer = setInterval(tick, 500);
    return () => clearInterval(timer);
  }, [endAt]);
  return left;
}
