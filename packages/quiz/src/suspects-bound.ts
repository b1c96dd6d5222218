/**
 * The most any detector could find of a planted fault from a question's answers alone (issue 65,
 * point 2): the power of the Neyman-Pearson test of the fault's own model (its true parameters
 * known) against the sound question nearest to it (least Kullback-Leibler divergence), each answer
 * seen with its student's ability. A detector that flags at most a share `alpha` of the sound
 * questions flags at most that share of this nearest one too, so it cannot find the fault more
 * often than the test that knows both models exactly. Where that power is under 90%, no rule on
 * the answers reaches the issue's mark in the cell; where it is over, the mark can be met by a
 * detector as good as the likelihood allows.
 *
 * The sound family is the one the content suspects fit (`content-suspects-fit.ts`): a student
 * knows with chance logistic(intercept + slope x ability), slope >= 0; one who knows picks the key;
 * one who does not picks any option (the key too) by its pull. The ability seen may be blurred:
 * with reliability R the detector sees x, correlated sqrt(R) with the true ability t (both standard
 * normal before practice selects who answers). Expectations are sums over quadrature nodes; the
 * test's threshold and power are simulated (sums of `n` independent answers' log ratios).
 */
import type { GridQuestion } from "./judgement-grid";
import { logistic } from "./statistics";

/** Standard normal nodes and weights (summing to 1) over [-6, 6]. */
const nodes = (count: number) => {
  const step = 12 / (count - 1);
  const raw = Array.from({ length: count }, (_, i) => -6 + i * step).map((z) => ({
    z,
    w: Math.exp(-(z * z) / 2),
  }));
  const total = raw.reduce((s, r) => s + r.w, 0);
  return raw.map((r) => ({ z: r.z, w: r.w / total }));
};
const ABILITY_NODES = nodes(73);

/** The chance of each option for a student of true ability t, by the grid's truth. */
export function truthChances(q: GridQuestion, t: number): number[] {
  const knows = logistic(q.discrimination * (t - q.difficulty));
  const fault = q.fault;
  return q.pull.map((pull, o) => {
    let ifKnows = o === q.answer ? 1 : 0;
    if (fault?.kind === "attractive-distractor")
      ifKnows = o === fault.option ? fault.share : o === q.answer ? 1 - fault.share : 0;
    return knows * ifKnows + (1 - knows) * pull;
  });
}

/** What a detector sees: abilities x with their weights, and each option's chance at x. */
export interface Seen {
  x: number[];
  weight: number[];
  chances: number[][];
}

/**
 * The answers' distribution as seen with abilities of reliability `reliability`, among students
 * selected to answer with relative chance `select(t)` (1: practice at random).
 */
export function seenAnswers(
  q: GridQuestion,
  reliability = 1,
  select: (t: number) => number = () => 1,
): Seen {
  const truth = ABILITY_NODES.map(({ z, w }) => ({
    t: z,
    w: w * select(z),
    p: truthChances(q, z),
  }));
  if (reliability >= 1) {
    const total = truth.reduce((s, n) => s + n.w, 0);
    return {
      x: truth.map((n) => n.t),
      weight: truth.map((n) => n.w / total),
      chances: truth.map((n) => n.p),
    };
  }
  const r = Math.sqrt(reliability);
  const sd = Math.sqrt(1 - reliability);
  const seen: Seen = { x: [], weight: [], chances: [] };
  for (const { z: x } of ABILITY_NODES) {
    let mass = 0;
    const p = new Array<number>(q.options).fill(0);
    for (const n of truth) {
      const d = (x - r * n.t) / sd;
      const m = n.w * Math.exp(-(d * d) / 2);
      mass += m;
      for (let o = 0; o < q.options; o++) p[o]! += m * n.p[o]!;
    }
    if (mass <= 0) continue;
    seen.x.push(x);
    seen.weight.push(mass);
    seen.chances.push(p.map((v) => v / mass));
  }
  const total = seen.weight.reduce((s, w) => s + w, 0);
  seen.weight = seen.weight.map((w) => w / total);
  return seen;
}

export interface SoundModel {
  intercept: number;
  slope: number;
  pull: number[];
}

export function soundChances(m: SoundModel, key: number, x: number): number[] {
  const knows = logistic(m.intercept + m.slope * x);
  return m.pull.map((pull, o) => (o === key ? knows : 0) + (1 - knows) * pull);
}

const klOf = (seen: Seen, m: SoundModel, key: number) => {
  let kl = 0;
  seen.x.forEach((x, k) => {
    const p0 = soundChances(m, key, x);
    seen.chances[k]!.forEach((p, o) => {
      if (p > 0) kl += seen.weight[k]! * p * Math.log(p / Math.max(p0[o]!, 1e-300));
    });
  });
  return kl;
};

