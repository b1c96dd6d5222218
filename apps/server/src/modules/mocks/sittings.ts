import { scorePaper } from "@tayari/quiz/marking";
import * as errors from "./errors";
import type { MockPaper, MockPapers } from "./papers";
import * as repo from "./repository";
import { StandingsCache } from "./standings";
import { timingFault } from "./timing";
import type { Db } from "../../db/db";

/** What a finished sitting is sent as: a recorded attempt of mode `mock` (decision 64). */
export interface MockAttempt {
  source: string;
  startedAt: Date;
  finishedAt: Date;
  questions: ReadonlyArray<{ id: number; pick: string | null; seconds: number }>;
}

/** What counting a sitting reads of its recorded attempt (modules/attempts' NewAttempt). */
export interface CountedAttempt {
  id: string;
  userId: number;
  startedAt: Date;
  answers: ReadonlyArray<{ pick: string | null }>;
}

/** The marks and tie-break marks that rank a sitting, in hundredths (the paper's profile). */
export function rankingOf(paper: MockPaper, picks: ReadonlyArray<string | null>): number[] {
  const byId = new Map<number, string>();
  paper.questions.forEach((q, i) => {
    const pick = picks[i];
    if (pick !== null && pick !== undefined) byId.set(q.id, pick);
  });
  const score = scorePaper(paper.questions, byId, paper.profile);
  return [score.total, ...paper.profile.tieBreak.map((c) => score.byCategory[c] ?? 0)];
}

/**
 * The mock tests' part in a recorded attempt, and the standings: the attempts module asks it to
 * check a finished sitting and to count it, in the attempt's own transaction.
 */
export class MockSittings {
  readonly standings: StandingsCache;

  constructor(
    readonly papers: MockPapers,
    db: () => Db,
    now: () => Date,
  ) {
    this.standings = new StandingsCache(
      (paper, since) => repo.listStandings(db(), paper, since),
      () => now().getTime(),
    );
  }

  /** The paper a finished sitting is of, once its questions and timing hold; a 4xx otherwise. */
  check(attempt: MockAttempt): MockPaper {
    const paper = this.papers.find(attempt.source);
    if (!paper) throw errors.noSuchPaper(attempt.source);
    const ids = attempt.questions.map((q) => q.id);
    if (ids.length !== paper.questions.length || paper.questions.some((q, i) => q.id !== ids[i]))
      throw errors.notThePapersQuestions(paper.title);
    const fault = timingFault(
      { startedAt: attempt.startedAt, finishedAt: attempt.finishedAt, answers: attempt.questions },
      paper.durationMs,
    );
    if (fault) throw errors.impossibleTiming(fault);
    return paper;
  }

  /**
   * Whether `id` names another student's running sitting: its attempt is that student's to send,
   * and another's attempt under it would leave the owner's hand-in refused (issue 67, point 3).
   */
  async isAnothersSitting(db: Db, id: string, userId: number): Promise<boolean> {
    const owner = await repo.sittingOwner(db, id);
    return owner !== null && owner !== userId;
  }

  /** Counts the sitting if it is the student's first of the paper; it no longer runs anywhere. */
  async record(trx: Db, attempt: CountedAttempt, paper: MockPaper): Promise<void> {
    await repo.countSitting(trx, {
      paper: paper.ref.slug,
      userId: attempt.userId,
      attemptId: attempt.id,
      startedAt: attempt.startedAt,
      ranking: rankingOf(
        paper,
        attempt.answers.map((a) => a.pick),
      ),
    });
    await repo.removeSitting(trx, attempt.id, attempt.userId);
  }
}
