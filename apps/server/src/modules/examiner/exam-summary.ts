import { isPublicExamBank } from "@tayari/contracts/exam-banks";
import { examinerExamSchema } from "@tayari/contracts/examiner-exams";
import type { output } from "zod/v4/core";
import type { Db } from "../../db/db";
import type { StoredQuestion } from "../exams/bank-repository";
import { examBasics } from "../exams/exam-basics";
import * as examRepo from "../exams/exam-repository";
import type { Hold } from "../exams/holds";
import type { PublicBank } from "../exams/papers";

export type ExamListRow = Awaited<ReturnType<typeof examRepo.listOwnExams>>[number];

/**
 * `outAtClose`: the exam releases at its close, is over and no running exam holds it back, so its
 * results are out though nobody pressed Release (its `released_at` stays unset).
 */
export function examSummary(
  row: ExamListRow,
  hold: Hold | null,
  outAtClose = false,
  sourceSize: (row: ExamListRow) => number | null = () => null,
): output<typeof examinerExamSchema> {
  const size = sourceSize(row);
  return {
    ...examBasics(row),
    profile: row.profile,
    release: row.release_mode,
    released: row.released_at !== null || outAtClose,
    released_at: row.released_at?.toISOString() ?? null,
    untold: Number(row.untold),
    shuffle_questions: row.shuffle_questions,
    shuffle_options: row.shuffle_options,
    held_by: hold && {
      title: hold.title,
      opens: hold.opens?.toISOString() ?? null,
      until: hold.until.toISOString(),
      closes: hold.closes.toISOString(),
      another_examiner: hold.anotherExaminer,
      limit_days: hold.limitDays,
    },
    source: row.source,
    access_code: row.access_code,
    started: Number(row.started),
    submitted: Number(row.submitted),
    // A code: the page words it in the examiner's language.
    warning: row.source.startsWith("public:") ? ("exams.publicBank" as const) : null,
    version: row.version,
    quotas:
      row.selection.mode === "quota"
        ? row.selection.quotas.map(([category, count]) => ({ category, count }))
        : null,
    // A fixed list of some of the source's questions (made through the API): the edit keeps it.
    question_ids:
      row.selection.mode === "fixed" && size !== null && row.selection.ids.length < size
        ? row.selection.ids
        : null,
    per_question_seconds: row.per_question_seconds,
    custom_marks: row.custom_marks,
    tie_break: row.tie_break,
  };
}

/**
 * How many questions an exam's source holds (the private bank's count, the site's bank's);
 * unknown (null) for a site's bank an exam is not made from (a BCA live mock's, decision 296).
 */
export const sourceSizer =
  (publicBank: (name: PublicBank) => StoredQuestion[]) => (row: ExamListRow) =>
    isPublicExamBank(row.source)
      ? publicBank(row.source.slice("public:".length) as PublicBank).length
      : row.source.startsWith("public:") || row.bank_size === null
        ? null
        : Number(row.bank_size);

/** The examiner's exam `slug` as the list shows it. */
export async function summaryOf(
  deps: { db: Db; sourceSize: (row: ExamListRow) => number | null },
  ownerId: number,
  slug: string,
  now: Date,
) {
  const [row] = (await examRepo.listOwnExams(deps.db, ownerId, now)).filter((e) => e.slug === slug);
  return examSummary(row!, null, false, deps.sourceSize);
}
