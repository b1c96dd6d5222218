import type { AnalysisResponse, CorrectionShown } from "@tayari/contracts/exam-analysis";
import { analysisSteps, MIN_CANDIDATES, type Paper } from "@tayari/quiz/item-analysis";
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

/** Attempts worked between two steps of the analysis (the server's `runSliced` groups steps). */
const PER_STEP = 10;

/**
 * The papers of an exam as the analysis reads them (decision 180): one per attempt in order of id
 * (decision 158), each question on it by its place in the pool with the option chosen (its index in
 * the written order), null when left; a pick that is no option counts as left.
 */
export function* examPaperSteps(
  pool: readonly StoredQuestion[],
  marking: Marking,
): Generator<void, Paper[], void> {
  const column = new Map(pool.map((q, j) => [q.id, j]));
  const byAttempt = new Map<number, Map<number, number | null>>();
  for (const [i, attempt] of marking.attempts.entries()) {
    if (i % PER_STEP === PER_STEP - 1) yield;
    const row = new Map<number, number | null>();
    for (const id of attempt.paper) {
      const j = column.get(id);
      if (j !== undefined) row.set(j, null);
    }
    byAttempt.set(attempt.id, row);
  }
  for (const [i, answer] of marking.answers.entries()) {
    if (i % 1000 === 999) yield;
    const row = byAttempt.get(answer.attempt_id);
    const j = column.get(answer.question_id);
    if (!row || j === undefined || !row.has(j)) continue;
    const option = pool[j]!.options.indexOf(answer.pick);
    row.set(j, option < 0 ? null : option);
  }
  // The papers made a hundred at a time: 2,000 of 100 questions in one step held the loop.
  const papers: Paper[] = [];
  for (const [i, attempt] of marking.attempts.entries()) {
    if (i % 100 === 99) yield;
    papers.push([...byAttempt.get(attempt.id)!]);
  }
  return papers;
}

type AnalysedPoolQuestion = AnalysisResponse["questions"][number];

/**
 * The item analysis of an exam as its examiner reads it, as the answer's JSON text in pieces
 * (joined, the answer; sent a chunk at a time, `piecesBody`): the pure
 * figures (`analysisSteps`) of every question of the pool, judged by the key it is marked by now,
 * with the question itself to draw. Each question's marks are the profile's at its place in the
 * pool (decision 180). Made a step at a time (issue 67, point 4): 2,000 candidates' papers, a pool
 * of 2,000 questions with their formulas and two megabytes of JSON, between which the server's
 * `runSliced` lets other requests through.
 */
export function* examAnalysisSteps(
  exam: Pick<ExamRow, "slug" | "title" | "profile" | "custom_marks">,
  pool: readonly StoredQuestion[],
  marking: Marking,
  corrections: readonly CorrectionRow[],
  final: boolean,
  passages: { passages?: unknown[] },
): Generator<void, string[], void> {
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
  const papers = yield* examPaperSteps(pool, marking);
  const analysis = yield* analysisSteps(questions, papers);
  const paper = analysis.paper;
  const shown: string[] = [];
  for (const [j, q] of pool.entries()) {
    // A question's formulas are made the first time it is shown: a step a question.
    yield;
    const f = analysis.questions[j]!;
    const math = reviewMathOf(q);
    const question: AnalysedPoolQuestion = {
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
    shown.push(JSON.stringify(question));
  }
  const rest: Omit<AnalysisResponse, "questions"> = {
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
    corrections: corrections.map(correctionShown),
    ...(passages as Pick<AnalysisResponse, "passages">),
  };
  yield;
  // The questions' JSON as written once each above, not joined here: two megabytes joined and
  // written to the socket in one piece held the loop 35-55 ms of CPU (issue 67).
  const head = `${JSON.stringify(rest).slice(0, -1)},"questions":[`;
  return [head, ...shown.map((q, i) => (i > 0 ? `,${q}` : q)), "]}"];
}
