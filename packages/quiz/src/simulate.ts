/**
 * A seeded population answering a bank, whose truth is known: the proof of item analysis, of the
 * content-suspects detector and of the learner model (issues 44 and 45). Pure and seeded: the same
 * seed and the same list of questions give the same answers, so the suite runs a small population
 * and a script runs the real bank.
 *
 * The model is the two-parameter logistic: a student of ability t knows a question of
 * discrimination a and difficulty b with chance logistic(a (t - b)). One who knows it picks the key
 * (or, on a question with an attractive distractor, that distractor with its chance); one who does
 * not picks a wrong option, each with its own pull, or leaves it (the `omit` chance); with `guess`
 * the key is among the options one who does not know may pick.
 */
import { createRng } from "./random";
import { logistic, normal } from "./statistics";

export interface SimulatedQuestion {
  id: string;
  subject: string;
  /** How many options (4 for A-D). */
  options: number;
}

export type PlantedFault =
  /** The bank's key is `keyed`, a wrong option; the true answer is the question's `answer`. */
  | { kind: "wrong-key" }
  /** Those who know the answer pick `option` (a wrong option) with chance `share`. */
  | { kind: "attractive-distractor"; option: number; share: number };

export interface QuestionTruth extends SimulatedQuestion {
  discrimination: number;
  difficulty: number;
  /** The right option. */
  answer: number;
  /** The option the bank marks as the key: the answer, unless the key was planted wrong. */
  keyed: number;
  /** The pull of each option on a student who does not know the answer (sums to 1). */
  pull: number[];
  fault: PlantedFault | null;
}

export interface BankOptions {
  seed: number;
  /** Questions whose key is planted wrong. */
  wrongKeys?: number;
  /** Questions with a distractor made attractive to those who know the answer. */
  attractive?: number;
  /** log of discrimination ~ N(mean, sd): by default a median of 1 and most between 0.5 and 2. */
  logDiscrimination?: { mean: number; sd: number };
  /** difficulty ~ N(mean, sd) on the ability scale (abilities ~ N(0, 1)). */
  difficulty?: { mean: number; sd: number };
  /** Chance that one who knows picks the attractive distractor, drawn between these. */
  attractiveShare?: [number, number];
  /** The key is among the options one who does not know may pick (a floor of guessing). */
  guess?: boolean;
}

/** Gamma(2) draws normalised: option pulls that are uneven, as real distractors are. */
function pulls(count: number, rng: () => number): number[] {
  const raw = Array.from({ length: count }, () => -Math.log(1 - rng()) - Math.log(1 - rng()));
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((r) => r / total);
}

/** Draws each question's truth and plants the faults on questions picked at random. */
export function simulateBank(
  questions: readonly SimulatedQuestion[],
  options: BankOptions,
): QuestionTruth[] {
  const rng = createRng(options.seed);
  const logA = options.logDiscrimination ?? { mean: 0.53, sd: 0.35 };
  const diff = options.difficulty ?? { mean: 0, sd: 1 };
  const [shareLow, shareHigh] = options.attractiveShare ?? [0.4, 0.6];
  const truths = questions.map((q): QuestionTruth => {
    const answer = Math.floor(rng() * q.options);
    const pull = pulls(q.options, rng);
    if (!options.guess) {
      pull[answer] = 0;
      const rest = pull.reduce((a, b) => a + b, 0);
      pull.forEach((p, i) => (pull[i] = p / rest));
    }
    return {
      ...q,
      discrimination: Math.exp(logA.mean + logA.sd * normal(rng)),
      difficulty: diff.mean + diff.sd * normal(rng),
      answer,
      keyed: answer,
      pull,
      fault: null,
    };
  });
  // Faults on distinct questions with at least two options, chosen by a seeded shuffle.
  const eligible = truths.map((_, i) => i).filter((i) => truths[i]!.options >= 2);
  for (let i = eligible.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [eligible[i], eligible[j]] = [eligible[j]!, eligible[i]!];
  }
  const wrongOption = (t: QuestionTruth) => {
    const others = Array.from({ length: t.options }, (_, o) => o).filter((o) => o !== t.answer);
    return others[Math.floor(rng() * others.length)]!;
  };
  const wrongKeys = options.wrongKeys ?? 0;
  const attractive = options.attractive ?? 0;
  eligible.slice(0, wrongKeys).forEach((i) => {
    const t = truths[i]!;
    t.keyed = wrongOption(t);
    t.fault = { kind: "wrong-key" };
  });
  eligible.slice(wrongKeys, wrongKeys + attractive).forEach((i) => {
    const t = truths[i]!;
    const share = shareLow + (shareHigh - shareLow) * rng();
    t.fault = { kind: "attractive-distractor", option: wrongOption(t), share };
  });
  return truths;
}

