import type { FastifyInstance } from "fastify";
import type { StoredQuestion } from "./bank-repository";
import { readPool, type PoolCache } from "./papers";
import { maxScorer, meritListInTurns, nextTurn, SLICE } from "./merit";
import * as resultRepo from "./result-repository";
import { type ExamRow } from "./exam-repository";
import { GRACE_MS } from "./deadline";

/**
 * When the last answer can be saved: the close, or later when a candidate's extra time or a
 * reopening runs past it (`overtime_seconds`, decision 213), then the grace.
 */
export const endsAt = (exam: Pick<ExamRow, "closes_at" | "overtime_seconds">) =>
  new Date(exam.closes_at.getTime() + exam.overtime_seconds * 1000 + GRACE_MS);

/** Past its end and the grace: no answer can be saved any more, so its scores cannot change. */
export const isOver = (exam: Pick<ExamRow, "closes_at" | "overtime_seconds">, now: Date) =>
  now.getTime() > endsAt(exam).getTime();

/** Results (and with them the keys) are out after release, never before the window and its grace end. */
export function resultsAt(
  exam: Pick<ExamRow, "release_mode" | "released_at" | "closes_at" | "overtime_seconds">,
) {
  if (exam.released_at) return exam.released_at;
  return exam.release_mode === "at_close" ? endsAt(exam) : null;
}

/**
 * Results fixed once (issue 30, point 4): when an exam is over, the first request that needs its
 * results (its release, a student's result, the merit list) scores and ranks every attempt and
 * stores the marks, ranks and percentiles; every later request reads them. Releasing again, or two
 * processes asking at once, fixes nothing twice.
 */
export function fixedResults(app: FastifyInstance, pools: PoolCache) {
  return async function ensureFixed(exam: ExamRow, now: Date): Promise<void> {
    if (exam.results_fixed_at || !isOver(exam, now)) return;
    const pool = await pools.get(exam.id, () => readPool(app.db, exam.id), exam.version);
    await resultRepo.fixResultsOnce(app.db, exam.id, now, async (marking) =>
      resultRows(exam, pool, marking, await meritListInTurns(exam, pool, marking)),
    );
  };
}

/**
 * Every attempt's marks, rank and percentile as the fixed results store them, `SLICE` rows a turn
 * of the event loop: thousands of candidates are not held against every other request (decision
 * 202).
 */
export async function resultRows(
  exam: Pick<ExamRow, "profile" | "custom_marks">,
  pool: readonly StoredQuestion[],
  marking: Awaited<ReturnType<typeof resultRepo.listAttemptsForMarking>>,
  ranked: Awaited<ReturnType<typeof meritListInTurns>>,
): Promise<resultRepo.NewFixedResult[]> {
  const maxScore = maxScorer(exam, pool);
  const rows: resultRepo.NewFixedResult[] = [];
  for (let i = 0; i < ranked.length; i += SLICE) {
    if (i > 0) await nextTurn();
    ranked.slice(i, i + SLICE).forEach(({ candidate, score, rank, percentile }, at) =>
      rows.push({
        attempt_id: candidate.id,
        position: i + at,
        score: score.total,
        max_score: Math.round(maxScore(candidate.paper) * 100),
        correct: score.correct,
        wrong: score.wrong,
        unanswered: score.unanswered,
        dropped: score.dropped,
        sections: JSON.stringify(score.byCategory),
        rank,
        percentile,
        candidates: marking.attempts.length,
      }),
    );
  }
  return rows;
}

export type EnsureFixed = ReturnType<typeof fixedResults>;
