import { useEffect, useState } from "react";

/**
 * The time now, read again (and `onPass` called, to ask the server afresh) as each of `moments`
 * passes: an exam's buttons change as it opens, closes and its grace ends, without a reload.
 */
export function useNowAcross(moments: string[], onPass: () => Promise<void>) {
  const [tick, setTick] = useState(0);
  const key = moments.join("|");
  useEffect(() => {
    const now = Date.now();
    const next = key
      .split("|")
      .map((m) => Date.parse(m))
      .filter((m) => m > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    // Browsers run a timer set further than about 24.8 days at once: wake at most daily.
    const timer = setTimeout(
      () => {
        setTick((n) => n + 1);
        void onPass();
      },
      Math.min(next - now + 50, 86_400_000),
    );
    return () => clearTimeout(timer);
  }, [key, tick, onPass]);
  return Date.now();
}
