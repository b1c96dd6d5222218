import type { FixedExam } from "./papers";
import { candidatePaper } from "./papers";
import type { SealKeys } from "./seal-repository";
import { readSeal, sealedSeed, sealHolds } from "./seals";
import {
  startAttempt,
  type StartAttemptDeps,
  type StartAttemptInput,
  type StartOutcome,
} from "./start-attempt";

/**
 * Recording a sealed start (issue 66 point 1, decision 0452): the use case behind
 * `POST /api/exams/{slug}/attempt/sealed`, which the device sends before its first answer (or a
 * minute or two after the opening, at a random moment, when no answer comes sooner), not at the
 * bell. The seal must be the exam's own for this account; the attempt is a start's, its paper the
 * one the seal fixes and its clock from the opening.
 */

export type SealedStartOutcome = StartOutcome | { kind: "sealOtherPaper" };

export interface SealedStartDeps extends StartAttemptDeps {
  sealKeys: (examId: number, version: number) => Promise<SealKeys>;
}

/** What a seal fixes, once it holds: whose attempt, at which version, with which paper. */
export type SealClaimOutcome =
  | {
      kind: "claim";
      userId: number;
      examVersion: number;
      paper: { paper: number[]; seed: number | null };
      startedAt: Date;
    }
  | { kind: "sealForged" }
  | { kind: "sealOtherPaper" };

/**
 * The seal read and checked against the exam as this process knows it: made by the exam's sign
 * key for this exam, at its version, and the paper it fixes. Nothing is read from the database
 * but the keys, once per process.
 */
export async function sealedClaim(
  deps: Pick<SealedStartDeps, "examOf" | "sealKeys" | "paperOf">,
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
  const [pool] = await deps.paperOf(exam.id, exam.version);
  const paper = candidatePaper(pool, exam, sealedSeed(keys.signKey, claim.userId), true);
  return {
    kind: "claim",
    userId: claim.userId,
    examVersion: exam.version,
    paper,
    startedAt: exam.opens_at,
  };
}

export async function sealedStart(
  deps: SealedStartDeps,
  input: Omit<StartAttemptInput, "sealed" | "accessCode" | "roll"> & { seal: string },
): Promise<SealedStartOutcome> {
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
