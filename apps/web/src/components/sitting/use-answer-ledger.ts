import { useCallback, useEffect, useRef, useState } from "react";
import {
  countAnswers,
  reduceLedger,
  waitingAnswers,
  type Ledger,
  type LedgerEvent,
  type Outgoing,
} from "@tayari/quiz/ledger";

/**
 * What a mode's transport says of answers it tried to send: the ledger's events for those the
 * server answered (kept, marked, refused), and whether it reached the server at all (false: the
 * rest waits for the next try).
 */
export interface Sent {
  reached: boolean;
  events: LedgerEvent[];
}

export interface AnswerLedgerOptions {
  /** The ledger as this screen opens: the device's, with the server's copy merged in. */
  initial: () => Ledger;
  /** Keeps the ledger on the device, synchronously: a pick is on disk before its request leaves. */
  store: (ledger: Ledger) => void;
  /** Sends answers, oldest change first, one way or another (the mode's transport). */
  send: (answers: Outgoing[]) => Promise<Sent>;
  /** The attempt's clock now (ms since it started, as the server counts): it numbers each change. */
  clock: () => number;
  /** False once the paper is over: nothing more is sent. */
  enabled?: boolean;
}

/** How often answers the server has not acknowledged are sent again while the page is open. */
export const RESEND_EVERY_MS = 10_000;
/** An answer not acknowledged after this long is said aloud, even while its save still waits. */
export const SLOW_SAVE_MS = 5_000;

const keyOf = (o: Outgoing) => `${o.question}:${o.seq}`;

/**
 * The one client queue of every sitting (decision 344): the answer ledger (packages/quiz) kept on
 * the device and sent by the mode's transport. A pick goes out at once; what the server has not
 * acknowledged is sent again on a resume, when the connection returns, when the page is shown
 * again and every RESEND_EVERY_MS, one flush at a time, stopping at the first answer that cannot
 * reach the server. `slow` says when an answer has waited SLOW_SAVE_MS.
 */
export function useAnswerLedger(options: AnswerLedgerOptions) {
  const latest = useRef(options);
  latest.current = options;
  const [ledger, setLedger] = useState(options.initial);
  const current = useRef(ledger);
  const enabled = options.enabled ?? true;

  /** Applies events: kept on the device first, then on screen. */
  const apply = useCallback((events: readonly LedgerEvent[]): Ledger => {
    const next = events.reduce(reduceLedger, current.current);
    if (next !== current.current) {
      current.current = next;
      latest.current.store(next);
      setLedger(next);
    }
    return next;
  }, []);

  const inFlight = useRef(new Set<string>());
  /** Sends `answers` not already on their way; resolves whether the server could be reached. */
  const sendSome = useCallback(
    async (answers: Outgoing[]): Promise<boolean> => {
      const out = answers.filter((o) => !inFlight.current.has(keyOf(o)));
      if (out.length === 0) return true;
      out.forEach((o) => inFlight.current.add(keyOf(o)));
      try {
        const sent = await latest.current.send(out);
        apply(sent.events);
        return sent.reached;
      } finally {
        out.forEach((o) => inFlight.current.delete(keyOf(o)));
      }
    },
    [apply],
  );

  const flushing = useRef<Promise<boolean> | null>(null);
  /** Sends every waiting answer (one flush at a time); resolves whether it reached the server. */
  const flush = useCallback(
    (): Promise<boolean> =>
      (flushing.current ??= sendSome(waitingAnswers(current.current)).finally(() => {
        flushing.current = null;
      })),
    [sendSome],
  );

  /** The student's pick (or a cleared answer), kept and sent at once. */
  const pick = useCallback(
    (question: string, value: string | null) => {
      const next = apply([{ type: "pick", question, pick: value, clock: latest.current.clock() }]);
      const answer = next.answers[question];
      if (answer?.state === "waiting" && enabled)
        void sendSome([{ question, pick: answer.pick, seq: answer.seq }]);
    },
    [apply, sendSome, enabled],
  );

  /** A refused answer sent again, as a change made now. */
  const retry = useCallback(
    (question: string) => {
      apply([{ type: "retry", question, clock: latest.current.clock() }]);
      void flush();
    },
    [apply, flush],
  );

  const waiting = countAnswers(ledger).waiting;
  useEffect(() => {
    if (!enabled) return;
    void flush();
    const again = () => {
      if (document.visibilityState === "visible") void flush();
    };
    window.addEventListener("online", again);
    document.addEventListener("visibilitychange", again);
    return () => {
      window.removeEventListener("online", again);
      document.removeEventListener("visibilitychange", again);
    };
  }, [enabled, flush]);
  useEffect(() => {
    if (!enabled || waiting === 0) return;
    const timer = setInterval(() => void flush(), RESEND_EVERY_MS);
    return () => clearInterval(timer);
  }, [enabled, waiting, flush]);
  // A save that hangs (a dead connection, not yet a failure) is said as soon as one that fails.
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (waiting === 0) return;
    const timer = setTimeout(() => setSlow(true), SLOW_SAVE_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting]);

  return {
    ledger,
    /** The ledger as it is this moment (between renders). */
    now: () => current.current,
    pick,
    retry,
    discard: useCallback(
      (question: string) => void apply([{ type: "discard", question }]),
      [apply],
    ),
    /** Applies the server's word that came another way (a status, a resume, another device). */
    apply,
    flush,
    waiting,
    slow: waiting > 0 && slow,
  };
}
