import { GRACE_MS, isClosed } from "./deadline";
import * as eventRepo from "./event-repository";
import type { FixedExam } from "./papers";
import type { ExamRefusal } from "./refusals";
import { sealedResumeInOneStatement } from "./sealed-resume-repository";
import { sealedClaim, type SealedStartDeps } from "./sealed-start";
import { startAttempt, type StartAttemptInput, type StartOutcome } from "./start-attempt";

/**
 * A resume from a device that holds its sealed copy (issue 66 point 3, decisions 0463 and 0464):
 * when the seal the request carries is the attempt's own paper (made by the exam's sign key for
 * this account, at the exam's version, the same questions in the same order and the same options'
 * seed), the attempt's clock and answers, read by a statement that does only what a resume needs
 * (no draft, no candidate list, no paper drawn, the paper compared in the database, not read
 * back). A seal that is not (forged, another account's, an older version's, a paper started
 * elsewhere), or an account with no attempt yet, goes the way of any start or resume: the device
 * gets the paper.
 */
export interface SealedResumed {
  kind: "sealedResume";
  exam: FixedExam;
  attempt: { id: number; started_at: Date; deadline: Date };
  /** Its answers, the latest pick last. */
  answers: Array<{ question_id: number; pick: string; seq: number }>;
  /** The moment its clock is read at. */
  now: Date;
}

export type SealedResumeOutcome = SealedResumed | StartOutcome | ExamRefusal;

export async function resumeWithSeal(
  deps: SealedStartDeps,
  input: Omit<StartAttemptInput, "sealed" | "counted"> & { seal: string },
): Promise<SealedResumeOutcome> {
  const claim = await sealedClaim(deps, input.slug, input.seal);
  const exam = await deps.examOf(input.slug);
  if (claim.kind !== "claim" || !exam) return startAttempt(deps, input);
  const now = deps.now();
  const read = await sealedResumeInOneStatement(deps.db, {
    tokenHash: input.tokenHash,
    idleSince: deps.idleSince(now),
    now,
    examId: claim.examId,
    userId: claim.userId,
    paper: claim.paper.paper,
    seed: claim.paper.seed,
    limitKey: "exam-start:",
    limit: deps.limit.limit,
    limitWindowMs: deps.limit.windowMs,
    graceMs: GRACE_MS,
    device: input.device,
  });
  if (read.user_id === null) return { kind: "notSignedIn" };
  if (read.role === "examiner") return { kind: "examinersDoNotSit" };
  if (read.hits! > deps.limit.limit)
    return { kind: "tooManyStarts", retryAfterMs: Math.max(0, +read.hits_reset_at! - +now) };
  // Not this account's seal, no attempt yet, or another paper: as any start or resume (the
  // statement counted this request under the start's limit already).
  if (read.user_id !== claim.userId || read.id === null || !read.same_paper)
    return startAttempt(deps, { ...input, counted: true });
  const attempt = { id: read.id, started_at: read.started_at!, deadline: read.deadline! };
  if (isClosed({ deadline: attempt.deadline, submitted_at: read.submitted_at }, now)) {
    if (read.submitted_at === null)
      await eventRepo.recordLateTry(deps.db, {
        examId: exam.id,
        userId: read.user_id,
        at: now,
        device: input.device,
        what: "start",
      });
    return { kind: "oneAttempt" };
  }
  const answers = (read.answers ?? []).map((a) => ({ ...a, seq: a.seq ?? 0 }));
  return { kind: "sealedResume", exam, attempt, answers, now };
}
