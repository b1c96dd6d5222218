import type { EditExamRequest } from "@tayari/contracts/examiner-exams";
import { EXAM_MAX_PAPER, EXAM_MAX_POOL } from "@tayari/contracts/limits";
import type { Db } from "../../db/db";
import * as bankRepo from "../exams/bank-repository";
import type { StoredQuestion } from "../exams/bank-repository";
import * as examRepo from "../exams/exam-repository";
import type { ExamChanges } from "../exams/exam-repository";
import type { PublicBank } from "../exams/papers";
import type { ExaminerRefusal, QuotaFault } from "./refusals";

export interface ExamFormDeps {
  db: Db;
  /** The questions of one of the site's banks. */
  publicBank: (name: PublicBank) => StoredQuestion[];
}

/**
 * An exam draws from at most EXAM_MAX_POOL questions and gives papers of at most EXAM_MAX_PAPER
 * (issue 67, point 4): refused under `field`, said with the sizes; null within them.
 */
function pastSize(
  field: "selection.question_ids" | "selection.quotas",
  pool: number,
  paper: number,
): Extract<ExaminerRefusal, { kind: "paperTooLong" | "poolTooLarge" }> | null {
  if (paper > EXAM_MAX_PAPER) return { kind: "paperTooLong", field, count: paper };
  if (pool > EXAM_MAX_POOL) return { kind: "poolTooLarge", field, count: pool };
  return null;
}

/**
 * What the exam keeps from its source: only the questions a paper can hold, with keys, and how a
 * paper is made. A missing id, a category short of its quota or a size past the limits is refused.
 */
function planPaper<Q extends { id: number; category: string }>(
  source: readonly Q[],
  selection: EditExamRequest["selection"],
):
  | { kind: "plan"; pool: Q[]; selection: ExamChanges["selection"]; questionCount: number }
  | Extract<
      ExaminerRefusal,
      { kind: "noSuchQuestions" | "listedTwice" | "quotaFaults" | "paperTooLong" | "poolTooLarge" }
    > {
  if (selection.mode === "fixed") {
    const byId = new Map(source.map((q) => [q.id, q]));
    const ids = selection.question_ids ?? source.map((q) => q.id);
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) return { kind: "noSuchQuestions", ids: missing.slice(0, 10).join(", ") };
    if (new Set(ids).size !== ids.length) return { kind: "listedTwice" };
    const tooMany = pastSize("selection.question_ids", ids.length, ids.length);
    if (tooMany) return tooMany;
    const pool = ids.map((id) => byId.get(id)!);
    return { kind: "plan", pool, selection: { mode: "fixed", ids }, questionCount: ids.length };
  }
  const quotas = selection.quotas.map((q): [string, number] => [q.category.toLowerCase(), q.count]);
  const seen = new Set<string>();
  const faults: QuotaFault[] = [];
  for (const [category, count] of quotas) {
    if (seen.has(category)) faults.push({ kind: "quotaTwice", category });
    seen.add(category);
    const have = source.filter((q) => q.category.toLowerCase() === category).length;
    if (have < count) faults.push({ kind: "quotaShort", category, count, have });
  }
  if (faults.length) return { kind: "quotaFaults", faults };
  const pool = source.filter((q) => seen.has(q.category.toLowerCase()));
  const questionCount = quotas.reduce((n, [, count]) => n + count, 0);
  const tooMany = pastSize("selection.quotas", pool.length, questionCount);
  if (tooMany) return tooMany;
  return { kind: "plan", pool, selection: { mode: "quota", quotas }, questionCount };
}

/**
 * What a create or an edit form makes of an exam: its questions checked against the bank (or the
 * site's bank), its marks, its tie-break order and its time; the window's close in the future.
 * Refused (`repeatsAnother`) when it repeats another of the examiner's exams and the examiner has
 * not confirmed (decision 206).
 */
export async function examOfForm(
  deps: ExamFormDeps,
  ownerId: number,
  body: EditExamRequest,
  now: Date,
  exceptId: number | null,
): Promise<{ kind: "form"; changes: ExamChanges } | ExaminerRefusal> {
  const { db } = deps;
  let source: ReadonlyArray<{ id: number; category: string }>;
  let sourceName: string;
  let bankId: number | null = null;
  if ("bank_id" in body.source) {
    const bank = await bankRepo.findOwnBankRow(db, ownerId, body.source.bank_id);
    if (!bank) return { kind: "noBank", id: body.source.bank_id };
    // Ids and categories are all the selection is checked against (decision 97).
    source = await bankRepo.bankOutline(db, bank.id);
    sourceName = `bank:${bank.id}`;
    bankId = bank.id;
  } else {
    source = deps.publicBank(body.source.public_bank);
    sourceName = `public:${body.source.public_bank}`;
  }
  const plan = planPaper(source, body.selection);
  if (plan.kind !== "plan") return plan;
  const categories = [...new Set(plan.pool.map((q) => q.category.toLowerCase()))];
  if (body.profile === "custom") {
    const rows = new Set(Object.keys(body.custom_marks ?? {}).map((c) => c.toLowerCase()));
    const missing = categories.filter((c) => !rows.has(c));
    if (missing.length) return { kind: "customMarksMissing", categories: missing.join(", ") };
  }
  const tieBreak = body.tie_break?.map((c) => c.toLowerCase()) ?? null;
  for (const [i, category] of (tieBreak ?? []).entries()) {
    if (!categories.includes(category)) return { kind: "tieBreakSection", category };
    if (tieBreak!.indexOf(category) !== i) return { kind: "tieBreakTwice", category };
  }
  const closesAt = new Date(body.closes_at);
  if (closesAt <= now) return { kind: "closesBeforeCreated" };
  const opensAt = new Date(body.opens_at);
  if (!body.confirm_repeat) {
    const repeated = await examRepo.findRepeatedExam(
      db,
      { ownerId, title: body.title, source: sourceName, opensAt, closesAt },
      exceptId,
    );
    if (repeated)
      return {
        kind: "repeatsAnother",
        title: repeated.title,
        opens: repeated.opens_at,
        closes: repeated.closes_at,
      };
  }
  const perQuestion = body.timing.mode === "per_question" ? body.timing.seconds : null;
  const changes: ExamChanges = {
    title: body.title,
    source: sourceName,
    // A private bank is never edited, and never deleted once an exam is made from it: the exam
    // reads its questions from the bank's parts (decision 97); the site's banks are copied.
    pool: bankId === null ? (plan.pool as StoredQuestion[]) : { bankId },
    selection: plan.selection,
    questionCount: plan.questionCount,
    durationSeconds:
      body.timing.mode === "per_question"
        ? body.timing.seconds * plan.questionCount
        : body.timing.minutes * 60,
    opensAt,
    closesAt,
    profile: body.profile,
    customMarks: body.profile === "custom" ? (body.custom_marks ?? null) : null,
    accessCode: body.access_code || null,
    releaseMode: body.release,
    shuffleQuestions: body.shuffle_questions ?? true,
    shuffleOptions: body.shuffle_options ?? true,
    perQuestionSeconds: perQuestion,
    tieBreak,
  };
  return { kind: "form", changes };
}
