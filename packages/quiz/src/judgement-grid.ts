/**
 * The validation grid of the site's judgements (issue 65, point 1): seeded populations over the
 * conditions a real site meets, whose truth is known, answered through the same code the server
 * runs. Pure and seeded: the suite runs a small grid, `npm run bench:judgements` the whole one.
 *
 * The truth is a three-parameter model: a student of ability t knows a question of discrimination a
 * and difficulty b with chance logistic(a (t - b)); one who knows picks the answer (or, on a
 * question with a broken distractor, that distractor with chance `pull`); one who does not picks
 * the answer with chance `guessing` (c) and otherwise a wrong option by its own uneven pull. The
 * difficulty levels are named by the share of the population that knows the answer (95% for very
 * easy down to 5% for very hard), whatever the discrimination. Abilities are N(0, 1) per subject,
 * correlated 0.6 between subjects. Which questions a student answers follows their way of
 * practising: at random, easy units first, only their weak subject, or only their strong one.
 */
import { ABILITY_PRIOR, DIFFICULTY_PRIOR, updateOne, type Estimate } from "./learner-model";
import type { AbilityEstimate } from "./learner-model";
import type { QuestionTruth, SimulatedStudent } from "./simulate";
import { logistic, normal } from "./statistics";

export const DISCRIMINATIONS = [0.5, 1.0, 1.7, 2.5] as const;
/** Difficulty levels by the share of the population that knows the answer. */
export const LEVELS = {
  "very easy": 0.95,
  easy: 0.75,
  medium: 0.5,
  hard: 0.25,
  "very hard": 0.05,
} as const;
export type Level = keyof typeof LEVELS;
export const LEVEL_NAMES = Object.keys(LEVELS) as Level[];
export const GUESSING = [0, 0.2, 0.25] as const;
/** Share of those who know the answer that a broken distractor draws. */
export const PULLS = [0.25, 0.4, 0.6] as const;
export const ANSWERS = [60, 100, 200, 400] as const;
export const PRACTICE = ["random", "easy-first", "weak-only", "strong-only"] as const;
export type Practice = (typeof PRACTICE)[number];

/** Standard normal nodes (weights sum to 1) for population integrals. */
const NODES = Array.from({ length: 81 }, (_, i) => -5 + i / 8).map((z) => ({
  z,
  w: Math.exp(-(z * z) / 2) / Math.sqrt(2 * Math.PI) / 8,
}));

