import type { FastifyInstance } from "fastify";
import { getReadiness, type PaperReadiness } from "@tayari/contracts/progress";
import { ENTRANCE_FORMAT } from "@tayari/content/mock-papers";
import { ENTRANCE_QUOTAS } from "@tayari/quiz/draw";
import { DIFFICULTY_PRIOR, type DifficultySpread } from "@tayari/quiz/learner-model";
import { MIN_SUBJECT_ANSWERS, predictPaper, type PaperSection } from "@tayari/quiz/readiness";
import { noStore } from "../../lib/no-store";
import { handle } from "../../plugins/contract";
import type { QuestionBanks } from "../attempts/question-banks";
import type { Db } from "../attempts/repository";
import * as repo from "./repository";

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

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Each subject's difficulty spread over the paper's pool: the questions answered as the model has
 * them, those never answered at the prior (decision 191).
 */
async function spreads(db: Db, bank: string, pool: ReadonlyMap<string, number>) {
  const sums = new Map((await repo.difficultySums(db, bank)).map((s) => [s.subject, s]));
  const out = new Map<string, DifficultySpread>();
  for (const [subject, size] of pool) {
    const s = sums.get(subject) ?? { n: 0, sumMean: 0, sumSquare: 0, sumVariance: 0 };
    const n = Math.max(size, s.n);
    const rest = n - s.n;
    const { mean: m0, variance: v0 } = DIFFICULTY_PRIOR;
    const mean = (s.sumMean + rest * m0) / n;
    const square = (s.sumSquare + rest * m0 * m0) / n;
    const variance = Math.max(0, square - mean * mean) + (s.sumVariance + rest * v0) / n;
    out.set(subject, { mean, variance });
  }
  return out;
}

export async function learnerRoutes(app: FastifyInstance, { banks }: { banks: QuestionBanks }) {
  noStore(app);
  const papers: FullPaper[] = [CSIT];

  async function readiness(userId: number, paper: FullPaper): Promise<PaperReadiness> {
    const bank = await banks.find(app.db, paper.bank);
    const pool = new Map<string, number>();
    for (const q of bank?.questions.values() ?? [])
      pool.set(q.category, (pool.get(q.category) ?? 0) + 1);
    const [abilities, spread] = await Promise.all([
      repo.abilitiesOf(app.db, userId),
      spreads(app.db, paper.bank, pool),
    ]);
    const sections = paper.sections.map((s) => ({
      ...s,
      difficulty: spread.get(s.subject) ?? { ...DIFFICULTY_PRIOR },
    }));
    const result = predictPaper({ sections }, abilities, app.now().getTime());
    const common = {
      paper: paper.paper,
      max: result.max,
      pass_marks: paper.passMarks,
      answers: result.answers,
      min_answers: MIN_SUBJECT_ANSWERS,
    };
    if (result.kind === "insufficient")
      return { ...common, estimate: null, missing: result.missing };
    return {
      ...common,
      estimate: {
        expected: oneDecimal(result.expected),
        low: oneDecimal(result.low),
        high: oneDecimal(result.high),
        subjects: result.subjects.map((s) => ({
          subject: s.subject,
          answers: s.answers,
          tried: s.tried,
          expected: oneDecimal(s.expected),
          max: s.max,
        })),
        untried: result.untried,
      },
      missing: [],
    };
  }

  handle(app, getReadiness, async (request) => {
    const user = request.session;
    return { papers: await Promise.all(papers.map((p) => readiness(user.id, p))) };
  });
}
