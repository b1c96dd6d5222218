/**
 * The site's own questions checked by the students' answers (issue 44, point 4). Practice answers
 * come from students of every ability with no shared paper, so "the rest of the paper" is the
 * student's ability as the learner model (or any other estimate) has it.
 *
 * The test: does a wrong option draw the students who know? Each question's answers are fitted
 * twice by maximum likelihood (EM): as a sound question (a student knows it with chance
 * logistic(a (ability - b)); one who knows picks the key; one who does not picks an option by its
 * pull) and with one wrong option drawing a share s of those who know. Where the second fits
 * markedly better (likelihood ratio above SUSPECT_LR, or above SUPPORTED_LR where the abler third
 * chose it as often as the key) the option is suspect: with s above one half
 * those who know prefer it to the key ("check the key"), below it the option reads as right to many
 * who know ("check the distractor"). Decision 161 gives the thresholds and the simulation. Where
 * the answers say whose they are, each student's ability is first sharpened from all their judged
 * answers (`refineAbilities`, decision 203).
 */
import type { Key } from "./marking";
import { correlation, logistic, mean } from "./statistics";

/** Below this many answers a question is not judged (decision 161). */
export const MIN_ANSWERS = 100;

/**
 * The likelihood ratio (2 x the gain in log-likelihood) that flags an option. Under a sound question
 * it is exceeded by chance about once in 140 per option (half a chi-square of one degree of freedom,
 * the share being bounded at 0): about 3% of sound four-option questions in the simulation.
 */
export const SUSPECT_LR = 6;

/**
 * The ratio that flags an option the abler third chose at least as often as the key: two signs that
 * agree. A distractor that pulls those who do not know as much as those who do barely moves the
 * ratio, but its count among the abler shows it.
 */
export const SUPPORTED_LR = 2;

/** A key that goes with lower ability by this many standard errors is suspect on its own. */
const KEY_AGAINST_ABILITY_Z = 3;

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
}

export interface SuspectQuestion {
  /** The question's address (`{source}:{id}`), passed through. */
  id: string;
  options: number;
  key: Key<number>;
  answers: readonly AnswerWithAbility[];
}

export interface OptionFigures {
  option: number;
  chose: number;
  share: number;
  /** Mean ability of those who chose it; null when nobody did. */
  meanAbility: number | null;
  /** Correlation of choosing it with ability. */
  r: number | null;
  /**
   * For a wrong option: the share of those who know the answer that it draws (fitted), and how much
   * better the answers fit with that share than without it (likelihood ratio).
   */
  drawsKnowers: number | null;
  lr: number | null;
  /** How many of the abler third (by ability) chose it. */
  topThird: number;
}

export type SuspectReason =
  /** Those who know chose `option` rather than the key, or the key goes with lower ability (null). */
  | { code: "check-key"; option: number | null }
  /** Many who know chose `option`: it may be right too, or read as right. */
  | { code: "check-distractor"; option: number };

export interface SuspectReport {
  id: string;
  answers: number;
  facility: number;
  /** Correlation of choosing a key with ability: the question's discrimination. */
  keyR: number | null;
  options: OptionFigures[];
  reasons: SuspectReason[];
}

/**
 * How steeply the bank's questions separate the abler from the rest: a normal prior on a question's
 * slope, taken from the sound fits of all the questions judged together (their median and spread).
 * Without it a distractor drawing those who know could pass for a question that separates little.
 */
export interface SlopePrior {
  mean: number;
  variance: number;
}

interface Fit {
  logLikelihood: number;
  /** Share of those who know who pick the option under test. */
  share: number;
  intercept: number;
  slope: number;
  pull: number[];
}

/**
 * EM fit of one question's answers (omitted ones tell nothing of the choice and are left out). With
 * `drawn` null, the sound model; otherwise `drawn` takes a share of those who know.
 */
