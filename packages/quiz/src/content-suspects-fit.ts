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

/**
 * One question's answered picks and abilities, ready to fit (omitted answers tell nothing), grouped:
 * the distinct abilities (`levels`, with how many answered at each) and the distinct (ability,
 * option) cells with their counts. Exact: the likelihood is a sum over answers, and answers alike
 * in both add alike. An exam's rest scores take a hundred values or so, so 2,000 candidates fit as
 * a few hundred cells (decision 429).
 */
export interface Prepared {
  n: number;
  options: number;
  levels: Float64Array;
  levelCount: Float64Array;
  cellLevel: Int32Array;
  cellPick: Int8Array;
  cellCount: Float64Array;
  /** Answers per option. */
  counts: Float64Array;
  /** 1 where the option is accepted. */
  accepted: Uint8Array;
  acceptedCount: number;
}

export function prepare(
  answers: readonly AnswerWithAbility[],
  options: number,
  accepted: readonly number[],
): Prepared {
  const mask = new Uint8Array(options);
  for (const o of accepted) if (o >= 0 && o < options) mask[o] = 1;
  const levelOf = new Map<number, number>();
  const cellOf = new Map<number, number>();
  const levels: number[] = [];
  const levelCount: number[] = [];
  const cellLevel: number[] = [];
  const cellPick: number[] = [];
  const cellCount: number[] = [];
  const counts = new Float64Array(options);
  let n = 0;
  for (const a of answers) {
    const pick = a.pick;
    if (pick === null || pick < 0 || pick >= options) continue;
    n += 1;
    counts[pick]! += 1;
    let level = levelOf.get(a.ability);
    if (level === undefined) {
      levelOf.set(a.ability, (level = levels.length));
      levels.push(a.ability);
      levelCount.push(0);
    }
    levelCount[level]! += 1;
    const key = level * options + pick;
    const cell = cellOf.get(key);
    if (cell !== undefined) cellCount[cell]! += 1;
    else {
      cellOf.set(key, cellCount.length);
      cellLevel.push(level);
      cellPick.push(pick);
      cellCount.push(1);
    }
  }
  return {
    n,
    options,
    levels: Float64Array.from(levels),
    levelCount: Float64Array.from(levelCount),
    cellLevel: Int32Array.from(cellLevel),
    cellPick: Int8Array.from(cellPick),
    cellCount: Float64Array.from(cellCount),
    counts,
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
  /** Stop where a cycle gains less log-likelihood than this (TOLERANCE by default). */
  tolerance?: number;
}

/** EM steps at most, and the gain in log-likelihood under which a fit has converged. */
const ITERATIONS = 150;
const TOLERANCE = 1e-5;

/** The parameters of one fit, packed: intercept, slope, share, then each option's pull. */
type Point = Float64Array;

/**
 * One EM step of the knowing model from `x` into `out` (E: who knows, given the answers; M: the
 * share, the pulls, and two Newton steps of the logistic regression of knowing on ability); returns
 * the log-likelihood at `x` (with the slope's prior where given).
 */
function emStep(
  q: Prepared,
  drawn: number | null,
  fixedShare: boolean,
  prior: SlopePrior | null,
  x: Point,
  out: Point,
  work: { p: Float64Array; knows: Float64Array; pullCount: Float64Array },
): number {
  const { options, levels, levelCount, cellLevel, cellPick, cellCount, accepted } = q;
  const { p, knows, pullCount } = work;
  const L = levels.length;
  let intercept = x[0]!;
  let slope = x[1]!;
  const share = x[2]!;
  for (let l = 0; l < L; l++) {
    p[l] = logistic(intercept + slope * levels[l]!);
    knows[l] = 0;
  }
  pullCount.fill(0);
  let logLikelihood = 0;
  let drawnCount = 0;
  let knowCount = 0;
  const onKey = (1 - share) / q.acceptedCount;
  for (let c = 0; c < cellCount.length; c++) {
    const pick = cellPick[c]!;
    const l = cellLevel[c]!;
    const count = cellCount[c]!;
    const pl = p[l]!;
    const ifKnows = accepted[pick] ? onKey : pick === drawn ? share : 0;
    const known = pl * ifKnows;
    const total = known + (1 - pl) * x[3 + pick]!;
    logLikelihood += count * Math.log(total > 1e-300 ? total : 1e-300);
    const k = total > 0 ? (count * known) / total : 0;
    knows[l]! += k;
    knowCount += k;
    if (pick === drawn) drawnCount += k;
    pullCount[pick]! += count - k;
  }
  if (prior) logLikelihood -= (slope - prior.mean) ** 2 / (2 * prior.variance);
  out[2] =
    drawn !== null && !fixedShare ? Math.min(0.999, drawnCount / Math.max(knowCount, 1e-9)) : share;
  let pulled = 0;
  for (let o = 0; o < options; o++) pulled += pullCount[o]!;
  for (let o = 0; o < options; o++) out[3 + o] = (pullCount[o]! + 0.1) / (pulled + 0.1 * options);
  // Newton steps of the logistic regression of "knows" on ability (the first at the E-step's p).
  for (let step = 0; step < 2; step++) {
    let g0 = 0;
    let g1 = 0;
    let h00 = 0;
    let h01 = 0;
    let h11 = 0;
    for (let l = 0; l < L; l++) {
      const a = levels[l]!;
      const pl = step === 0 ? p[l]! : logistic(intercept + slope * a);
      const n = levelCount[l]!;
      const residual = knows[l]! - n * pl;
      const weight = n * Math.max(pl * (1 - pl), 1e-9);
      g0 += residual;
      g1 += residual * a;
      h00 += weight;
      h01 += weight * a;
      h11 += weight * a * a;
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
  out[0] = intercept;
  out[1] = slope;
  return logLikelihood;
}

/** Back inside the parameters' bounds after an extrapolation. */
function project(x: Point, options: number, share: number | null) {
  x[0] = Math.max(-15, Math.min(15, x[0]!));
  x[1] = Math.max(0, Math.min(6, x[1]!));
  x[2] = share ?? Math.max(0, Math.min(0.999, x[2]!));
  let sum = 0;
  for (let o = 0; o < options; o++) sum += x[3 + o] = Math.max(1e-6, x[3 + o]!);
  for (let o = 0; o < options; o++) x[3 + o]! /= sum;
}

/**
 * The model fitted by EM, accelerated by squared extrapolation (SQUAREM, Varadhan and Roland 2008,
 * with its adaptive longest step): two EM steps give the direction and its change, a step along them
 * is taken where it fits at least as well as plain EM would have, and plain EM's otherwise. The same maximum as EM alone in a few
 * times fewer passes over the answers: EM here creeps (knowing and guessing the key trade off), and
 * half the sound fits used to stop at the cap of 150 steps short of it (decision 429).
 */
export function fitKnowing(q: Prepared, fit: FitOptions): Fit {
  const { n, options, accepted, counts } = q;
  const { drawn, prior = null } = fit;
  const fixed = drawn !== null && fit.fixedShare !== undefined;
  let keyed = 0;
  for (let o = 0; o < options; o++) if (accepted[o]) keyed += counts[o]!;
  const facility = keyed / Math.max(1, n);
  const size = 3 + options;
  const work = {
    p: new Float64Array(q.levels.length),
    knows: new Float64Array(q.levels.length),
    pullCount: new Float64Array(options),
  };
  // From the sound fit, but with the abler knowing more: a key that goes against ability would
  // otherwise hold the fit where the option under test draws nobody.
  const x0: Point = new Float64Array(size);
  x0[0] = fit.start?.intercept ?? Math.log((facility + 0.01) / (1.01 - facility));
  x0[1] = Math.max(1, fit.start?.slope ?? 1);
  x0[2] = drawn === null ? 0 : (fit.fixedShare ?? fit.startShare ?? 0.5);
  for (let o = 0; o < options; o++) x0[3 + o] = fit.start?.pull[o] ?? 1 / options;
  const heldShare = drawn === null ? 0 : fixed ? fit.fixedShare! : null;
  const x1: Point = new Float64Array(size);
  const x2: Point = new Float64Array(size);
  const xs: Point = new Float64Array(size);
  const x3: Point = new Float64Array(size);
  const step = (from: Point, to: Point) => emStep(q, drawn, fixed, prior, from, to, work);
  let steps = 0;
  let stepMax = 1;
  let previous = -Infinity;
  let current = step(x0, x1);
  steps++;
  while (steps < ITERATIONS) {
    if (current - previous < (fit.tolerance ?? TOLERANCE)) break;
    previous = current;
    const l1 = step(x1, x2);
    steps++;
    let rr = 0;
    let vv = 0;
    for (let i = 0; i < size; i++) {
      const r = x1[i]! - x0[i]!;
      const v = x2[i]! - 2 * x1[i]! + x0[i]!;
      rr += r * r;
      vv += v * v;
    }
    // The step, at most stepMax (grown fourfold while taken, a quarter of the one refused).
    const alpha = Math.max(1, Math.min(stepMax, vv > 0 ? Math.sqrt(rr / vv) : 1));
    for (let i = 0; i < size; i++) {
      const r = x1[i]! - x0[i]!;
      const v = x2[i]! - 2 * x1[i]! + x0[i]!;
      xs[i] = x0[i]! + 2 * alpha * r + alpha * alpha * v;
    }
    project(xs, options, heldShare);
    const ls = step(xs, x3);
    steps++;
    if (Number.isFinite(ls) && ls >= l1) {
      x0.set(xs);
      x1.set(x3);
      current = ls;
      if (alpha === stepMax) stepMax *= 4;
    } else {
      // The extrapolation fitted worse: plain EM's two steps instead.
      x0.set(x2);
      current = step(x2, x1);
      steps++;
      stepMax = Math.max(1, alpha / 4);
    }
  }
  return {
    logLikelihood: current,
    share: x0[2]!,
    intercept: x0[0]!,
    slope: x0[1]!,
    pull: Array.from(x0.subarray(3)),
  };
}

/**
 * The slope prior of a set of questions from their sound fits: median and 1.4826 x the median
 * absolute deviation (robust to the faulty few); null with fewer than 20 questions to learn from.
 */
export function slopePriorOf(prepared: readonly Prepared[]): SlopePrior | null {
  return slopePriorOfSlopes(prepared.map((q) => fitKnowing(q, { drawn: null }).slope));
}

/** `slopePriorOf` from the sound fits' slopes, for a caller that fits them a step at a time. */
export function slopePriorOfSlopes(fitted: readonly number[]): SlopePrior | null {
  const slopes = [...fitted].sort((a, b) => a - b);
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
