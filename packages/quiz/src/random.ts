/**
 * mulberry32: tiny, fast and good enough for shuffling questions. Seeded so a draw can be
 * reproduced in tests; the screens pick the seed.
 */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates on a copy: callers pass banks that are shared and must stay in order. */
export function shuffle<T>(items: readonly T[], rng: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

// Passage runs (decisions 172 and 174): the questions that stand on one passage are one block to
// every draw and shuffle, in their written order. A question on no passage is a block of its own,
// so a list without passages is shuffled exactly as before (the same seed, the same order). Here,
// beside the shuffle, so the draws need no module (and no chunk on the way to a quiz) of their own.

/** Anything that may name the passage it stands on. */
export interface MaybeOnPassage {
  passage?: string | undefined;
}

/** The items cut into blocks: each run of consecutive items on one passage, every other item alone. */
export function runsOf<T>(
  items: readonly T[],
  passageOf: (item: T) => string | undefined = (item) => (item as MaybeOnPassage).passage,
): T[][] {
  const blocks: T[][] = [];
  let open: string | undefined;
  for (const item of items) {
    const passage = passageOf(item);
    const last = blocks.at(-1);
    if (passage !== undefined && passage === open && last) last.push(item);
    else blocks.push([item]);
    open = passage;
  }
  return blocks;
}

/** The items shuffled block by block: a passage's questions move together, in their written order. */
export const shuffleRuns = <T>(
  items: readonly T[],
  rng: () => number,
  passageOf?: (item: T) => string | undefined,
): T[] => shuffle(runsOf(items, passageOf), rng).flat();

/**
 * Whole blocks from the front of `blocks` up to `count` items: a block that would overrun the count
 * is passed over for a later, shorter one, so a passage is never cut short and the count is met
 * whenever the blocks allow.
 */
export function takeRuns<T>(blocks: readonly T[][], count: number): T[] {
  const taken: T[] = [];
  for (const block of blocks) {
    if (taken.length >= count) break;
    if (taken.length + block.length <= count) taken.push(...block);
  }
  return taken;
}
