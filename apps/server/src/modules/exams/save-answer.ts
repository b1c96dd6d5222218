import type { AnswerSave, SealedSaveOutcome } from "./answer-repository";
import type { DeviceKind } from "./event-repository";
import { GRACE_MS } from "./deadline";
import type { ExamRefusal } from "./refusals";
import { claimedAttempt, type SealClaimOutcome } from "./sealed-start";
import type { StartOutcome } from "./start-attempt";

/**
 * Saving one answer of a scholarship exam or a live mock (issue 63 point 1, decision 342): the use
 * case behind `PUT /api/exams/{slug}/attempt/answers/{question}`. One statement checks the session,
 * counts the save, finds the attempt and stores the answer (decisions 50 and 299); this reads what
 * it found in the order separate steps would take and says it as one tagged outcome, which the
 * route maps to HTTP with `interpretSave`.
 */

/** What a save is: who sends it (the token's hash), where, and the pick with its number. */
export interface SaveAnswerInput {
  tokenHash: string;
  slug: string;
  questionId: number;
  pick: string;
  /** The pick's number in the attempt's order of changes (decision 341). */
  seq: number;
  /** The kind of device, for the exam's log of late tries. */
  device: DeviceKind;
  /**
   * A sealed paper's seal (decision 0453), sent with the answers until one is saved: the attempt
   * it fixes is made by this save's statement when the server has none yet.
   */
  seal?: string;
}

export interface SaveAnswerDeps {
  now: () => Date;
  /** Sessions unused since this moment have expired. */
  idleSince: (now: Date) => Date;
  /** The account's limit on saves. */
  limit: { limit: number; windowMs: number };
  /** The exam a slug names, as this process knows it (cached); undefined when none. */
  examOf: (slug: string) => Promise<{ id: number } | null | undefined>;
  /** A question of the exam's pool with its options (cached); undefined when not in it. */
  questionOf: (
    examId: number,
    questionId: number,
  ) => Promise<{ options: readonly string[] } | undefined>;
  /** Forgets what this process knows of the slug (an exam deleted and made again under it). */
  forgetSlug: (slug: string) => void;
  /**
   * The one statement (or its batch, decision 299); a sealed save's (`save.sealed`) makes the
   * attempt the seal fixes when there is none (decisions 0453 and 0457).
   */
  store: (save: AnswerSave) => Promise<SealedSaveOutcome>;
  /** The answer the question holds now, when this save was not the one stored. */
  findKept: (
    attemptId: number,
    questionId: number,
  ) => Promise<{ pick: string; seq: number; saved_at: Date } | undefined>;
  /** A sealed paper's saves (decision 0453): the seal checked, and the sealed start. */
  sealed: {
    claim: (slug: string, seal: string) => Promise<SealClaimOutcome>;
    /** The sealed start as its own request makes it: for the exams the save cannot start. */
    start: (input: {
      tokenHash: string;
      slug: string;
      seal: string;
      device: DeviceKind;
    }) => Promise<StartOutcome>;
  };
  /** Writes a refused late save to the exam's log (at most once a minute, decision 218). */
  recordLateTry: (row: {
    examId: number;
    userId: number;
    at: Date;
    device: DeviceKind;
  }) => Promise<void>;
}

/** What the server keeps for the question after the save, and the attempt's clock. */
export interface Kept {
  questionId: number;
  pick: string;
  seq: number;
  savedAt: Date;
  deadline: Date;
  /** Milliseconds since the attempt started, as the server answers. */
  clockMs: number;
  now: Date;
}

export type SaveOutcome =
  /** This pick, or a later one of the question (another device's, or this one's sent first). */
  | { kind: "kept"; kept: Kept }
  | { kind: "notSignedIn" }
  | { kind: "tooManySaves"; retryAfterMs: number }
  | { kind: "notStarted" }
  | { kind: "alreadySubmitted" }
  | { kind: "timeUp"; deadline: Date }
  | { kind: "notOnPaper"; questionId: number }
  | { kind: "notAnOption" }
  | { kind: "ahead" }
  /** A sealed save whose start the server refused (decision 0453), as the sealed start says it. */
  | ExamRefusal;

