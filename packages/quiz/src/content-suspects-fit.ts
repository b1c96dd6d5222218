/**
 * The model content suspects are judged by (decisions 161 and 420), fitted by maximum likelihood
 * (EM): a student knows a question with chance logistic(intercept + slope x ability); one who knows
 * picks the key, or the option under test with a share `share`; one who does not picks any option
 * (the key too: guessing) by its pull. Kept apart from the judgement so each file stays readable,
 * and written over typed arrays: the site's million answers are fitted several times over.
 */
import type { Key } from "./marking";
import { logistic } from "./statistics";

/** A question judged: its options, its key and its answers with the abilities of who gave them. */
export interface SuspectQuestion {
  /** The question's address (`{source}:{id}`), passed through. */
  id: string;
  options: number;
  key: Key<number>;
  answers: readonly AnswerWithAbility[];
}

export interface AnswerWithAbility {
  /** The option chosen (index), or null when left unanswered. */
  pick: number | null;
  /** The student's ability when answering (any scale where higher is abler). */
  ability: number;
  /**
   * Whose ability it is (a student in a subject), when known: the answers of one `who` share one
   * ability, refined from all of them by the questions' own fits (`refineAbilities`).
   */
  who?: string;
  /**
   * The student, when known: a student's abilities in their other subjects say something of this
   * one (decision 426).
   */
  student?: string;
}

/**
 * How steeply the bank's questions separate the abler from the rest: a normal prior on a question's
 * slope, taken from the sound fits of all the questions judged together (their median and spread).
 */
export interface SlopePrior {
  mean: number;
  variance: number;
}

export interface Fit {
  logLikelihood: number;
  /** Share of those who know who pick the option under test. */
  share: number;
  intercept: number;
  slope: number;
  pull: number[];
}

/** One question's answered picks and abilities, ready to fit (omitted answers tell nothing). */
export interface Prepared {
  n: number;
  options: number;
  picks: Int8Array;
  abilities: Float64Array;
  /** 1 where the option is accepted. */
  accepted: Uint8Array;
  acceptedCount: number;
}

export function prepare(
  answers: readonly AnswerWithAbility[],
  options: number,
  accepted: readonly number[],
): Prepared {
  const kept = answers.filter((a) => a.pick !== null && a.pick >= 0 && a.pick < options);
  const mask = new Uint8Array(options);
  for (const o of accepted) if (o >= 0 && o < options) mask[o] = 1;
  return {
    n: kept.length,
    options,
    picks: Int8Array.from(kept, (a) => a.pick!),
    abilities: Float64Array.from(kept, (a) => a.ability),
    accepted: mask,
    acceptedCount: Math.max(
      1,
      mask.reduce((s, m) => s + m, 0),
    ),
  };
}

export interface FitOptions {
  /** The option drawing a share of those who know; null: the sound model. */
  drawn: number | null;
  start?: Fit;
  startShare?: number;
  /** Hold the share at this value instead of fitting it. */
  fixedShare?: number;
  prior?: SlopePrior | null;
}

const ITERATIONS = 150;
const TOLERANCE = 1e-5;

export function fitKnowing(q: Prepared, fit: FitOptions): Fit {
  const { n, options, picks, abilities, accepted, acceptedCount } = q;
  const { drawn, prior = null } = fit;
  let keyed = 0;
  for (let j = 0; j < n; j++) keyed += accepted[picks[j]!]!;
  const facility = keyed / Math.max(1, n);
  // From the sound fit, but with the abler knowing more: a key that goes against ability would
  // otherwise hold the fit where the option under test draws nobody.
  let slope = Math.max(1, fit.start?.slope ?? 1);
  let intercept = fit.start?.intercept ?? Math.log((facility + 0.01) / (1.01 - facility));
  let share = drawn === null ? 0 : (fit.fixedShare ?? fit.startShare ?? 0.5);
  let pull = fit.start?.pull ?? Array<number>(options).fill(1 / options);
  const knows = new Float64Array(n);
  const pullCount = new Float64Array(options);
  let previous = -Infinity;
  let logLikelihood = 0;
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    logLikelihood = 0;
    pullCount.fill(0);
    let drawnCount = 0;
    let knowCount = 0;
    const onKey = (1 - share) / acceptedCount;
    for (let j = 0; j < n; j++) {
      const pick = picks[j]!;
      const p = logistic(intercept + slope * abilities[j]!);
      const ifKnows = accepted[pick] ? onKey : pick === drawn ? share : 0;
      const known = p * ifKnows;
      const total = known + (1 - p) * pull[pick]!;
      logLikelihood += Math.log(total > 1e-300 ? total : 1e-300);
      const k = total > 0 ? known / total : 0;
      knows[j] = k;
      knowCount += k;
      if (pick === drawn) drawnCount += k;
      pullCount[pick]! += 1 - k;
    }
    if (drawn !== null && fit.fixedShare === undefined)
      share = Math.min(0.999, drawnCount / Math.max(knowCount, 1e-9));
    let pulled = 0;
    for (let o = 0; o < options; o++) pulled += pullCount[o]!;
    pull = Array.from(pullCount, (c) => (c + 0.1) / (pulled + 0.1 * options));
    // Newton steps of the logistic regression of "knows" on ability.
    for (let step = 0; step < 2; step++) {
      let g0 = 0;
      let g1 = 0;
      let h00 = 0;
      let h01 = 0;
      let h11 = 0;
      for (let j = 0; j < n; j++) {
        const x = abilities[j]!;
        const p = logistic(intercept + slope * x);
        const residual = knows[j]! - p;
        const weight = Math.max(p * (1 - p), 1e-9);
        g0 += residual;
        g1 += residual * x;
        h00 += weight;
        h01 += weight * x;
        h11 += weight * x * x;
      }
      if (prior) {
        g1 -= (slope - prior.mean) / prior.variance;
        h11 += 1 / prior.variance;
      }
      const det = h00 * h11 - h01 * h01;
      if (!(det > 0)) break;
      intercept = Math.max(-15, Math.min(15, intercept + (h11 * g0 - h01 * g1) / det));
      slope = Math.max(0, Math.min(6, slope + (h00 * g1 - h01 * g0) / det));
    }
    if (prior) logLikelihood -= (slope - prior.mean) ** 2 / (2 * prior.variance);
    if (logLikelihood - previous < TOLERANCE) break;
    previous = logLikelihood;
  }
  return { logLikelihood, share, intercept, slope, pull };
}

/**
 * The slope prior of a set of questions from their sound fits: median and 1.4826 x the median
 * absolute deviation (robust to the faulty few); null with fewer than 20 questions to learn from.
 */
export function slopePriorOf(prepared: readonly Prepared[]): SlopePrior | null {
  const slopes = prepared.map((q) => fitKnowing(q, { drawn: null }).slope).sort((a, b) => a - b);
  if (slopes.length < 20) return null;
  const middle = (xs: number[]) => xs[xs.length >> 1]!;
  const mean = middle(slopes);
  const spread = 1.4826 * middle(slopes.map((x) => Math.abs(x - mean)).sort((a, b) => a - b));
  return { mean, variance: Math.max(spread, 0.1) ** 2 };
}

/** The maximum of a function with one peak on [low, high], by golden-section search. */
export function goldenMax(f: (x: number) => number, low: number, high: number, tolerance = 1e-3) {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = low;
  let b = high;
  let c = b - ratio * (b - a);
  let d = a + ratio * (b - a);
  let fc = f(c);
  let fd = f(d);
  while (b - a > tolerance) {
    if (fc > fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - ratio * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + ratio * (b - a);
      fd = f(d);
    }
  }
  return (a + b) / 2;
}