/** One answer: the option picked, or null when left. */
export function simulateAnswer(
  truth: QuestionTruth,
  ability: number,
  rng: () => number,
  omit = 0,
): number | null {
  const knows = rng() < logistic(truth.discrimination * (ability - truth.difficulty));
  if (knows) {
    const fault = truth.fault;
    if (fault?.kind === "attractive-distractor" && rng() < fault.share) return fault.option;
    return truth.answer;
  }
  if (rng() < omit) return null;
  let u = rng();
  for (let o = 0; o < truth.pull.length; o++) {
    u -= truth.pull[o]!;
    if (u < 0) return o;
  }
  return truth.pull.length - 1;
}

export interface SimulatedStudent {
  id: string;
  /** True ability per subject. */
  ability: Record<string, number>;
}

/**
 * Students whose abilities in the subjects share a general part: correlation `correlation` between
 * any two subjects, each ability ~ N(0, 1).
 */
export function simulateStudents(
  count: number,
  subjects: readonly string[],
  seed: number,
  correlation = 0.6,
): SimulatedStudent[] {
  const rng = createRng(seed);
  const shared = Math.sqrt(correlation);
  const own = Math.sqrt(1 - correlation);
  return Array.from({ length: count }, (_, i) => {
    const general = normal(rng);
    return {
      id: `s${i}`,
      ability: Object.fromEntries(subjects.map((s) => [s, shared * general + own * normal(rng)])),
    };
  });
}

/** A bank of `count` four-option questions spread over `subjects` in turn, for tests. */
export function syntheticBank(count: number, subjects: readonly string[]): SimulatedQuestion[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `q${i}`,
    subject: subjects[i % subjects.length]!,
    options: 4,
  }));
}

export interface PracticeAnswer {
  /** Index into the students. */
  student: number;
  /** Index into the questions. */
  question: number;
  pick: number | null;
}

export interface PracticeOptions {
  seed: number;
  /** Answers each question gets, from distinct students. */
  answersPerQuestion: number;
  /** Chance a student who does not know leaves a question (a practice timer running out). */
  omit?: number;
}

/**
 * Practice as a site sees it: no shared paper, students of uneven activity (log-normal) and
 * uneven interest in the subjects, each question answered by `answersPerQuestion` distinct
 * students drawn in proportion to both. Answers come out in a shuffled order, as they arrive.
 */
export function simulatePractice(
  truths: readonly QuestionTruth[],
  students: readonly SimulatedStudent[],
  options: PracticeOptions,
): PracticeAnswer[] {
  const rng = createRng(options.seed);
  const subjects = [...new Set(truths.map((t) => t.subject))];
  const activity = students.map(() => Math.exp(0.8 * normal(rng)));
  const cumulative = new Map<string, number[]>();
  for (const subject of subjects) {
    let total = 0;
    cumulative.set(
      subject,
      students.map((_, i) => (total += activity[i]! * (0.2 + rng()))),
    );
  }
  const draw = (subject: string) => {
    const cum = cumulative.get(subject)!;
    const u = rng() * cum[cum.length - 1]!;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! > u) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const answers: PracticeAnswer[] = [];
  const wanted = Math.min(options.answersPerQuestion, students.length);
  truths.forEach((truth, question) => {
    const chosen = new Set<number>();
    while (chosen.size < wanted) chosen.add(draw(truth.subject));
    for (const student of chosen) {
      const ability = students[student]!.ability[truth.subject] ?? 0;
      answers.push({
        student,
        question,
        pick: simulateAnswer(truth, ability, rng, options.omit ?? 0.02),
      });
    }
  });
  for (let i = answers.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [answers[i], answers[j]] = [answers[j]!, answers[i]!];
  }
  return answers;
}
