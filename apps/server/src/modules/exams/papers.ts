import { randomInt } from "node:crypto";
import { ENTRANCE, MANAGEMENT_EXAM, SCIENCE_EXAM } from "@tayari/content/banks";
import { questionMath } from "@tayari/content/math-tree";
import type { MathTrees } from "@tayari/contracts/math";
import type { PUBLIC_EXAM_BANKS, PaperQuestion } from "@tayari/contracts/exams";
import { drawByQuota } from "@tayari/quiz/draw";
import { createRng } from "@tayari/quiz/random";
import type { ExamRow, StoredQuestion, StoredSelection } from "./repository";
import { HttpError } from "../../lib/http-errors";
import { readQuestionList } from "../banks/entrance-bank";

export type PublicBank = (typeof PUBLIC_EXAM_BANKS)[number];
const PUBLIC_SPECS = { science: SCIENCE_EXAM, management: MANAGEMENT_EXAM, entrance: ENTRANCE };

/** The product's practice banks are files that change only with a deployment: read each once. */
export function publicBankReader(banksDir: string) {
  const read = new Map<PublicBank, StoredQuestion[]>();
  return (name: PublicBank): StoredQuestion[] => {
    let questions = read.get(name);
    if (!questions) {
      questions = readQuestionList(banksDir, PUBLIC_SPECS[name]);
      read.set(name, questions);
    }
    return questions;
  };
}

type Selection =
  | { mode: "fixed"; question_ids?: number[] | undefined }
  | { mode: "quota"; quotas: Array<{ category: string; count: number }> };

/**
 * What the exam keeps from its source: only the questions a paper can hold, with keys, and how a
 * paper is made. A missing id or a category short of its quota is the examiner's 422.
 */
export function planPaper(source: readonly StoredQuestion[], selection: Selection) {
  if (selection.mode === "fixed") {
    const byId = new Map(source.map((q) => [q.id, q]));
    const ids = selection.question_ids ?? source.map((q) => q.id);
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length)
      throw new HttpError(
        422,
        `The bank has no question with id ${missing.slice(0, 10).join(", ")}.`,
        {
          "selection.question_ids": [`Not in the bank: ${missing.slice(0, 10).join(", ")}.`],
        },
      );
    if (new Set(ids).size !== ids.length)
      throw new HttpError(422, "A question is listed twice.", {
        "selection.question_ids": ["A question is listed twice."],
      });
    const stored: StoredSelection = { mode: "fixed", ids };
    return { pool: ids.map((id) => byId.get(id)!), selection: stored, questionCount: ids.length };
  }
  const quotas = selection.quotas.map((q): [string, number] => [q.category.toLowerCase(), q.count]);
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const [category, count] of quotas) {
    if (seen.has(category)) problems.push(`${category} has two quotas.`);
    seen.add(category);
    const have = source.filter((q) => q.category.toLowerCase() === category).length;
    if (have < count) problems.push(`${category}: ${count} asked, the bank holds ${have}.`);
  }
  if (problems.length) throw new HttpError(422, problems[0]!, { "selection.quotas": problems });
  const pool = source.filter((q) => seen.has(q.category.toLowerCase()));
  const questionCount = quotas.reduce((n, [, count]) => n + count, 0);
  return { pool, selection: { mode: "quota", quotas } as StoredSelection, questionCount };
}

/** One student's paper: the fixed list, or a fresh draw by quota, as question ids in order. */
export function drawPaper(pool: readonly StoredQuestion[], selection: StoredSelection): number[] {
  if (selection.mode === "fixed") return selection.ids;
  return drawByQuota(pool, selection.quotas, createRng(randomInt(2 ** 32))).questions.map(
    (q) => q.id,
  );
}

/** The formulas of a pool question's text and options (never its explanation's), made once. */
const paperMath = new WeakMap<StoredQuestion, MathTrees | undefined>();
function mathOf(q: StoredQuestion): MathTrees | undefined {
  if (!paperMath.has(q)) {
    let math: MathTrees | undefined;
    try {
      math = questionMath({ question: q.question, options: q.options, explanation: "" });
    } catch {
      // Banks are checked on upload; a formula that still fails shows as its LaTeX.
    }
    paperMath.set(q, math);
  }
  return paperMath.get(q);
}

/**
 * The paper as a student may see it: text, options and the trees of their formulas only, never the
 * answer or explanation.
 */
export function studentQuestions(
  pool: readonly StoredQuestion[],
  paper: readonly number[],
): PaperQuestion[] {
  const byId = new Map(pool.map((q) => [q.id, q]));
  return paper.map((id) => {
    const q = byId.get(id)!;
    const math = mathOf(q);
    return { id: q.id, question: q.question, options: q.options, ...(math ? { math } : {}) };
  });
}

/** An exam as it was created: everything but its release, which changes. */
export type FixedExam = Omit<ExamRow, "released_at">;

/**
 * Exams are never edited, so each exam's pool, and the exam behind each slug (all but its release),
 * are read from the database once per process. A slug not found is asked again next time (the exam
 * may be created meanwhile); a slug whose exam was deleted (its examiner's account closed), perhaps
 * made again, is noticed by the caller's statement and forgotten with `forgetSlug`.
 */
export class PoolCache {
  private readonly pools = new Map<number, Promise<StoredQuestion[]>>();
  private readonly exams = new Map<string, FixedExam>();
  constructor(private readonly maxEntries = 200) {}

  async examOf(slug: string, load: () => Promise<ExamRow | undefined>) {
    const known = this.exams.get(slug);
    if (known) return known;
    const row = await load();
    if (!row) return undefined;
    const { released_at: _changes, ...fixed } = row;
    if (this.exams.size >= this.maxEntries) this.exams.delete(this.exams.keys().next().value!);
    this.exams.set(slug, fixed);
    return fixed;
  }

  forgetSlug(slug: string) {
    this.exams.delete(slug);
  }

  get(examId: number, load: () => Promise<StoredQuestion[]>): Promise<StoredQuestion[]> {
    let pool = this.pools.get(examId);
    if (!pool) {
      if (this.pools.size >= this.maxEntries) this.pools.delete(this.pools.keys().next().value!);
      pool = load().catch((error: unknown) => {
        this.pools.delete(examId);
        throw error;
      });
      this.pools.set(examId, pool);
    }
    return pool;
  }
}
