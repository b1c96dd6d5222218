// What a check reports (a problem: which file, which question, why) and how a check runs a step
// at a time.
import type { ReasonCode, ReasonParams } from "./formats/reasons";

/**
 * A check that does its work a step at a time (a step per question): `drain` runs it at once (the
 * command line), the server runs it in slices between which other requests are answered (issue 29:
 * a bank's check must never hold the event loop for more than 100 ms).
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs a stepped check to its end at once. */
export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** One fault in the content: which file, which question (when it is about one), and why. */
export interface Problem {
  file: string;
  id: number | null;
  reason: string;
  /** The reason as a code (the checks an import meets too); `reason` is its English text. */
  code?: ReasonCode;
  params?: ReasonParams;
  /** The question's place in its list, from 0, where the check knows it (a list bank's question). */
  position?: number;
}

/** `banks/<file>: id <id>: <reason>`, or `banks/<file>: <reason>` for a problem of the whole file. */
export function formatProblem(problem: Problem): string {
  return problem.id === null
    ? `${problem.file}: ${problem.reason}`
    : `${problem.file}: id ${problem.id}: ${problem.reason}`;
}
