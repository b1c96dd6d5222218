/**
 * The learner model (issue 45; decision 160): a Rasch (1PL) model kept online, the way Glicko keeps
 * chess ratings. Each question has a difficulty and each student an ability per subject, each a
 * normal estimate (mean and variance) on one logit scale: the chance of a right answer is
 * logistic(ability - difficulty). Every recorded answer moves both by one Newton step of the
 * posterior, weighted by what each side does not yet know, so a new question learns fast from
 * students the model knows well, and the reverse.
 *
 * Pure: an update is a function of the prior estimates and the answers; the server stores the few
 * numbers per question and per student and subject, and applies an attempt's answers in the
 * attempt's own transaction (idempotent by attempt id: the server's part).
 */
import { logistic } from "./statistics";

export interface Estimate {
  /** Logits. */
  mean: number;
  variance: number;
  /** Answers it rests on. */
  count: number;
}

export interface AbilityEstimate extends Estimate {
  /** When it last moved (ms since the epoch), or null: ability drifts while a student learns. */
  at: number | null;
}

/**
 * A question nobody has answered: of middling difficulty, give or take 1.4 logits (variance 2),
 * the spread of difficulties a Rasch analysis of an entrance bank typically finds.
 */
export const DIFFICULTY_PRIOR: Estimate = { mean: 0, variance: 2, count: 0 };

/** A student who has not answered in a subject: the population, abilities ~ N(0, 2). */
export const ABILITY_PRIOR: AbilityEstimate = { mean: 0, variance: 2, count: 0, at: null };

/**
 * The share of a subject's ability variance common to all the student's subjects: one who does
 * well in physics likely does in chemistry. Used where subjects are read together (readiness), so
 * a subject barely tried borrows from the others.
 */
export const SHARED_ABILITY = 0.5;

/**
 * Ability variance added per day without answers, up to the prior's: students learn (and forget),
 * so what was measured a year ago is worth less than what was measured today.
 */
export const DRIFT_PER_DAY = 0.002;

const DAY = 86_400_000;

/** The logit-normal integral by its probit approximation: E[logistic(X)], X ~ N(mean, variance). */
export const expectedLogistic = (mean: number, variance: number) =>
  logistic(mean / Math.sqrt(1 + (Math.PI * variance) / 8));

/** The chance a student gets a question right, the uncertainty of both taken into account. */
export function chanceRight(ability: Estimate, difficulty: Estimate): number {
  return expectedLogistic(ability.mean - difficulty.mean, ability.variance + difficulty.variance);
}

/** The ability as it stands at `now`: its variance grown by the days since it last moved. */
export function abilityAt(ability: AbilityEstimate, now: number): AbilityEstimate {
  if (ability.at === null || now <= ability.at) return ability;
  const grown = ability.variance + (DRIFT_PER_DAY * (now - ability.at)) / DAY;
  return {
    ...ability,
    variance: Math.min(Math.max(ability.variance, ABILITY_PRIOR.variance), grown),
  };
}

/**
 * One answer: both estimates moved at once (each from the other's prior). Glicko's step: the
 * chance is taken over the other side's uncertainty, which also shrinks how far an answer moves.
 */
export function updateOne(
  ability: AbilityEstimate,
  difficulty: Estimate,
  right: boolean,
  now: number,
): { ability: AbilityEstimate; difficulty: Estimate } {
  const a = abilityAt(ability, now);
  const y = right ? 1 : 0;
  const gap = a.mean - difficulty.mean;
  const step = (own: number, other: number) => {
    const k = 1 / Math.sqrt(1 + (Math.PI * other) / 8);
    const p = logistic(k * gap);
    const variance = 1 / (1 / own + k * k * p * (1 - p));
    return { variance, move: variance * k * (y - p) };
  };
  const forAbility = step(a.variance, difficulty.variance);
  const forDifficulty = step(difficulty.variance, a.variance);
  return {
    ability: {
      mean: a.mean + forAbility.move,
      variance: forAbility.variance,
      count: a.count + 1,
      at: Math.max(now, a.at ?? now),
    },
    difficulty: {
      mean: difficulty.mean - forDifficulty.move,
      variance: forDifficulty.variance,
      count: difficulty.count + 1,
    },
  };
}

export interface RecordedAnswer {
  /** The question's address (`{source}:{id}`). */
  question: string;
  subject: string;
  right: boolean;
}

export interface ModelState {
  /** Ability per subject of one student; a subject missing is at the prior. */
  abilities: Readonly<Record<string, AbilityEstimate>>;
  /** Difficulty per question address; a question missing is at the prior. */
  difficulties: Readonly<Record<string, Estimate>>;
}

/**
 * A recorded attempt's answers applied in order to one student's abilities and the questions'
 * difficulties. Returns only what moved: the rows the server writes back.
 */
