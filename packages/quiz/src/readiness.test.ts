import { describe, expect, it } from "vitest";
import { ABILITY_PRIOR } from "./learner-model";
import { predictPaper, quantile, type PaperDefinition } from "./readiness";
import { syntheticBank } from "./simulate";
import { CSIT_PLAN, readinessTrial, trialFigures } from "./simulate-readiness";

const middling = { mean: 0, variance: 1 };
const csit: PaperDefinition = {
  sections: CSIT_PLAN.map((p) => ({ ...p, difficulty: middling })),
};
const known = (mean: number, count: number) => ({ mean, variance: 0.05, count, at: 0 });
/** How many answers a keen student has given per subject, the heavier subjects more. */
const ANSWERS: Record<string, number> = {
  mathematics: 120,
  physics: 100,
  chemistry: 60,
  english: 40,
  computer: 20,
};
/** That student's estimates: the ability `means` by subject, each resting on its ANSWERS. */
const keen = (means: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(means).map(([subject, mean]) => [subject, known(mean, ANSWERS[subject]!)]),
  );

describe("the predicted score of a paper", () => {
  it("a student who has tried every subject: a number out of 100, a range around it, what it rests on", () => {
    const means = { mathematics: 1, physics: 0.5, chemistry: 0, english: 1, computer: 0 };
    const r = predictPaper(csit, keen(means), 0);
    if (r.kind !== "estimate") throw new Error("expected an estimate");
    expect(r.max).toBe(100);
    expect(r.answers).toBe(340);
    expect(r.untried).toEqual([]);
    expect(r.expected).toBeGreaterThan(50);
    expect(r.expected).toBeLessThan(75);
    expect(r.low).toBeLessThan(r.expected);
    expect(r.high).toBeGreaterThan(r.expected);
    expect(r.high - r.low).toBeLessThan(25);
    expect(r.subjects.map((s) => s.max)).toEqual([25, 25, 25, 15, 10]);
    expect(r.subjects[0]!.expected).toBeGreaterThan(r.subjects[2]!.expected);
  });

  it("computer not tried yet: still a number, resting on the prior there and saying so", () => {
    const r = predictPaper(csit, keen({ mathematics: 1, physics: 1, chemistry: 1, english: 1 }), 0);
    if (r.kind !== "estimate") throw new Error("expected an estimate");
    expect(r.untried).toEqual(["computer"]);
    expect(r.subjects.find((s) => s.subject === "computer")).toMatchObject({
      answers: 0,
      tried: false,
    });
  });

  it("a subject with a few answers is never 'not tried': it is named with its count", () => {
    const few = { ...keen({ mathematics: 1, physics: 1, chemistry: 1 }), english: known(0, 4) };
    const r = predictPaper(csit, few, 0);
    if (r.kind !== "estimate") throw new Error("expected an estimate");
    expect(r.untried).toEqual(["computer"]);
    expect(r.few).toEqual([{ subject: "english", answers: 4 }]);
  });

  it("says how many more answers would narrow the range, and when more would narrow it little", () => {
    const unsure = (mean: number, count: number) => ({ mean, variance: 0.6, count, at: 0 });
    const r = predictPaper(
      csit,
      { mathematics: unsure(0, 12), physics: unsure(0, 12), chemistry: unsure(0, 12) },
      0,
    );
    if (r.kind !== "estimate") throw new Error("expected an estimate");
    expect(r.narrow).not.toBeNull();
    expect(r.narrow!.answers).toBeGreaterThanOrEqual(20);
    expect(r.narrow!.width).toBeLessThanOrEqual(0.8 * (r.high - r.low) + 1e-9);
    // Abilities known to 0.05: the range is the paper's own luck.
    const sure = predictPaper(
      csit,
      keen({ mathematics: 1, physics: 1, chemistry: 1, english: 1, computer: 1 }),
      0,
    );
    if (sure.kind !== "estimate") throw new Error("expected an estimate");
    expect(sure.narrow).toBeNull();
  });

  it("too little evidence: what is missing instead of a number, the heaviest subjects first", () => {
    const r = predictPaper(csit, { english: known(1, 40), mathematics: known(0, 4) }, 0);
    expect(r).toEqual({
      kind: "insufficient",
      answers: 44,
      max: 100,
      missing: [
        { subject: "mathematics", answers: 4, needed: 6 },
        { subject: "physics", answers: 0, needed: 10 },
        { subject: "chemistry", answers: 0, needed: 10 },
        { subject: "computer", answers: 0, needed: 10 },
      ],
    });
    expect(predictPaper(csit, {}, 0).kind).toBe("insufficient");
  });

  it("negative marking: the range can go below zero and the maximum is the marks", () => {
    const cee: PaperDefinition = {
      sections: [
        { subject: "biology", questions: 20, marks: 1, penalty: 0.25, difficulty: middling },
      ],
    };
    const r = predictPaper(cee, { biology: { ...ABILITY_PRIOR, mean: -3, count: 50 } }, 0);
    if (r.kind !== "estimate") throw new Error("expected an estimate");
    expect(r.max).toBe(20);
    expect(r.low).toBeLessThan(0);
  });

  it("quantiles spread each score's chance over half the way to its neighbours (the ends inward)", () => {
    const coin = new Map([
      [0, 0.5],
      [100, 0.5],
    ]);
    // 0 holds half, spread over 0-50; 100 the other half, over 50-100.
    expect(quantile(coin, 0.25)).toBe(25);
    expect(quantile(coin, 0.75)).toBe(75);
  });
});

describe("on students whose abilities are known (seeded; the full run: scripts/learning/readiness.ts)", () => {
  const outcomes = readinessTrial(
    syntheticBank(
      400,
      CSIT_PLAN.map((p) => p.subject),
    ),
    CSIT_PLAN,
    { seed: 5, students: 400, medianAnswers: 120 },
  );
  const figures = trialFigures(outcomes);

  it("the predicted score beats share right x 100 in mean absolute error", () => {
    expect(figures.estimated).toBeGreaterThan(200);
    expect(figures.modelMae).toBeLessThan(figures.naiveMae);
  });

  it("the 80% range holds the mock score in 75-85% of cases", () => {
    expect(figures.coverage).toBeGreaterThanOrEqual(0.75);
    expect(figures.coverage).toBeLessThanOrEqual(0.85);
  });

  it("students told what is missing are those with few answers", () => {
    const told = outcomes.filter((o) => o.readiness.kind === "insufficient");
    const given = outcomes.filter((o) => o.readiness.kind === "estimate");
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
    expect(median(told.map((o) => o.answers))).toBeLessThan(median(given.map((o) => o.answers)));
  });
});
