/**
 * Content suspects on the validation grid (issue 65, points 1 and 2): a bank crossing every
 * discrimination and difficulty level, with sound questions, keys planted wrong and distractors
 * drawing a share of those who know, practised by a seeded population, recorded through the
 * learner model as the server records it, and judged by `contentSuspects` with each answer's
 * ability as the server reads it (`student_abilities.mean` in the question's subject) and whose it
 * is (the student in the subject).
 */
import { judgeQuestions, MIN_ANSWERS, type SuspectReport } from "./content-suspects";
import {
  activities,
  DISCRIMINATIONS,
  gridQuestion,
  LEVEL_NAMES,
  PULLS,
  practiceWeight,
  recordAnswers,
  sampleWeighted,
  type GridAnswer,
  type GridQuestion,
  type Level,
  type Practice,
} from "./judgement-grid";
import type { AnswerWithAbility, SuspectQuestion } from "./content-suspects-fit";
import { createRng, shuffle } from "./random";
import { simulateAnswer, simulateStudents } from "./simulate";

export interface SuspectsRunOptions {
  seed: number;
  guessing: number;
  /** Answers each question gets, from distinct students. */
  answers: number;
  practice: Practice;
  students: number;
  /** Per discrimination and level: sound questions, wrong keys, and broken distractors per pull. */
  sound: number;
  wrongKeys: number;
  broken: number;
  discriminations?: readonly number[];
  levels?: readonly Level[];
  pulls?: readonly number[];
  minAnswers?: number;
  /** The likelihood ratio that flags an option (`SUSPECT_LR` by default). */
  threshold?: number;
  /** The ability each answer is judged with: the server's (default) or the student's true one. */
  ability?: "server" | "true";
  /** False: each subject's ability is refined alone, not with the student's others (decision 426). */
  pooled?: boolean;
}

export interface JudgedQuestion {
  truth: GridQuestion;
  /** Whether it had the answers to be judged. */
  judged: boolean;
  /** Its report when it was named a suspect. */
  report: SuspectReport | null;
  /** Its figures, suspect or not. */
  figures: SuspectReport;
}

export const SUBJECTS = ["mathematics", "physics", "chemistry"];

/** The bank of one run: every discrimination x level x kind, the subjects in turn. */
export function gridBank(options: SuspectsRunOptions): GridQuestion[] {
  const rng = createRng(options.seed);
  const bank: GridQuestion[] = [];
  const add = (a: number, level: Level, fault: Parameters<typeof gridQuestion>[5]) =>
    bank.push(
      gridQuestion(
        `q${bank.length}`,
        SUBJECTS[bank.length % SUBJECTS.length]!,
        a,
        level,
        options.guessing,
        fault,
        rng,
      ),
    );
  for (const a of options.discriminations ?? DISCRIMINATIONS)
    for (const level of options.levels ?? LEVEL_NAMES) {
      for (let i = 0; i < options.sound; i++) add(a, level, "sound");
      for (let i = 0; i < options.wrongKeys; i++) add(a, level, "wrong-key");
      for (const pull of options.pulls ?? PULLS)
        for (let i = 0; i < options.broken; i++) add(a, level, { pull });
    }
  return shuffle(bank, rng);
}

/** One run's bank, its questions as the judge reads them, and each answer's true ability. */
export interface SuspectsAnswers {
  truths: GridQuestion[];
  questions: SuspectQuestion[];
  /** Per question, per answer (in the order of `questions`' answers): the student's true ability. */
  trueAbilities: number[][];
}

