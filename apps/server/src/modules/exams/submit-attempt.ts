import type { Db } from "../../db/db";
import * as attemptRepo from "./attempt-repository";
import { resultsAt } from "./results";

export interface Submitted {
  kind: "submitted";
  submittedAt: Date;
  answered: number;
  /** When the results come out; null: when the examiner releases them. */
  resultsAt: Date | null;
}

export type SubmitOutcome = Submitted | { kind: "notStarted" };

/**
 * A student hands in their attempt (the use case behind `POST /api/exams/{slug}/attempt/submit`).
 * Submitting twice (a retry after a lost answer) gives the same outcome as the first time.
 */
export async function submitAttempt(
  deps: { db: Db; now: () => Date },
  { slug, userId }: { slug: string; userId: number },
): Promise<SubmitOutcome> {
  const now = deps.now();
  const closed = await attemptRepo.submitAttemptBySlug(deps.db, slug, userId, now);
  if (!closed) return { kind: "notStarted" };
  return {
    kind: "submitted",
    submittedAt: new Date(closed.closed_at ?? now),
    answered: Number(closed.answered ?? 0),
    resultsAt: resultsAt(closed),
  };
}
