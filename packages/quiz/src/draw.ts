import { shuffle } from "./random";

export type Quotas = ReadonlyArray<readonly [category: string, count: number]>;

// The specification's quotas (section 9), in the order the questions are presented.
export const ENTRANCE_QUOTAS: Quotas = [
  ["mathematics", 25],
  ["physics", 25],
  ["chemistry", 25],
  ["english", 15],
  ["computer", 10],
];

export const CATEGORY_TEST_QUOTAS: Quotas = [
  ["english", 20],
  ["physics", 20],
  ["chemistry", 20],
  ["mathematics", 20],
  ["biology", 10],
  ["gk", 10],
];

/**
 * Shuffles each category and takes its quota, in quota order. Categories are compared
 * case-insensitively because the banks mix "Mathematics" and "mathematics"; a category without
 * a quota is left out, and a category short of its quota gives what it has.
 */
export function drawByQuota<Q extends { category: string }>(
  questions: readonly Q[],
  quotas: Quotas,
  rng: () => number,
): { byCategory: Array<[string, Q[]]>; questions: Q[] } {
  const groups = new Map<string, Q[]>();
  for (const question of questions) {
    const key = question.category.toLowerCase();
    const group = groups.get(key);
    if (group) group.push(question);
    else groups.set(key, [question]);
  }
  const byCategory = quotas.map(([category, count]): [string, Q[]] => [
    category,
    shuffle(groups.get(category.toLowerCase()) ?? [], rng).slice(0, Math.max(0, count)),
  ]);
  return { byCategory, questions: byCategory.flatMap(([, drawn]) => drawn) };
}
