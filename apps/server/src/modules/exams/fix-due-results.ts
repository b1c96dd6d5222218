import type { Db } from "../../db/db";
import type { ExamRow } from "./exam-repository";
import * as examRepo from "./exam-repository";

/** Exams fixed in one background round: a round stays short; the next one takes the rest. */
const EXAMS_A_ROUND = 5;

/**
 * Marking and ranking off the requests (issue 66 point 2): each background round (the mail
 * worker's, every process's) fixes the results of the exams that are over, a few a round, each in
 * slices of the event loop (results.ts). Fixing is once across processes (fixResultsOnce), so two
 * processes' rounds, or a request that gets there first, do nothing twice. A hand-in only marks the
 * attempt; the close costs the requests nothing.
 */
export function fixDueResults(deps: {
  db: Db;
  ensureFixed: (exam: ExamRow, now: Date) => Promise<void>;
}) {
  return async (now: Date) => {
    for (const exam of await examRepo.listExamsToFix(deps.db, now, EXAMS_A_ROUND))
      await deps.ensureFixed(exam, now);
  };
}
