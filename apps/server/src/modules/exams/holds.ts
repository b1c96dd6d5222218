import type { FastifyInstance } from "fastify";
import { readPool, type PoolCache } from "./papers";
import * as examRepo from "./exam-repository";
import { type StoredQuestion } from "./bank-repository";
import { GRACE_MS } from "./exam-repository";

/**
 * No key out while another exam holds the question (issue 30, point 2): an exam's results (its
 * keys and explanations, in every review) are out only when no other exam that has not closed yet
 * (running, or opening later: decision 98) shares any of its questions. Two exams share a question when a question of one has the text and key of a
 * question of the other: the same bank, or a copy of it uploaded again.
 */

/** What holds an exam's results back: the unclosed exam sharing its questions that ends last. */
export interface Hold {
  slug: string;
  title: string;
  /** When that exam opens, if it has not opened yet at the moment asked; else null. */
  opens: Date | null;
  /** When that exam, and its grace, are over. */
  until: Date;
}

const questionKey = (q: StoredQuestion) => `${q.question}\u0000${q.answer}`;

export function releaseHolds(app: FastifyInstance, pools: PoolCache) {
  const keys = new WeakMap<StoredQuestion[], Set<string>>();
  const keysOf = (pool: StoredQuestion[]) => {
    let set = keys.get(pool);
    if (!set) keys.set(pool, (set = new Set(pool.map(questionKey))));
    return set;
  };
  const poolOf = (examId: number) => pools.get(examId, () => readPool(app.db, examId));
  // An exam's examiner never changes: asked once per exam.
  const owners = new Map<number, Promise<number | null>>();
  const ownerOf = (examId: number) => {
    let owner = owners.get(examId);
    if (!owner) owners.set(examId, (owner = examRepo.findExamOwner(app.db, examId)));
    return owner;
  };

  /**
   * The hold on the results of `examId` at `now`, or null when they may be out. `unclosed`: the
   * exams not closed at `now`, when the caller has them already (a list of many exams).
   */
  return async function holdOf(
    examId: number,
    now: Date,
    unclosed?: Awaited<ReturnType<typeof examRepo.listUnclosedExams>>,
  ): Promise<Hold | null> {
    const others = (unclosed ?? (await examRepo.listUnclosedExams(app.db, now))).filter(
      (e) => e.id !== examId,
    );
    if (!others.length) return null;
    const mine = keysOf(await poolOf(examId));
    const owner = await ownerOf(examId);
    let hold: Hold | null = null;
    for (const other of others) {
      // An exam not open yet holds only its own examiner's results: they can cancel it; another
      // college's paper set for next month would hold theirs with no way out.
      if (other.opens_at > now && other.owner_id !== owner) continue;
      const theirs = await poolOf(other.id);
      if (!theirs.some((q) => mine.has(questionKey(q)))) continue;
      const until = new Date(other.closes_at.getTime() + GRACE_MS);
      const opens = other.opens_at > now ? other.opens_at : null;
      if (!hold || until > hold.until)
        hold = { slug: other.slug, title: other.title, opens, until };
    }
    return hold;
  };
}

export type HoldOf = ReturnType<typeof releaseHolds>;
