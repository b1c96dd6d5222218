import type { OpenExam, SatExam } from "@tayari/contracts/exam-sitting";
import type { Db } from "../../db/db";
import { attemptState, secondsLeft } from "./deadline";
import { examBasics } from "./exam-basics";
import * as examRepo from "./exam-repository";
import { resultsAt } from "./results";

/**
 * The exams a student may sit now, with their attempt's state, and those they sat (the use case
 * behind `GET /api/exams`). Nothing refuses it: it gives the lists.
 */
export async function openExams(
  deps: { db: Db; now: () => Date },
  userId: number,
): Promise<{ sat: SatExam[]; exams: OpenExam[] }> {
  const now = deps.now();
  const [rows, sat] = await Promise.all([
    examRepo.listOpenExams(deps.db, userId, now),
    examRepo.listSatExams(deps.db, userId, now),
  ]);
  return {
    sat: sat.map((row) => ({
      slug: row.slug,
      title: row.title,
      closes_at: row.closes_at.toISOString(),
      results_at: resultsAt(row)?.toISOString() ?? null,
    })),
    exams: rows.map((row) => ({
      ...examBasics(row),
      closes_in_seconds: secondsLeft(row.closes_at, now),
      needs_access_code: row.needs_access_code,
      asks_roll: row.asks_roll,
      attempt: attemptState(row, now),
    })),
  };
}
