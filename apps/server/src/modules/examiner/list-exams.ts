import * as examRepo from "../exams/exam-repository";
import { isOver } from "../exams/results";
import type { ExamDeps } from "./exam-deps";
import { examSummary, type ExamListRow } from "./exam-summary";

/**
 * An examiner's exams with their live counts (the use case behind `GET /api/examiner/exams`): an
 * exam over whose results are not out says whether another unclosed exam holds them back.
 */
export async function listExams(
  deps: Pick<ExamDeps, "db" | "now" | "holdOf" | "sourceSize">,
  ownerId: number,
) {
  const { db } = deps;
  const now = deps.now();
  const rows = await examRepo.listOwnExams(db, ownerId, now);
  const unclosed = await examRepo.listUnclosedExams(db, now);
  const over = (row: ExamListRow) => isOver(row, now);
  const holds = await Promise.all(
    rows.map((row) =>
      over(row) && !row.released_at ? deps.holdOf(row.id, now, unclosed) : Promise.resolve(null),
    ),
  );
  const outAtClose = (row: ExamListRow, i: number) =>
    row.release_mode === "at_close" && over(row) && !holds[i];
  return rows.map((row, i) => examSummary(row, holds[i]!, outAtClose(row, i), deps.sourceSize));
}
