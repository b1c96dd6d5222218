import type { Question } from "@tayari/contracts/question";
import type { BankQuestion } from "@tayari/contracts/attempts";
import type { Bank } from "../questions/question-banks";

export const WEAK_QUIZ_SIZE = 20;
export const WEAK_CATEGORY_COUNT = 3;
/** A category counts as weak only with this many answers behind its accuracy. */
export const WEAK_MIN_ANSWERS = 10;

export interface CategoryTally {
  category: string;
  answered: number;
  correct: number;
}

/** The weakest categories with enough answers and questions to practise, lowest accuracy first. */
export function weakestCategories(
  tallies: readonly CategoryTally[],
  practisable: ReadonlySet<string>,
): string[] {
  return tallies
    .filter((t) => t.answered >= WEAK_MIN_ANSWERS && practisable.has(t.category))
    .sort(
      (a, b) =>
        a.correct / a.answered - b.correct / b.answered || a.category.localeCompare(b.category),
    )
    .slice(0, WEAK_CATEGORY_COUNT)
    .map((t) => t.category);
}

/**
 * A quiz from the weak categories, shared out between them in turn (weakest first), each
 * category's questions never seen first (shuffled), then the longest unseen.
 */
export function drawWeakQuiz(
  banks: readonly Bank[],
  categories: readonly string[],
  lastSeen: ReadonlyMap<string, number>,
  random: () => number,
): BankQuestion[] {
  const pools = categories.map((category) => {
    const pool: Array<{ q: BankQuestion; seen: number; tie: number }> = [];
    for (const bank of banks)
      for (const q of bank.questions.values())
        if (q.category === category)
          pool.push({
            q: { ...(q as Question), bank: bank.key },
            seen: lastSeen.get(`${bank.key}\n${q.id}`) ?? -1,
            tie: random(),
          });
    return pool.sort((a, b) => a.seen - b.seen || a.tie - b.tie).map((p) => p.q);
  });
  const quiz: BankQuestion[] = [];
  for (let round = 0; quiz.length < WEAK_QUIZ_SIZE; round++) {
    const before = quiz.length;
    for (const pool of pools) {
      const q = pool[round];
      if (q && quiz.length < WEAK_QUIZ_SIZE) quiz.push(q);
    }
    if (quiz.length === before) break;
  }
  return quiz;
}
