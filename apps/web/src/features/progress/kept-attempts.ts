import type { PutAttemptRequest } from "@tayari/contracts/attempts";
import type { Ledger } from "@tayari/quiz/ledger";
import { STORAGE_KEYS, readJson, signedInUserId, writeJson } from "../../lib/storage";

/**
 * The finished practice attempts this browser keeps until the server has every answer of them
 * (decisions 24 and 344): a guest's until they sign in, anyone's while offline, and each answer
 * the server could not keep until the student sends it again or lets it go. Storage only: the
 * screens that finish attempts keep them here without the sender's code (attempt-queue.ts), and
 * without the ledger's (kept-ledger.ts): the timed quiz's way to its first question carries this
 * file (decision 0516).
 */
export interface QueuedAttempt {
  id: string;
  /** The signed-in student it was made by; null for a guest (sent by whoever signs in next). */
  owner: number | null;
  /** The whole attempt as it finished: each answer is sent from here by its position. */
  attempt: PutAttemptRequest;
  /**
   * What the screen that finished it knew of each question, in the attempt's order (decision 0218):
   * its subject and whether the pick was right (a blank is not). Kept beside the attempt, never
   * sent: a guest's next step reads the answers of banks this browser does not hold from it.
   */
  marks?: KeptMark[];
  /**
   * Each answer's place on its way to the server (the answer ledger, decision 340), by its
   * position in the attempt ("0", "1", ...). Absent on attempts kept before it was: every answer
   * then waits.
   */
  ledger?: Ledger;
}

/** A question of a kept attempt as its screen marked it: its subject (category) and right or not. */
export interface KeptMark {
  subject: string;
  right: boolean;
}

export interface FinishedQuestion {
  id: number;
  bank?: string;
  pick: string | null;
  seconds: number;
}

const isQueued = (v: unknown): v is QueuedAttempt =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as QueuedAttempt).id === "string" &&
  typeof (v as QueuedAttempt).attempt === "object" &&
  (v as QueuedAttempt).attempt !== null &&
  Array.isArray((v as QueuedAttempt).attempt.questions);

export function readQueue(): QueuedAttempt[] {
  const stored = readJson(STORAGE_KEYS.attemptQueue);
  return Array.isArray(stored) ? stored.filter(isQueued) : [];
}

export const writeQueue = (queue: QueuedAttempt[]) => writeJson(STORAGE_KEYS.attemptQueue, queue);

/** A new attempt's ledger: every answer waiting, numbered in the attempt's order. */
export const waitingLedger = (attempt: PutAttemptRequest): Ledger => ({
  seq: attempt.questions.length,
  answers: Object.fromEntries(
    attempt.questions.map((q, i) => [String(i), { pick: q.pick, seq: i + 1, state: "waiting" }]),
  ),
});

/**
 * Keeps a finished attempt until the server has it, once however often it is kept (a mock
 * sitting's, with its own id, decision 64, may be kept again after a reload).
 */
export function keepAttempt(id: string, attempt: PutAttemptRequest, marks?: KeptMark[]): void {
  const stored = readJson(STORAGE_KEYS.attemptQueue);
  const queue = Array.isArray(stored) ? (stored as unknown[]) : [];
  if (queue.some((entry) => isQueued(entry) && entry.id === id)) return;
  const entry: QueuedAttempt = {
    id,
    owner: signedInUserId(),
    attempt,
    ...(marks ? { marks } : {}),
    ledger: waitingLedger(attempt),
  };
  writeJson(STORAGE_KEYS.attemptQueue, [...queue, entry]);
}
