import type { ResultResponse } from "@tayari/contracts/exam-results";
import { toMarks } from "@tayari/quiz/marking";
import type { Db } from "../../db/db";
import * as answerRepo from "./answer-repository";
import * as attemptRepo from "./attempt-repository";
import { currentCorrections } from "./correction-repository";
import * as examRepo from "./exam-repository";
import type { ExamRow } from "./exam-repository";
import type { HoldOf } from "./holds";
import { passagesOf } from "./papers";
import type { ExamRefusal } from "./refusals";
import * as resultRepo from "./result-repository";
import { resultsAt } from "./results";
import { reviewOf } from "./review";
import type { Paper } from "./start-attempt";
import { outsideWindow } from "./window";

export interface ExamResultDeps {
  db: Db;
  now: () => Date;
  /** The exam's questions and passages (cached). */
  paperOf: (examId: number) => Promise<Paper>;
  /** Another exam still running with some of this one's questions: results wait for its end. */
  holdOf: HoldOf;
  /** Marks and ranks the exam's attempts once, when it is over (results.ts `fixedResults`). */
  ensureFixed: (exam: ExamRow, now: Date) => Promise<void>;
}

export type ExamResultOutcome = { kind: "result"; result: ResultResponse } | ExamRefusal;

/**
 * A student's result of an exam they sat, once released (the use case behind
 * `GET /api/exams/{slug}/result`): marked and ranked once when the exam was over, read as stored.
 */
export async function examResult(
  deps: ExamResultDeps,
  { slug, userId }: { slug: string; userId: number },
): Promise<ExamResultOutcome> {
  const { db } = deps;
  const exam = await examRepo.findExam(db, slug);
  const attempt = exam && (await attemptRepo.findAttempt(db, exam.id, userId));
  const now = deps.now();
  // Not sat: before the opening or after the close, the address says so (decision 108).
  if (!exam || !attempt) return (exam && outsideWindow(exam, now)) || { kind: "didNotSit" };
  const release = resultsAt(exam);
  if (!release) return { kind: "resultsNotReleased" };
  if (now < release) return { kind: "resultsAt", at: release };
  // Out at its close, but another exam with some of its questions still runs: not yet.
  if (!exam.released_at) {
    const hold = await deps.holdOf(exam.id, now);
    if (hold) return { kind: "resultsHeld", until: hold.until };
  }
  await deps.ensureFixed(exam, now);
  const [mine, picks, [pool, passages], corrections] = await Promise.all([
    resultRepo.findFixedResult(db, attempt.id),
    answerRepo.listAnswers(db, attempt.id),
    deps.paperOf(exam.id),
    currentCorrections(db, exam.id),
  ]);
  if (!mine) throw new Error(`exam ${exam.id}: no fixed result for attempt ${attempt.id}`);
  const pickOf = new Map(picks.map((a) => [a.question_id, a.pick]));
  const byId = new Map(pool.map((q) => [q.id, q]));
  const result: ResultResponse = {
    exam: { slug: exam.slug, title: exam.title, profile: exam.profile },
    score: toMarks(mine.score),
    max_score: toMarks(mine.max_score),
    correct: mine.correct,
    wrong: mine.wrong,
    unanswered: mine.unanswered,
    ...(mine.dropped ? { dropped: mine.dropped } : {}),
    rank: mine.rank,
    candidates: mine.candidates,
    percentile: mine.percentile,
    review: reviewOf(attempt, byId, pickOf, corrections),
    // The passages its questions stand on, each once (decision 221).
    ...passagesOf(
      passages,
      attempt.paper.map((id) => byId.get(id)!),
    ),
  };
  return { kind: "result", result };
}
