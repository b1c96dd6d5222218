import type { CodedMessage } from "@tayari/contracts/errors";
import type { Db } from "../../db/db";
import * as listRepo from "../exams/list-repository";
import { endsAt } from "../exams/results";
import { parseAllowList } from "./allow-list";
import { findOwnExam } from "./own-exam";
import type { ExaminerRefusal } from "./refusals";

export type ReplaceListOutcome =
  | { kind: "saved"; count: number; title: string }
  | { kind: "lifted"; title: string }
  | { kind: "listTooLong" }
  | { kind: "listRefused"; count: number; faults: CodedMessage[] }
  | { kind: "listConfirm"; title: string; count: number; started: number }
  | ExaminerRefusal;

/**
 * The examiner replaces an exam's allow-list, all or nothing (the use case behind
 * `PUT /api/examiner/exams/{slug}/candidates`): a faulty row is named by its line and nothing is
 * saved; an empty list lifts it. While the exam is open, a list that takes candidates off is saved
 * only with `confirm` (issue 68 point 2). Every replacement is logged with before and after.
 */
export async function replaceListCase(
  deps: { db: Db; now: () => Date },
  {
    ownerId,
    slug,
    text,
    confirm,
  }: { ownerId: number; slug: string; text: string; confirm?: boolean },
): Promise<ReplaceListOutcome> {
  const exam = await findOwnExam(deps.db, ownerId, slug);
  if (!exam) return { kind: "noExam", slug };
  const parsed = parseAllowList(text);
  if (!parsed.ok)
    return "tooLong" in parsed
      ? { kind: "listTooLong" }
      : { kind: "listRefused", count: parsed.count, faults: parsed.faults };
  const now = deps.now();
  const open = exam.opens_at <= now && now < endsAt(exam);
  const { change, saved } = await listRepo.replaceList(deps.db, exam.id, parsed.entries, {
    // Lifting the list takes no one off: anyone may sit then.
    allow: (c) => confirm === true || !open || c.removed.length === 0 || !parsed.entries.length,
    now,
    by: ownerId,
  });
  const { title } = exam;
  if (!saved) {
    const started = change.removed.filter((r) => r.user_id !== null).length;
    return { kind: "listConfirm", title, count: change.removed.length, started };
  }
  const count = parsed.entries.length;
  return count ? { kind: "saved", count, title } : { kind: "lifted", title };
}
