import type { StoredQuestion } from "../exams/bank-repository";

/**
 * How many questions a bank holds per category. The names are the uploader's, so they are counted in
 * a Map: "constructor" or "__proto__" is a category like any other, never a property of Object.
 */
export function categoryCounts(questions: readonly StoredQuestion[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const q of questions) counts.set(q.category, (counts.get(q.category) ?? 0) + 1);
  return Object.fromEntries(counts);
}
