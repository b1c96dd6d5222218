import type { FastifyInstance } from "fastify";
import {
  getNextStep,
  getReadiness,
  type NextStepSummary,
  type PaperReadiness,
} from "@tayari/contracts/progress";
import { BCA_FORMAT, BCA_PAPER_QUOTAS } from "@tayari/content/bca";
import { ENTRANCE_FORMAT } from "@tayari/content/mock-papers";
import { ENTRANCE_QUOTAS } from "@tayari/quiz/draw";
import {
  DIFFICULTY_PRIOR,
  pooledAbilities,
  type AbilityEstimate,
  type DifficultySpread,
} from "@tayari/quiz/learner-model";
import { RECENT_DAYS, nextStep } from "@tayari/quiz/next-step";
import { MIN_SUBJECT_ANSWERS, readinessOf, type PaperSection } from "@tayari/quiz/readiness";
import { poolSpread, type PractisedBin } from "@tayari/quiz/readiness-evidence";
import { noStore } from "../../lib/no-store";
import { nepalDay, nepalDayEnd } from "../../lib/nepal-day";
import { handle } from "../../plugins/contract";
import type { QuestionBanks } from "../questions/question-banks";
import * as repo from "./repository";
import { tallyByCategory } from "../progress/repository";
import type { Db } from "../../db/db";

/** A full paper the site offers, as readiness reads it: its sections and the bank they come from. */
interface FullPaper {
  paper: string;
  bank: string;
  passMarks: number;
  sections: ReadonlyArray<Omit<PaperSection, "difficulty">>;
}

/** The B.Sc.CSIT entrance (its mock tests and model papers): 25/25/25/15/10, a mark each. */
const CSIT: FullPaper = {
  paper: "csit",
  bank: "entrance",
  passMarks: ENTRANCE_FORMAT.passMarks,
  sections: ENTRANCE_QUOTAS.map(([subject, questions]) => ({
    subject,
    questions,
    marks: 1,
    penalty: 0,
  })),
};

/**
 * The BCA entrance (decision 227): English 40, Mathematics 50, General Knowledge 10, a mark each,
 * none lost; 40 marks to be called to the interview. Its questions are the BCA mock papers'
 * (`bca-entrance`); the abilities are the student's own per subject, whichever paper moved them.
 */
const BCA: FullPaper = {
  paper: "bca",
  bank: "bca-entrance",
  passMarks: BCA_FORMAT.qualifyingMarks,
  sections: [...new Set(BCA_PAPER_QUOTAS.map((q) => q.category))].map((subject) => ({
    subject,
    questions: BCA_PAPER_QUOTAS.filter((q) => q.category === subject).reduce(
      (n, q) => n + q.count,
      0,
    ),
    marks: 1,
    penalty: 0,
  })),
};

/** "About ten questions" (issue 45). */
const NEXT_STEP_SIZE = 10;
/** Questions answered this lately are not offered again as new ground. */
const RECENT_MS = RECENT_DAYS * 24 * 60 * 60 * 1000;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Each subject's difficulty over the paper's pool: the questions answered as the model has them,
 * binned, those never answered at the prior (decisions 191 and 425).
 */
async function spreads(db: Db, bank: string, pool: ReadonlyMap<string, number>) {
  const bins = await repo.difficultyBins(db, bank);
  const out = new Map<string, DifficultySpread>();
  for (const [subject, size] of pool) out.set(subject, poolSpread(bins.get(subject) ?? [], size));
  return out;
}

/** A subject's answers as the page tells them: the table's, at least the model's own count. */
function countedAnswers(
  answered: ReadonlyMap<string, number>,
  abilities: Record<string, AbilityEstimate>,
  subject: string,
) {
  return Math.max(answered.get(subject) ?? 0, abilities[subject]?.count ?? 0);
}

/**
 * What the next step holds, by subject (issue 69 point 4, decision 0498): its questions in each and
 * the student's answers there, counted as the readiness card counts them (the table's, at least the
 * model's). Most questions first, then in the paper's order.
 */