/** The run's answers, recorded through the learner model as the server records them. */
export function suspectsAnswers(options: SuspectsRunOptions): SuspectsAnswers {
  const truths = gridBank(options);
  const rng = createRng(options.seed + 1);
  const students = simulateStudents(options.students, SUBJECTS, options.seed + 2);
  const activity = activities(students.length, rng);
  const answers: GridAnswer[] = [];
  truths.forEach((truth, question) => {
    const weights = students.map(
      (s, i) => activity[i]! * practiceWeight(options.practice, s, truth, SUBJECTS),
    );
    for (const student of sampleWeighted(weights, options.answers, rng))
      answers.push({
        student,
        question,
        pick: simulateAnswer(truth, students[student]!.ability[truth.subject]!, rng, 0.02),
      });
  });
  const ordered = shuffle(answers, rng);
  const { abilities } = recordAnswers(truths, ordered, students.length);
  const byQuestion = truths.map(() => [] as AnswerWithAbility[]);
  const trueAbilities = truths.map(() => [] as number[]);
  for (const a of ordered) {
    const subject = truths[a.question]!.subject;
    const own = students[a.student]!.ability[subject]!;
    trueAbilities[a.question]!.push(own);
    byQuestion[a.question]!.push({
      pick: a.pick,
      ability: options.ability === "true" ? own : abilities[a.student]![subject]!.mean,
      who: `${a.student}:${subject}`,
      student: String(a.student),
    });
  }
  const questions = truths.map((t, i) => ({
    id: t.id,
    options: t.options,
    key: { accepted: [t.keyed], dropped: false },
    answers: byQuestion[i]!,
  }));
  return { truths, questions, trueAbilities };
}

export function suspectsRun(options: SuspectsRunOptions): JudgedQuestion[] {
  const { truths, questions } = suspectsAnswers(options);
  const minAnswers = options.minAnswers ?? MIN_ANSWERS;
  const reports = judgeQuestions(questions, minAnswers, options.threshold, options.pooled ?? true);
  return truths.map((truth, i) => ({
    truth,
    judged: reports[i]!.judged,
    report: reports[i]!.reasons.length ? reports[i]! : null,
    figures: reports[i]!,
  }));
}

/** A count and how many of it met the mark. */
export interface Tally {
  n: number;
  hit: number;
}

export interface SuspectsCell {
  discrimination: number;
  level: Level;
  judged: number;
  sound: Tally;
  /** Wrong keys flagged at all, and named "check the key". */
  wrongKey: Tally & { named: number };
  /**
   * Broken distractors flagged, per pull; `asKey`: the distractor named as the right answer ("check
   * the key" naming it); `keyElsewhere`: "check the key" naming another option, or none (the key
   * going with lower ability): the key is right, so that call is wrong too, but not a strong
   * distractor taken for the key; `apart`: how many draw those who know at least 0.15 more than
   * those who do not (the rest leave almost no trace).
   */
  broken: Array<
    { pull: number } & Tally & {
        asKey: number;
        keyElsewhere: number;
        apart: number;
        apartHit: number;
      }
  >;
}

/** How much more a broken distractor must draw those who know than those who do not to count apart. */
export const APART = 0.15;

const isKeyCall = (r: SuspectReport | null) =>
  r?.reasons.some((x) => x.code === "check-key") ?? false;
/** "Check the key" naming this option as the right one. */
const namesAsKey = (r: SuspectReport | null, option: number) =>
  r?.reasons.some((x) => x.code === "check-key" && x.option === option) ?? false;

