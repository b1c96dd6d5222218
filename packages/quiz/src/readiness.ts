/**
 * "How ready am I": a predicted score on a full paper with an 80% range and what it rests on
 * (issue 45, point 2), from the learner model's abilities. The paper's score is the sum of its
 * subjects'; in each, the number right is binomial given the ability, over the difficulty of the
 * questions a paper draws from that subject, and the ability is uncertain: the distribution is that
 * mixture, integrated over the ability, and the subjects' distributions convolved. The range is the
 * 10th to the 90th percentile of it, so it holds the paper's own luck as well as the model's doubt.
 */
import {
  ABILITY_PRIOR,
  expectedLogistic,
  pooledAbilities,
  type AbilityEstimate,
} from "./learner-model";
import type { DifficultySpread } from "./learner-model";
import {
  abilitiesFromPractice,
  evidenceOf,
  practiceReach,
  practisedDifficulty,
  rangeScale,
  type Evidence,
  type PractisedBin,
} from "./readiness-evidence";

export interface PaperSection {
  subject: string;
  questions: number;
  /** Marks for a right answer and lost for a wrong one (decimals, as a paper states them). */
  marks: number;
  penalty?: number;
  /** The difficulty of the questions this section is drawn from (the learner model's). */
  difficulty: DifficultySpread;
}

export interface PaperDefinition {
  sections: readonly PaperSection[];
}

/** Answers in a subject before it counts as tried. */
export const MIN_SUBJECT_ANSWERS = 10;
/** Share of a paper's marks that tried subjects must carry before a number is given. */
export const MIN_TRIED_SHARE = 0.6;

export interface SubjectReadiness {
  subject: string;
  answers: number;
  tried: boolean;
  expected: number;
  max: number;
}

export type Readiness =
  | {
      kind: "estimate";
      /** Marks. */
      expected: number;
      low: number;
      high: number;
      max: number;
      /** What it rests on: answers in all, and per subject; subjects not tried come from the prior. */
      answers: number;
      subjects: SubjectReadiness[];
      /** Subjects with no answer at all: guessed from the others. */
      untried: string[];
      /** Subjects with some answers, fewer than MIN_SUBJECT_ANSWERS: leaning on the others. */
      few: Array<{ subject: string; answers: number }>;
      /**
       * About how many more answers, spread over the paper's subjects by their marks, would narrow
       * the range by a fifth, and its width then; null where the range is mostly a paper's own
       * luck and more answers would narrow it little.
       */
      narrow: { answers: number; width: number } | null;
    }
  | {
      kind: "insufficient";
      answers: number;
      /** Subjects short of answers, heaviest in the paper first, with how many more each needs. */
      missing: Array<{ subject: string; answers: number; needed: number }>;
      max: number;
    };

const hundredths = (marks: number) => Math.round(marks * 100);

/** A standard normal on 49 points from -4.5 to 4.5: plenty for a smooth mixture of binomials. */
const NODES = (() => {
  const points: Array<{ z: number; w: number }> = [];
  const span = 4.5;
  const steps = 48;
  let total = 0;
  for (let i = 0; i <= steps; i++) {
    const z = -span + (2 * span * i) / steps;
    const w = Math.exp(-(z * z) / 2);
    points.push({ z, w });
    total += w;
  }
  return points.map((p) => ({ z: p.z, w: p.w / total }));
})();

/** log C(n, k) for k = 0..n, made once per n. */
const logChoose = new Map<number, Float64Array>();
function logChooseOf(n: number): Float64Array {
  let logC = logChoose.get(n);
  if (!logC) {
    logC = new Float64Array(n + 1);
    for (let k = 1; k <= n; k++) logC[k] = logC[k - 1]! + Math.log(n - k + 1) - Math.log(k);
    logChoose.set(n, logC);
  }
  return logC;
}

/** Adds `weight` times the binomial(n, p) chances to `into` (k right of n at `into[k]`). */
function addBinomial(into: Float64Array, n: number, p: number, weight: number): void {
  if (p <= 0) into[0]! += weight;
  else if (p >= 1) into[n]! += weight;
  else {
    const logC = logChooseOf(n);
    const lp = Math.log(p);
    const lq = Math.log(1 - p);
    for (let k = 0; k <= n; k++) into[k]! += weight * Math.exp(logC[k]! + k * lp + (n - k) * lq);
  }
}

/**
 * A distribution of marks in hundredths on a grid: the chance of `min + i * step` at `p[i]`. Kept
 * in a typed array and convolved index by index: with Maps of values, a 100-question paper took
 * about 3 ms a prediction, the most of a readiness read's CPU.
 */
