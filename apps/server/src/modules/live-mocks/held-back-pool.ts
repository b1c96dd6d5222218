import { randomInt } from "node:crypto";
import { drawByQuota, type Quotas } from "@tayari/quiz/draw";
import { questionPrints } from "@tayari/quiz/fingerprint";
import { createRng } from "@tayari/quiz/random";
import type { Db } from "../../db/db";
import { bankQuestions } from "../exams/bank-repository";
import { printSet } from "../exams/holds";
import { readPool } from "../exams/papers";
import * as liveRepo from "./repository";

/** A paper's pattern: each subject and how many of its questions, in the paper's order. */
export function patternOf(questions: ReadonlyArray<{ category: string }>): Quotas {
  const counts = new Map<string, number>();
  for (const q of questions) {
    const subject = q.category.toLowerCase();
    counts.set(subject, (counts.get(subject) ?? 0) + 1);
  }
  return [...counts];
}

export interface HeldBackDeps {
  db: Db;
  /** Every print (packages/quiz fingerprint) of every question the site shows anyone: its banks and papers. */
  publicPrints: () => Promise<Set<string>>;
}

export type PoolDraw =
  | { kind: "drawn"; ids: number[] }
  | { kind: "poolShort"; subject: string; have: number; need: number };

/**
 * A live mock's questions from a held-back pool (decision 0450): the pattern's count of each
 * subject, drawn at random from the bank's questions that nobody can have seen. A question is
 * seen when a reader would know it (decision 390's prints) in any of the site's banks, papers or
 * practice sets, or in any exam's pool (another live mock, a college's exam: its candidates sat it
 * or will, and its review shows the keys after its close). So a student never meets a question
 * of a live mock before it, and nothing public holds its keys or explanations while it runs.
 */
export async function drawHeldBack(
  deps: HeldBackDeps,
  { bankId, pattern }: { bankId: number; pattern: Quotas },
): Promise<PoolDraw> {
  const seen = await deps.publicPrints();
  const used = new Set<string>();
  for (const examId of await liveRepo.listPrivateExamIds(deps.db))
    for (const print of await printSet(await readPool(deps.db, examId))) used.add(print);
  const fresh = (await bankQuestions(deps.db, bankId)).filter((q) =>
    questionPrints(q).every((print) => !seen.has(print) && !used.has(print)),
  );
  const { byCategory, questions } = drawByQuota(fresh, pattern, createRng(randomInt(2 ** 32)));
  for (const [index, [subject, need]] of pattern.entries()) {
    const drawn = byCategory[index]![1].length;
    if (drawn < need) return { kind: "poolShort", subject, have: drawn, need };
  }
  return { kind: "drawn", ids: questions.map((q) => q.id) };
}
