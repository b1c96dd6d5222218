import type { FastifyInstance } from "fastify";
import { PUBLIC_EXAM_BANKS } from "@tayari/contracts/exam-banks";
import { questionPrints } from "@tayari/quiz/fingerprint";
import { readPool, type PoolCache, type PublicBank } from "./papers";
import * as examRepo from "./exam-repository";
import { type StoredQuestion } from "./bank-repository";
import { GRACE_MS } from "./deadline";
import { EXAM_HOLD_MAX_DAYS } from "@tayari/contracts/limits";

/**
 * No key out while another exam holds the question (issue 30, point 2; decisions 98 and 142): an
 * exam's results (its keys and explanations, in every review) are out only when no other exam that
 * has not closed yet (running, or opening later) shares any of its questions, and never later than
 * the bound below.
 *
 * - Two exams share a question when a question of one is a question of the other as a reader sees
 *   it (packages/quiz/src/fingerprint.ts, decision 390): its stem with its key, or its stem with its
 *   options as a set, folded for case, spacing, punctuation, compatibility forms and look-alike
 *   letters. A copy with a comma moved, Cyrillic letters, an option added or its key changed is the
 *   same question; one question of forty shared holds the exam.
 * - The site's public banks hold nothing: their keys are public anyway. An exam made from one holds
 *   no other exam, and a question that is in a public bank holds no exam.
 * - A hold lasts while the holding exam runs (issue 67 point 2, decision 397): to its last
 *   candidate's end (its close, or later by a candidate's extra time or a reopening: decision 252)
 *   and its grace. Its window is the bound: an exam is open at most the window the contract allows and a
 *   reopened attempt runs at most a day past the close, so no hold outlasts the holding exam's
 *   opening by more than `EXAM_HOLD_MAX_DAYS` (an exam made before that rule, with a longer window,
 *   is cut there).
 * - Another examiner's exam holds only while it runs (decision 98): one not open yet holds nothing.
 *   One of the same examiner's not open yet holds at most `OWN_HOLD_DAYS` after the held exam's
 *   close, unless it opens before then (it then holds while it runs).
 */
export const OWN_HOLD_DAYS = 7;
const DAY = 24 * 60 * 60_000;

/** What holds an exam's results back: the unclosed exam sharing its questions that ends last. */
export interface Hold {
  slug: string;
  title: string;
  /** When that exam opens, if it has not opened yet at the moment asked; else null. */
  opens: Date | null;
  /** When the hold ends: that exam's end (its last candidate's deadline) and grace, or a bound if earlier. */
  until: Date;
  /** When that exam, and its grace, are over. */
  closes: Date;
  /** That exam is another examiner's (or nobody's). */
  anotherExaminer: boolean;
  /**
   * `OWN_HOLD_DAYS` when the hold is one of the same examiner's exams not open yet (bounded after the
   * held exam's close); null when the holding exam holds while it runs, up to `EXAM_HOLD_MAX_DAYS`
   * after its opening.
   */
  limitDays: number | null;
}

const isPublic = (source: string) => source.startsWith("public:");

export function releaseHolds(
  app: FastifyInstance,
  pools: PoolCache,
  publicBank: (name: PublicBank) => StoredQuestion[],
) {
  const prints = new WeakMap<StoredQuestion[], Promise<Set<string>>>();
  const printsOf = (pool: StoredQuestion[]) => {
    let set = prints.get(pool);
    if (!set) prints.set(pool, (set = printSet(pool)));
    return set;
  };
  // Read only once two exams are found to share a question (the public banks are large).
  let publicPrints: Promise<Set<string>> | undefined;
  const isPublicQuestion = async (print: string) => {
    publicPrints ??= printSet(PUBLIC_EXAM_BANKS.flatMap((name) => publicBank(name)));
    return (await publicPrints).has(print);
  };
  // By the exam's version: an exam not open yet may be changed (decision 205), its questions too.
  const poolOf = (examId: number, version: number) =>
    pools.get(examId, () => readPool(app.db, examId), version);
  const shares = async (mine: Set<string>, theirs: Set<string>) => {
    for (const print of theirs)
      if (mine.has(print) && !(await isPublicQuestion(print))) return true;
    return false;
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
      (e) => e.id !== examId && !isPublic(e.source),
    );
    if (!others.length) return null;
    const held = await examRepo.findExamHoldFacts(app.db, examId);
    if (isPublic(held.source)) return null;
    const mine = await printsOf(await poolOf(examId, held.version));
    let hold: Hold | null = null;
    for (const other of others) {
      const anotherExaminer = held.owner_id === null || other.owner_id !== held.owner_id;
      // An exam not open yet holds only its own examiner's results: they can cancel it; another
      // college's paper set for next month would hold theirs with no way out.
      if (other.opens_at > now && anotherExaminer) continue;
      // Its last candidate's end, extra time and reopenings included (decision 252).
      const closes = new Date(other.ends_at.getTime() + GRACE_MS);
      const windowEnd = new Date(other.opens_at.getTime() + EXAM_HOLD_MAX_DAYS * DAY + GRACE_MS);
      const running = closes < windowEnd ? closes : windowEnd;
      const ownBound = new Date(held.closes_at.getTime() + GRACE_MS + OWN_HOLD_DAYS * DAY);
      // Mine, not open yet, opening after the bound: it holds to the bound only.
      const boundedOwn = other.opens_at > now && other.opens_at >= ownBound;
      const until = boundedOwn ? ownBound : running;
      const limitDays = boundedOwn ? OWN_HOLD_DAYS : null;
      if (until <= now) continue;
      if (!(await shares(mine, await printsOf(await poolOf(other.id, other.version))))) continue;
      const opens = other.opens_at > now ? other.opens_at : null;
      if (!hold || until > hold.until)
        hold = {
          slug: other.slug,
          title: other.title,
          opens,
          until,
          closes,
          anotherExaminer,
          limitDays,
        };
    }
    return hold;
  };
}

export type HoldOf = ReturnType<typeof releaseHolds>;

/** Questions printed between two turns of the event loop: a 10,000-question pool never holds it. */
const PRINTS_PER_TURN = 400;

/** Every print of every question of `pool`, made a slice at a time. */
export async function printSet(
  pool: ReadonlyArray<Parameters<typeof questionPrints>[0]>,
): Promise<Set<string>> {
  const set = new Set<string>();
  for (let i = 0; i < pool.length; i += PRINTS_PER_TURN) {
    if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    for (const question of pool.slice(i, i + PRINTS_PER_TURN))
      for (const print of questionPrints(question)) set.add(print);
  }
  return set;
}
