import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { DrawnQuestion as Question } from "@tayari/contracts/banks";
import {
  isLast,
  nextDeadline,
  reduce,
  remaining,
  startQuiz,
  type QuizEvent,
  type QuizState,
} from "@tayari/quiz/machine";
import { useTicker } from "../../../components/sitting/use-ticker";
import type { ScreenConfig } from "../configs";
import { readProgress, writeFinalScore, writeProgress } from "../attempt-storage";
import { useWriteAfterPaint } from "../../../lib/write-after-paint";

interface Options {
  questions: readonly Question[];
  screen: ScreenConfig;
  onFinish: (state: QuizState) => void;
}

/** Drives one attempt: the engine decides, this hook keeps time, storage and the screen in step with it. */
export function useTimedQuiz({ questions, screen, onFinish }: Options) {
  const config = screen.quiz;
  // Scored screens keep each pick and the score; unscored ones keep neither.
  const recordPicks = config.scoring;
  const persist = screen.storage === "resume";
  const answers = useMemo(() => questions.map((q) => q.answer), [questions]);
  const [state, dispatch] = useReducer(
    (current: QuizState, event: QuizEvent) => reduce(current, event, config, answers),
    undefined,
    () =>
      (persist ? readProgress(questions, Date.now(), recordPicks) : null) ??
      startQuiz(Date.now(), questions.length),
  );
  const [now, setNow] = useState(() => Date.now());

  // The clock is checked every second, on the second of the question's own countdown, so the
  // display is never a second behind (while the key is shown it stands still) ...
  const tick = useCallback((t: number) => {
    setNow(t);
    dispatch({ type: "tick", now: t });
  }, []);
  useTicker(state.phase === "answering" ? state.startTime : null, tick);

  // ... and an automatic transition (expiry, end of the reveal) happens exactly when it is due.
  useEffect(() => {
    const deadline = nextDeadline(state, config);
    if (deadline === null) return;
    const timer = setTimeout(() => tick(Date.now()), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [state, config, tick]);

  const secondsLeft = remaining(state, config, now);

  // The progress is kept after the frame that shows a pick or a second (decision 0522), and at
  // once when the attempt ends: the result reads it as it opens.
  const writeLater = useWriteAfterPaint();
  useEffect(() => {
    if (!persist) return;
    const ends =
      state.phase === "finished" ||
      (recordPicks && state.phase === "revealed" && isLast(state, questions.length));
    writeLater(() => {
      writeProgress(state, questions, recordPicks, secondsLeft);
      if (ends && recordPicks) writeFinalScore(state.score, questions.length);
    }, ends);
  }, [state, questions, recordPicks, secondsLeft, persist, writeLater]);

  const reported = useRef(false);
  useEffect(() => {
    if (state.phase === "finished" && !reported.current) {
      reported.current = true;
      onFinish(state);
    }
  }, [state, onFinish]);

  const choose = useCallback((option: string) => dispatch({ type: "choose", option }), []);
  const submit = useCallback(() => {
    const t = Date.now();
    setNow(t);
    dispatch({ type: "submit", now: t });
  }, []);
  /** Holds the question's reveal on screen until `next` (pressed again: lets it go). */
  const hold = useCallback(() => dispatch({ type: "hold" }), []);
  /** Next on a held reveal: the next question now. */
  const next = useCallback(() => {
    const t = Date.now();
    setNow(t);
    dispatch({ type: "next", now: t });
  }, []);
  /** Skip: the question stays unanswered and comes back once before the end (decision 0493). */
  const skip = useCallback(() => {
    const t = Date.now();
    setNow(t);
    dispatch({ type: "skip", now: t });
  }, []);
  /** Ends the attempt now, with what was answered so far (the "Finish now" of a scored test). */
  const finishNow = useCallback(() => dispatch({ type: "finish" }), []);
  const restart = useCallback(() => {
    reported.current = false;
    dispatch({ type: "restart", now: Date.now() });
  }, []);

  return { state, secondsLeft, choose, submit, hold, next, skip, finishNow, restart };
}
