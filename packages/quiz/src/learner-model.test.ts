import { describe, expect, it } from "vitest";
import {
  ABILITY_PRIOR,
  DIFFICULTY_PRIOR,
  DRIFT_PER_DAY,
  abilityAt,
  chanceRight,
  difficultySpread,
  expectedLogistic,
  pooledAbilities,
  updateAttempt,
  updateOne,
} from "./learner-model";
import { createRng } from "./random";
import { logistic, normal } from "./statistics";

const DAY = 86_400_000;

describe("one answer", () => {
  it("a right answer raises the ability and lowers the difficulty; a wrong one the reverse", () => {
    const right = updateOne(ABILITY_PRIOR, DIFFICULTY_PRIOR, true, 0);
    const wrong = updateOne(ABILITY_PRIOR, DIFFICULTY_PRIOR, false, 0);
    expect(right.ability.mean).toBeGreaterThan(0);
    expect(right.difficulty.mean).toBeLessThan(0);
    expect(wrong.ability.mean).toBeCloseTo(-right.ability.mean, 12);
    expect(right.ability.variance).toBeLessThan(ABILITY_PRIOR.variance);
    expect(right.ability.count).toBe(1);
    expect(right.difficulty.count).toBe(1);
  });

  it("worked by hand from the priors (both N(0, 2))", () => {
    // k^2 = 1 / (1 + pi x 2 / 8) = 0.560099, k = 0.748398; p = logistic(0) = 0.5;
    // variance = 1 / (1/2 + k^2 x 0.25) = 1 / 0.640025 = 1.562439; move = 1.562439 x k x 0.5 = 0.584663.
    const { ability } = updateOne(ABILITY_PRIOR, DIFFICULTY_PRIOR, true, 0);
    expect(ability.variance).toBeCloseTo(1.562439, 5);
    expect(ability.mean).toBeCloseTo(0.584663, 5);
  });

  it("a well-known question moves a new student more than a new question moves a known student", () => {
    const knownQuestion = { mean: 0, variance: 0.01, count: 500 };
    const knownStudent = { mean: 0, variance: 0.01, count: 500, at: 0 };
    const a = updateOne(ABILITY_PRIOR, knownQuestion, true, 0);
    const b = updateOne(knownStudent, DIFFICULTY_PRIOR, true, 0);
    expect(a.ability.mean - 0).toBeGreaterThan(10 * (a.difficulty.mean * -1));
    expect(-b.difficulty.mean).toBeGreaterThan(10 * b.ability.mean);
  });

  it("ability grows uncertain by the days without answers, never past the prior", () => {
    const known = { mean: 1, variance: 0.05, count: 300, at: 0 };
    expect(abilityAt(known, 100 * DAY).variance).toBeCloseTo(0.05 + 100 * DRIFT_PER_DAY, 10);
    expect(abilityAt(known, 100_000 * DAY).variance).toBe(ABILITY_PRIOR.variance);
    expect(abilityAt(known, -DAY)).toBe(known);
    expect(updateOne(known, DIFFICULTY_PRIOR, true, 10 * DAY).ability.at).toBe(10 * DAY);
  });

  it("the chance right takes both uncertainties into account", () => {
    const sure = chanceRight(
      { mean: 2, variance: 0, count: 0 },
      { mean: 0, variance: 0, count: 0 },
    );
    const unsure = chanceRight(
      { mean: 2, variance: 3, count: 0 },
      { mean: 0, variance: 1, count: 0 },
    );
    expect(sure).toBeCloseTo(logistic(2), 12);
    expect(unsure).toBeLessThan(sure);
    expect(unsure).toBeGreaterThan(0.5);
    // The probit approximation is within 0.02 of the integral, checked by quadrature.
    let integral = 0;
    for (let i = -600; i <= 600; i++) {
      const z = i / 100;
      integral += (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI)) * logistic(2 + 2 * z) * 0.01;
    }
    expect(Math.abs(expectedLogistic(2, 4) - integral)).toBeLessThan(0.02);
  });
});

