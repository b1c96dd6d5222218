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

export type SubmitOutcome = Submitted | { kind: "notStarted" } | { kind: "notSignedIn" };

/**
 * A student hands in their attempt (the use case behind `POST /api/exams/{slug}/attempt/submit`):
 * one statement checks the session and marks the attempt, and the answer goes at once; marking
 * and ranks come after the close (decisions 0451 and 0454). Submitting twice (a retry after a
 * lost answer) gives the same outcome as the first time.
 */
export async function submitAttempt(
  deps: { db: Db; now: () => Date; idleSince: (now: Date) => Date },
  { slug, tokenHash }: { slug: string; tokenHash: string },
): Promise<SubmitOutcome> {
  const now = deps.now();
  const closed = await attemptRepo.submitWithSessionInOneStatement(deps.db, {
    tokenHash,
    now,
    idleSince: deps.idleSince(now),
    slug,
  });
  if (closed.user_id === null) return { kind: "notSignedIn" };
  if (closed.release_mode === null || closed.closes_at === null) return { kind: "notStarted" };
  return {
    kind: "submitted",
    submittedAt: new Date(closed.closed_at ?? now),
    answered: Number(closed.answered ?? 0),
    resultsAt: resultsAt({
      release_mode: closed.release_mode,
      released_at: closed.released_at === null ? null : new Date(closed.released_at),
      closes_at: new Date(closed.closes_at),
      overtime_seconds: Number(closed.overtime_seconds ?? 0),
    }),
  };
}
