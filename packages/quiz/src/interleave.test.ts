import { describe, expect, it } from "vitest";
import { interleave } from "./draw";

describe("interleave (mixed subjects, decision 0493)", () => {
  it("deals one question of each subject in turn, each subject in its own order", () => {
    const q = (id: string): { id: string; passage?: string } => ({ id });
    const dealt = interleave([[q("m1"), q("m2"), q("m3")], [q("p1"), q("p2")], [q("e1")]]);
    expect(dealt.map((x) => x.id)).toEqual(["m1", "p1", "e1", "m2", "p2", "m3"]);
  });

  it("keeps a passage's run together as one turn", () => {
    const dealt = interleave<{ id: string; passage?: string }>([
      [{ id: "e1", passage: "P" }, { id: "e2", passage: "P" }, { id: "e3" }],
      [{ id: "c1" }, { id: "c2" }],
    ]);
    expect(dealt.map((x) => x.id)).toEqual(["e1", "e2", "c1", "e3", "c2"]);
  });

  it("the CSIT quotas: the first five questions cover all five subjects", () => {
    const subjects = ["mathematics", "physics", "chemistry", "english", "computer"];
    const counts = [25, 25, 25, 15, 10];
    const groups = subjects.map((s, i) =>
      Array.from(
        { length: counts[i]! },
        (_, n): { category: string; n: number; passage?: string } => ({
          category: s,
          n,
        }),
      ),
    );
    const dealt = interleave(groups);
    expect(dealt).toHaveLength(100);
    expect(new Set(dealt.slice(0, 5).map((x) => x.category)).size).toBe(5);
    // Past the tenth round only the three 25-question subjects are left.
    expect(dealt.slice(-5).map((x) => x.category)).toEqual([
      "physics",
      "chemistry",
      "mathematics",
      "physics",
      "chemistry",
    ]);
  });
});
