import { describe, expect, it } from "vitest";
import { filterCounts, keeps, outcomeOf, sectionsOf, type Reviewed } from "./review-sections";

describe("a review's filters", () => {
  const paper: Reviewed[] = [
    { outcome: "right", flagged: false },
    { outcome: "wrong", flagged: true },
    { outcome: "unanswered", flagged: true },
    { outcome: "wrong", flagged: false },
  ];

  it("keep what each says: all, wrong, unanswered, flagged", () => {
    const kept = (filter: Parameters<typeof keeps>[0]) =>
      paper.flatMap((q, i) => (keeps(filter, q) ? [i] : []));
    expect(kept("all")).toEqual([0, 1, 2, 3]);
    expect(kept("wrong")).toEqual([1, 3]);
    expect(kept("unanswered")).toEqual([2]);
    expect(kept("flagged")).toEqual([1, 2]);
  });

  it("count each, and offer flagged only where the paper had flags", () => {
    expect(filterCounts(paper)).toEqual({ all: 4, wrong: 2, unanswered: 1, flagged: 2 });
    const unflagged = paper.map(({ outcome }) => ({ outcome }));
    expect(filterCounts(unflagged).flagged).toBeNull();
    // A paper with flags where none was used still offers the filter, keeping none.
    expect(filterCounts(paper.map((q) => ({ ...q, flagged: false }))).flagged).toBe(0);
  });

  it("judge a pick by the key's exact text", () => {
    expect(outcomeOf(null, "4")).toBe("unanswered");
    expect(outcomeOf("4", "4")).toBe("right");
    expect(outcomeOf("4 ", "4")).toBe("wrong");
  });
});

describe("a paper's sections", () => {
  const repeat = (category: string, n: number) => Array<string>(n).fill(category);

  it("are its runs of one subject, in its order, a subject met again being a section again", () => {
    const paper = [
      ...repeat("mathematics", 25),
      ...repeat("Physics", 25),
      ...repeat("english", 5),
      ...repeat("mathematics", 4),
    ];
    expect(sectionsOf(paper)).toEqual([
      { category: "mathematics", from: 0, to: 25 },
      { category: "physics", from: 25, to: 50 },
      { category: "english", from: 50, to: 55 },
      { category: "mathematics", from: 55, to: 59 },
    ]);
  });

  it("are one list for a paper of one subject, mixed subjects, or questions without one", () => {
    const whole = (n: number) => [{ category: null, from: 0, to: n }];
    expect(sectionsOf(repeat("english", 20))).toEqual(whole(20));
    expect(sectionsOf(["physics", "english", "physics", "english"])).toEqual(whole(4));
    expect(sectionsOf([...repeat("physics", 10), "english", ...repeat("physics", 5)])).toEqual(
      whole(16),
    );
    expect(sectionsOf([...repeat("physics", 5), ...Array<undefined>(5)])).toEqual(whole(10));
    expect(sectionsOf([])).toEqual(whole(0));
  });
});
