/**
 * Readiness on the validation grid (issue 65, points 1 and 3): a seeded population practises a
 * bank of the CSIT paper's subjects in its own way (at random, easy units first, only its weak
 * subject, only its strong one), the answers recorded through the learner model as the server
 * records them, then sits a mock paper drawn from the bank. Each student's predicted score and 80%
 * range (`predictPaper`, with each subject's difficulty from the recorded questions, as the server
 * reads it) is set beside the score they got and the naive estimate (share right x the marks),
 * per stratum of evidence.
 */
import { binDifficulties, binPractice, evidenceOf, poolSpread } from "./readiness-evidence";
import {
  activities,
  gridQuestion,
  LEVEL_NAMES,
  practiceWeight,
  recordAnswers,
  sampleWeighted,
  type GridAnswer,
  type GridQuestion,
  type Practice,
} from "./judgement-grid";
import { createRng, shuffle } from "./random";
import { readinessOf, type PaperDefinition, type Readiness } from "./readiness";
import { simulateAnswer, simulateStudents } from "./simulate";
import { CSIT_PLAN } from "./simulate-readiness";
import { normal } from "./statistics";

export interface ReadinessRunOptions {
  seed: number;
  guessing: number;
  practice: Practice;
  students: number;
  /** Median answers a student gives (log-normal around it, sd 0.9 in logs, at least 5). */
  medianAnswers: number;
  /** Questions per subject in the bank. */
  perSubject: number;
}

export interface ReadinessOutcome {
  answers: number;
  readiness: Readiness;
  naive: number;
  actual: number;
}

/**
 * The strata of evidence the issue names. `minimum`: the least that still earns a number, a subject
 * counted with fewer than 15 answers (it overlaps the others); the rest by answers in the paper's
 * subjects (fewer than 30 counts with 30-60: a number needs 10 answers in subjects carrying 60%).
 */
export const STRATA = ["minimum", "30-60", "60-150", "150+"] as const;
export type Stratum = (typeof STRATA)[number];
export const stratumOf = (answers: number): Stratum => evidenceOf(answers);
const atMinimum = (r: Readiness) =>
  r.kind === "estimate" && r.subjects.some((s) => s.tried && s.answers < 15);

/** A bank of the paper's subjects: discriminations 0.5 to 2.5, every level, no faults. */
function readinessBank(options: ReadinessRunOptions): GridQuestion[] {
  const rng = createRng(options.seed);
  const bank: GridQuestion[] = [];
  for (const { subject } of CSIT_PLAN)
    for (let i = 0; i < options.perSubject; i++) {
      const a = Math.exp(Math.log(1.2) + 0.4 * normal(rng));
      const level = LEVEL_NAMES[Math.floor(rng() * LEVEL_NAMES.length)]!;
      bank.push(gridQuestion(`${subject}-${i}`, subject, a, level, options.guessing, "sound", rng));
    }
  return bank;
}

export function readinessRun(options: ReadinessRunOptions): ReadinessOutcome[] {
  const truths = readinessBank(options);
  const subjects = CSIT_PLAN.map((p) => p.subject);
  const rng = createRng(options.seed + 1);
  const students = simulateStudents(options.students, subjects, options.seed + 2);
  const activity = activities(students.length, rng);
  const answers: GridAnswer[] = [];
  const practice = students.map(() => ({ right: 0, all: 0 }));
  students.forEach((student, s) => {
    const count = Math.max(5, Math.round(options.medianAnswers * Math.exp(0.9 * normal(rng))));
    const weights = truths.map(
      (t) => activity[s]! * practiceWeight(options.practice, student, t, subjects),
    );
    for (const question of sampleWeighted(weights, count, rng)) {
      const truth = truths[question]!;
      const pick = simulateAnswer(truth, student.ability[truth.subject]!, rng, 0);
      answers.push({ student: s, question, pick });
      practice[s]!.all += 1;
      if (pick === truth.keyed) practice[s]!.right += 1;
    }
  });
  const { abilities, difficulties } = recordAnswers(truths, shuffle(answers, rng), students.length);
  // As the server reads them: the pool's recorded difficulties binned (those never answered at
  // the prior), each student's answers binned by their questions' recorded difficulty now.
  const paper: PaperDefinition = {
    sections: CSIT_PLAN.map((p) => ({
      ...p,
      difficulty: poolSpread(
        binDifficulties(
          truths.flatMap((t, i) =>
            t.subject === p.subject && difficulties[i]!.count > 0 ? [difficulties[i]!] : [],
          ),
        ),
        options.perSubject,
      ),
    })),
  };
  const practised = students.map(() => [] as Parameters<typeof binPractice>[0][number][]);
  for (const a of answers)
    if (a.pick !== null) {
      const truth = truths[a.question]!;
      practised[a.student]!.push({
        subject: truth.subject,
        right: a.pick === truth.keyed,
        difficulty: difficulties[a.question]!,
      });
    }
  const max = CSIT_PLAN.reduce((s, p) => s + p.questions * p.marks, 0);
  const bySubject = new Map(subjects.map((s) => [s, truths.filter((t) => t.subject === s)]));
  return students.map((student, i) => {
    let actual = 0;
    for (const p of CSIT_PLAN)
      for (const t of shuffle(bySubject.get(p.subject)!, rng).slice(0, p.questions))
        if (simulateAnswer(t, student.ability[p.subject]!, rng, 0) === t.keyed) actual += p.marks;
    const { right, all } = practice[i]!;
    return {
      answers: all,
      readiness: readinessOf(paper, abilities[i]!, binPractice(practised[i]!), 0),
      naive: all ? (right / all) * max : 0,
      actual,
    };
  });
}

export interface StratumFigures {
  stratum: Stratum | "all";
  /** Students given a number in the stratum. */
  n: number;
  coverage: number;
  modelMae: number;
  naiveMae: number;
  meanWidth: number;
}

export function readinessFigures(outcomes: readonly ReadinessOutcome[]): StratumFigures[] {
  const figures = (stratum: Stratum | "all"): StratumFigures => {
    let n = 0;
    let inside = 0;
    let model = 0;
    let naive = 0;
    let width = 0;
    for (const o of outcomes) {
      if (o.readiness.kind !== "estimate") continue;
      if (
        stratum === "minimum"
          ? !atMinimum(o.readiness)
          : stratum !== "all" && stratumOf(o.readiness.answers) !== stratum
      )
        continue;
      n += 1;
      if (o.readiness.low <= o.actual && o.actual <= o.readiness.high) inside += 1;
      model += Math.abs(o.readiness.expected - o.actual);
      naive += Math.abs(o.naive - o.actual);
      width += o.readiness.high - o.readiness.low;
    }
    const d = Math.max(1, n);
    return {
      stratum,
      n,
      coverage: inside / d,
      modelMae: model / d,
      naiveMae: naive / d,
      meanWidth: width / d,
    };
  };
  return [...STRATA.map(figures), figures("all")];
}