interface Grid {
  min: number;
  step: number;
  p: Float64Array;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The chance of a right answer to a question drawn from `difficulty` at ability `theta`. */
function chanceOnPool(theta: number, difficulty: DifficultySpread): number {
  if (!difficulty.points) return expectedLogistic(theta - difficulty.mean, difficulty.variance);
  let p = 0;
  for (const d of difficulty.points) p += d.weight * expectedLogistic(theta - d.mean, d.variance);
  return p;
}

/** The distribution of a section's marks for an ability estimate, on a grid of `step` hundredths. */
function sectionDistribution(section: PaperSection, ability: AbilityEstimate, step: number): Grid {
  const sd = Math.sqrt(ability.variance);
  const counts = new Float64Array(section.questions + 1);
  for (const { z, w } of NODES) {
    const p = chanceOnPool(ability.mean + sd * z, section.difficulty);
    addBinomial(counts, section.questions, p, w);
  }
  const right = hundredths(section.marks);
  const wrong = hundredths(section.penalty ?? 0);
  // k right of n: k * right - (n - k) * wrong, each right answer `right + wrong` above the last.
  const min = -section.questions * wrong;
  const stride = (right + wrong) / step;
  const p = new Float64Array(section.questions * stride + 1);
  counts.forEach((q, k) => (p[k * stride]! += q));
  return { min, step, p };
}

/** The distribution of the sum of two independent scores on the same grid step. */
function convolve(a: Grid, b: Grid): Grid {
  const p = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i]!;
    if (pa < 1e-12) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j]! += pa * b.p[j]!;
  }
  return { min: a.min + b.min, step: a.step, p };
}

/** A grid's values that have a chance, in order: what `quantile` reads. */
function valuesOf(grid: Grid): Array<[number, number]> {
  const values: Array<[number, number]> = [];
  grid.p.forEach((q, i) => {
    if (q > 0) values.push([grid.min + i * grid.step, q]);
  });
  return values;
}

/**
 * The value below which a share `q` of the distribution lies, the mass of each value spread evenly
 * over the half-way points to its neighbours (so a range from discrete scores holds close to its
 * stated share, not more).
 */
export function quantile(dist: Map<number, number>, q: number): number {
  return quantileOf(
    [...dist].filter(([, p]) => p > 0).sort((x, y) => x[0] - y[0]),
    q,
  );
}

/** `quantile` of values with a chance, in ascending order. */
function quantileOf(values: ReadonlyArray<readonly [number, number]>, q: number): number {
  let below = 0;
  for (let i = 0; i < values.length; i++) {
    const [v, p] = values[i]!;
    const lo = i > 0 ? (values[i - 1]![0] + v) / 2 : v;
    const hi = i < values.length - 1 ? (v + values[i + 1]![0]) / 2 : v;
    if (below + p >= q) return p > 0 ? lo + ((q - below) / p) * (hi - lo) : v;
    below += p;
  }
  return values.at(-1)?.[0] ?? 0;
}

/**
 * The predicted score of `paper` for a student with these abilities (per subject; a subject
 * missing is at the prior) and these counts of answers (per subject), or what is missing.
 */
export function predictPaper(
  paper: PaperDefinition,
  abilities: Readonly<Record<string, AbilityEstimate>>,
  now: number,
  /** Average recorded difficulty of the questions the student answered, per subject. */
  practised: Readonly<Record<string, number>> = {},
): Readiness {
  const max = paper.sections.reduce((s, x) => s + x.questions * x.marks, 0);
  const answersIn = (subject: string) => abilities[subject]?.count ?? 0;
  const answers = [...new Set(paper.sections.map((s) => s.subject))].reduce(
    (n, subject) => n + answersIn(subject),
    0,
  );
  const tried = (subject: string) => answersIn(subject) >= MIN_SUBJECT_ANSWERS;
  const triedMarks = paper.sections
    .filter((s) => tried(s.subject))
    .reduce((n, s) => n + s.questions * s.marks, 0);
  if (max === 0 || triedMarks < MIN_TRIED_SHARE * max) {
    const weight = (subject: string) =>
      paper.sections
        .filter((s) => s.subject === subject)
        .reduce((n, s) => n + s.questions * s.marks, 0);
    const missing = [...new Set(paper.sections.map((s) => s.subject))]
      .filter((subject) => !tried(subject))
      .sort((a, b) => weight(b) - weight(a))
      .map((subject) => ({
        subject,
        answers: answersIn(subject),
        needed: MIN_SUBJECT_ANSWERS - answersIn(subject),
      }));
    return { kind: "insufficient", answers, missing, max };
  }
  const subjectNames = [...new Set(paper.sections.map((s) => s.subject))];
  const { total, subjects } = scoreDistribution(paper, abilities, subjectNames, now, tried);
  let expected = 0;
  total.p.forEach((p, i) => (expected += ((total.min + i * total.step) / 100) * p));
  const counted = paper.sections.filter((s) => tried(s.subject)).map((s) => answersIn(s.subject));
  const evidence: Evidence = counted.some((n) => n < 15) ? "minimum" : evidenceOf(answers);
  const sections = paper.sections.map((s) => ({ ...s, poolMean: s.difficulty.mean }));
  const scale = rangeScale(evidence, practiceReach(sections, practised));
  const [low, high] = widened(rangeOf(total), expected, scale, total);
  return {
    kind: "estimate",
    expected,
    low,
    high,
    max,
    answers,
    subjects,
    untried: subjects.filter((s) => s.answers === 0).map((s) => s.subject),
    few: subjects
      .filter((s) => s.answers > 0 && !s.tried)
      .map((s) => ({ subject: s.subject, answers: s.answers })),
    narrow: narrowing(paper, abilities, subjectNames, now, scale, expected, high - low, max),
  };
}

