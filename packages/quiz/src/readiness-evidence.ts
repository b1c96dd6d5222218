/**
 * What readiness reads from the recorded answers beyond the online estimates (issue 65, point 3;
 * decision 425). The learner model moves a student's ability one answer at a time against each
 * question's difficulty as it stood then, mostly unknown early on; read for a prediction, the
 * student's answers are weighed again against each question's difficulty as recorded now. And a
 * paper's pool is read as its recorded difficulties, binned, not as one normal spread: a bank's
 * levels are lumpy, and the probit of one normal misreads the ends.
 *
 * Both come binned by recorded difficulty (`DIFFICULTY_BIN` logits), so the server sums them in
 * the database and a prediction's cost does not grow with the answers.
 */
import {
  ABILITY_PRIOR,
  DIFFICULTY_PRIOR,
  expectedLogistic,
  type AbilityEstimate,
  type DifficultySpread,
  type Estimate,
} from "./learner-model";

/** Width of a bin of recorded difficulties, in logits. */
export const DIFFICULTY_BIN = 0.25;

/** Questions at one binned recorded difficulty: how many, and their difficulties' averages. */
export interface DifficultyBin {
  n: number;
  /** Average of the questions' difficulty means. */
  mean: number;
  /** Average of their squared means (for the spread). */
  square: number;
  /** Average of their variances. */
  variance: number;
}

/** A student's answers in one subject to questions at one binned recorded difficulty. */
export interface PractisedBin {
  subject: string;
  /** Average difficulty mean and variance of the questions answered (one per answer). */
  mean: number;
  variance: number;
  answers: number;
  right: number;
}

const binOf = (mean: number) => Math.floor(mean / DIFFICULTY_BIN);

/** Estimates binned as the server bins them in SQL. */
export function binDifficulties(estimates: readonly Estimate[]): DifficultyBin[] {
  const bins = new Map<number, DifficultyBin>();
  for (const e of estimates) {
    const k = binOf(e.mean);
    const b = bins.get(k) ?? { n: 0, mean: 0, square: 0, variance: 0 };
    b.mean = (b.mean * b.n + e.mean) / (b.n + 1);
    b.square = (b.square * b.n + e.mean * e.mean) / (b.n + 1);
    b.variance = (b.variance * b.n + e.variance) / (b.n + 1);
    b.n += 1;
    bins.set(k, b);
  }
  return [...bins.values()];
}

/**
 * A pool's difficulty from its answered questions' bins, the `poolSize - answered` never answered
 * at the prior: the spread (mean, variance) and the points a prediction mixes over.
 */
export function poolSpread(bins: readonly DifficultyBin[], poolSize: number): DifficultySpread {
  const answered = bins.reduce((s, b) => s + b.n, 0);
  const rest = Math.max(0, poolSize - answered);
  const all = [
    ...bins,
    ...(rest > 0
      ? [
          {
            n: rest,
            mean: DIFFICULTY_PRIOR.mean,
            square: DIFFICULTY_PRIOR.mean ** 2,
            variance: DIFFICULTY_PRIOR.variance,
          },
        ]
      : []),
  ];
  const n = all.reduce((s, b) => s + b.n, 0);
  if (n === 0) return { mean: DIFFICULTY_PRIOR.mean, variance: DIFFICULTY_PRIOR.variance };
  const mean = all.reduce((s, b) => s + b.n * b.mean, 0) / n;
  const square = all.reduce((s, b) => s + b.n * b.square, 0) / n;
  const within = all.reduce((s, b) => s + b.n * b.variance, 0) / n;
  return {
    mean,
    variance: Math.max(0, square - mean * mean) + within,
    points: all.map((b) => ({
      // The bin's own spread of means kept as variance, so binning loses nothing of the mixture.
      mean: b.mean,
      variance: b.variance + Math.max(0, b.square - b.mean * b.mean),
      weight: b.n / n,
    })),
  };
}

/**
 * Each subject's ability weighed again from the student's answers, binned by the recorded
 * difficulty of their questions now: the most likely ability under the learner model's own chance
 * (`chanceRight`'s, the question's uncertainty taken in) with the population prior, and the
 * curvature there for its variance. A subject with no binned answer keeps the estimate given. The
 * count and the time of the last move are the given estimate's (drift reads them), or the answers.
 */