export async function saveExamAnswer(
  deps: SaveAnswerDeps,
  input: SaveAnswerInput,
): Promise<SaveOutcome> {
  const now = deps.now();
  const { slug, questionId, pick, seq } = input;
  // A seal makes the attempt in the save's own statement (decision 0453); checked here first.
  let claim = input.seal ? await deps.sealed.claim(slug, input.seal) : undefined;
  if (claim && claim.kind !== "claim") return claim;
  for (let tries = 0; ; tries++) {
    const examId = (await deps.examOf(slug))?.id ?? 0;
    const question = examId ? await deps.questionOf(examId, questionId) : undefined;
    // The option is checked here, once: the statement stores nothing when it does not hold.
    const pickIsOption = question?.options.includes(pick) ?? false;
    const save: AnswerSave = {
      tokenHash: input.tokenHash,
      idleSince: deps.idleSince(now),
      limitKey: "exam-answer:",
      limit: deps.limit.limit,
      limitWindowMs: deps.limit.windowMs,
      slug,
      examId,
      questionId,
      pick,
      seq,
      pickIsOption,
      now,
    };
    const sealed = claim?.kind === "claim" ? claim : undefined;
    const found = await deps.store(
      sealed ? { ...save, sealed: claimedAttempt(sealed, input.device) } : save,
    );
    if (found.user_id === null) return { kind: "notSignedIn" };
    if (found.hits! > deps.limit.limit)
      return {
        kind: "tooManySaves",
        retryAfterMs: Math.max(0, found.hits_reset_at!.getTime() - now.getTime()),
      };
    if (sealed) {
      if (found.user_id !== sealed.userId) return { kind: "sealForged" };
      // Not made by the save (a list, extra time, another process's copy of the exam, a start
      // made meanwhile): the sealed start decides, then the answer is saved as any other.
      if (found.attempt_id === null && input.seal) {
        const started = await deps.sealed.start({
          tokenHash: input.tokenHash,
          slug,
          seal: input.seal,
          device: input.device,
        });
        if (started.kind !== "attempt") return started;
        claim = undefined;
        continue;
      }
      if (found.other_paper) return { kind: "sealOtherPaper" };
    }
    if (found.attempt_id === null) return { kind: "notStarted" };
    // This process knew the slug by an exam since deleted and made again: look it up anew.
    if (found.exam_id !== examId) {
      deps.forgetSlug(slug);
      if (tries === 0) continue;
      return { kind: "notStarted" };
    }
    const deadline = found.deadline!;
    if (found.submitted_at !== null) return { kind: "alreadySubmitted" };
    if (now.getTime() > deadline.getTime() + GRACE_MS) {
      // Only a refused save writes to the log (decision 218).
      await deps.recordLateTry({ examId, userId: found.user_id, at: now, device: input.device });
      return { kind: "timeUp", deadline };
    }
    if (!found.on_paper) return { kind: "notOnPaper", questionId };
    if (!pickIsOption) return { kind: "notAnOption" };
    if (found.ahead) return { kind: "ahead" };
    const clockMs = Math.max(0, now.getTime() - found.started_at!.getTime());
    const base = { questionId, deadline, clockMs, now };
    if (found.saved_at !== null)
      return { kind: "kept", kept: { ...base, pick, seq, savedAt: found.saved_at } };
    // The question holds a pick with this number (a retry) or a later one that arrived first:
    // that one stays, and the answer says which.
    const kept = await deps.findKept(found.attempt_id, questionId);
    // Otherwise submitted or timed out between the checks and the write (another commit).
    if (!kept || kept.seq < seq) return { kind: "timeUp", deadline };
    return {
      kind: "kept",
      kept: { ...base, pick: kept.pick, seq: kept.seq, savedAt: kept.saved_at },
    };
  }
}
