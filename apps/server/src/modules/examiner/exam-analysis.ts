import type { Db } from "../../db/db";
import { runSliced } from "../../lib/sliced";
import * as correctionRepo from "../exams/correction-repository";
import type { StoredQuestion } from "../exams/bank-repository";
import { passagesOf, readPassages, type ExamVersion, type PoolCache } from "../exams/papers";
import * as resultRepo from "../exams/result-repository";
import { isOver } from "../exams/results";
import { examAnalysisSteps } from "./analysis";
import { ownExam } from "./own-exam";

export interface AnalysisDeps {
  db: Db;
  now: () => Date;
  /** The exam's questions (cached, kept by the exam's version). */
  poolOf: (exam: ExamVersion) => Promise<StoredQuestion[]>;
  pools: PoolCache;
}

/**
 * An exam's item analysis as its own examiner reads it (issue 44), as the answer's JSON text in
 * pieces (`examAnalysisSteps`): the
 * answers read fifty attempts at a time and the figures, formulas and JSON made in slices, so
 * 2,000 candidates never hold the event loop for long (issue 67, point 4). Another examiner's exam
 * is not found (`ownExam` refuses it).
 */
export async function readExamAnalysis(
  deps: AnalysisDeps,
  { slug, userId }: { slug: string; userId: number },
): Promise<string[]> {
  const exam = await ownExam(deps.db, userId, slug);
  const [pool, marking, corrections, passages] = await Promise.all([
    deps.poolOf(exam),
    resultRepo.listAttemptsForMarking(deps.db, exam.id),
    correctionRepo.listCorrections(deps.db, exam.id),
    deps.pools.passagesOf(exam.id, () => readPassages(deps.db, exam.id), exam.version),
  ]);
  const final = isOver(exam, deps.now());
  // The passages the questions stand on, each once (decision 221).
  const shown = passagesOf(passages, pool);
  return runSliced(examAnalysisSteps(exam, pool, marking, corrections, final, shown));
}
