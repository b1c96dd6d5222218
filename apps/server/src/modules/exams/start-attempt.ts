import type { StartRefusal } from "@tayari/contracts/examiner-candidates";
import type { Passage } from "@tayari/contracts/question";
import type { Db } from "../../db/db";
import type { LimitRule } from "../../plugins/rate-limit";
import { admission, rollGiven } from "./admission";
import * as attemptRepo from "./attempt-repository";
import type { AttemptRow } from "./attempt-repository";
import type { StoredQuestion } from "./bank-repository";
import { GRACE_MS, isClosed } from "./deadline";
import * as eventRepo from "./event-repository";
import type { DeviceKind } from "./event-repository";
import type { FixedExam } from "./papers";
import type { ExamRefusal } from "./refusals";
import { insertAttemptWithEvent, startChecksInOneStatement } from "./start-repository";
import { outsideWindow, withinWindow } from "./window";

/**
 * Starting or resuming a scholarship exam or a live mock (issue 63 point 1): the use case behind
 * `POST /api/exams/{slug}/attempt`. At an exam's opening thousands of starts arrive in the same
 * seconds, so the first pass reads all it needs, counts the start and, when this process's copy of
 * the exam lets the start through, makes the attempt, in one statement (decisions 253, 290, 291).
 */

/** The exam's questions and passages, as one pair (papers.ts makes both ready for papers). */
export type Paper = [StoredQuestion[], Passage[]];

export interface StartAttemptDeps {
  db: Db;
  now: () => Date;
  /** Sessions unused since this moment have expired. */
  idleSince: (now: Date) => Date;
  /** The account's limit on starts, across exams: also caps access-code guesses. */
  limit: LimitRule;
  /** The exam a slug names, as this process knows it (cached); undefined when none. */
  examOf: (slug: string) => Promise<FixedExam | undefined>;
  /** Forgets what this process knows of the slug (an exam changed or made again since). */
  forgetSlug: (slug: string) => void;
  /** The exam's questions and passages (cached), at `version` when given. */
  paperOf: (examId: number, version?: number) => Promise<Paper>;
  /** A new candidate's paper: its order of questions and the seed of its options. */
  drawPaper: (exam: FixedExam) => Promise<{ paper: number[]; seed: number | null }>;
}

export interface StartAttemptInput {
  /** The hash of the session's token, checked in the start's own statement. */
  tokenHash: string;
  slug: string;
  accessCode?: string;
  roll?: string;
  device: DeviceKind;
  /**
   * A sealed start (decision 0452): the paper this account's seal fixes, its clock from the
   * opening. The seal stands for the access code, given when the paper was fetched; the list is
   * asked again. `userId`: whose seal it is (another account's is refused).
   */
  sealed?: { userId: number; paper: { paper: number[]; seed: number | null }; startedAt: Date };
  /**
   * Counted under the start's limit already, by the statement that tried the start first (the
   * device's record of a sealed start, decision 0455): checked against the limit, not counted again.
   */
  counted?: boolean;
}

/** The student's attempt as the start gives it: new (`created`), or the one under way. */
export interface StartedAttempt {
  kind: "attempt";
  created: boolean;
  exam: FixedExam;
  paper: Paper;
  attempt: AttemptRow;
  /** Its answers, the latest pick last. */
  answers: Array<{ question_id: number; pick: string; seq: number }>;
  /** The moment its clock is read at. */
  now: Date;
}

export type StartOutcome = StartedAttempt | ExamRefusal;

/** The refusal of a start without the exam's access code, or with a wrong one; null when right. */
function codeRefusal(exam: { access_code: string | null }, given: string | undefined) {
  if (exam.access_code === null) return null;
  const code = given?.trim() ?? "";
  if (!code) return { kind: "needsCode" } as const;
  if (code !== exam.access_code) return { kind: "wrongCode" } as const;
  return null;
}