describe("an attempt", () => {
  it("is applied in order and returns only what moved; the same answers give the same state", () => {
    const state = {
      abilities: {},
      difficulties: { "entrance:1": { mean: 1, variance: 0.2, count: 40 } },
    };
    const answers = [
      { question: "entrance:1", subject: "physics", right: true },
      { question: "entrance:2", subject: "physics", right: false },
      { question: "entrance:3", subject: "mathematics", right: true },
    ];
    const moved = updateAttempt(state, answers, 5);
    expect(Object.keys(moved.abilities).sort()).toEqual(["mathematics", "physics"]);
    expect(Object.keys(moved.difficulties).sort()).toEqual([
      "entrance:1",
      "entrance:2",
      "entrance:3",
    ]);
    expect(moved.abilities.physics!.count).toBe(2);
    expect(moved.difficulties["entrance:1"]!.count).toBe(41);
    expect(updateAttempt(state, answers, 5)).toEqual(moved);
    // Applied one by one, the same.
    const first = updateOne(ABILITY_PRIOR, state.difficulties["entrance:1"], true, 5);
    const second = updateOne(first.ability, DIFFICULTY_PRIOR, false, 5);
    expect(moved.abilities.physics).toEqual(second.ability);
  });

  it("recovers known difficulties and abilities from many answers (Rasch truth)", () => {
    const rng = createRng(5);
    const truthB = Array.from({ length: 60 }, () => 1.2 * normal(rng));
    const truthT = Array.from({ length: 300 }, () => 1.2 * normal(rng));
    const b = truthB.map(() => ({ ...DIFFICULTY_PRIOR }));
    const t = truthT.map(() => ({ ...ABILITY_PRIOR }));
    for (let round = 0; round < 40; round++)
      for (let s = 0; s < truthT.length; s++) {
        const q = Math.floor(rng() * truthB.length);
        const right = rng() < logistic(truthT[s]! - truthB[q]!);
        const next = updateOne(t[s]!, b[q]!, right, 0);
        t[s] = next.ability;
        b[q] = next.difficulty;
      }
    const corr = (xs: number[], ys: number[]) => {
      const mx = xs.reduce((a, c) => a + c, 0) / xs.length;
      const my = ys.reduce((a, c) => a + c, 0) / ys.length;
      let sxy = 0;
      let sxx = 0;
      let syy = 0;
      xs.forEach((x, i) => {
        sxy += (x - mx) * (ys[i]! - my);
        sxx += (x - mx) ** 2;
        syy += (ys[i]! - my) ** 2;
      });
      return sxy / Math.sqrt(sxx * syy);
    };
    expect(
      corr(
        truthB,
        b.map((e) => e.mean),
      ),
    ).toBeGreaterThan(0.95);
    expect(
      corr(
        truthT,
        t.map((e) => e.mean),
      ),
    ).toBeGreaterThan(0.8);
  });
});

describe("reading subjects together", () => {
  it("a subject never tried borrows from the others, with more doubt than they have", () => {
    const strong = { mean: 1.5, variance: 0.1, count: 200, at: 0 };
    const pooled = pooledAbilities(
      { mathematics: strong, physics: strong },
      ["mathematics", "physics", "computer"],
      0,
    );
    expect(pooled.computer!.mean).toBeGreaterThan(0.5);
    expect(pooled.computer!.mean).toBeLessThan(1.5);
    expect(pooled.computer!.variance).toBeGreaterThan(pooled.mathematics!.variance);
    expect(pooled.computer!.variance).toBeLessThan(ABILITY_PRIOR.variance);
    expect(pooled.computer!.count).toBe(0);
    // A well-measured subject stays close to its own estimate.
    expect(pooled.mathematics!.mean).toBeCloseTo(1.5, 0);
  });

  it("with no answers at all, every subject is the population prior", () => {
    const pooled = pooledAbilities({}, ["english"], 0);
    expect(pooled.english!.mean).toBe(0);
    expect(pooled.english!.variance).toBeCloseTo(ABILITY_PRIOR.variance, 10);
  });

  it("a subject's difficulty spread holds the spread of means and their doubt", () => {
    expect(
      difficultySpread([
        { mean: -1, variance: 0.1, count: 5 },
        { mean: 1, variance: 0.3, count: 5 },
      ]),
    ).toEqual({ mean: 0, variance: 1.2 });
    expect(difficultySpread([])).toEqual({ mean: 0, variance: DIFFICULTY_PRIOR.variance });
  });
});