/** The run's questions tallied per discrimination and level. */
export function suspectsCells(judged: readonly JudgedQuestion[]): SuspectsCell[] {
  const cells = new Map<string, SuspectsCell>();
  for (const { truth, judged: wasJudged, report } of judged) {
    const id = `${truth.discrimination}|${truth.level}`;
    let cell = cells.get(id);
    if (!cell)
      cells.set(
        id,
        (cell = {
          discrimination: truth.discrimination,
          level: truth.level,
          judged: 0,
          sound: { n: 0, hit: 0 },
          wrongKey: { n: 0, hit: 0, named: 0 },
          broken: [],
        }),
      );
    if (wasJudged) cell.judged += 1;
    const flagged = report !== null ? 1 : 0;
    const fault = truth.fault;
    if (!fault) {
      cell.sound.n += 1;
      cell.sound.hit += flagged;
    } else if (fault.kind === "wrong-key") {
      cell.wrongKey.n += 1;
      cell.wrongKey.hit += flagged;
      cell.wrongKey.named += isKeyCall(report) ? 1 : 0;
    } else {
      let b = cell.broken.find((x) => x.pull === fault.share);
      if (!b)
        cell.broken.push(
          (b = {
            pull: fault.share,
            n: 0,
            hit: 0,
            asKey: 0,
            keyElsewhere: 0,
            apart: 0,
            apartHit: 0,
          }),
        );
      b.n += 1;
      b.hit += flagged;
      if (fault.share - truth.pull[fault.option]! >= APART) {
        b.apart += 1;
        b.apartHit += flagged;
      }
      const asKey = namesAsKey(report, fault.option);
      b.asKey += asKey ? 1 : 0;
      b.keyElsewhere += !asKey && isKeyCall(report) ? 1 : 0;
    }
  }
  for (const cell of cells.values()) cell.broken.sort((x, y) => x.pull - y.pull);
  return [...cells.values()].sort(
    (x, y) =>
      x.discrimination - y.discrimination ||
      LEVEL_NAMES.indexOf(x.level) - LEVEL_NAMES.indexOf(y.level),
  );
}

/** The marks over a run's cells: those with discrimination >= 1 and pull >= 30%. */
export interface SuspectsSummary {
  sound: Tally;
  /** Sound questions of the hard and very hard levels. */
  soundHard: Tally;
  wrongKey: Tally & { named: number };
  broken: Tally & { apart: number; apartHit: number };
  /** Broken distractors (any pull, any discrimination) named as the right answer ("check the key"). */
  strongAsKey: number;
  /**
   * Questions with a broken distractor (any pull, any discrimination) whose right key was called
   * wrong naming another option or none: counted with the sound questions' false calls, not as a
   * strong distractor taken for the key.
   */
  keyElsewhere: number;
  /** Cells (discrimination >= 1) where fewer than 90% of the wrong keys or broken ones were found. */
  cellsShort: string[];
}

export function suspectsSummary(cells: readonly SuspectsCell[]): SuspectsSummary {
  const add = (t: Tally, n: number, hit: number) => ((t.n += n), (t.hit += hit));
  const summary: SuspectsSummary = {
    sound: { n: 0, hit: 0 },
    soundHard: { n: 0, hit: 0 },
    wrongKey: { n: 0, hit: 0, named: 0 },
    broken: { n: 0, hit: 0, apart: 0, apartHit: 0 },
    strongAsKey: 0,
    keyElsewhere: 0,
    cellsShort: [],
  };
  for (const c of cells) {
    add(summary.sound, c.sound.n, c.sound.hit);
    if (c.level === "hard" || c.level === "very hard")
      add(summary.soundHard, c.sound.n, c.sound.hit);
    summary.strongAsKey += c.broken.reduce((s, b) => s + b.asKey, 0);
    summary.keyElsewhere += c.broken.reduce((s, b) => s + b.keyElsewhere, 0);
    if (c.discrimination < 1) continue;
    add(summary.wrongKey, c.wrongKey.n, c.wrongKey.hit);
    summary.wrongKey.named += c.wrongKey.named;
    const strong = c.broken.filter((b) => b.pull >= 0.3);
    for (const b of strong) {
      add(summary.broken, b.n, b.hit);
      summary.broken.apart += b.apart;
      summary.broken.apartHit += b.apartHit;
    }
    const n = strong.reduce((s, b) => s + b.n, 0);
    const hit = strong.reduce((s, b) => s + b.hit, 0);
    if (c.wrongKey.hit < 0.9 * c.wrongKey.n || hit < 0.9 * n)
      summary.cellsShort.push(`${c.discrimination} ${c.level}`);
  }
  return summary;
}
