import type { MeritResponse, MeritRow } from "@tayari/contracts/exam-results";
import { toMarks } from "@tayari/quiz/marking";
import * as candidateRepo from "../exams/candidate-repository";
import { meritListInTurns, tieBreakOf } from "../exams/merit";
import { readPool } from "../exams/papers";
import * as resultRepo from "../exams/result-repository";
import { isOver } from "../exams/results";
import type { ExamDeps } from "./exam-deps";
import { mapSliced } from "../../lib/sliced";
import { isoOrNull, meritRow, sectionMarks } from "./merit-list";
import { findOwnExam } from "./own-exam";

export type MeritOutcome =
  { kind: "merit"; merit: MeritResponse } | { kind: "noExam"; slug: string };

/**
 * An exam's merit list for its examiner (the use case behind `GET /api/examiner/exams/{slug}/merit`):
 * over, the list fixed once (the students' results read the same rows); running, as it stands
 * from the answers saved so far. Roll numbers beside the names where the list names candidates by
 * them (decision 215); the paper's sections in the order of its questions (decision 187).
 */
export async function examMerit(
  deps: Pick<ExamDeps, "db" | "now" | "pools" | "ensureFixed">,
  { ownerId, slug }: { ownerId: number; slug: string },
): Promise<MeritOutcome> {
  const { db } = deps;
  const exam = await findOwnExam(db, ownerId, slug);
  if (!exam) return { kind: "noExam", slug };
  const now = deps.now();
  const final = isOver(exam, now);
  const pool = await deps.pools.get(exam.id, () => readPool(db, exam.id), exam.version);
  const sections = [...new Set(pool.map((q) => q.category.toLowerCase()))];
  let rows: MeritRow[];
  if (final) {
    await deps.ensureFixed(exam, now);
    // Rows made a slice at a time: 2,000 in one piece held the loop 92 ms of CPU (issue 67).
    rows = await mapSliced(await resultRepo.listFixedMerit(db, exam.id), (row) => ({
      ...row,
      score: toMarks(row.score),
      submitted_at: row.submitted_at?.toISOString() ?? null,
      last_answer_at: isoOrNull(row.last_answer_at),
      sections: sectionMarks(row.sections),
    }));
  } else {
    const marking = await resultRepo.listAttemptsForMarking(db, exam.id);
    rows = await mapSliced(await meritListInTurns(exam, pool, marking), meritRow);
  }
  const rolls = new Map(
    (await candidateRepo.listCandidates(db, exam.id)).flatMap((c) =>
      c.roll && c.account_email ? [[c.account_email, c.roll] as const] : [],
    ),
  );
  if (rolls.size)
    rows = await mapSliced(rows, (row) => ({ ...row, roll: rolls.get(row.email) ?? null }));
  const merit = {
    exam: { slug: exam.slug, title: exam.title, profile: exam.profile },
    final,
    rows,
    sections,
    tie_break: [...tieBreakOf(exam)],
  };
  return { kind: "merit", merit };
}
