import { describe, expect, it } from "vitest";
import {
  ABILITY_PRIOR,
  DIFFICULTY_PRIOR,
  expectedLogistic,
  type AbilityEstimate,
} from "./learner-model";
import { predictPaper, readinessOf, type PaperDefinition } from "./readiness";
import {
  abilitiesFromPractice,
  binDifficulties,
  poolSpread,
  type PractisedBin,
} from "./readiness-evidence";
import { logistic } from "./statistics";

const SUBJECTS = ["mathematics", "physics", "chemistry", "english", "computer"];
const QUESTIONS = [25, 25, 25, 15, 10];

/** A pool of 200 questions a subject, recorded from -2 to 2 logits, well measured. */
const pool = poolSpread(
  binDifficulties(
    Array.from({ length: 200 }, (_, i) => ({
      mean: -2 + (4 * i) / 199,
      variance: 0.05,
      count: 50,
    })),
  ),
  200,
);
const paper: PaperDefinition = {
  sections: SUBJECTS.map((subject, i) => ({
    subject,
    questions: QUESTIONS[i]!,
    marks: 1,
    difficulty: pool,
  })),
};

/** `answers` answers a subject at one recorded difficulty, right as often as ability 0 gets them. */
const practisedAt = (difficulty: number, answers: number): PractisedBin[] =>
  SUBJECTS.map((subject) => ({
    subject,
    mean: difficulty,
    variance: 0.05,
    answers,
    right: Math.round(answers * logistic(0 - difficulty)),
  }));

/** The online model's estimates as they stand: `mean` in every subject, `count` answers each. */
const online = (mean: number, count: number): Record<string, AbilityEstimate> =>
  Object.fromEntries(SUBJECTS.map((s) => [s, { mean, variance: 0.1, count, at: null }]));

describe("readiness from the answers as recorded (decision 425)", () => {
  it("weighs a student's answers again against the difficulties recorded now", () => {
    // Right 3 times in 4 at a recorded difficulty of -1 and once in 4 at +1: ability about 0.
    const practised: PractisedBin[] = [
      { subject: "physics", mean: -1, variance: 0, answers: 200, right: 146 },
      { subject: "physics", mean: 1, variance: 0, answers: 200, right: 54 },
    ];
    const given = { physics: { mean: 1.5, variance: 0.02, count: 400, at: 5 } };
    const { physics } = abilitiesFromPractice(practised, given);
    expect(physics!.mean).toBeCloseTo(0, 1);
    expect(physics!.variance).toBeLessThan(0.02);
    expect(physics!.count).toBe(400);
    expect(physics!.at).toBe(5);
  });

  it("does not read a record over easy questions as ability on the mixed paper", () => {
    // An average student who practised only questions recorded at -2 logits gets 88% of them
    // right; on the paper's mix from -2 to 2 they get about half. The online estimate, moved
    // while those questions still looked middling, had them at +2.
    const practised = practisedAt(-2, 40);
    const naive = 100 * logistic(2);
    expect(naive).toBeGreaterThan(85);
    const read = readinessOf(paper, online(2, 40), practised, 0);
    const asStored = predictPaper(paper, online(2, 40), 0);
    if (read.kind !== "estimate" || asStored.kind !== "estimate") throw new Error("no estimate");
    expect(read.expected).toBeGreaterThan(42);
    expect(read.expected).toBeLessThan(58);
    expect(read.low).toBeLessThan(50);
    expect(read.high).toBeGreaterThan(50);
    expect(asStored.expected).toBeGreaterThan(70);
  });

  it("widens the range as far as the practice was from the paper's mix", () => {
    const near = readinessOf(paper, online(0, 40), practisedAt(0, 40), 0);
    const far = readinessOf(paper, online(0, 40), practisedAt(-2, 40), 0);
    if (near.kind !== "estimate" || far.kind !== "estimate") throw new Error("no estimate");
    expect(far.high - far.low).toBeGreaterThan(1.15 * (near.high - near.low));
  });

  it("reads a pool as its recorded difficulties, those never answered at the prior", () => {
    const spread = poolSpread(
      binDifficulties([
        { mean: -1.9, variance: 0.1, count: 30 },
        { mean: -1.8, variance: 0.3, count: 30 },
        { mean: 1.2, variance: 0.2, count: 30 },
      ]),
      4,
    );
    expect(spread.points!.map((p) => p.weight)).toEqual([0.5, 0.25, 0.25]);
    expect(spread.points![0]!.mean).toBeCloseTo(-1.85, 10);
    expect(spread.points![2]).toEqual({
      mean: DIFFICULTY_PRIOR.mean,
      variance: DIFFICULTY_PRIOR.variance,
      weight: 0.25,
    });
    expect(spread.mean).toBeCloseTo((-1.9 - 1.8 + 1.2 + 0) / 4, 10);
    // A paper of 100 such questions for a student of ability 0, well measured: the mixture's
    // chance, bin by bin, times 100.
    const read = readinessOf(
      { sections: [{ subject: "physics", questions: 100, marks: 1, difficulty: spread }] },
      { physics: { ...ABILITY_PRIOR, mean: 0, variance: 0.001, count: 100 } },
      [],
      0,
    );
    const chance = spread.points!.reduce(
      (s, p) => s + p.weight * expectedLogistic(-p.mean, p.variance),
      0,
    );
    if (read.kind !== "estimate") throw new Error("no estimate");
    expect(read.expected).toBeCloseTo(100 * chance, 0);
  });
});
