import { useEffect, useState } from "react";

type Prepared<T> =
  | { status: "loading" }
  | { status: "ready"; value: T }
  // `message`: why, as the error said it; absent, the screen says the questions could not be loaded.
  | { status: "error"; message: string | undefined };

// One preparation per attempt at a time, even when React runs an effect twice.
const inFlight = new Map<string, Promise<unknown>>();

/** Runs a screen's preparation (claim the attempt, load the bank, draw) once and hands over the result. */
export function usePrepared<T>(key: string, prepare: () => Promise<T>): Prepared<T> {
  const [result, setResult] = useState<Prepared<T>>({ status: "loading" });
  useEffect(() => {
    let current = true;
    setResult({ status: "loading" });
    let promise = inFlight.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = prepare();
      inFlight.set(key, promise);
      void promise.finally(() => inFlight.delete(key)).catch(() => {});
    }
    promise.then(
      (value) => current && setResult({ status: "ready", value }),
      (error: unknown) =>
        current &&
        setResult({
          status: "error",
          message: (error as Error).message || undefined,
        }),
    );
    return () => {
      current = false;
    };
    // `prepare` is recreated each render; the key says when the attempt changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result;
}
