import type { FastifyInstance } from "fastify";
import type { output } from "zod/v4/core";
import type { exportResponseSchema } from "@tayari/contracts/account";
import type { ReviewItem } from "@tayari/contracts/exam-results";
import { toMarks } from "@tayari/quiz/marking";
import type { HoldOf } from "./holds";
import { inAttemptOrder, readPool, type PoolCache } from "./papers";
import * as answerRepo from "./answer-repository";
import { currentCorrections } from "./correction-repository";
import { reviewOf } from "./review";
import * as attemptRepo from "./attempt-repository";
import * as resultRepo from "./result-repository";
import type { ExamRow } from "./exam-repository";
import { fixedResults, resultsAt } from "./results";

type ExamAttemptExport = output<typeof exportResponseSchema>["exam_attempts"][number];

/** The results (and with them the keys) are out for the student: the same rule as the result route. */
export async function resultsOut(exam: ExamRow, now: Date, holdOf: HoldOf): Promise<boolean> {
  const release = resultsAt(exam);
  if (!release || now < release) return false;
  // Out at its close, but another running exam holds some of its questions: not yet.
  return exam.released_at !== null || !(await holdOf(exam.id, now));
}

/** What the export says of a question's key once results are out: the result's review's word. */
const keyInForce = (item: ReviewItem) => ({
  answer: item.answer,
  explanation: item.explanation,
  correct: item.correct,
  ...(item.key_corrected ? { key_corrected: true } : {}),
  ...(item.corrected_at ? { corrected_at: item.corrected_at } : {}),
  ...(item.accepted ? { accepted: item.accepted } : {}),
  ...(item.dropped ? { dropped: true } : {}),
});

/**
 * A student's exam attempts for `GET /api/me/export` (issue 30, point 5): each attempt's questions
 * as the student saw them and the picks; after the results are out, the fixed score and each
 * question's key and explanation, never before.
 */
export function examAttemptsExport(app: FastifyInstance, pools: PoolCache, holdOf: HoldOf) {
  const ensureFixed = fixedResults(app, pools);
  return async function examAttemptsOf(userId: number, now: Date): Promise<ExamAttemptExport[]> {
    const attempts = await attemptRepo.listAttemptsOfUser(app.db, userId);
    const answers = await answerRepo.listAnswersOf(
      app.db,
      attempts.map((a) => a.attempt_id),
    );
    const picks = new Map<number, Map<number, string>>();
    for (const a of answers) {
      if (!picks.has(a.attempt_id)) picks.set(a.attempt_id, new Map());
      picks.get(a.attempt_id)!.set(a.question_id, a.pick);
    }
    const out: ExamAttemptExport[] = [];
    for (const row of attempts) {
      const exam: ExamRow = row;
      const released = await resultsOut(exam, now, holdOf);
      let result: ExamAttemptExport["result"] = null;
      if (released) {
        await ensureFixed(exam, now);
        const fixed = await resultRepo.findFixedResult(app.db, row.attempt_id);
        if (fixed)
          result = {
            score: toMarks(fixed.score),
            max_score: toMarks(fixed.max_score),
            correct: fixed.correct,
            wrong: fixed.wrong,
            unanswered: fixed.unanswered,
            rank: fixed.rank,
            candidates: fixed.candidates,
            percentile: fixed.percentile,
          };
      }
      const pool = await pools.get(exam.id, () => readPool(app.db, exam.id), exam.version);
      const byId = new Map(pool.map((q) => [q.id, q]));
      const mine = picks.get(row.attempt_id) ?? new Map<number, string>();
      // Once out, each question as the result's review reads it: the key in force, the examiner's
      // correction and when (decision 346), so the export and the result never disagree.
      const reviewed = released
        ? new Map(
            reviewOf(
              { paper: row.paper.filter((id) => byId.has(id)), seed: row.seed },
              byId,
              mine,
              await currentCorrections(app.db, exam.id),
            ).map((item) => [item.id, item]),
          )
        : null;
      out.push({
        exam: { slug: exam.slug, title: exam.title },
        started_at: row.started_at.toISOString(),
        deadline: row.deadline.toISOString(),
        submitted_at: row.submitted_at?.toISOString() ?? null,
        results_out: released,
        result,
        questions: row.paper.flatMap((id) => {
          const stored = byId.get(id);
          if (!stored) return [];
          // The options in the order the student saw them.
          const q = inAttemptOrder(stored, row.seed);
          const pick = mine.get(id) ?? null;
          return [
            {
              id: q.id,
              question: q.question,
              options: q.options,
              pick,
              ...(reviewed ? keyInForce(reviewed.get(id)!) : {}),
            },
          ];
        }),
      });
    }
    return out;
  };
}
