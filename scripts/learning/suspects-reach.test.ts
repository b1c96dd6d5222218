import { describe, expect, it } from "vitest";
import type { SuspectsCell } from "@tayari/quiz/judgement-suspects";
import { inReach, readReach } from "./suspects-reach";

describe("the best test's power beside the grid (decision 427)", () => {
  const reach = readReach();

  it("reads the true abilities' figures at 200 and 400 answers from the bound's table", () => {
    const cell = { discrimination: 1, level: "easy" } as const;
    expect(reach(0, cell, 0.4, 200)).toBe(0.86);
    expect(reach(0, cell, 0.4, 400)).toBe(0.99);
    expect(reach(0.2, { discrimination: 1, level: "very hard" }, "wrong key", 200)).toBe(0.16);
    expect(reach(0, cell, 0.4, 100)).toBeUndefined();
  });

  it("reads a selective practice's own figures at 200 answers (decision 431)", () => {
    const cell = { discrimination: 2.5, level: "hard" } as const;
    expect(reach(0.25, cell, 0.6, 200)).toBe(0.92);
    expect(reach(0.25, cell, 0.6, 200, "weak-only")).toBe(0.69);
    expect(reach(0.25, cell, 0.6, 400, "weak-only")).toBeUndefined();
    expect(reach(0.25, cell, 0.6, 200, "strong-only")).toBe(0.99);
  });

  it("counts what was found only where the best test finds 90%", () => {
    const tally = (hit: number) => ({ n: 3, hit });
    const cells: SuspectsCell[] = [
      {
        discrimination: 2.5,
        level: "easy",
        judged: 9,
        sound: { n: 20, hit: 0 },
        wrongKey: { ...tally(3), named: 3 },
        broken: [0.25, 0.4, 0.6].map((pull) => ({
          pull,
          ...tally(2),
          asKey: 0,
          keyElsewhere: 0,
          apart: 3,
          apartHit: 2,
        })),
      },
      {
        discrimination: 1,
        level: "very hard",
        judged: 9,
        sound: { n: 20, hit: 0 },
        wrongKey: { ...tally(1), named: 0 },
        broken: [0.25, 0.4, 0.6].map((pull) => ({
          pull,
          ...tally(0),
          asKey: 0,
          keyElsewhere: 0,
          apart: 0,
          apartHit: 0,
        })),
      },
    ];
    const found = inReach(reach, 0, 200, cells);
    expect(found.keys).toEqual({ n: 3, hit: 3 });
    expect(found.broken).toEqual({ n: 6, hit: 4 });
  });
});
