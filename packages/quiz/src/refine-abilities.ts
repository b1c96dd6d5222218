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

interface Item {
  fit: Fit;
  accepted: ReadonlySet<number>;
  pick: number;
  /** The question's index in the questions judged. */
  question: number;
}

/** A student in a subject: the ability given, whose it is, and their judged answers. */
interface Who {
  given: number;
  student: string | undefined;
  items: Item[];
}

/** Fewer students than this with answers in two subjects or more: no pooling (too little to fit). */
const MIN_POOLED = 30;
/** The least variance a subject's ability is taken to keep around what the others predict. */
const MIN_POOLED_VARIANCE = 0.1;

/**
 * Each subject's ability is weighed again with what the student's other subjects predict of it
 * (decision 426): one who does well in physics likely does in chemistry. The prediction is the
 * least-squares line of a subject's first refined ability on the mean of the student's others,
 * fitted over the students with two subjects or more; its residual variance, plus the subject's own
 * posterior variance, is how far the subject may stray from it. Combined with the prior around the
 * ability given, as a product of normals.
 */
function crossSubjectPriors(
  byWho: ReadonlyMap<string, Who>,
  first: ReadonlyMap<string, { mode: number; information: number }>,
): Map<string, { mean: number; variance: number }> | null {
  const byStudent = new Map<string, string[]>();
  for (const [who, { student }] of byWho)
    if (student !== undefined) byStudent.set(student, [...(byStudent.get(student) ?? []), who]);
  const pairs: Array<{ who: string; own: number; others: number; noise: number }> = [];
  for (const whos of byStudent.values()) {
    if (whos.length < 2) continue;
    for (const who of whos) {
      const others = whos.filter((w) => w !== who).map((w) => first.get(w)!.mode);
      const f = first.get(who)!;
      pairs.push({
        who,
        own: f.mode,
        others: others.reduce((s, x) => s + x, 0) / others.length,
        noise: 1 / f.information,
      });
    }
  }
  if (new Set(pairs.map((p) => byWho.get(p.who)!.student)).size < MIN_POOLED) return null;
  const n = pairs.length;
  const mx = pairs.reduce((s, p) => s + p.others, 0) / n;
  const my = pairs.reduce((s, p) => s + p.own, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of pairs) {
    sxx += (p.others - mx) ** 2;
    sxy += (p.others - mx) * (p.own - my);
  }
  const slope = sxx > 0 ? Math.max(0, sxy / sxx) : 0;
  let residual = 0;
  let noise = 0;
  for (const p of pairs) {
    residual += (p.own - my - slope * (p.others - mx)) ** 2 / n;
    noise += p.noise / n;
  }
  // The modes are posterior means (shrunk): the truth strays from one by its posterior variance
  // beyond the line's residual.
  const spread = Math.max(residual + noise, MIN_POOLED_VARIANCE);
  const priors = new Map<string, { mean: number; variance: number }>();
  for (const p of pairs) {
    const given = byWho.get(p.who)!.given;
    const predicted = my + slope * (p.others - mx);
    const precision = 1 / REFINE_PRIOR_VARIANCE + 1 / spread;
    priors.set(p.who, {
      mean: (given / REFINE_PRIOR_VARIANCE + predicted / spread) / precision,
      variance: 1 / precision,
    });
  }
  return priors;
}

/**
 * Each student's ability refined from their answers to the judged questions (decision 203): every
 * judged question is fitted as sound, then each `who`'s ability for a question is the most likely
 * one under those fits given their answers to the other questions (the rest score's part, decision
 * 423), with a normal prior around the ability given (variance `REFINE_PRIOR_VARIANCE`) and, where
 * `pooled` and the answers say whose they are (`student`), around what the student's other subjects
 * predict (decision 426). Answers without `who` keep the ability given; so do all of them when no
 * answer has one.
 */
export function refineAbilities(
  questions: readonly SuspectQuestion[],
  minAnswers: number,
  prior: SlopePrior | null = null,
  pooled = true,
): readonly SuspectQuestion[] {
  const byWho = new Map<string, Who>();
  questions.forEach((q, question) => {
    if (q.key.dropped || q.answers.length < minAnswers) return;
    if (!q.answers.some((a) => a.who !== undefined)) return;
    const accepted = new Set(q.key.accepted);
    const fit = fitKnowing(prepare(q.answers, q.options, q.key.accepted), { drawn: null, prior });
    for (const a of q.answers) {
      if (a.who === undefined || a.pick === null || a.pick < 0 || a.pick >= q.options) continue;
      let entry = byWho.get(a.who);
      if (!entry) byWho.set(a.who, (entry = { given: a.ability, student: a.student, items: [] }));
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
  const h = 1e-3;
  const refineOne = (items: readonly Item[], centre: number, variance: number) => {
    const logPosterior = (ability: number) => {
      let sum = -((ability - centre) ** 2) / (2 * variance);
      for (const item of items) sum += logChance(item, ability);
      return sum;
    };
    const mode = goldenMax(logPosterior, centre - 4, centre + 4);
    // Each question's gradient and curvature of the log-likelihood at the mode.
    const parts = new Map<number, { gradient: number; curvature: number }>();
    let information = 1 / variance;
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
      const rest = Math.max(information + curvature, 1 / variance);
      without.set(question, mode - Math.max(-2, Math.min(2, gradient / rest)));
    }
    return { mode, information, without };
  };
  const first = new Map(
    [...byWho].map(([who, e]) => [who, refineOne(e.items, e.given, REFINE_PRIOR_VARIANCE)]),
  );
  const priors = pooled ? crossSubjectPriors(byWho, first) : null;
  const refined = new Map<string, Map<number, number>>();
  for (const [who, { items }] of byWho) {
    const p = priors?.get(who);
    refined.set(who, p ? refineOne(items, p.mean, p.variance).without : first.get(who)!.without);
  }
  return questions.map((q, question) => ({
    ...q,
    answers: q.answers.map((a) => {
      const ability = a.who === undefined ? undefined : refined.get(a.who)?.get(question);
      return ability === undefined ? a : { ...a, ability };
    }),
  }));
}