/** One EM run of the sound model on the expected answers, from a start, to convergence. */
function fitFrom(seen: Seen, key: number, start: SoundModel, iterations = 2000): SoundModel {
  let { intercept, slope } = start;
  const options = start.pull.length;
  const pull = Float64Array.from(start.pull);
  const nodes = seen.x.length;
  const known = new Float64Array(nodes);
  const pullCount = new Float64Array(options);
  let previous = Infinity;
  for (let it = 0; it < iterations; it++) {
    pullCount.fill(0);
    let kl = 0;
    for (let k = 0; k < nodes; k++) {
      const knows = logistic(intercept + slope * seen.x[k]!);
      const chances = seen.chances[k]!;
      const w = seen.weight[k]!;
      let count = 0;
      for (let o = 0; o < options; o++) {
        const p = chances[o]!;
        const p0 = (o === key ? knows : 0) + (1 - knows) * pull[o]!;
        const mass = w * p;
        if (p > 0) kl += mass * Math.log(p / Math.max(p0, 1e-300));
        const post = o === key && p0 > 0 ? knows / p0 : 0;
        count += mass * post;
        pullCount[o]! += mass * (1 - post);
      }
      known[k] = count;
    }
    if (previous - kl < 1e-11 && it > 20) break;
    previous = kl;
    let pulled = 0;
    for (let o = 0; o < options; o++) pulled += pullCount[o]!;
    for (let o = 0; o < options; o++) pull[o] = Math.max(pullCount[o]!, 1e-12) / pulled;
    // Newton steps of the weighted logistic regression of knowing on x.
    for (let step = 0; step < 3; step++) {
      let g0 = 0;
      let g1 = 0;
      let h00 = 0;
      let h01 = 0;
      let h11 = 0;
      for (let k = 0; k < nodes; k++) {
        const x = seen.x[k]!;
        const w = seen.weight[k]!;
        const p = logistic(intercept + slope * x);
        const residual = known[k]! - w * p;
        const h = w * Math.max(p * (1 - p), 1e-12);
        g0 += residual;
        g1 += residual * x;
        h00 += h;
        h01 += h * x;
        h11 += h * x * x;
      }
      const det = h00 * h11 - h01 * h01;
      if (!(det > 0)) break;
      intercept = Math.max(-20, Math.min(20, intercept + (h11 * g0 - h01 * g1) / det));
      slope = Math.max(0, Math.min(12, slope + (h00 * g1 - h01 * g0) / det));
    }
  }
  return { intercept, slope, pull: Array.from(pull) };
}

/** The sound question nearest the answers seen (least KL divergence), keyed `key`. */
export function nearestSound(seen: Seen, key: number): { model: SoundModel; kl: number } {
  const options = seen.chances[0]!.length;
  let facility = 0;
  seen.chances.forEach((p, k) => (facility += seen.weight[k]! * p[key]!));
  const f = Math.min(0.98, Math.max(0.02, facility));
  const share = new Array<number>(options).fill(0);
  seen.chances.forEach((p, k) => p.forEach((v, o) => (share[o]! += seen.weight[k]! * v)));
  const starts: SoundModel[] = [];
  for (const slope of [0.3, 1.5, 4])
    for (const known of [0.3 * f, 0.9 * f])
      starts.push({
        intercept: Math.log(known / (1 - known)),
        slope,
        pull: share.map((s) => (s + 0.01) / (1 + 0.01 * options)),
      });
  return starts
    .map((start) => fitFrom(seen, key, start))
    .map((model) => ({ model, kl: klOf(seen, model, key) }))
    .reduce((best, m) => (m.kl < best.kl ? m : best));
}

export interface FaultBound {
  /** Per answer: KL divergence of the fault's answers from the nearest sound question's. */
  kl: number;
  /** The Neyman-Pearson test's power at level `alpha` with `n` answers (simulated). */
  power: (n: number) => number;
}

/** Draws from a discrete distribution in constant time (Walker's alias method). */
function aliasSampler(weights: readonly number[], rng: () => number): () => number {
  const n = weights.length;
  const total = weights.reduce((s, w) => s + w, 0);
  const scaled = weights.map((w) => (w * n) / total);
  const alias = new Int32Array(n);
  const chance = new Float64Array(n).fill(1);
  const small: number[] = [];
  const large: number[] = [];
  scaled.forEach((w, i) => (w < 1 ? small : large).push(i));
  while (small.length && large.length) {
    const s = small.pop()!;
    const l = large[large.length - 1]!;
    chance[s] = scaled[s]!;
    alias[s] = l;
    scaled[l] = scaled[l]! + scaled[s]! - 1;
    if (scaled[l]! < 1) small.push(large.pop()!);
  }
  return () => {
    const u = rng() * n;
    const i = Math.min(n - 1, Math.floor(u));
    return u - i < chance[i]! ? i : alias[i]!;
  };
}

/**
 * The best power against one planted fault at level `alpha`, abilities seen with `reliability`,
 * students selected by `select`: the test of the fault's model against the nearest sound one,
 * its threshold and power each from `samples` simulated sets of answers.
 */
export function faultBound(
  q: GridQuestion,
  alpha: number,
  rng: () => number,
  reliability = 1,
  select?: (t: number) => number,
  samples = 2000,
): FaultBound {
  const seen = seenAnswers(q, reliability, select);
  const { model, kl } = nearestSound(seen, q.keyed);
  // Every (ability, option) pair: its log ratio and its chance under each model.
  const ratio: number[] = [];
  const under1: number[] = [];
  const under0: number[] = [];
  seen.x.forEach((x, k) => {
    const p0 = soundChances(model, q.keyed, x);
    seen.chances[k]!.forEach((p1, o) => {
      const q0 = Math.max(p0[o]!, 1e-300);
      ratio.push(p1 > 0 ? Math.log(p1 / q0) : -700);
      under1.push(seen.weight[k]! * p1);
      under0.push(seen.weight[k]! * q0);
    });
  });
  const draw1 = aliasSampler(under1, rng);
  const draw0 = aliasSampler(under0, rng);
  const sums = (draw: () => number, n: number) =>
    Float64Array.from({ length: samples }, () => {
      let sum = 0;
      for (let j = 0; j < n; j++) sum += ratio[draw()]!;
      return sum;
    });
  return {
    kl,
    power: (n) => {
      const sound = sums(draw0, n).sort();
      const threshold = sound[Math.min(samples - 1, Math.floor((1 - alpha) * samples))]!;
      return sums(draw1, n).filter((s) => s > threshold).length / samples;
    },
  };
}
