import type { LiveStandings } from "@tayari/contracts/live-mocks";
import { toMarks } from "@tayari/quiz/marking";
import type { Db } from "../../db/db";
import type { ExamRow } from "../exams/exam-repository";
import { resultsAt } from "../exams/results";
import type { MockPapers } from "../mocks/papers";
import type { LiveMockRefusal } from "./refusals";
import * as liveRepo from "./repository";
import { standingsFigures, type Figures } from "./standings-figures";

/** A standings' figures are counted once and kept this long per process (a regrade renews them). */
const FIGURES_TTL_MS = 30_000;

export interface StandingsDeps {
  db: Db;
  now: () => Date;
  papers: Pick<MockPapers, "find">;
  /** Marks and ranks the exam's attempts once, when it is over (results.ts `fixedResults`). */
  ensureFixed: (exam: ExamRow, now: Date) => Promise<void>;
  /** The figures counted per exam in this process, with when. */
  figures: Map<number, { at: number; figures: Figures }>;
}

export type StandingsOutcome =
  | { kind: "standings"; standings: LiveStandings }
  | Extract<LiveMockRefusal, { kind: "noLiveMock" | "standingsAt" }>;

/**
 * A live mock's standings after its close (the use case behind
 * `GET /api/live-mocks/{slug}/standings`): everyone's figures, and the student's own result.
 */
export async function liveStandings(
  deps: StandingsDeps,
  { slug, userId }: { slug: string; userId: number },
): Promise<StandingsOutcome> {
  const { db } = deps;
  const exam = await liveRepo.findLiveMock(db, slug);
  const paper = exam && deps.papers.find(exam.paper);
  if (!exam || !paper) return { kind: "noLiveMock", slug };
  const now = deps.now();
  // Out with the keys (the exam's release at its close): never before the last answer can land.
  const release = resultsAt(exam)!;
  if (now < release) return { kind: "standingsAt", title: exam.title, at: release };
  await deps.ensureFixed(exam, now);
  let kept = deps.figures.get(exam.id);
  if (!kept || now.getTime() - kept.at > FIGURES_TTL_MS) {
    const rows = await liveRepo.listFixedScores(db, exam.id);
    kept = { at: now.getTime(), figures: standingsFigures(rows, paper) };
    deps.figures.set(exam.id, kept);
  }
  const mine = await liveRepo.findOwnResult(db, exam.id, userId);
  const standings: LiveStandings = {
    slug: exam.slug,
    title: exam.title,
    paper: exam.paper,
    ...kept.figures,
    mine: mine
      ? {
          score: toMarks(mine.score),
          rank: mine.rank,
          percentile: mine.percentile,
          correct: mine.correct,
          wrong: mine.wrong,
          unanswered: mine.unanswered,
        }
      : null,
  };
  return { kind: "standings", standings };
}
