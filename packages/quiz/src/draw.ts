import { runsOf, shuffle, takeRuns, type MaybeOnPassage } from "./random";

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
 * a quota is left out, and a category short of its quota gives what it has. The questions of a
 * passage are drawn together or not at all, in their written order (decision 174).
 */
export function drawByQuota<Q extends { category: string } & MaybeOnPassage>(
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
    takeRuns(shuffle(runsOf(groups.get(category.toLowerCase()) ?? []), rng), Math.max(0, count)),
  ]);
  return { byCategory, questions: byCategory.flatMap(([, drawn]) => drawn) };
}

/**
 * Deals `count` papers by the quotas, each category's questions dealt out in turn so that papers
 * share as few questions as the bank allows: a question comes round again only once every question
 * of its category has been dealt. Within a category, questions of a lower `tier` are dealt first
 * (each tier shuffled by `rng`); a paper never holds a question twice while its category has at
 * least its quota. A passage's questions are dealt as one block, in their written order, to a paper
 * with room for all of them (decision 174). Returns each paper's questions in quota order.
 */
export function dealPapers<Q extends { category: string } & MaybeOnPassage>(
  questions: readonly Q[],
  quotas: Quotas,
  count: number,
  rng: () => number,
  tier: (question: Q) => number = () => 0,
): Q[][] {
  const papers: Q[][] = Array.from({ length: count }, () => []);
  for (const [category, quota] of quotas) {
    const members = questions.filter((q) => q.category.toLowerCase() === category.toLowerCase());
    const tiers = [...new Set(members.map(tier))].sort((a, b) => a - b);
    const deck = tiers.flatMap((t) => shuffle(runsOf(members.filter((q) => tier(q) === t)), rng));
    if (deck.length === 0) continue;
    const take = Math.min(quota, members.length);
    // Each paper takes blocks from where the last one stopped, round the deck; a block that would
    // overrun the quota waits for a paper with room (without passages: block k is question k).
    let cursor = 0;
    for (const paper of papers) {
      let filled = 0;
      for (let looked = 0; looked < deck.length && filled < take; looked++) {
        const block = deck[cursor % deck.length]!;
        cursor++;
        if (filled + block.length > take) continue;
        paper.push(...block);
        filled += block.length;
      }
    }
  }
  return papers;
}

/**
 * A draw's groups dealt in turn, one block from each (a passage's run stays whole), until all are
 * used: "mixed" subjects (issue 69 point 2, decision 0493), so any first few questions cover every
 * group. Each group keeps its own order.
 */
export function interleave<Q extends MaybeOnPassage>(groups: ReadonlyArray<readonly Q[]>): Q[] {
  const blocks = groups.map((group) => runsOf(group));
  const dealt: Q[] = [];
  for (let round = 0; blocks.some((b) => round < b.length); round++)
    for (const group of blocks) if (round < group.length) dealt.push(...group[round]!);
  return dealt;
}