function nextStepSummary(
  paper: FullPaper,
  chosen: ReadonlyArray<{ subject: string; reason: "review" | "gain" }>,
  answered: ReadonlyMap<string, number>,
  abilities: Record<string, AbilityEstimate>,
): NextStepSummary {
  const order = paper.sections.map((s) => s.subject);
  const bySubject = new Map<string, number>();
  for (const c of chosen) bySubject.set(c.subject, (bySubject.get(c.subject) ?? 0) + 1);
  return {
    paper: paper.paper,
    questions: chosen.length,
    reviews: chosen.filter((c) => c.reason === "review").length,
    subjects: [...bySubject]
      .sort(([a, n], [b, m]) => m - n || order.indexOf(a) - order.indexOf(b))
      .map(([subject, questions]) => ({
        subject,
        questions,
        answers: countedAnswers(answered, abilities, subject),
      })),
  };
}

export async function learnerRoutes(app: FastifyInstance, { banks }: { banks: QuestionBanks }) {
  noStore(app);
  const papers: FullPaper[] = [CSIT, BCA];

  // Questions per subject of each bank, counted once per bank object (a file bank lives as long
  // as the process).
  const poolSizes = new WeakMap<object, Map<string, number>>();
  function poolOf(questions: ReadonlyMap<number, { category: string }>) {
    let pool = poolSizes.get(questions);
    if (!pool) {
      pool = new Map<string, number>();
      for (const q of questions.values()) pool.set(q.category, (pool.get(q.category) ?? 0) + 1);
      poolSizes.set(questions, pool);
    }
    return pool;
  }

  async function readiness(
    abilities: Record<string, AbilityEstimate>,
    practised: readonly PractisedBin[],
    answered: ReadonlyMap<string, number>,
    paper: FullPaper,
  ): Promise<PaperReadiness | null> {
    const bank = await banks.find(app.db, paper.bank);
    // A paper whose questions this install does not hold (no BCA mock papers) is not offered.
    if (!bank) return null;
    const spread = await spreads(app.db, paper.bank, poolOf(bank.questions));
    const sections = paper.sections.map((s) => ({
      ...s,
      difficulty: spread.get(s.subject) ?? { ...DIFFICULTY_PRIOR },
    }));
    // The student's answers weighed again against the questions' recorded difficulties, the range
    // as wide as the practice's evidence and reach hold it (decision 425).
    const result = readinessOf({ sections }, abilities, practised, app.now().getTime());
    // The card tells its counts as the page's table does (issue 69 point 4, decision 0497): the
    // student's answers per subject, whichever bank they came from. The model may hold fewer (none
    // from before it existed, none of a question corrected since); a subject with answers is never
    // "not tried", and the numbers said are the ones the table shows.
    const counted = (subject: string) => countedAnswers(answered, abilities, subject);
    const subjects = [...new Set(paper.sections.map((s) => s.subject))];
    const common = {
      paper: paper.paper,
      weights: paper.sections.map((s) => ({ subject: s.subject, marks: s.questions * s.marks })),
      max: result.max,
      pass_marks: paper.passMarks,
      answers: subjects.reduce((n, subject) => n + counted(subject), 0),
      min_answers: MIN_SUBJECT_ANSWERS,
    };
    if (result.kind === "insufficient")
      return {
        ...common,
        estimate: null,
        missing: result.missing
          .map((m) => ({
            subject: m.subject,
            answers: counted(m.subject),
            needed: MIN_SUBJECT_ANSWERS - counted(m.subject),
          }))
          .filter((m) => m.needed > 0),
      };
    return {
      ...common,
      estimate: {
        expected: oneDecimal(result.expected),
        low: oneDecimal(result.low),
        high: oneDecimal(result.high),
        subjects: result.subjects.map((s) => ({
          subject: s.subject,
          answers: counted(s.subject),
          tried: counted(s.subject) >= MIN_SUBJECT_ANSWERS,
          expected: oneDecimal(s.expected),
          max: s.max,
        })),
        untried: subjects.filter((subject) => counted(subject) === 0),
        few: subjects
          .filter((subject) => counted(subject) > 0 && counted(subject) < MIN_SUBJECT_ANSWERS)
          .map((subject) => ({ subject, answers: counted(subject) })),
        narrow: result.narrow
          ? { answers: result.narrow.answers, width: oneDecimal(result.narrow.width) }
          : null,
      },
      missing: [],
    };
  }

  /**
   * "Practise next" (decision 193): about ten questions of the CSIT paper's subjects, from its bank.
   * The same set all day (until answers move the model), a new one the next day.
   */
  async function chooseNextStep(
    userId: number,
    /** The student's abilities when the caller has read them already (readiness). */
    known?: Promise<Awaited<ReturnType<typeof repo.abilitiesOf>>>,
  ) {
    const now = app.now();
    const paper = CSIT;
    const bank = await banks.find(app.db, paper.bank);
    if (!bank) return null;
    const questions = [...bank.questions.values()];
    const paperMarks: Record<string, number> = {};
    for (const s of paper.sections)
      paperMarks[s.subject] = (paperMarks[s.subject] ?? 0) + s.questions * s.marks;
    const [abilities, difficulties, due, recent] = await Promise.all([
      known ?? repo.abilitiesOf(app.db, userId),
      repo.difficultiesOf(app.db, paper.bank),
      // Due for the whole of their day in Nepal, as the review quiz counts them.
      repo.dueCards(app.db, userId, paper.bank, nepalDayEnd(now), NEXT_STEP_SIZE),
      repo.answeredSince(app.db, userId, paper.bank, new Date(now.getTime() - RECENT_MS)),
    ]);
    const key = (id: number) => `${paper.bank}:${id}`;
    const chosen = nextStep({
      paperMarks,
      abilities: pooledAbilities(abilities, Object.keys(paperMarks), now.getTime()),
      pool: questions.map((q) => ({
        id: key(q.id),
        subject: q.category,
        // The entrance bank has no topics below its subjects: a subject is one topic.
        topic: q.category,
        difficulty: difficulties.get(q.id) ?? DIFFICULTY_PRIOR,
      })),
      due: due.map((c) => ({ id: key(c.question_id), due: new Date(c.due).getTime() })),
      recent: new Set([...recent].map(key)),
      now: now.getTime(),
      size: NEXT_STEP_SIZE,
      seed: Number(nepalDay(now).replaceAll("-", "")) + userId,
    });
    const byKey = new Map(questions.map((q) => [key(q.id), q]));
    return { paper, chosen, byKey, key };
  }

  handle(app, getNextStep, async (request) => {
    const step = await chooseNextStep(request.session.id);
    if (!step) return { questions: [], why: [] };
    return {
      questions: step.chosen.map((c) => ({ ...step.byKey.get(c.id)!, bank: step.paper.bank })),
      why: step.chosen.map((c) => ({ reason: c.reason, subject: c.subject, chance: c.chance })),
    };
  });

  handle(app, getReadiness, async (request) => {
    const user = request.session;
    // The student's abilities and answers are read once: every paper's subjects are among them.
    const read = repo.abilitiesOf(app.db, user.id);
    // What Practise next holds is drawn meanwhile, from the same abilities.
    const drawing = chooseNextStep(user.id, read);
    // Should the reads below fail first, the draw's own failure is not left unhandled.
    drawing.catch(() => {});
    const [abilities, tally, practised] = await Promise.all([
      read,
      tallyByCategory(app.db, user.id),
      repo.practisedBins(app.db, user.id),
    ]);
    const answered = new Map(tally.map((r) => [r.category, Number(r.answered)]));
    const [each, step] = await Promise.all([
      Promise.all(papers.map((p) => readiness(abilities, practised, answered, p))),
      drawing,
    ]);
    return {
      papers: each.filter((p): p is PaperReadiness => p !== null),
      next_step: step && nextStepSummary(step.paper, step.chosen, answered, abilities),
    };
  });
}
