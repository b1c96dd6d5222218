import { describe, expect, it } from "vitest";
import { storedQuestion } from "../../test/stored-question";
import { drawPaper } from "./papers";

// Issue 47: a start draws its quotas from blocks cut once per pool, in steps of the paper's size,
// not by grouping and shuffling the whole bank again. What a candidate gets must not change: each
// category's quota, from that category only, in quota order, a passage's questions together.

const q = storedQuestion;

// Physics 1-600 (some written "Physics"), English 601-1000 with 611-614 on one passage, and
// chemistry 1001-1200, which no quota asks for.
const pool = [
  ...Array.from({ length: 600 }, (_, i) => q(i + 1, i % 7 === 0 ? "Physics" : "physics")),
  ...Array.from({ length: 400 }, (_, i) =>
    q(i + 601, "english", i + 601 >= 611 && i + 601 <= 614 ? "poem" : undefined),
  ),
  ...Array.from({ length: 200 }, (_, i) => q(i + 1001, "chemistry")),
];
const byId = new Map(pool.map((question) => [question.id, question]));
const selection = {
  mode: "quota" as const,
  quotas: [
    ["english", 10],
    ["physics", 25],
  ] as Array<[string, number]>,
};

describe("a candidate's draw by quota", () => {
  it("takes each quota from its category only, in quota order, a passage whole", () => {
    const seen = new Set<number>();
    const papers = new Set<string>();
    for (let n = 0; n < 300; n++) {
      const paper = drawPaper(pool, selection);
      papers.add(paper.join());
      expect(paper).toHaveLength(35);
      expect(new Set(paper).size).toBe(35);
      const categories = paper.map((id) => byId.get(id)!.category.toLowerCase());
      expect(categories.slice(0, 10)).toEqual(Array(10).fill("english"));
      expect(categories.slice(10)).toEqual(Array(25).fill("physics"));
      const at = paper.indexOf(611);
      if (at >= 0) expect(paper.slice(at, at + 4)).toEqual([611, 612, 613, 614]);
      else expect(paper.filter((id) => id >= 611 && id <= 614)).toEqual([]);
      for (const id of paper) seen.add(id);
    }
    expect(papers.size).toBe(300);
    // 300 draws of 25 from 600 physics questions reach nearly all of them, the last ones too.
    const physics = [...seen].filter((id) => id <= 600);
    expect(physics.length).toBeGreaterThan(550);
    expect(physics.some((id) => id > 590)).toBe(true);
    expect(seen.has(611)).toBe(true);
  });

  it("gives a category short of its quota what it has, and the fixed list as it is", () => {
    const short = drawPaper(pool.slice(0, 20), { mode: "quota", quotas: [["physics", 25]] });
    expect([...short].sort((a, b) => a - b)).toEqual(pool.slice(0, 20).map((x) => x.id));
    expect(drawPaper(pool, { mode: "fixed", ids: [5, 3, 9] })).toEqual([5, 3, 9]);
  });
});
