import { describe, expect, it } from "vitest";
import { CATEGORY_TEST_QUOTAS, ENTRANCE_QUOTAS, dealPapers, drawByQuota } from "./draw";
import { createRng } from "./random";

interface Q {
  id: number;
  category: string;
}

function bank(counts: Record<string, number>): Q[] {
  let id = 0;
  return Object.entries(counts).flatMap(([category, n]) =>
    Array.from({ length: n }, () => ({ id: ++id, category })),
  );
}

const categories = (qs: readonly Q[]) => qs.map((q) => q.category.toLowerCase());

describe("drawByQuota", () => {
  it("takes each quota in quota order, whatever the bank's order", () => {
    const questions = bank({ english: 5, mathematics: 5, physics: 5 });
    const draw = drawByQuota(
      questions,
      [
        ["physics", 2],
        ["mathematics", 3],
        ["english", 1],
      ],
      createRng(1),
    );
    expect(draw.byCategory.map(([c, qs]) => [c, qs.length])).toEqual([
      ["physics", 2],
      ["mathematics", 3],
      ["english", 1],
    ]);
    expect(categories(draw.questions)).toEqual([
      "physics",
      "physics",
      "mathematics",
      "mathematics",
      "mathematics",
      "english",
    ]);
    expect(draw.questions).toEqual(draw.byCategory.flatMap(([, qs]) => qs));
  });

  it("compares categories case-insensitively", () => {
    const questions = bank({ Mathematics: 2, mathematics: 2, MATHEMATICS: 1 });
    const draw = drawByQuota(questions, [["mathematics", 10]], createRng(1));
    expect(draw.questions).toHaveLength(5);
    expect(draw.byCategory[0]![0]).toBe("mathematics");
  });

  it("leaves out categories without a quota and gives what there is on a shortfall", () => {
    const questions = bank({ mathematics: 3, geography: 10 });
    const draw = drawByQuota(
      questions,
      [
        ["mathematics", 25],
        ["computer", 10],
      ],
      createRng(1),
    );
    expect(draw.byCategory.map(([c, qs]) => [c, qs.length])).toEqual([
      ["mathematics", 3],
      ["computer", 0],
    ]);
    expect(categories(draw.questions)).not.toContain("geography");
  });

  it("draws a seeded random subset without repeats", () => {
    const questions = bank({ physics: 30 });
    const a = drawByQuota(questions, [["physics", 10]], createRng(5)).questions;
    expect(drawByQuota(questions, [["physics", 10]], createRng(5)).questions).toEqual(a);
    expect(drawByQuota(questions, [["physics", 10]], createRng(6)).questions).not.toEqual(a);
    expect(new Set(a.map((q) => q.id)).size).toBe(10);
    expect(a.map((q) => q.id)).not.toEqual(questions.slice(0, 10).map((q) => q.id));
  });

  it("does not change the bank", () => {
    const questions = bank({ physics: 5 });
    const copy = structuredClone(questions);
    drawByQuota(questions, [["physics", 5]], createRng(2));
    expect(questions).toEqual(copy);
  });

  it("draws the specification's 100 questions for both tests", () => {
    const entrance = drawByQuota(
      bank({ mathematics: 40, physics: 40, chemistry: 40, english: 40, computer: 40 }),
      ENTRANCE_QUOTAS,
      createRng(9),
    );
    expect(entrance.byCategory.map(([c, qs]) => [c, qs.length])).toEqual([
      ["mathematics", 25],
      ["physics", 25],
      ["chemistry", 25],
      ["english", 15],
      ["computer", 10],
    ]);
    const categoryTest = drawByQuota(
      bank({ english: 20, physics: 20, chemistry: 20, biology: 10, mathematics: 20, gk: 10 }),
      CATEGORY_TEST_QUOTAS,
      createRng(9),
    );
    expect(categoryTest.byCategory.map(([c, qs]) => [c, qs.length])).toEqual([
      ["english", 20],
      ["physics", 20],
      ["chemistry", 20],
      ["mathematics", 20],
      ["biology", 10],
      ["gk", 10],
    ]);
    expect(categoryTest.questions).toHaveLength(100);
  });
});

describe("dealPapers", () => {
  const deck = [
    ...Array.from({ length: 7 }, (_, i) => ({ id: i, category: "mathematics" })),
    ...Array.from({ length: 4 }, (_, i) => ({ id: 100 + i, category: "Physics" })),
  ];
  const quotas = [
    ["mathematics", 3],
    ["physics", 2],
  ] as const;

  it("gives every paper its quotas in quota order, never a question twice in one paper", () => {
    const papers = dealPapers(deck, quotas, 5, createRng(7));
    expect(papers).toHaveLength(5);
    for (const paper of papers) {
      expect(paper.map((q) => q.category.toLowerCase())).toEqual([
        "mathematics",
        "mathematics",
        "mathematics",
        "physics",
        "physics",
      ]);
      expect(new Set(paper.map((q) => q.id)).size).toBe(5);
    }
  });

  it("deals the whole category before any question comes round again", () => {
    const papers = dealPapers(deck, quotas, 2, createRng(7));
    const maths = papers.flatMap((p) => p.slice(0, 3).map((q) => q.id));
    // 6 of the 7 mathematics questions, none twice; the 4 physics questions, each once.
    expect(new Set(maths).size).toBe(6);
    expect(new Set(papers.flatMap((p) => p.slice(3).map((q) => q.id)))).toEqual(
      new Set([100, 101, 102, 103]),
    );
  });

  it("deals a lower tier first, and the same seed deals the same papers", () => {
    const tier = (q: { id: number }) => (q.id < 4 ? 1 : 0);
    const first = dealPapers(deck, [["mathematics", 3]], 1, createRng(3), tier)[0]!;
    expect(first.every((q) => q.id >= 4)).toBe(true);
    expect(dealPapers(deck, quotas, 3, createRng(3))).toEqual(
      dealPapers(deck, quotas, 3, createRng(3)),
    );
  });
});
