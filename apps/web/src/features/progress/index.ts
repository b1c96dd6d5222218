// The progress feature's public entry: what the quiz screens use of it. The app's start-up sends
// waiting attempts with send-queued.ts, so the first load does not carry this recorder.
import { useEffect, useRef, useState } from "react";
import type { DrawnQuestion as Question } from "@tayari/contracts/banks";
import type { AttemptMode } from "@tayari/contracts/attempts";
import { keepAttempt, type FinishedQuestion, type KeptMark } from "./kept-attempts";
import { isCorrect } from "@tayari/quiz/answer";
import { isFreshStart, type QuizState } from "@tayari/quiz/machine";
import { STORAGE_KEYS, readJson, writeJson } from "../../lib/storage";
import { whenIdle } from "../../lib/when-idle";

type Queue = typeof import("./attempt-queue");
let queue: Promise<Queue> | null = null;
/** The attempt queue, fetched once (again after a failure): not with the page, but before it is needed. */
function loadQueue(): Promise<Queue> {
  queue ??= import("./attempt-queue").catch((error: unknown) => {
    queue = null;
    throw error;
  });
  return queue;
}

/** Keeps a finished attempt in this browser until the server has it; the sender reads it from there. */
function queueAttempt(
  id: string,
  record: RecordAs,
  startedAt: number,
  questions: FinishedQuestion[],
  marks: KeptMark[],
): void {
  keepAttempt(
    id,
    {
      mode: record.mode,
      source: record.source,
      ...(record.seed !== undefined ? { seed: record.seed } : {}),
      started_at: new Date(startedAt).toISOString(),
      finished_at: new Date().toISOString(),
      questions,
    },
    marks,
  );
}

/** What a scored screen records its attempts as. */
export interface RecordAs {
  mode: AttemptMode;
  source: string;
  /**
   * The seed its options were shown in (decision 69), so the kept attempt's review shows them in
   * that order; a resumable screen's is read from storage when not given.
   */
  seed?: number;
}

/** The seed a resumable screen keeps with its progress, if it is one. */
function storedSeed(): number | undefined {
  const seed = readJson(STORAGE_KEYS.attemptSeed);
  return Number.isSafeInteger(seed) && (seed as number) >= 0 ? (seed as number) : undefined;
}

/** The attempt's start and each question's seconds, kept with the resumable progress. */
const TIMES_KEY = "questionSeconds";

interface Times {
  startedAt: number;
  seconds: number[];
  /** The attempt's id, made as it starts: the result screen follows its answers to the server. */
  id: string;
}

const newId = () => crypto.randomUUID();

function readTimes(): Times | null {
  const t = readJson(TIMES_KEY) as Partial<Times> | null;
  if (typeof t?.startedAt !== "number" || !Array.isArray(t.seconds)) return null;
  return {
    startedAt: t.startedAt,
    seconds: t.seconds,
    id: typeof t.id === "string" ? t.id : newId(),
  };
}

/**
 * Watches a scored quiz to learn when it started and how long each question took (until its
 * answer was locked), and records the attempt once it finishes. The one hook point of a screen.
 * Returns the attempt's id as it is now (a Play Again makes a new one).
 */
export function useAttemptRecorder(
  record: RecordAs | undefined,
  questions: readonly Question[],
  state: QuizState,
  persist: boolean,
): () => string {
  // Read once (useState's initialiser), not on every render: a quiz renders on each pick and second.
  const [kept] = useState<Times>(
    () =>
      (persist ? readTimes() : null) ?? { startedAt: state.startTime, seconds: [], id: newId() },
  );
  const times = useRef<Times>(kept);
  const sent = useRef(false);
  // The sender is fetched once the first answer is in and the browser idle, while the network is
  // most likely there; it is not needed for the first question, and its checks take a long task
  // to set up, which the start of a quiz should not wait behind. An attempt is queued without it
  // (queueAttempt), so one finished after the signal dropped is kept either way.
  const answered = state.index > 0 || state.phase !== "answering";
  useEffect(() => {
    if (answered) return whenIdle(() => void loadQueue().catch(() => {}));
  }, [answered]);
  useEffect(() => {
    if (!record) return;
    const current = times.current;
    if (state.phase === "finished") {
      if (sent.current) return;
      sent.current = true;
      const finished = questions.map((q, i) => ({
        id: q.id,
        ...(hasBank(q) ? { bank: q.bank } : {}),
        pick: state.picks[i] ?? null,
        seconds: Math.min(3600, current.seconds[i] ?? 0),
      }));
      queueAttempt(
        current.id,
        { ...record, seed: record.seed ?? (persist ? storedSeed() : undefined) },
        current.startedAt,
        finished,
        // Marked as the screen marked them, for a guest's next step (decision 0218).
        questions.map((q, i) => ({
          subject: q.category,
          right: isCorrect(state.picks[i] ?? null, q.answer),
        })),
      );
      void loadQueue()
        .then((queue) => queue.flushAttempts())
        .catch(() => {});
      return;
    }
    if (isFreshStart(state)) {
      // A fresh start (or Play Again): the attempt begins with its first question.
      sent.current = false;
      if (current.startedAt !== state.startTime) current.id = newId();
      current.startedAt = state.startTime;
      current.seconds = [];
    } else if (state.phase === "revealed" && state.revealedAt !== null) {
      current.seconds[state.index] = Math.max(
        0,
        Math.round((state.revealedAt - state.startTime) / 1000),
      );
    } else return;
    if (persist) writeJson(TIMES_KEY, current);
  }, [record, questions, state, persist]);
  return () => times.current.id;
}

/** The weak-topic and review quizzes mix banks: each of their questions says which. */
const hasBank = (q: Question): q is Question & { bank: string } =>
  typeof (q as { bank?: unknown }).bank === "string";
