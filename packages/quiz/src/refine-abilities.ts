// The students' abilities made sharper by their other answers, for the content suspects
// (content-suspects.ts, decisions 203 and 423), and the slope prior the judged questions share.
import {
  fitKnowing,
  goldenMax,
  prepare,
  slopePriorOf,
  type Fit,
  type SlopePrior,
  type SuspectQuestion,
} from "./content-suspects-fit";
import { logistic } from "./statistics";

const prepared = (questions: readonly SuspectQuestion[]) =>
  questions.filter((q) => !q.key.dropped).map((q) => prepare(q.answers, q.options, q.key.accepted));

/**
 * The slope prior of a set of questions from their sound fits: median and 1.4826 x the median
 * absolute deviation (robust to the faulty few); null with fewer than 20 questions to learn from.
 */
export const slopePrior = (questions: readonly SuspectQuestion[]): SlopePrior | null =>
  slopePriorOf(prepared(questions));

/**
 * How far a refined ability may move from the one given: the prior's variance around it. The given
 * one (the learner model's, read online, one answer at a time) is a guide, not a measure.
 */
export const REFINE_PRIOR_VARIANCE = 1;

/**
 * Each student's ability refined from their answers to the judged questions (decision 203): every
 * judged question is fitted as sound, then each `who`'s ability for a question is the most likely
 * one under those fits given their answers to the other questions (the rest score's part, decision
 * 423), with a normal prior around the ability given (variance `REFINE_PRIOR_VARIANCE`). Answers
 * without `who` keep the ability given; so do all of them when no answer has one.
 */
export function refineAbilities(
  questions: readonly SuspectQuestion[],
  minAnswers: number,
  prior: SlopePrior | null = null,
): readonly SuspectQuestion[] {
  interface Item {
    fit: Fit;
    accepted: ReadonlySet<number>;
    pick: number;
    /** The question's index in `questions`. */
    question: number;
  }
  const byWho = new Map<string, { given: number; items: Item[] }>();
  questions.forEach((q, question) => {
    if (q.key.dropped || q.answers.length < minAnswers) return;
    if (!q.answers.some((a) => a.who !== undefined)) return;
    const accepted = new Set(q.key.accepted);
    const fit = fitKnowing(prepare(q.answers, q.options, q.key.accepted), { drawn: null, prior });
    for (const a of q.answers) {
      if (a.who === undefined || a.pick === null || a.pick < 0 || a.pick >= q.options) continue;
      let entry = byWho.get(a.who);
      if (!entry) byWho.set(a.who, (entry = { given: a.ability, items: [] }));
      entry.items.push({ fit, accepted, pick: a.pick, question });
    }
  });
  if (byWho.size === 0) return questions;
  const logChance = ({ fit, accepted, pick }: Item, ability: number) => {
    const p = logistic(fit.intercept + fit.slope * ability);
    const chance = (accepted.has(pick) ? p / accepted.size : 0) + (1 - p) * fit.pull[pick]!;
    return Math.log(Math.max(chance, 1e-300));
  };
  // Per student, their ability for each question judged: the most likely one given all their
  // other answers (leave-one-out, by one Newton step from the mode with this question's answers
  // taken out). A student's own answer must not vouch for itself: with it, those who chose a
  // wrong key would be lifted by having "got it right" (decision 423).
  const refined = new Map<string, Map<number, number>>();
  const h = 1e-3;
  for (const [who, { given, items }] of byWho) {
    const logPosterior = (ability: number) => {
      let sum = -((ability - given) ** 2) / (2 * REFINE_PRIOR_VARIANCE);
      for (const item of items) sum += logChance(item, ability);
      return sum;
    };
    const mode = goldenMax(logPosterior, given - 4, given + 4);
    // Each question's gradient and curvature of the log-likelihood at the mode.
    const parts = new Map<number, { gradient: number; curvature: number }>();
    let information = 1 / REFINE_PRIOR_VARIANCE;
    for (const item of items) {
      const up = logChance(item, mode + h);
      const at = logChance(item, mode);
      const down = logChance(item, mode - h);
      const part = parts.get(item.question) ?? { gradient: 0, curvature: 0 };
      part.gradient += (up - down) / (2 * h);
      part.curvature += (up - 2 * at + down) / (h * h);
      parts.set(item.question, part);
      information -= (up - 2 * at + down) / (h * h);
    }
    const without = new Map<number, number>();
    for (const [question, { gradient, curvature }] of parts) {
      const rest = Math.max(information + curvature, 1 / REFINE_PRIOR_VARIANCE);
      without.set(question, mode - Math.max(-2, Math.min(2, gradient / rest)));
    }
    refined.set(who, without);
  }
  return questions.map((q, question) => ({
    ...q,
    answers: q.answers.map((a) => {
      const ability = a.who === undefined ? undefined : refined.get(a.who)?.get(question);
      return ability === undefined ? a : { ...a, ability };
    }),
  }));
}