/**
 * The predicted score from the student's answers as recorded (decision 425): each subject's
 * ability weighed again against the recorded difficulties of the questions answered, and the range
 * widened as far as the practice was from the paper's mix.
 */
export function readinessOf(
  paper: PaperDefinition,
  abilities: Readonly<Record<string, AbilityEstimate>>,
  practised: readonly PractisedBin[],
  now: number,
): Readiness {
  return predictPaper(
    paper,
    abilitiesFromPractice(practised, abilities),
    now,
    practisedDifficulty(practised),
  );
}

/** An 80% range widened by `scale` about the expectation, within the scores a paper allows. */
function widened([low, high]: [number, number], expected: number, scale: number, total: Grid) {
  const least = total.min / 100;
  const most = (total.min + (total.p.length - 1) * total.step) / 100;
  return [
    Math.max(least, expected - scale * (expected - low)),
    Math.min(most, expected + scale * (high - expected)),
  ] as [number, number];
}

/** The 80% range of a score distribution, in marks. */
function rangeOf(total: Grid): [number, number] {
  const values = valuesOf(total);
  return [quantileOf(values, 0.1) / 100, quantileOf(values, 0.9) / 100];
}

/** The distribution of the paper's score for these abilities, and each section's expectation. */
function scoreDistribution(
  paper: PaperDefinition,
  abilities: Readonly<Record<string, AbilityEstimate>>,
  subjectNames: readonly string[],
  now: number,
  tried: (subject: string) => boolean = () => true,
): { total: Grid; subjects: SubjectReadiness[] } {
  const pooled = pooledAbilities(abilities, subjectNames, now);
  // One grid step for every section: each right answer moves a section by marks + penalty.
  const step =
    paper.sections.reduce((g, s) => gcd(g, hundredths(s.marks) + hundredths(s.penalty ?? 0)), 0) ||
    1;
  let total: Grid = { min: 0, step, p: Float64Array.of(1) };
  const subjects: SubjectReadiness[] = [];
  for (const section of paper.sections) {
    const ability = pooled[section.subject]!;
    const dist = sectionDistribution(section, ability, step);
    total = convolve(total, dist);
    let expected = 0;
    dist.p.forEach((p, i) => (expected += ((dist.min + i * step) / 100) * p));
    const answers = abilities[section.subject]?.count ?? 0;
    subjects.push({
      subject: section.subject,
      answers,
      tried: tried(section.subject),
      expected,
      max: section.questions * section.marks,
    });
  }
  return { total, subjects };
}

/** More answers tried, in turn, to find how many narrow the range by a fifth. */
const MORE_ANSWERS = [20, 50, 100, 200, 500];
/** What an answer tells of an ability (Fisher information of a Rasch item near p = 0.7). */
const INFORMATION_PER_ANSWER = 0.2;

function narrowing(
  paper: PaperDefinition,
  abilities: Readonly<Record<string, AbilityEstimate>>,
  subjectNames: readonly string[],
  now: number,
  scale: number,
  expected: number,
  width: number,
  max: number,
): { answers: number; width: number } | null {
  // The most first: a student already well measured costs one prediction more, not five.
  const widthWith = (more: number) => {
    const sharper: Record<string, AbilityEstimate> = { ...abilities };
    for (const subject of subjectNames) {
      const marks = paper.sections
        .filter((s) => s.subject === subject)
        .reduce((n, s) => n + s.questions * s.marks, 0);
      const added = (more * marks) / max;
      const e = abilities[subject] ?? ABILITY_PRIOR;
      sharper[subject] = {
        ...e,
        variance: 1 / (1 / e.variance + added * INFORMATION_PER_ANSWER),
        count: e.count + added,
      };
    }
    const total = scoreDistribution(paper, sharper, subjectNames, now).total;
    const [low, high] = widened(rangeOf(total), expected, scale, total);
    return high - low;
  };
  const most = MORE_ANSWERS.at(-1)!;
  const widest = widthWith(most);
  if (widest > 0.8 * width) return null;
  for (const more of MORE_ANSWERS.slice(0, -1)) {
    const narrower = widthWith(more);
    if (narrower <= 0.8 * width) return { answers: more, width: narrower };
  }
  return { answers: most, width: widest };
}
