import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { reducePaper, secondsLeft, type PaperEvent, type PaperState } from "@tayari/quiz/paper";
import { ApiError } from "../../lib/api-client";
import { mocksApi } from "./api";
import { sittingBody, specOf, writeSitting, type Sitting } from "./sitting";

/** An event of the paper engine, stamped with the time when it is dispatched. */
export type PaperAction = PaperEvent extends infer E
  ? E extends PaperEvent
    ? Omit<E, "now">
    : never
  : never;

/** How often a signed-in student's running sitting is saved on the server (when it changed). */
export const SAVE_EVERY_MS = 5000;

/**
 * Drives a sitting: the paper engine decides, this hook keeps the clock (checked every second, on
 * the second of the paper's own clock), the device's copy (every change) and, for a signed-in
 * student, the server's copy for another device (every few seconds while it changes, and when the
 * page is hidden) in step with it. `onEnded` is told once, when the paper is submitted or its time
 * is up.
 */
export function useSitting(
  initial: Sitting,
  signedIn: boolean,
  onEnded: (sitting: Sitting) => void,
) {
  const spec = useMemo(() => specOf(initial.questions), [initial.questions]);
  const [state, dispatch] = useReducer(
    (current: PaperState, event: PaperEvent) => reducePaper(current, event, spec),
    initial.state,
  );
  const [now, setNow] = useState(() => Date.now());
  const over = state.finishedAt !== null;

  useEffect(() => {
    if (over) return;
    const check = () => {
      const t = Date.now();
      setNow(t);
      dispatch({ type: "tick", now: t });
    };
    const intoSecond = (((Date.now() - state.startedAt) % 1000) + 1000) % 1000;
    let interval: ReturnType<typeof setInterval> | undefined;
    const align = setTimeout(() => {
      check();
      interval = setInterval(check, 1000);
    }, 1000 - intoSecond);
    return () => {
      clearTimeout(align);
      clearInterval(interval);
    };
  }, [state.startedAt, over]);

  const sitting = useMemo<Sitting>(() => ({ ...initial, state }), [initial, state]);
  const latest = useRef(sitting);
  latest.current = sitting;
  const changed = useRef(true);
  useEffect(() => {
    writeSitting(sitting);
    changed.current = true;
  }, [sitting]);

  // The server's copy: only what changed, never after the end (the attempt replaces it).
  useEffect(() => {
    if (!signedIn) return;
    const save = () => {
      const current = latest.current;
      if (!changed.current || current.state.finishedAt !== null) return;
      changed.current = false;
      mocksApi.saveSitting(current.paper, sittingBody(current, Date.now())).catch((error) => {
        // Offline or a server fault: the next round tries again. A refusal (its time is over, its
        // attempt is in) cannot succeed: the device's clock ends the paper anyway.
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 0 || status === 429 || status >= 500) changed.current = true;
      });
    };
    save();
    const timer = setInterval(save, SAVE_EVERY_MS);
    const onHide = () => document.visibilityState === "hidden" && save();
    document.addEventListener("visibilitychange", onHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onHide);
    };
  }, [signedIn]);

  const told = useRef(false);
  useEffect(() => {
    if (!over || told.current) return;
    told.current = true;
    onEnded(sitting);
  }, [over, sitting, onEnded]);

  const act = useCallback((event: PaperAction) => {
    const t = Date.now();
    setNow(t);
    dispatch({ ...event, now: t } as PaperEvent);
  }, []);

  return { state, secondsLeft: secondsLeft(state, spec, now), act };
}