/** The difficulty at which a share `known` of abilities ~ N(0, 1) knows a question of slope a. */
export function difficultyFor(a: number, known: number): number {
  const share = (b: number) => NODES.reduce((s, { z, w }) => s + w * logistic(a * (z - b)), 0);
  let low = -8;
  let high = 8;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (share(mid) > known) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

export interface GridQuestion extends QuestionTruth {
  level: Level;
  guessing: number;
}

export type GridFault = "sound" | "wrong-key" | { pull: number };

/**
 * One question of the grid: its answer at random, its wrong options' pulls on those who do not
 * know uneven (gamma(2), scaled to 1 - c), and the fault planted.
 */
export function gridQuestion(
  id: string,
  subject: string,
  a: number,
  level: Level,
  guessing: number,
  fault: GridFault,
  rng: () => number,
): GridQuestion {
  const options = 4;
  const answer = Math.floor(rng() * options);
  const raw = Array.from({ length: options }, (_, o) =>
    o === answer ? 0 : -Math.log(1 - rng()) - Math.log(1 - rng()),
  );
  const total = raw.reduce((s, r) => s + r, 0);
  const pull = raw.map((r, o) => (o === answer ? guessing : ((1 - guessing) * r) / total));
  const wrong = () => {
    const others = [0, 1, 2, 3].filter((o) => o !== answer);
    return others[Math.floor(rng() * others.length)]!;
  };
  const base = {
    id,
    subject,
    options,
    discrimination: a,
    difficulty: difficultyFor(a, LEVELS[level]),
    level,
    guessing,
    answer,
    keyed: answer,
    pull,
  };
  if (fault === "sound") return { ...base, fault: null };
  if (fault === "wrong-key") return { ...base, keyed: wrong(), fault: { kind: "wrong-key" } };
  return { ...base, fault: { kind: "attractive-distractor", option: wrong(), share: fault.pull } };
}

/** How much a student's way of practising leans them towards a question (any positive scale). */
export function practiceWeight(
  practice: Practice,
  student: SimulatedStudent,
  question: Pick<QuestionTruth, "subject" | "difficulty">,
  subjects: readonly string[],
): number {
  const own = student.ability[question.subject]!;
  if (practice === "random") return 1;
  // Easy units first: a student reaches a unit when it is within reach, so the questions they
  // answer are mostly ones they are likely to know.
  if (practice === "easy-first") return logistic(1.5 * (own - question.difficulty) + 1);
  const ranked = [...subjects].sort((x, y) => student.ability[x]! - student.ability[y]!);
  const pick = practice === "weak-only" ? ranked[0] : ranked[ranked.length - 1];
  return question.subject === pick ? 1 : 0.05;
}

/**
 * `practiceWeight` seen from one subject (decision 431): the relative chance that a student of
 * ability t there answers a question of difficulty b, over the rest of the student (the grid's
 * `subjects` abilities correlated `correlation`, activity apart). Weak-only: t is the student's
 * lowest of them (weight 1), or not (0.05); strong-only: the highest. For the best possible test's
 * power under each way of practising (`suspects-bound.ts`).
 */
export function practiceSelection(
  practice: Practice,
  difficulty: number,
  subjects = 3,
  correlation = 0.6,
): (t: number) => number {
  if (practice === "random") return () => 1;
  if (practice === "easy-first") return (t) => logistic(1.5 * (t - difficulty) + 1);
  // The others given t: mean correlation x t, variance 1 - correlation^2, and between them the
  // shared part's covariance correlation - correlation^2; by Gauss-Hermite-like nodes on it.
  const shared = Math.sqrt(correlation - correlation * correlation);
  const own = Math.sqrt(1 - correlation);
  const weak = practice === "weak-only";
  return (t) => {
    let chance = 0;
    for (const { z, w } of NODES) {
      // Each other subject beyond t (weak) or below it (strong), given the shared part z.
      const edge = (t - correlation * t - shared * z) / own;
      const beyond = weak ? 1 - normalCdf(edge) : normalCdf(edge);
      chance += w * beyond ** (subjects - 1);
    }
    return 0.05 + 0.95 * chance;
  };
}

/** The standard normal distribution function (Abramowitz-Stegun 7.1.26 on erf, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const k = 1 / (1 + 0.3275911 * z);
  const erf =
    1 -
    k *
      (0.254829592 +
        k * (-0.284496736 + k * (1.421413741 + k * (-1.453152027 + k * 1.061405429)))) *
      Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * Weighted sampling of `count` distinct indexes without replacement (Efraimidis-Spirakis: the
 * largest u^(1/w)), by the log of the key for range.
 */
export function sampleWeighted(weights: readonly number[], count: number, rng: () => number) {
  const keys = weights.map((w, i) => ({ i, k: w > 0 ? Math.log(1 - rng()) / w : -Infinity }));
  keys.sort((x, y) => y.k - x.k);
  return keys.slice(0, Math.min(count, keys.length)).map((x) => x.i);
}

export interface GridAnswer {
  student: number;
  question: number;
  pick: number | null;
}

/**
 * The learner model's state after the answers, in their order, as the server keeps it: each
 * student's ability per subject (`student_abilities`, unpooled) and each question's difficulty.
 */
export function recordAnswers(
  truths: readonly QuestionTruth[],
  answers: readonly GridAnswer[],
  students: number,
): { abilities: Array<Record<string, AbilityEstimate>>; difficulties: Estimate[] } {
  const abilities = Array.from({ length: students }, () => ({}) as Record<string, AbilityEstimate>);
  const difficulties = truths.map(() => DIFFICULTY_PRIOR);
  for (const a of answers) {
    const truth = truths[a.question]!;
    const next = updateOne(
      abilities[a.student]![truth.subject] ?? ABILITY_PRIOR,
      difficulties[a.question]!,
      a.pick === truth.keyed,
      0,
    );
    abilities[a.student]![truth.subject] = next.ability;
    difficulties[a.question] = next.difficulty;
  }
  return { abilities, difficulties };
}

/** Activity per student: log-normal, as a site's students are uneven in how much they practise. */
export const activities = (count: number, rng: () => number) =>
  Array.from({ length: count }, () => Math.exp(0.8 * normal(rng)));
