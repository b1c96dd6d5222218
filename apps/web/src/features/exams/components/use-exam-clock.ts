import { useMemo, useRef, useState } from "react";
import type {
  AnswerResponse,
  AttemptResponse,
  AttemptStatus,
} from "@tayari/contracts/exam-sitting";
import { useServerCountdown } from "../../../components/sitting/server-countdown";

/**
 * A running attempt's clocks as the server says them: the time left (a countdown on the server's
 * seconds, moved by extra time and by "Close now", decision 213), and the attempt's own clock in
 * milliseconds, which numbers each pick (decision 341): the server's `clock_ms`, counted on from
 * its last word by this device's elapsed time, so a device clock minutes off cancels out.
 */
export function useExamClock(attempt: AttemptResponse) {
  // The time left as the server last said it: the start's, or a status that moved the end.
  const [serverLeft, setServerLeft] = useState(attempt.seconds_left);
  const left = useServerCountdown(serverLeft);
  const leftNow = useRef(left);
  leftNow.current = left;
  // The attempt's own end; an end the server names earlier is the examiner's close, a later one
  // extra time given by the examiner, which the clock then follows.
  const plannedEnd = useRef(Date.parse(attempt.deadline));
  const [shownEnd, setShownEnd] = useState(plannedEnd.current);
  const closedAt = useRef<string | null>(null);
  const anchor = useRef({ clockMs: attempt.clock_ms, at: Date.now() });

  const clock = useMemo(() => {
    const learnClock = (word: { clock_ms: number }) => {
      anchor.current = { clockMs: word.clock_ms, at: Date.now() };
    };
    /** When `when` is before the attempt's own end (a whole second's rounding aside): closed early. */
    const noteClose = (when: unknown) => {
      const at = typeof when === "string" ? Date.parse(when) : NaN;
      if (at < plannedEnd.current - 1_000) closedAt.current = new Date(at).toISOString();
    };
    return {
      /** The attempt's clock now (ms since it started, as the server counts). */
      now: () => anchor.current.clockMs + Math.max(0, Date.now() - anchor.current.at),
      /** A save's answer: the clock, and extra time when its time left is well past the clock's. */
      learnSave(reply: AnswerResponse) {
        learnClock(reply);
        const shown = leftNow.current;
        if (shown !== null && reply.seconds_left > shown + 5) {
          plannedEnd.current += (reply.seconds_left - shown) * 1000;
          setShownEnd(plannedEnd.current);
          setServerLeft(reply.seconds_left);
        }
      },
      /**
       * A status: the clock, and the end it names. "over" when the attempt was handed in (on
       * any device) or the examiner's close has left no time.
       */
      learnStatus(status: AttemptStatus): "over" | "running" {
        learnClock(status);
        if (status.submitted) return "over";
        const end = Date.parse(status.deadline);
        if (end > plannedEnd.current + 1_000) {
          plannedEnd.current = end;
          setShownEnd(end);
          setServerLeft(status.seconds_left);
          return "running";
        }
        if (end >= plannedEnd.current) return "running";
        noteClose(status.deadline);
        setServerLeft(status.seconds_left);
        return status.seconds_left === 0 ? "over" : "running";
      },
      /** A refusal's moment (time up at …): closed early when before the attempt's own end. */
      noteClose,
      /** When the examiner closed the exam early, if that is what ended the paper. */
      closedAtIso: () => closedAt.current,
    };
  }, []);
  return { ...clock, left, shownEnd };
}
