import { describe, expect, it } from "vitest";
import { dealPapers, drawByQuota } from "./draw";
import { createRng, runsOf, shuffle, shuffleRuns, takeRuns } from "./random";
import { seededRng, shuffleWithinSections } from "./shuffle";

interface Q {
  id: number;
  category: string;
  passage?: string;
}

/** English 1-20: 6-10 stand on passage "p", 14-16 on "t" (a table); the rest alone. */
const bank: Q[] = Array.from({ length: 20 }, (_, i) => {
  const id = i + 1;
  const passage = id >= 6 && id <= 10 ? "p" : id >= 14 && id <= 16 ? "t" : undefined;
  return passage ? { id, category: "english", passage } : { id, category: "english" };
});

/** Every passage's questions stand together, in their written order, or are all absent. */
function expectRunsWhole(drawn: readonly Q[]) {
  for (const passage of ["p", "t"]) {
    const written = bank.filter((q) => q.passage === passage).map((q) => q.id);
    const at = drawn.flatMap((q, i) => (q.passage === passage ? [i] : []));
    if (at.length === 0) continue;
    expect(drawn.slice(at[0], at[0]! + written.length).map((q) => q.id)).toEqual(written);
    expect(at).toHaveLength(written.length);
  }
}

describe("passage runs", () => {
  it("cuts a list into blocks: a passage's run together, every other question alone", () => {
    expect(runsOf(bank).map((block) => block.map((q) => q.id))).toEqual([
      [1],
      [2],
      [3],
      [4],
      [5],
      [6, 7, 8, 9, 10],
      [11],
      [12],
      [13],
      [14, 15, 16],
      [17],
      [18],
      [19],
      [20],
    ]);
    // Two passages back to back are two blocks.
    expect(
      runsOf([{ passage: "a" }, { passage: "a" }, { passage: "b" }]).map((b) => b.length),
    ).toEqual([2, 1]);
  });

  it("takes whole blocks up to a count, passing over one that would overrun it", () => {
    expect(takeRuns([[1], [2, 3, 4], [5]], 3)).toEqual([1, 5]);
    expect(takeRuns([[1, 2], [3]], 3)).toEqual([1, 2, 3]);
  });

  it("keeps runs whole and in order in every shuffle, draw and deal, over many seeds", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const shuffled = shuffleRuns(bank, createRng(seed));
      expect(shuffled).toHaveLength(bank.length);
      expectRunsWhole(shuffled);

      const drawn = drawByQuota(bank, [["english", 12]], createRng(seed)).questions;
      expect(drawn).toHaveLength(12);
      expectRunsWhole(drawn);

      const sections = shuffleWithinSections(
        bank,
        () => "english",
        seed,
        (q) => q.passage,
      );
      expect(new Set(sections.map((q) => q.id)).size).toBe(bank.length);
      expectRunsWhole(sections);

      const papers = dealPapers(bank, [["english", 10]], 3, createRng(seed));
      for (const paper of papers) {
        expect(paper).toHaveLength(10);
        expect(new Set(paper.map((q) => q.id)).size).toBe(10);
        expectRunsWhole(paper);
      }
    }
  });

  it("shuffles a list without passages exactly as before", () => {
    const plain = bank.map(({ id, category }) => ({ id, category }));
    // The former section shuffle: the section's questions shuffled one by one by its seeded rng.
    const former = shuffle(plain, seededRng(7, "section:0")).map((q) => q.id);
    expect(shuffleWithinSections(plain, () => "s", 7).map((q) => q.id)).toEqual(former);
    // The former deal: paper p holds deck places p*take ... p*take+take-1, round the deck.
    const deck = shuffle(plain, createRng(3));
    const papers = dealPapers(plain, [["english", 8]], 3, createRng(3));
    expect(papers.map((paper) => paper.map((q) => q.id))).toEqual(
      [0, 1, 2].map((p) =>
        Array.from({ length: 8 }, (_, k) => deck[(p * 8 + k) % deck.length]!.id),
      ),
    );
  });
});
