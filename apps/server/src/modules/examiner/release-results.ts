import * as eventRepo from "../exams/event-repository";
import * as examRepo from "../exams/exam-repository";
import type { ExamRow } from "../exams/exam-repository";
import { GRACE_MS } from "../exams/deadline";
import { endsAt, resultsAt } from "../exams/results";
import type { ExamDeps } from "./exam-deps";
import { findOwnExam } from "./own-exam";
import type { ExaminerRefusal } from "./refusals";

export type ReleaseOutcome =
  | { kind: "released"; at: Date }
  /** Released before: the students whose score a correction moved since were told (decision 0475). */
  | { kind: "told"; count: number }
  | Extract<ExaminerRefusal, { kind: "noExam" | "openUntil" | "heldBack" }>;

/**
 * An examiner releases an exam's results (the use case behind
 * `POST /api/examiner/exams/{slug}/release`): once it is over, and no exam not closed yet (running
 * or opening later) holds any of its questions. Scores, ranks and percentiles are fixed before
 * anyone can read them (once), then the students are mailed. Released again after corrections, it
 * tells the students whose score moved since their last mail, one mail each (decision 0475).
 */
export async function releaseResultsCase(
  deps: Pick<ExamDeps, "db" | "now" | "holdOf" | "ensureFixed"> & {
    /** Queues the results mails and wakes the worker (results-mail.ts `released`). */
    mailResults: (exam: ExamRow, now: Date) => Promise<void>;
    /** After the results mail: mails those whose score moved since (results-mail.ts `tellChanged`). */
    tellChanged: (exam: ExamRow, now: Date) => Promise<number | null>;
  },
  { ownerId, slug }: { ownerId: number; slug: string },
): Promise<ReleaseOutcome> {
  const exam = await findOwnExam(deps.db, ownerId, slug);
  if (!exam) return { kind: "noExam", slug };
  const now = deps.now();
  const opensUntil = endsAt(exam);
  if (now < opensUntil)
    return { kind: "openUntil", until: new Date(opensUntil.getTime() - GRACE_MS) };
  const told = await deps.tellChanged(exam, now);
  const act = { examId: exam.id, by: ownerId, at: now, kind: "released" } as const;
  if (told !== null) {
    // Corrections released: in the log when it told someone (a press with nothing to tell is not).
    if (told > 0) await eventRepo.recordExamAct(deps.db, { ...act, told });
    return { kind: "told", count: told };
  }
  const hold = exam.released_at ? null : await deps.holdOf(exam.id, now);
  if (hold) return { kind: "heldBack", hold };
  await deps.ensureFixed(exam, now);
  await examRepo.releaseExam(deps.db, exam.id, now);
  await eventRepo.recordExamAct(deps.db, act);
  const release = resultsAt({ ...exam, released_at: exam.released_at ?? now });
  await deps.mailResults(exam, now);
  return { kind: "released", at: release! };
}