export async function startAttempt(
  deps: StartAttemptDeps,
  input: StartAttemptInput,
): Promise<StartOutcome> {
  const { db, limit } = deps;
  const { slug, device } = input;
  const now = deps.now();
  const attempt =
    (created: boolean, exam: FixedExam, paper: Paper) =>
    (row: AttemptRow, answers: StartedAttempt["answers"], at: Date): StartedAttempt => ({
      kind: "attempt",
      created,
      exam,
      paper,
      attempt: row,
      answers,
      now: at,
    });
  const lateTry = (examId: number, userId: number) =>
    eventRepo.recordLateTry(db, { examId, userId, at: now, device, what: "start" });
  // Refused by the code or the list: logged for the examiner with the roll given (decision 0477).
  const refusedTry = (examId: number, userId: number, reason: StartRefusal) =>
    eventRepo.recordRefusedStart(db, {
      examId,
      userId,
      at: now,
      device,
      reason,
      roll: rollGiven(input.roll),
    });

  // The exam comes from this process's cache; one closed early or deleted since (its examiner's
  // account closed), perhaps made again under the slug, is noticed at the insert and looked up anew.
  const first = await deps.examOf(slug);
  // When what this process knows lets the start through, the paper is drawn first, so that the
  // one statement that reads can also make the attempt (decision 291).
  // A sealed start is made once the account is known to be the seal's.
  const draft =
    !input.sealed &&
    first &&
    withinWindow(first, now) &&
    codeRefusal(first, input.accessCode) === null
      ? await deps.drawPaper(first)
      : undefined;
  const checks = await startChecksInOneStatement(db, {
    examId: first?.id ?? 0,
    tokenHash: input.tokenHash,
    idleSince: deps.idleSince(now),
    roll: rollGiven(input.roll),
    limitPrefix: "exam-start:",
    limit: limit.limit,
    limitWindowMs: limit.windowMs,
    counted: input.counted,
    now,
    graceMs: GRACE_MS,
    device,
    draft: draft && { ...draft, startedAt: deps.now(), examVersion: first!.version },
  });
  if (!checks) return { kind: "notSignedIn" };
  const student = checks.account;
  // Staff set and mark exams; an examiner in a merit list would rank against the students.
  if (student.role === "examiner") return { kind: "examinersDoNotSit" };
  if (input.sealed && input.sealed.userId !== student.id) return { kind: "sealForged" };
  if (checks.hits > limit.limit)
    return { kind: "tooManyStarts", retryAfterMs: Math.max(0, +checks.hitsResetAt - +now) };

  // A second pass (the exam read anew) reads again without counting the start twice.
  for (let pass = 0; pass < 2; pass++) {
    const exam = pass === 0 ? first : await deps.examOf(slug);
    const read = pass === 0 ? checks : undefined;
    // Counted all the same: the limit caps guessing at addresses as at access codes.
    if (!exam) return { kind: "notOpen" };
    const existing = read
      ? read.existing
      : await attemptRepo.findAttemptWithAnswers(db, exam.id, student.id);
    if (existing) {
      if (isClosed(existing.attempt, now)) {
        if (existing.attempt.submitted_at === null) await lateTry(exam.id, student.id);
        return { kind: "oneAttempt" };
      }
      const paper = await deps.paperOf(exam.id);
      if (!read?.resumed)
        await eventRepo.recordEvent(db, {
          examId: exam.id,
          userId: student.id,
          kind: "resumed",
          at: now,
          device,
        });
      return attempt(false, exam, paper)(existing.attempt, existing.answers, now);
    }
    if (!withinWindow(exam, now)) {
      // This process's copy may be older than an edit or an extension made on another one
      // (decision 205): read once more before saying so.
      if (pass === 0) {
        deps.forgetSlug(slug);
        continue;
      }
      const outside = outsideWindow(exam, now);
      if (outside?.kind === "closedAt") await lateTry(exam.id, student.id);
      return outside ?? { kind: "notOpen" };
    }
    const refusal = input.sealed ? null : codeRefusal(exam, input.accessCode);
    if (refusal) {
      if (refusal.kind === "wrongCode") await refusedTry(exam.id, student.id, "wrongCode");
      return refusal;
    }
    const admitted = await admission(db, exam, student, input.roll, read?.candidates);
    if (admitted.kind !== "admitted") {
      await refusedTry(exam.id, student.id, admitted.kind);
      return admitted;
    }
    const paper = await deps.paperOf(exam.id, exam.version);
    // Made by the reads' own statement (decision 291), its clock from when it was sent.
    if (read?.created) return attempt(true, exam, paper)(read.created, [], read.created.started_at);
    const made = input.sealed?.paper ?? ((pass === 0 && draft) || (await deps.drawPaper(exam)));
    // The clock starts as the paper goes out, not when the request arrived (decision 253): a
    // start that queued behind thousands of others has lost none of its time. The attempt and
    // its "started" line are one statement, and only the answer's bytes follow it. A sealed
    // paper went out before the opening: its clock is the opening's (decision 0452).
    const servedAt = input.sealed?.startedAt ?? deps.now();
    const created = await insertAttemptWithEvent(db, {
      examId: exam.id,
      userId: student.id,
      paper: made.paper,
      seed: made.seed,
      startedAt: servedAt,
      examVersion: exam.version,
      extraSeconds: admitted.extraSeconds,
      device,
    });
    // A sealed start's clock has run since the opening: it is read now.
    if (created !== "none")
      return attempt(true, exam, paper)(created, [], input.sealed ? deps.now() : servedAt);
    // Another device of this student started a moment earlier: that attempt is the one.
    const other = await attemptRepo.findAttemptWithAnswers(db, exam.id, student.id);
    if (other) {
      if (isClosed(other.attempt, now)) return { kind: "oneAttempt" };
      return attempt(false, exam, paper)(other.attempt, other.answers, now);
    }
    // Else the exam closed early ("Close now", perhaps on another process), was changed before
    // its opening (decision 205), or is gone (its examiner's account closed, perhaps made again
    // under the slug): look the slug up anew.
    deps.forgetSlug(slug);
  }
  return { kind: "notOpen" };
}