function fitKnowing(
  answers: readonly AnswerWithAbility[],
  options: number,
  accepted: ReadonlySet<number>,
  drawn: number | null,
  start?: Fit,
  startShare = 0.5,
  prior: SlopePrior | null = null,
): Fit {
  const picked = answers.filter((a) => a.pick !== null && a.pick >= 0 && a.pick < options);
  const n = picked.length;
  const facility = picked.filter((a) => accepted.has(a.pick!)).length / Math.max(1, n);
  // From the sound fit, but with the abler knowing more: a key that goes against ability would
  // otherwise hold the fit where the option under test draws nobody.
  let slope = Math.max(1, start?.slope ?? 1);
  let intercept = start?.intercept ?? Math.log((facility + 0.01) / (1.01 - facility));
  let share = drawn === null ? 0 : startShare;
  let pull = start?.pull ?? Array<number>(options).fill(1 / options);
  const knows = new Float64Array(n);
  let previous = -Infinity;
  let logLikelihood = 0;
  for (let iteration = 0; iteration < 200; iteration++) {
    logLikelihood = 0;
    const pullCount = Array<number>(options).fill(0);
    let drawnCount = 0;
    let knowCount = 0;
    for (let j = 0; j < n; j++) {
      const { pick, ability } = picked[j]!;
      const p = logistic(intercept + slope * ability);
      const ifKnows = accepted.has(pick!)
        ? (1 - share) / accepted.size
        : pick === drawn
          ? share
          : 0;
      const known = p * ifKnows;
      const total = known + (1 - p) * pull[pick!]!;
      logLikelihood += Math.log(Math.max(total, 1e-300));
      const q = total > 0 ? known / total : 0;
      knows[j] = q;
      knowCount += q;
      if (pick === drawn) drawnCount += q;
      pullCount[pick!]! += 1 - q;
    }
    if (drawn !== null) share = Math.min(0.99, drawnCount / Math.max(knowCount, 1e-9));
    const pulled = pullCount.reduce((a, b) => a + b, 0);
    pull = pullCount.map((c) => (c + 0.1) / (pulled + 0.1 * options));
    // Newton steps of the logistic regression of "knows" on ability.
    for (let step = 0; step < 2; step++) {
      let g0 = 0;
      let g1 = 0;
      let h00 = 0;
      let h01 = 0;
      let h11 = 0;
      for (let j = 0; j < n; j++) {
        const x = picked[j]!.ability;
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
      slope = Math.max(-6, Math.min(6, slope + (h00 * g1 - h01 * g0) / det));
    }
    if (prior) logLikelihood -= (slope - prior.mean) ** 2 / (2 * prior.variance);
    if (logLikelihood - previous < 1e-6) break;
    previous = logLikelihood;
  }
  return { logLikelihood, share, intercept, slope, pull };
}

/** The figures of one question's answers, whatever their number; `fits` adds the model's. */
export function optionFigures(
  question: SuspectQuestion,
  fits = true,
  prior: SlopePrior | null = null,
): SuspectReport {
  const { answers, key } = question;
  const abilities = answers.map((a) => a.ability);
  const accepted = new Set(key.accepted);
  const isKey = answers.map((a) => a.pick !== null && accepted.has(a.pick));
  const top = [...answers].sort((a, b) => b.ability - a.ability);
  top.length = Math.round(top.length / 3);
  const sound =
    fits && !key.dropped
      ? fitKnowing(answers, question.options, accepted, null, undefined, 0, prior)
      : null;
  const options = Array.from({ length: question.options }, (_, option): OptionFigures => {
    const chose = answers.filter((a) => a.pick === option);
    // Two starts, a small share and a large one: the likelihood can have a ridge between them.
    const fit =
      sound && !accepted.has(option)
        ? [0.2, 0.8]
            .map((start) =>
              fitKnowing(answers, question.options, accepted, option, sound, start, prior),
            )
            .reduce((a, b) => (b.logLikelihood > a.logLikelihood ? b : a))
        : null;
    return {
      option,
      chose: chose.length,
      share: answers.length ? chose.length / answers.length : 0,
      meanAbility: chose.length ? mean(chose.map((a) => a.ability)) : null,
      r: correlation(
        answers.map((a) => (a.pick === option ? 1 : 0)),
        abilities,
      ),
      drawsKnowers: fit ? fit.share : null,
      lr: fit && sound ? Math.max(0, 2 * (fit.logLikelihood - sound.logLikelihood)) : null,
      topThird: top.filter((a) => a.pick === option).length,
    };
  });
  return {
    id: question.id,
    answers: answers.length,
    facility: answers.length ? isKey.filter(Boolean).length / answers.length : 0,
    keyR: correlation(
      isKey.map((k) => (k ? 1 : 0)),
      abilities,
    ),
    options,
    reasons: [],
  };
}

/** Fisher's z of a correlation as a normal deviate. */
const deviate = (r: number, n: number) =>
  n > 3 ? Math.atanh(Math.max(-0.999999, Math.min(0.999999, r))) * Math.sqrt(n - 3) : 0;

/** The reasons to look at a question; none for a dropped question or below `minAnswers`. */
export function judgeQuestion(
  question: SuspectQuestion,
  minAnswers = MIN_ANSWERS,
  threshold = SUSPECT_LR,
  prior: SlopePrior | null = null,
): SuspectReport {
  const enough = !question.key.dropped && question.answers.length >= minAnswers;
  const report = optionFigures(question, enough, prior);
  if (!enough) return report;
  const reasons: SuspectReason[] = [];
  const accepted = new Set(question.key.accepted);
  const keyTop = report.options
    .filter((o) => accepted.has(o.option))
    .reduce((n, o) => n + o.topThird, 0);
  const flagged = report.options.filter(
    (o) => o.lr !== null && (o.lr >= threshold || (o.lr >= SUPPORTED_LR && o.topThird >= keyTop)),
  );
  // One option can be the right one: the strongest of those preferred to the key. Another that also
  // seems preferred is only the shadow of that one and is not named.
  const preferred = flagged
    .filter((o) => o.drawsKnowers! > 0.5)
    .reduce<OptionFigures | null>((best, o) => (!best || o.lr! > best.lr! ? o : best), null);
  if (preferred) reasons.push({ code: "check-key", option: preferred.option });
  else {
    // Where nearly everyone picks one option, ability tells little; the exam's own rule still
    // does: most of the abler third chose another option than the key.
    const topCount = report.options.reduce((n, o) => n + o.topThird, 0);
    const keyCount = report.options
      .filter((o) => accepted.has(o.option))
      .reduce((n, o) => n + o.topThird, 0);
    const rival = report.options
      .filter((o) => !accepted.has(o.option))
      .reduce((a, b) => (b.topThird > a.topThird ? b : a));
    if (rival.topThird > topCount / 2 && rival.topThird >= 3 * keyCount)
      reasons.push({ code: "check-key", option: rival.option });
  }
  for (const o of flagged)
    if (o.drawsKnowers! <= 0.5) reasons.push({ code: "check-distractor", option: o.option });
  const against = deviate(report.keyR ?? 0, report.answers) <= -KEY_AGAINST_ABILITY_Z;
  if (against && !reasons.some((r) => r.code === "check-key"))
    reasons.unshift({ code: "check-key", option: null });
  return { ...report, reasons };
}

/** How strongly a report calls for a look, to order the list. */
const strength = (r: SuspectReport) =>
  Math.max(0, ...r.options.map((o) => o.lr ?? 0), (-deviate(r.keyR ?? 0, r.answers)) ** 2);

/** The suspects among many questions: those with a reason, the strongest first. */
export function contentSuspects(
  questions: readonly SuspectQuestion[],
  minAnswers = MIN_ANSWERS,
  threshold = SUSPECT_LR,
): SuspectReport[] {
  const enough = (list: readonly SuspectQuestion[]) =>
    list.filter((q) => q.answers.length >= minAnswers);
  // The abilities made sharper by every judged answer of the same student, then judged by them.
  const refined = refineAbilities(questions, minAnswers, slopePrior(enough(questions)));
  const prior = slopePrior(enough(refined));
  return refined
    .map((q) => judgeQuestion(q, minAnswers, threshold, prior))
    .filter((r) => r.reasons.length > 0)
    .sort((a, b) => strength(b) - strength(a));
}

/**
 * The slope prior of a set of questions from their sound fits: median and 1.4826 x the median
 * absolute deviation (robust to the faulty few); null with fewer than 20 questions to learn from.
 */
export function slopePrior(questions: readonly SuspectQuestion[]): SlopePrior | null {
  const slopes = questions
    .filter((q) => !q.key.dropped)
    .map((q) => fitKnowing(q.answers, q.options, new Set(q.key.accepted), null).slope)
    .sort((a, b) => a - b);
  if (slopes.length < 20) return null;
  const middle = (xs: number[]) => xs[xs.length >> 1]!;
  const mean = middle(slopes);
  const spread = 1.4826 * middle(slopes.map((x) => Math.abs(x - mean)).sort((a, b) => a - b));
  return { mean, variance: Math.max(spread, 0.1) ** 2 };
}

/**
 * How far a refined ability may move from the one given: the prior's variance around it. The given
 * one (the learner model's, read online, one answer at a time) is a guide, not a measure.
 */
export const REFINE_PRIOR_VARIANCE = 1;

/**
 * Each student's ability refined from all their answers to the judged questions (decision 203):
 * every judged question is fitted as sound, then each `who`'s ability is the most likely one under
 * those fits, with a normal prior around the ability given (variance `REFINE_PRIOR_VARIANCE`).
 * The detector reads ability through a few dozen answers to the question; a student's ability from
 * a few dozen answers of theirs is sharper than an estimate updated one answer at a time, and a
 * sharper ability is what separates those who know from those who do not. Answers without `who`
 * keep the ability given; so do all of them when no answer has one.
 */
export function refineAbilities(
  questions: readonly SuspectQuestion[],
  minAnswers = MIN_ANSWERS,
  prior: SlopePrior | null = null,
): readonly SuspectQuestion[] {
  interface Item {
    fit: Fit;
    accepted: ReadonlySet<number>;
    pick: number;
  }
  const byWho = new Map<string, { given: number; items: Item[] }>();
  for (const q of questions) {
    if (q.key.dropped || q.answers.length < minAnswers) continue;
    if (!q.answers.some((a) => a.who !== undefined)) continue;
    const accepted = new Set(q.key.accepted);
    const fit = fitKnowing(q.answers, q.options, accepted, null, undefined, 0, prior);
    for (const a of q.answers) {
      if (a.who === undefined || a.pick === null || a.pick < 0 || a.pick >= q.options) continue;
      let entry = byWho.get(a.who);
      if (!entry) byWho.set(a.who, (entry = { given: a.ability, items: [] }));
      entry.items.push({ fit, accepted, pick: a.pick });
    }
  }
  if (byWho.size === 0) return questions;
  const refined = new Map<string, number>();
  for (const [who, { given, items }] of byWho) {
    const logPosterior = (ability: number) => {
      let sum = -((ability - given) ** 2) / (2 * REFINE_PRIOR_VARIANCE);
      for (const { fit, accepted, pick } of items) {
        const p = logistic(fit.intercept + fit.slope * ability);
        const chance = (accepted.has(pick) ? p / accepted.size : 0) + (1 - p) * fit.pull[pick]!;
        sum += Math.log(Math.max(chance, 1e-300));
      }
      return sum;
    };
    refined.set(who, goldenMax(logPosterior, given - 4, given + 4));
  }
  return questions.map((q) => ({
    ...q,
    answers: q.answers.map((a) =>
      a.who !== undefined && refined.has(a.who) ? { ...a, ability: refined.get(a.who)! } : a,
    ),
  }));
}

/** The maximum of a function with one peak on [low, high], by golden-section search. */
function goldenMax(f: (x: number) => number, low: number, high: number, tolerance = 1e-3) {
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