export function abilitiesFromPractice(
  practised: readonly PractisedBin[],
  given: Readonly<Record<string, AbilityEstimate>>,
): Record<string, AbilityEstimate> {
  const out: Record<string, AbilityEstimate> = { ...given };
  const subjects = new Set(practised.map((b) => b.subject));
  const prior = ABILITY_PRIOR;
  for (const subject of subjects) {
    const bins = practised.filter((b) => b.subject === subject && b.answers > 0);
    if (!bins.length) continue;
    // Newton's method on the log posterior: concave, so a few steps from the given mean do.
    let mean = given[subject]?.mean ?? prior.mean;
    let information = 1 / prior.variance;
    for (let step = 0; step < 30; step++) {
      let gradient = -(mean - prior.mean) / prior.variance;
      information = 1 / prior.variance;
      for (const b of bins) {
        const k = 1 / Math.sqrt(1 + (Math.PI * b.variance) / 8);
        const p = expectedLogistic(mean - b.mean, b.variance);
        gradient += k * (b.right - b.answers * p);
        information += k * k * b.answers * p * (1 - p);
      }
      const move = Math.max(-2, Math.min(2, gradient / information));
      mean += move;
      if (Math.abs(move) < 1e-6) break;
    }
    const answers = bins.reduce((s, b) => s + b.answers, 0);
    out[subject] = {
      mean,
      variance: 1 / information,
      count: Math.max(given[subject]?.count ?? 0, answers),
      at: given[subject]?.at ?? null,
    };
  }
  return out;
}

/** Average recorded difficulty of the questions a student answered, per subject. */
export function practisedDifficulty(practised: readonly PractisedBin[]): Record<string, number> {
  const sums = new Map<string, { answers: number; sum: number }>();
  for (const b of practised) {
    const s = sums.get(b.subject) ?? { answers: 0, sum: 0 };
    s.answers += b.answers;
    s.sum += b.answers * b.mean;
    sums.set(b.subject, s);
  }
  return Object.fromEntries(
    [...sums].filter(([, s]) => s.answers > 0).map(([subject, s]) => [subject, s.sum / s.answers]),
  );
}

/** Answers binned as the server bins them in SQL: by subject and the question's recorded difficulty. */
export function binPractice(
  answers: ReadonlyArray<{ subject: string; right: boolean; difficulty: Estimate }>,
): PractisedBin[] {
  const bins = new Map<string, PractisedBin>();
  for (const a of answers) {
    const key = `${a.subject}\n${binOf(a.difficulty.mean)}`;
    const b = bins.get(key) ?? { subject: a.subject, mean: 0, variance: 0, answers: 0, right: 0 };
    b.mean = (b.mean * b.answers + a.difficulty.mean) / (b.answers + 1);
    b.variance = (b.variance * b.answers + a.difficulty.variance) / (b.answers + 1);
    b.answers += 1;
    if (a.right) b.right += 1;
    bins.set(key, b);
  }
  return [...bins.values()];
}

/**
 * How far the model's 80% range is widened (or narrowed) about the expectation to hold 80% of
 * mock scores (decision 425), by the evidence (`minimum`: a subject counted rests on fewer than 15
 * answers; else the answers in the paper's subjects) and by the practice's reach: `REACH` per
 * logit between the average recorded difficulty of the questions answered and the paper's pool
 * (marks-weighted). A record over easy questions read as ability on a mixed paper is an
 * extrapolation that the model's one slope and no floor of guessing make less sure than its count
 * says. The evidence's scales fitted on the validation grid with seed 65; `REACH` 0.25 -> 0.2 chosen
 * on seeds 165-465 pooled (decision 432: easy units first held 84-85.5% with guessing), reported on
 * seeds 565-1065 (docs/judgements-readiness.md).
 */
export const RANGE_SCALE = { minimum: 0.95, "30-60": 1, "60-150": 0.95, "150+": 0.95 } as const;
export const REACH = 0.2;
export type Evidence = keyof typeof RANGE_SCALE;

/** The stratum of evidence by answers in the paper's subjects (fewer than 30 count with 30-60). */
export const evidenceOf = (answers: number): Exclude<Evidence, "minimum"> =>
  answers < 60 ? "30-60" : answers < 150 ? "60-150" : "150+";

export const rangeScale = (evidence: Evidence, reach: number) =>
  RANGE_SCALE[evidence] * (1 + REACH * reach);

/** Logits between the difficulty practised and the paper's pool, marks-weighted over subjects. */
export function practiceReach(
  sections: ReadonlyArray<{ subject: string; questions: number; marks: number; poolMean: number }>,
  practised: Readonly<Record<string, number>>,
): number {
  let reach = 0;
  let marks = 0;
  for (const s of sections) {
    const own = practised[s.subject];
    if (own === undefined) continue;
    reach += s.questions * s.marks * Math.abs(s.poolMean - own);
    marks += s.questions * s.marks;
  }
  return marks ? reach / marks : 0;
}
