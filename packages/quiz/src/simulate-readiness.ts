/**
 * The learner model's proof on students whose abilities are known (issue 45, point 2): a seeded
 * population practises a bank through `updateOne`, as the server would record it, then sits a
 * mock paper drawn from the bank; each student's predicted score (with its 80% range) is set
 * beside the score they got and beside the naive estimate (share right x the paper's marks).
 */
import {
  ABILITY_PRIOR,
  DIFFICULTY_PRIOR,
  difficultySpread,
  updateOne,
  type AbilityEstimate,
  type Estimate,
} from "./learner-model";
import { createRng, shuffle } from "./random";
import { predictPaper, type PaperDefinition, type Readiness } from "./readiness";
import {
  simulateAnswer,
  simulateBank,
  simulateStudents,
  type QuestionTruth,
  type SimulatedQuestion,
} from "./simulate";
import { logistic, normal } from "./statistics";

export interface PaperPlan {
  subject: string;
  questions: number;
  marks: number;
}

/** The B.Sc.CSIT entrance: 100 questions of one mark, by subject. */
export const CSIT_PLAN: readonly PaperPlan[] = [
  { subject: "mathematics", questions: 25, marks: 1 },
  { subject: "physics", questions: 25, marks: 1 },
  { subject: "chemistry", questions: 25, marks: 1 },
  { subject: "english", questions: 15, marks: 1 },
  { subject: "computer", questions: 10, marks: 1 },
];

export interface ReadinessTrialOptions {
  seed: number;
  students: number;
  /** Median answers a student gives in practice (log-normal around it, at least 5). */
  medianAnswers: number;
  guess?: boolean;
  /**
   * The update measured: the learner model's ("rasch", decision 160) or a plain Elo step (K = 0.3
   * each side, no uncertainty; its variance for the range made up from the count), for comparison.
   */
  update?: "rasch" | "elo";
}

const ELO_K = 0.3;

/** Plain Elo on the same scale: a fixed step, and a variance that only counts answers. */
function eloStep(ability: AbilityEstimate, difficulty: Estimate, right: boolean) {
  const move = ELO_K * ((right ? 1 : 0) - logistic(ability.mean - difficulty.mean));
  const count = ability.count + 1;
  return {
    ability: {
      mean: ability.mean + move,
      variance: 1 / (1 / ABILITY_PRIOR.variance + 0.2 * count),
      count,
      at: ability.at,
    },
    difficulty: {
      mean: difficulty.mean - move,
      variance: 1 / (1 / DIFFICULTY_PRIOR.variance + 0.2 * (difficulty.count + 1)),
      count: difficulty.count + 1,
    },
  };
}

export interface StudentOutcome {
  readiness: Readiness;
  /** Share right in practice x the paper's marks. */
  naive: number;
  /** The mock paper's score. */
  actual: number;
  answers: number;
}

export function readinessTrial(
  questions: readonly SimulatedQuestion[],
  plan: readonly PaperPlan[],
  options: ReadinessTrialOptions,
): StudentOutcome[] {
  const rng = createRng(options.seed);
  const truths = simulateBank(questions, { seed: options.seed + 1, guess: options.guess ?? false });
  const subjects = plan.map((p) => p.subject);
  const population = simulateStudents(options.students, subjects, options.seed + 2);
  const bySubject = new Map<string, QuestionTruth[]>(subjects.map((s) => [s, []]));
  truths.forEach((t) => bySubject.get(t.subject)?.push(t));

  // Practice: each student a number of answers and an uneven interest in the subjects.
  const answers: Array<{ student: number; truth: QuestionTruth }> = [];
  const practice = population.map(() => ({ right: 0, all: 0 }));
  population.forEach((_, student) => {
    const count = Math.max(5, Math.round(options.medianAnswers * Math.exp(0.9 * normal(rng))));
    const interest = subjects.map(() => -Math.log(1 - rng()));
    const total = interest.reduce((a, b) => a + b, 0);
    for (let i = 0; i < count; i++) {
      let u = rng() * total;
      let s = 0;
      while (s < subjects.length - 1 && (u -= interest[s]!) > 0) s++;
      const pool = bySubject.get(subjects[s]!)!;
      if (pool.length) answers.push({ student, truth: pool[Math.floor(rng() * pool.length)]! });
    }
  });

  const abilities = population.map(() => ({}) as Record<string, AbilityEstimate>);
  const difficulties = new Map<string, Estimate>();
  for (const { student, truth } of shuffle(answers, rng)) {
    const ability = population[student]!.ability[truth.subject]!;
    const right = simulateAnswer(truth, ability, rng) === truth.keyed;
    const prior = abilities[student]![truth.subject] ?? ABILITY_PRIOR;
    const difficulty = difficulties.get(truth.id) ?? DIFFICULTY_PRIOR;
    const next =
      options.update === "elo"
        ? eloStep(prior, difficulty, right)
        : updateOne(prior, difficulty, right, 0);
    abilities[student]![truth.subject] = next.ability;
    difficulties.set(truth.id, next.difficulty);
    practice[student]!.all += 1;
    if (right) practice[student]!.right += 1;
  }

  const paper: PaperDefinition = {
    sections: plan.map((p) => ({
      ...p,
      difficulty: difficultySpread(
        bySubject.get(p.subject)!.map((t) => difficulties.get(t.id) ?? DIFFICULTY_PRIOR),
      ),
    })),
  };
  const max = plan.reduce((s, p) => s + p.questions * p.marks, 0);
  return population.map((student, i) => {
    let actual = 0;
    for (const p of plan) {
      const drawn = shuffle(bySubject.get(p.subject)!, rng).slice(0, p.questions);
      for (const t of drawn)
        if (simulateAnswer(t, student.ability[p.subject]!, rng) === t.keyed) actual += p.marks;
    }
    const { right, all } = practice[i]!;
    return {
      readiness: predictPaper(paper, abilities[i]!, 0),
      naive: all ? (right / all) * max : 0,
      actual,
      answers: all,
    };
  });
}

export interface TrialFigures {
  students: number;
  /** Students given a number (the rest were told what is missing). */
  estimated: number;
  modelMae: number;
  naiveMae: number;
  /** Share of estimated students whose mock score fell inside the 80% range. */
  coverage: number;
  meanWidth: number;
}

export function trialFigures(outcomes: readonly StudentOutcome[]): TrialFigures {
  const estimated = outcomes.filter((o) => o.readiness.kind === "estimate");
  let model = 0;
  let naive = 0;
  let inside = 0;
  let width = 0;
  for (const o of estimated) {
    if (o.readiness.kind !== "estimate") continue;
    model += Math.abs(o.readiness.expected - o.actual);
    naive += Math.abs(o.naive - o.actual);
    if (o.readiness.low <= o.actual && o.actual <= o.readiness.high) inside += 1;
    width += o.readiness.high - o.readiness.low;
  }
  const n = Math.max(1, estimated.length);
  return {
    students: outcomes.length,
    estimated: estimated.length,
    modelMae: model / n,
    naiveMae: naive / n,
    coverage: inside / n,
    meanWidth: width / n,
  };
}
