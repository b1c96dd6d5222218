import type { ExaminerExam } from "@tayari/contracts/examiner-exams";

/** A day: how long a finished or cancelled exam stays on the dashboard after its close. */
export const ARCHIVE_AFTER_MS = 24 * 60 * 60_000;

/**
 * An exam for the archive (decision 208): finished or cancelled (a cancel closes it at that moment,
 * decision 98) more than a day ago, with nothing left to do: its results out, or none to give (a
 * cancelled one). The day's exams stay where the examiner releases and reads them; one whose results
 * wait for a release or are held back stays until they are out.
 */
export const isArchived = (
  exam: Pick<ExaminerExam, "opens_at" | "closes_at" | "released">,
  now: number,
) =>
  now > Date.parse(exam.closes_at) + ARCHIVE_AFTER_MS &&
  (exam.released || exam.opens_at === exam.closes_at);