export function updateAttempt(
  state: ModelState,
  answers: readonly RecordedAnswer[],
  now: number,
  priors: { ability?: AbilityEstimate; difficulty?: Estimate } = {},
): ModelState {
  const abilities: Record<string, AbilityEstimate> = {};
  const difficulties: Record<string, Estimate> = {};
  for (const answer of answers) {
    const ability =
      abilities[answer.subject] ??
      state.abilities[answer.subject] ??
      priors.ability ??
      ABILITY_PRIOR;
    const difficulty =
      difficulties[answer.question] ??
      state.difficulties[answer.question] ??
      priors.difficulty ??
      DIFFICULTY_PRIOR;
    const next = updateOne(ability, difficulty, answer.right, now);
    abilities[answer.subject] = next.ability;
    difficulties[answer.question] = next.difficulty;
  }
  return { abilities, difficulties };
}

/** The difficulties of a subject's questions summed up for predictions: their spread and mean. */
export interface DifficultySpread {
  mean: number;
  /** Variance of the means plus the mean of the variances: the difficulty of a question drawn. */
  variance: number;
  /**
   * The recorded difficulties themselves, binned (decision 425): a question drawn is at `mean`
   * give or take `variance` with chance `weight` (weights sum to 1). Where given, a prediction
   * mixes over them instead of reading the spread as one normal.
   */
  points?: ReadonlyArray<{ mean: number; variance: number; weight: number }>;
}

export function difficultySpread(estimates: readonly Estimate[]): DifficultySpread {
  if (!estimates.length)
    return { mean: DIFFICULTY_PRIOR.mean, variance: DIFFICULTY_PRIOR.variance };
  const n = estimates.length;
  const mean = estimates.reduce((s, e) => s + e.mean, 0) / n;
  const spread = estimates.reduce((s, e) => s + (e.mean - mean) ** 2 + e.variance, 0) / n;
  return { mean, variance: spread };
}

/**
 * Abilities in `subjects` read together: each subject's estimate (kept online with the population
 * prior) is stripped of that prior and combined under a shared one: ability = general + own, the
 * general part with variance SHARED_ABILITY x the prior's. Exact for normal estimates. A subject
 * with no answers gets the general part the student's other subjects show.
 */
export function pooledAbilities(
  estimates: Readonly<Record<string, AbilityEstimate>>,
  subjects: readonly string[],
  now: number,
  prior: AbilityEstimate = ABILITY_PRIOR,
): Record<string, AbilityEstimate> {
  const shared = SHARED_ABILITY * prior.variance;
  const own = prior.variance - shared;
  // What the answers alone say of each subject: a normal likelihood (mean, variance) or none.
  const evidence = subjects.map((subject) => {
    const e = estimates[subject] ? abilityAt(estimates[subject], now) : null;
    const precision = e ? 1 / e.variance - 1 / prior.variance : 0;
    if (!e || precision <= 1e-9) return null;
    const variance = 1 / precision;
    return { mean: variance * (e.mean / e.variance - prior.mean / prior.variance), variance };
  });
  let generalPrecision = 1 / shared;
  let generalSum = 0;
  for (const l of evidence) {
    if (!l) continue;
    generalPrecision += 1 / (l.variance + own);
    generalSum += (l.mean - prior.mean) / (l.variance + own);
  }
  const generalVariance = 1 / generalPrecision;
  const general = prior.mean + generalVariance * generalSum;
  return Object.fromEntries(
    subjects.map((subject, i) => {
      const l = evidence[i];
      const precision = 1 / own + (l ? 1 / l.variance : 0);
      const weight = 1 / own / precision;
      const mean = weight * general + (l ? l.mean / l.variance / precision : 0);
      const variance = 1 / precision + weight * weight * generalVariance;
      const e = estimates[subject];
      return [subject, { mean, variance, count: e?.count ?? 0, at: e?.at ?? null }];
    }),
  );
}

/** One attempt's answers as the model reads them, with when it was finished (ms since the epoch). */
export interface KeptAttempt {
  at: number;
  answers: readonly RecordedAnswer[];
}

/**
 * Attempts replayed through `updateAttempt` in the order they were finished, from the priors: the
 * model a browser keeps of a guest (decision 229), who has only their own answers to learn from.
 * The state it returns holds every estimate that moved; the rest are at the prior.
 */
export function replayAttempts(attempts: readonly KeptAttempt[]): ModelState {
  const abilities: Record<string, AbilityEstimate> = {};
  const difficulties: Record<string, Estimate> = {};
  const ordered = [...attempts].sort((a, b) => a.at - b.at);
  for (const attempt of ordered) {
    const moved = updateAttempt({ abilities, difficulties }, attempt.answers, attempt.at);
    Object.assign(abilities, moved.abilities);
    Object.assign(difficulties, moved.difficulties);
  }
  return { abilities, difficulties };
}
