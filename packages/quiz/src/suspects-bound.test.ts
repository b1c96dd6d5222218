import { describe, expect, it } from "vitest";
import { gridQuestion, type GridFault, type Level } from "./judgement-grid";
import { createRng } from "./random";
import { faultBound, nearestSound, seenAnswers, truthChances } from "./suspects-bound";

const question = (a: number, level: Level, guessing: number, fault: GridFault, seed = 1) =>
  gridQuestion("q", "s", a, level, guessing, fault, createRng(seed));

describe("the most any detector could find from the answers (decision 427)", () => {
  it("a planted distractor draws its share of those who know; each option's chances sum to 1", () => {
    const q = question(2.5, "medium", 0.25, { pull: 0.4 });
    if (q.fault?.kind !== "attractive-distractor") throw new Error("no distractor planted");
    const able = truthChances(q, 6);
    expect(able[q.fault.option]).toBeCloseTo(0.4, 2);
    expect(able[q.answer]).toBeCloseTo(0.6, 2);
    for (const t of [-2, 0, 2])
      expect(truthChances(q, t).reduce((s, p) => s + p, 0)).toBeCloseTo(1);
  });

  it("a sound question is its own nearest sound one, and the test finds it only at its level", () => {
    const q = question(1.7, "hard", 0.2, "sound");
    expect(nearestSound(seenAnswers(q), q.keyed).kl).toBeLessThan(1e-4);
    expect(faultBound(q, 0.01, createRng(2)).power(200)).toBeLessThan(0.05);
  });

  it("a wrong key on a question half the students know is found at 200 answers", () => {
    const q = question(1.7, "medium", 0.25, "wrong-key");
    expect(faultBound(q, 0.01, createRng(3)).power(200)).toBeGreaterThan(0.95);
  });

  it("a distractor drawing 40% on a question 5% know is not, by any test, at 200 answers", () => {
    const q = question(1, "very hard", 0.25, { pull: 0.4 });
    expect(faultBound(q, 0.01, createRng(4)).power(200)).toBeLessThan(0.3);
  });

  it("blurred abilities find less than true ones", () => {
    const q = question(1.7, "hard", 0.25, { pull: 0.6 }, 5);
    const sharp = faultBound(q, 0.01, createRng(6)).power(400);
    const blurred = faultBound(q, 0.01, createRng(6), 0.6).power(400);
    expect(blurred).toBeLessThan(sharp);
  });
});
