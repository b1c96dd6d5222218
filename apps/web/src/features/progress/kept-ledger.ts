import { readLedger, reduceLedger, type Ledger, type LedgerEvent } from "@tayari/quiz/ledger";
import { readQueue, waitingLedger, writeQueue, type QueuedAttempt } from "./kept-attempts";

// The kept attempts' answer ledgers as the sender and the pages that show them read and change them
// (decision 344). Apart from kept-attempts.ts, so a quiz that only keeps its attempt does not carry
// the ledger's code on the way to its first question (decision 0516).

/** The entry's ledger as kept, or every answer waiting where none is (or it does not fit). */
export function ledgerOf(entry: QueuedAttempt): Ledger {
  const total = entry.attempt.questions.length;
  const kept = readLedger(entry.ledger, (question) => {
    const at = Number(question);
    return Number.isInteger(at) && at >= 0 && at < total;
  });
  return kept ?? waitingLedger(entry.attempt);
}

/** Applies `events` to the ledger of the kept attempt `id`; the entry as it is now, or null. */
export function updateLedger(id: string, events: readonly LedgerEvent[]): QueuedAttempt | null {
  const queue = readQueue();
  const at = queue.findIndex((entry) => entry.id === id);
  if (at < 0) return null;
  const entry = queue[at]!;
  const ledger = events.reduce(reduceLedger, ledgerOf(entry));
  const next = { ...entry, ledger };
  queue[at] = next;
  writeQueue(queue);
  return next;
}

/** Whether any answer of the attempt `id` still waits in this browser to be sent. */
export const isAttemptWaiting = (id: string) =>
  readQueue().some(
    (entry) =>
      entry.id === id &&
      Object.values(ledgerOf(entry).answers).some((answer) => answer.state === "waiting"),
  );
