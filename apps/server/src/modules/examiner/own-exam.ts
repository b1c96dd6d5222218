import { fail } from "../../lib/app-error";
import { findExam, type ExamRow } from "../exams/exam-repository";
import type { Db } from "../../db/db";

/** This examiner's exam `slug`; another examiner's is not found, as if it did not exist. */
export async function ownExam(db: Db, ownerId: number, slug: string): Promise<ExamRow> {
  const exam = await findExam(db, slug);
  if (!exam || exam.owner_id !== ownerId) throw fail(404, "exams.noExam", { slug });
  return exam;
}

/** This examiner's exam `slug`, or undefined: another examiner's is not found either. */
export async function findOwnExam(
  db: Db,
  ownerId: number,
  slug: string,
): Promise<ExamRow | undefined> {
  const exam = await findExam(db, slug);
  return exam && exam.owner_id === ownerId ? exam : undefined;
}
