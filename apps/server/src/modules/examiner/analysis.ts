import type { AnalysisResponse, CorrectionShown } from "@tayari/contracts/exam-analysis";
import { analyseExam, MIN_CANDIDATES, type Response } from "@tayari/quiz/item-analysis";
import { keyOf, profileFor, type ProfileName } from "@tayari/quiz/marking";
import type { StoredQuestion } from "../exams/bank-repository";
import {
  latestByQuestion,
  type CorrectionRow,
  type StoredKey,
} from "../exams/correction-repository";
import type { ExamRow } from "../exams/exam-repository";
import { reviewMathOf } from "../exams/papers";
import type { listAttemptsForMarking } from "../exams/result-repository";

type Marking = Awaited<ReturnType<typeof listAttemptsForMarking>>;

/** The key a question is marked by now: its latest correction's, or the bank's (decision 155). */
export const keyNow = (question: StoredQuestion, latest: CorrectionRow | undefined): StoredKey =>
  latest ? latest.new_key : { accepted: [question.answer], dropped: false };

/** One correction as the examiner's page lists it. */
export const correctionShown = (row: CorrectionRow): CorrectionShown => ({
  id: row.id,
  question_id: row.question_id,
  version: row.version,
  kind: row.kind,
  old_key: row.old_key,
  new_key: row.new_key,
  reason: row.reason,
  by: row.name,
  at: new Date(row.at).toISOString(),
});

/**
 * The response matrix of an exam (decision 180): one row per attempt in order of id (decision 158),
 * one column per question of the pool in its order; the option chosen by its index in the written
 * order, null when left, undefined when the question was not on that candidate's paper.
 */
export function responseMatrix(pool: readonly StoredQuestion[], marking: Marking): Response[][] {
  const column = new Map(pool.map((q, j) => [q.id, j]));
  const rows = new Map<number, Response[]>();
  for (const attempt of marking.attempts) {
    const row: Response[] = pool.map(() => undefined);
    for (const id of attempt.paper) {
      const j = column.get(id);
      if (j !== undefined) row[j] = null;
    }
    rows.set(attempt.id, row);
  }
  for (const answer of marking.answers) {
    const row = rows.get(answer.attempt_id);
    const j = column.get(answer.question_id);
    if (!row || j === undefined || row[j] === undefined) continue;
    const option = pool[j]!.options.indexOf(answer.pick);
    row[j] = option < 0 ? null : option;
  }
  return marking.attempts.map((a) => rows.get(a.id)!);
}

/**
 * The item analysis of an exam as its examiner reads it: the pure figures (`analyseExam`) of every
 * question of the pool, judged by the key it is marked by now, with the question itself to draw.
 * Each question's marks are the profile's at its place in the pool (decision 180).
 */
export function examAnalysis(
  exam: Pick<ExamRow, "slug" | "title" | "profile" | "custom_marks">,
  pool: readonly StoredQuestion[],
  marking: Marking,
  corrections: readonly CorrectionRow[],
  final: boolean,
): AnalysisResponse {
  const profile = profileFor(exam.profile as ProfileName, exam.custom_marks);
  const latest = latestByQuestion(corrections);
  const questions = pool.map((q, position) => {
    const key = keyOf(q.answer, marking.corrections.get(q.id));
    return {
      options: q.options.length,
      key: {
        accepted: key.accepted.map((a) => q.options.indexOf(a)).filter((i) => i >= 0),
        dropped: key.dropped,
      },
      marks: profile.marks(position, q.category),
      category: q.category,
    };
  });
  const analysis = analyseExam(questions, responseMatrix(pool, marking));
  const paper = analysis.paper;
  return {
    exam: { slug: exam.slug, title: exam.title, profile: exam.profile },
    final,
    min_candidates: MIN_CANDIDATES,
    paper: {
      candidates: paper.candidates,
      mean: paper.mean,
      median: paper.median,
      sd: paper.sd,
      kr20: paper.kr20,
      max_marks: paper.maxMarks,
      histogram: paper.histogram,
      sections: paper.sections,
    },
    questions: pool.map((q, j) => {
      const f = analysis.questions[j]!;
      const math = reviewMathOf(q);
      return {
        id: q.id,
        category: q.category,
        question: q.question,
        options: q.options,
        answer: q.answer,
        explanation: q.explanation,
        ...(q.figure ? { figure: q.figure } : {}),
        ...(math ? { math } : {}),
        ...(q.passage ? { passage: q.passage } : {}),
        key: keyNow(q, latest.get(q.id)),
        version: latest.get(q.id)?.version ?? 0,
        marks: questions[j]!.marks.correct / 100,
        state: f.state,
        candidates: f.candidates,
        facility: f.facility,
        omit_rate: f.omitRate,
        point_biserial: f.pointBiserial,
        discrimination: f.discrimination,
        thirds: f.thirds,
        flags: f.flags,
      };
    }),
    corrections: corrections.map(correctionShown),
  };
}
