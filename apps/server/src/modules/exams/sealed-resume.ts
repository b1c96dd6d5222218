import { sealedClaim, type SealedStartDeps } from "./sealed-start";
import {
  startAttempt,
  type StartAttemptInput,
  type StartOutcome,
  type StartedAttempt,
} from "./start-attempt";

/**
 * A resume from a device that holds its sealed copy (issue 66 point 3, decision 0463): the start's
 * resume, and whether the seal the request carries is the attempt's own paper (made by the exam's
 * sign key for this account, at the exam's version, the same questions in the same order and the
 * same options' seed), so that the answer can leave the paper out. A seal that is not (forged,
 * another account's, an older version's, a paper started elsewhere) changes nothing: the device
 * gets the paper as any resume does.
 */
export type SealedResumeOutcome = Exclude<StartOutcome, StartedAttempt> | SealedResumed;
export type SealedResumed = StartedAttempt & { paperFromSeal: boolean };

export async function resumeWithSeal(
  deps: SealedStartDeps,
  input: Omit<StartAttemptInput, "sealed" | "counted"> & { seal: string },
): Promise<SealedResumeOutcome> {
  const [outcome, claim] = await Promise.all([
    startAttempt(deps, input),
    sealedClaim(deps, input.slug, input.seal),
  ]);
  if (outcome.kind !== "attempt") return outcome;
  const { attempt } = outcome;
  const paperFromSeal =
    !outcome.created &&
    claim.kind === "claim" &&
    claim.examId === outcome.exam.id &&
    claim.userId === outcome.userId &&
    claim.paper.seed === attempt.seed &&
    claim.paper.paper.join() === attempt.paper.join();
  return { ...outcome, paperFromSeal };
}
