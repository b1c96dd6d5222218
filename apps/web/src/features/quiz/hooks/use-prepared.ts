import { startTransition, useEffect, useState } from "react";

type Prepared<T> =
  | { status: "loading" }
  | { status: "ready"; value: T }
  // `message`: why, as the error said it; absent, the screen says the questions could not be loaded.
  // `retry`: prepares again, showing the quiz if that works (rejects if it fails again).
  | { status: "error"; message: string | undefined; error: unknown; retry: () => Promise<unknown> };

// One preparation per attempt at a time, even when React runs an effect twice.
const inFlight = new Map<string, Promise<unknown>>();

function start<T>(key: string, prepare: () => Promise<T>): Promise<T> {
  let promise = inFlight.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = prepare();
    inFlight.set(key, promise);
    void promise.finally(() => inFlight.delete(key)).catch(() => {});
  }
  return promise;
}

/** Runs a screen's preparation (claim the attempt, load the bank, draw) once and hands over the result. */
export function usePrepared<T>(key: string, prepare: () => Promise<T>): Prepared<T> {
  const [result, setResult] = useState<Prepared<T>>({ status: "loading" });
  useEffect(() => {
    let current = true;
    // Back to loading only from another state: a new object would render the screen again for nothing.
    setResult((previous) => (previous.status === "loading" ? previous : { status: "loading" }));
    start(key, prepare).then(
      // A transition: the quiz's first render (a question and its options, maths included) is done in
      // slices that let the browser in, not in one long task.
      (value) => current && startTransition(() => setResult({ status: "ready", value })),
      (error: unknown) =>
        current &&
        setResult({
          status: "error",
          message: (error as Error).message || undefined,
          error,
          retry: () => start(key, prepare).then((value) => setResult({ status: "ready", value })),
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
