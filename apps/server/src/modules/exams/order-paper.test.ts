import { describe, expect, it } from "vitest";
import { storedQuestion } from "../../test/stored-question";
import { orderPaper } from "./papers";

const q = storedQuestion;

// English 1-10 (3-6 on one passage), then mathematics 11-20: a paper set out in sections.
const pool = [
  ...Array.from({ length: 10 }, (_, i) =>
    q(i + 1, "english", i + 1 >= 3 && i + 1 <= 6 ? "reading" : undefined),
  ),
  ...Array.from({ length: 10 }, (_, i) => q(i + 11, "mathematics")),
];
const paper = pool.map((question) => question.id);

describe("a student's order of an exam's paper (decision 174)", () => {
  it("shuffles within sections and keeps a passage's questions together, in their written order", () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 100; seed++) {
      const order = orderPaper(pool, { profile: "bca", custom_marks: null }, paper, seed);
      orders.add(order.join());
      expect([...order.slice(0, 10)].sort((a, b) => a - b)).toEqual(paper.slice(0, 10));
      const at = order.indexOf(3);
      expect(order.slice(at, at + 4)).toEqual([3, 4, 5, 6]);
    }
    expect(orders.size).toBeGreaterThan(50);
  });
});
