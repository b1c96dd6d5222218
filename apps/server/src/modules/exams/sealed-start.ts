import { isClosed } from "./deadline";
import type { FixedExam } from "./papers";
import type { ExamRefusal } from "./refusals";
import { recordSealedStartInOneStatement, type SealedAttempt } from "./sealed-attempt-repository";
import type { SealKeys } from "./seal-repository";
import { readSeal, sealHolds } from "./seals";
import {
  startAttempt,
  type StartAttemptDeps,
  type StartAttemptInput,
  type StartOutcome,
} from "./start-attempt";

/**
 * Recording a sealed start (issue 66 point 1, decisions 0452 and 0455): the use case behind
 * `POST /api/exams/{slug}/attempt/sealed`, which the device sends a minute or two after the
 * opening, at a random moment, when no answer recorded the start sooner, not at the bell. The seal
 * must be the exam's own for this account; the attempt is a start's, its paper the one the seal
 * fixes and its clock from the opening.
 */

export interface SealedStartDeps extends StartAttemptDeps {
  sealKeys: (examId: number, version: number) => Promise<SealKeys>;
}

/** What a seal fixes, once it holds: whose attempt, at which version, with which paper. */
export type SealClaimOutcome =
  | {
      kind: "claim";
      examId: number;
      userId: number;
      examVersion: number;
      paper: { paper: number[]; seed: number | null };
      startedAt: Date;
    }
  | { kind: "sealForged" }
  | { kind: "sealOtherPaper" };

/**
 * The seal read and checked against the exam as this process knows it: made by the exam's sign
 * key for this exam, at its version; the paper is the one it carries, under its mac (decision
 * 0458), not drawn again. Nothing is read from the database but the keys, once per process.
 */
export async function sealedClaim(
  deps: Pick<SealedStartDeps, "examOf" | "sealKeys">,
  slug: string,
  seal: string,
): Promise<SealClaimOutcome> {
  const claim = readSeal(seal);
  const exam: FixedExam | undefined = await deps.examOf(slug);
  if (!claim || !exam || claim.examId !== exam.id) return { kind: "sealForged" };
  // A paper of a version changed before the opening: the device starts as it always has.
  if (claim.version !== exam.version) return { kind: "sealOtherPaper" };
  const keys = await deps.sealKeys(exam.id, exam.version);
  if (!sealHolds(keys.signKey, seal)) return { kind: "sealForged" };
  return {
    kind: "claim",
    examId: exam.id,
    userId: claim.userId,
    examVersion: exam.version,
    paper: { paper: claim.paper, seed: claim.seed },
    startedAt: exam.opens_at,
  };
}

/** The attempt a claim makes, as the statements that make it in passing take it. */
export const claimedAttempt = (
  claim: Extract<SealClaimOutcome, { kind: "claim" }>,
  device: string,
): SealedAttempt => ({
  userId: claim.userId,
  examVersion: claim.examVersion,
  paper: claim.paper.paper,
  seed: claim.paper.seed,
  device,
});

type SealedInput = Omit<StartAttemptInput, "sealed" | "accessCode" | "roll"> & { seal: string };

/**
 * The sealed start as a start makes it (the session, the start's limit, the list and extra time,
 * decisions 214-216): for the exams whose sealed starts the one statement cannot make.
 */
export async function sealedStart(
  deps: SealedStartDeps,
  input: SealedInput,
): Promise<StartOutcome> {
  const claim = await sealedClaim(deps, input.slug, input.seal);
  if (claim.kind !== "claim") return claim;
  const { paper } = claim;
  const outcome = await startAttempt(deps, {
    ...input,
    sealed: { userId: claim.userId, paper, startedAt: claim.startedAt },
  });
  // Started meanwhile on a device without the sealed copy: that paper is the one.
  if (
    outcome.kind === "attempt" &&
    !outcome.created &&
    outcome.attempt.paper.join() !== paper.paper.join()
  )
    return { kind: "sealOtherPaper" };
  return outcome;
}

/** The sealed start as the device's record of it finds it: the attempt's clock on the server. */
export type SealedRecordOutcome =
  { kind: "recorded"; created: boolean; startedAt: Date; deadline: Date; now: Date } | ExamRefusal;

/**
 * The device's record of its sealed start (decision 0455): in one statement, as a first answer's
 * save makes it (the seal checked in memory, the session, the start's limit, the attempt found or
 * made); the exams that statement cannot start (a list, extra time, an edit since this process
 * read the exam) and every refusal go through `sealedStart`, which says why.
 */
export async function recordSealedStartOnce(
  deps: SealedStartDeps,
  input: SealedInput,
): Promise<SealedRecordOutcome> {
  const claim = await sealedClaim(deps, input.slug, input.seal);
  if (claim.kind !== "claim") return claim;
  const now = deps.now();
  const found = await recordSealedStartInOneStatement(
    deps.db,
    {
      tokenHash: input.tokenHash,
      idleSince: deps.idleSince(now),
      limitKey: "exam-start:",
      limit: deps.limit.limit,
      limitWindowMs: deps.limit.windowMs,
      slug: input.slug,
      examId: claim.examId,
      now,
    },
    claimedAttempt(claim, input.device),
  );
  if (found.user_id === null) return { kind: "notSignedIn" };
  if (found.hits! > deps.limit.limit)
    return { kind: "tooManyStarts", retryAfterMs: Math.max(0, +found.hits_reset_at! - +now) };
  if (found.user_id !== claim.userId) return { kind: "sealForged" };
  if (found.attempt_id !== null) {
    if (found.other_paper) return { kind: "sealOtherPaper" };
    const attempt = { deadline: found.deadline!, submitted_at: found.submitted_at };
    if (isClosed(attempt, now)) return { kind: "oneAttempt" };
    return {
      kind: "recorded",
      created: found.made!,
      startedAt: found.started_at!,
      deadline: found.deadline!,
      now,
    };
  }
  // The statement counted this request under the start's limit: the sealed start does not again.
  const started = await sealedStart(deps, { ...input, counted: true });
  if (started.kind !== "attempt") return started;
  const { attempt, created } = started;
  return {
    kind: "recorded",
    created,
    startedAt: attempt.started_at,
    deadline: attempt.deadline,
    now: started.now,
  };
}
