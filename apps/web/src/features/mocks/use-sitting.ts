import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { reducePaper, secondsLeft, type PaperEvent, type PaperState } from "@tayari/quiz/paper";
import { useTicker } from "../../components/sitting/use-ticker";
import { ApiError } from "../../lib/api-client";
import { mocksApi } from "./api";
import { laterOf, sittingBody, specOf, writeSitting, type Sitting } from "./sitting";

/** An event of the paper engine, stamped with the time when it is dispatched. */
export type PaperAction = PaperEvent extends infer E
  ? E extends PaperEvent
    ? Omit<E, "now">
    : never
  : never;

/** How often a signed-in student's running sitting is saved on the server (when it changed). */
export const SAVE_EVERY_MS = 5000;

/** An event of the engine, or the copy of another device taken up when it is the later one. */
type SittingAction = PaperEvent | { type: "later"; from: (current: Sitting) => Sitting };

/**
 * Drives a sitting: the paper engine decides, this hook keeps the clock (checked every second, on
 * the second of the paper's own clock), the device's copy (every change) and, for a signed-in
 * student, the server's copy for another device (every few seconds while it changes, and when the
 * page is hidden) in step with it. Back on this page (shown again), or told by a save that another
 * device has gone further, it takes up the server's copy when that is the later one. `onEnded` is
 * told once, when the paper is submitted or its time is up.
 */
export function useSitting(
  initial: Sitting,
  signedIn: boolean,
  onEnded: (sitting: Sitting) => void,
) {
  const queryClient = useQueryClient();
  const spec = useMemo(() => specOf(initial.questions), [initial.questions]);
  const [state, dispatch] = useReducer(
    (current: PaperState, action: SittingAction) =>
      action.type === "later"
        ? action.from({ ...initial, state: current }).state
        : reducePaper(current, action, spec),
    initial.state,
  );
  const [now, setNow] = useState(() => Date.now());
  const over = state.finishedAt !== null;

  useTicker(over ? null : state.startedAt, (t) => {
    setNow(t);
    dispatch({ type: "tick", now: t });
  });

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
    const paper = initial.paper;
    // Another device's later copy of this sitting, taken up (a different or older one changes nothing).
    const takeUpLater = () =>
      queryClient
        .fetchQuery({ ...mocksApi.sitting(paper), networkMode: "always" })
        .then(({ sitting }) => {
          const now = Date.now();
          dispatch({ type: "later", from: (current) => laterOf(current, sitting, now) });
        })
        .catch(() => {});
    const save = () => {
      const current = latest.current;
      if (!changed.current || current.state.finishedAt !== null) return;
      changed.current = false;
      const body = sittingBody(current, Date.now());
      mocksApi.saveSitting(paper, body).then(
        (answer) => {
          if (answer.changes > (body.changes ?? 0)) void takeUpLater();
        },
        (error) => {
          // Offline or a server fault: the next round tries again. A refusal (its time is over, its
          // attempt is in) cannot succeed: the device's clock ends the paper anyway.
          const status = error instanceof ApiError ? error.status : 0;
          if (status === 0 || status === 429 || status >= 500) changed.current = true;
        },
      );
    };
    save();
    const timer = setInterval(save, SAVE_EVERY_MS);
    const onVisibility = () => {
      if (document.visibilityState === "hidden") save();
      else void takeUpLater();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [signedIn, initial.paper, queryClient]);

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
