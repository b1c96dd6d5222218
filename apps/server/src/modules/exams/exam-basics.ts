import type { ExamRow } from "./exam-repository";

/** What both sides show of an exam: its address, title, window and size. */
export function examBasics(
  row: Pick<
    ExamRow,
    "slug" | "title" | "opens_at" | "closes_at" | "duration_seconds" | "question_count"
  >,
) {
  return {
    slug: row.slug,
    title: row.title,
    opens_at: row.opens_at.toISOString(),
    closes_at: row.closes_at.toISOString(),
    duration_seconds: row.duration_seconds,
    question_count: row.question_count,
  };
}
