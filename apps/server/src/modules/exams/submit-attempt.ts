import type { Db } from "../../db/db";
import type { DeviceKind } from "./event-repository";
import * as attemptRepo from "./attempt-repository";
import type { ExamRefusal } from "./refusals";
import { resultsAt } from "./results";
import { claimedAttempt, type SealClaimOutcome } from "./sealed-start";
import type { StartOutcome } from "./start-attempt";

export interface Submitted {
  kind: "submitted";
  submittedAt: Date;
  answered: number;
  /** When the results come out; null: when the examiner releases them. */
  resultsAt: Date | null;
}

export type SubmitOutcome = Submitted | ExamRefusal;

export interface SubmitDeps {
  db: Db;
  now: () => Date;
  idleSince: (now: Date) => Date;
  /** A sealed paper's empty hand-in (decision 0455): the seal checked, the sealed start's fallback. */
  sealed: {
    claim: (slug: string, seal: string) => Promise<SealClaimOutcome>;
    start: (input: {
      tokenHash: string;
      slug: string;
      seal: string;
      device: DeviceKind;
    }) => Promise<StartOutcome>;
  };
}

/**
 * A student hands in their attempt (the use case behind `POST /api/exams/{slug}/attempt/submit`):
 * one statement checks the session and marks the attempt, and the answer goes at once; marking
 * and ranks come after the close (decisions 0451 and 0454). Submitting twice (a retry after a
 * lost answer) gives the same outcome as the first time. A sealed paper handed in before any
 * answer recorded its start sends its seal: the same statement makes the attempt the seal fixes,
 * handed in (decision 0455); an exam it cannot start that way (a list, extra time) starts by the
 * sealed start first.
 */
export async function submitAttempt(
  deps: SubmitDeps,
  input: { slug: string; tokenHash: string; seal?: string; device: DeviceKind },
): Promise<SubmitOutcome> {
  const { slug, tokenHash, seal } = input;
  const now = deps.now();
  const ask = { tokenHash, now, idleSince: deps.idleSince(now), slug };
  const claim = seal ? await deps.sealed.claim(slug, seal) : undefined;
  if (claim && claim.kind !== "claim") return claim;
  let closed = await attemptRepo.submitWithSessionInOneStatement(
    deps.db,
    ask,
    claim && { examId: claim.examId, attempt: claimedAttempt(claim, input.device) },
  );
  if (closed.user_id === null) return { kind: "notSignedIn" };
  if (claim && seal) {
    if (closed.user_id !== claim.userId) return { kind: "sealForged" };
    if (closed.other_paper) return { kind: "sealOtherPaper" };
    // Neither found nor made: the sealed start decides (and refuses with its reason).
    if (closed.release_mode === null) {
      const started = await deps.sealed.start({ tokenHash, slug, seal, device: input.device });
      if (started.kind !== "attempt") return started;
      closed = await attemptRepo.submitWithSessionInOneStatement(deps.db, ask);
    }
  }
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
