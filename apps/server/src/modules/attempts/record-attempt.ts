import { createHash } from "node:crypto";
import {
  MIXED_MODES,
  type AnswerMark,
  type AttemptMode,
  type PutAttemptRequest,
} from "@tayari/contracts/attempts";
import type { AppError } from "../../lib/app-error";
import { nepalDay } from "../../lib/nepal-day";
import { inTransaction } from "../../db/db";
import { applyAnswers } from "../learner/repository";
import type { MockPaper } from "../mocks/papers";
import type { MockSittings } from "../mocks/sittings";
import { addProgress, type ProgressRow } from "../progress/repository";
import { QuestionBanks } from "../questions/question-banks";
import { gradeAnswers } from "../review/schedule";
import * as repo from "./repository";
import { resolveAnswers, type AnswerRefusal, type Resolution } from "./resolve-answers";

/**
 * Recording a practice attempt (issue 64, decision 343; issue 63 point 1): the use case behind
 * `PUT /api/attempts/{uuid}`. An attempt is the set of its answers: each one sent is kept, kept and
 * marked, or refused with a code, on its own, and an attempt is never refused for one of them. A
 * send of an attempt the server holds adds the answers it does not hold yet (a refused answer
 * retried), and is otherwise answered as before. What each kept answer moves (the student's daily
 * sums, the review cards, the learner model, a mock paper's standings) moves once, in the same
 * transaction as the answer.
 */

/** A browser's clock may run a little ahead of ours; a finish further ahead is moved back. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

export interface RecordAttemptDeps {
  db: Parameters<typeof inTransaction>[0];
  banks: QuestionBanks;
  mocks: MockSittings;
  now: () => Date;
}

export interface RecordAttemptInput {
  userId: number;
  id: string;
  body: PutAttemptRequest;
}

/** One answer's outcome, in the order sent. */
export type AnswerOutcomeOf =
  | { state: "kept"; pick: string | null }
  | { state: "marked"; pick: string | null; mark: AnswerMark }
  | { state: "refused"; pick: string | null; refusal: AnswerRefusal };

export type RecordOutcome =
  | {
      kind: "recorded";
      /** This send made the attempt (201); else it added to it or changed nothing (200). */
      created: boolean;
      /** How many answers this send kept that the attempt did not hold. */
      added: number;
      attempt: NonNullable<Awaited<ReturnType<typeof repo.findAttempt>>>;
      answers: AnswerOutcomeOf[];
    }
  /** The id is another student's attempt, or this student's attempt of something else. */
  | { kind: "idTaken" }
  | { kind: "mixedSource"; mode: AttemptMode }
  | { kind: "noSuchSource"; mode: AttemptMode; source: string }
  /** A mock sitting the paper refuses whole (not its questions, impossible timing): decision 64. */
  | { kind: "sittingRefused"; error: AppError };

/**
 * What makes an attempt this attempt and no other: a send with the same id and these is the same
 * attempt (its answers may differ: one retried); anything else under the id is refused.
 */
function fingerprint(body: PutAttemptRequest): string {
  const canonical = JSON.stringify([
    "attempt",
    body.mode,
    body.source,
    new Date(body.started_at).toISOString(),
    new Date(body.finished_at).toISOString(),
    body.seed ?? null,
  ]);
  return createHash("sha256").update(canonical).digest("base64url");
}

/** The fingerprint attempts were kept with before decision 343: what was sent, answers and all. */
function fullFingerprint(body: PutAttemptRequest): string {
  const canonical = JSON.stringify([
    body.mode,
    body.source,
    new Date(body.started_at).toISOString(),
    new Date(body.finished_at).toISOString(),
    body.questions.map((q) => [q.bank ?? null, q.id, q.pick, q.seconds]),
    ...(body.seed === undefined ? [] : [body.seed]),
  ]);
  return createHash("sha256").update(canonical).digest("base64url");
}

/**
 * The attempt's times as kept: a finish ahead of the server's clock (a phone's clock minutes fast)
 * moves back to now with its start, keeping its length; a finish before its start (a clock set
 * back during the attempt) starts when it finished. The answers are kept either way.
 */
function keptTimes(body: PutAttemptRequest, now: Date) {
  let started = new Date(body.started_at).getTime();
  let finished = new Date(body.finished_at).getTime();
  if (finished > now.getTime() + CLOCK_SKEW_MS) {
    const ahead = finished - now.getTime();
    finished -= ahead;
    started -= ahead;
  }
  if (finished < started) started = finished;
  return { startedAt: new Date(started), finishedAt: new Date(finished) };
}

/** The attempt's answers summed per category, for the student's daily sums (decision 23). */
function progressRows(
  attempt: { userId: number; mode: string; source: string; finishedAt: Date },
  answers: readonly repo.NewAnswer[],
  categoriesBefore: ReadonlySet<string>,
): ProgressRow[] {
  const rows = new Map<string, ProgressRow>();
  for (const a of answers) {
    const row = rows.get(a.category) ?? {
      userId: attempt.userId,
      day: nepalDay(attempt.finishedAt),
      mode: attempt.mode,
      category: a.category,
      topic: attempt.mode === "english-topic" ? attempt.source : "",
      // The attempt counts once in each category it has answers of, on its first send there.
      attempts: categoriesBefore.has(a.category) ? 0 : 1,
      answered: 0,
      correct: 0,
      seconds: 0,
    };
    // A question left without a pick was not answered: it counts in the score, not here.
    if (a.pick !== null) {
      row.answered += 1;
      row.correct += a.correct ? 1 : 0;
      row.seconds += a.seconds;
    }
    rows.set(a.category, row);
  }
  return [...rows.values()];
}

export async function recordAttempt(
  deps: RecordAttemptDeps,
  input: RecordAttemptInput,
): Promise<RecordOutcome> {
  const { db, banks, mocks } = deps;
  const { userId, body } = input;
  const id = input.id.toLowerCase();
  const now = deps.now();
  const mixed = MIXED_MODES.includes(body.mode);
  if (mixed && body.source !== body.mode) return { kind: "mixedSource", mode: body.mode };
  const single = mixed ? null : await banks.forAttempt(db, body.mode, body.source);
  if (!mixed && !single) return { kind: "noSuchSource", mode: body.mode, source: body.source };
  // A year paper is a slice of the entrance bank; its answers are kept as the bank's, so a paper
  // sent after the bank changed (its slice moved) keeps every answer of the questions it had.
  const answersBank = body.mode === "year-paper" ? await banks.find(db, "entrance") : single;
  const { startedAt, finishedAt } = keptTimes(body, now);
  const print = fingerprint(body);
  const find = banks.finder(db);
  const resolved = await resolveAnswers(body.questions, {
    single: answersBank,
    find,
    withdrawn: (key, qid) => banks.withdrawn(db, key, qid),
    versions: (key, ids) => banks.versions(db, key, ids),
  });
  const title = single?.title ?? QuestionBanks.mixedTitle(body.mode);
  const known = await repo.findAttempt(db, id);
  // A mock sitting is the whole paper within its time (decision 64), checked as it first arrives.
  let mockPaper: MockPaper | null = null;
  if (body.mode === "mock" && !known && (await mocks.isAnothersSitting(db, id, userId)))
    return { kind: "idTaken" };
  if (body.mode === "mock" && !known) {
    try {
      mockPaper = mocks.check({
        source: body.source,
        startedAt,
        finishedAt,
        questions: body.questions,
      });
    } catch (error) {
      return { kind: "sittingRefused", error: error as AppError };
    }
  }

  // An attempt is the set of its answers: none kept, none made (each answer says why).
  if (!known && !resolved.some((r) => "kept" in r))
    return {
      kind: "recorded",
      created: false,
      added: 0,
      attempt: {
        id,
        user_id: userId,
        mode: body.mode,
        source: body.source,
        title,
        score: 0,
        total: body.questions.length,
        started_at: startedAt,
        finished_at: finishedAt,
        fingerprint: print,
        seed: body.seed ?? null,
      },
      answers: resolved.map((r) => outcomeOf(r, new Map(), body)),
    };
  const result = await inTransaction(db, async (trx) => {
    const created = await repo.insertAttemptRow(trx, {
      id,
      userId,
      mode: body.mode,
      source: body.source,
      title,
      total: body.questions.length,
      startedAt,
      finishedAt,
      fingerprint: print,
      seed: body.seed ?? null,
    });
    const row = (await repo.lockAttempt(trx, id))!;
    const same =
      row.user_id === userId &&
      (row.fingerprint === print || row.fingerprint === fullFingerprint(body));
    if (!same) return null;
    const before = await repo.listKeptAnswers(trx, id);
    const held = new Map(before.map((a) => [`${a.bank}\n${a.question_id}`, a]));
    const taken = new Set(before.map((a) => a.position));
    let nextFree = Math.max(-1, ...taken) + 1;
    const fresh: repo.NewAnswer[] = [];
    for (const r of resolved) {
      if (!("kept" in r)) continue;
      const key = `${r.kept.bank}\n${r.kept.questionId}`;
      if (held.has(key)) continue;
      // A place in the attempt another question holds (a retried answer sent alone): after them.
      const position = taken.has(r.kept.position) ? nextFree++ : r.kept.position;
      taken.add(position);
      nextFree = Math.max(nextFree, position + 1);
      fresh.push({ ...r.kept, position });
      held.set(key, { ...r.kept, position, question_id: r.kept.questionId });
    }
    const inserted = new Set(
      (await repo.insertAnswers(trx, { id, userId, mode: body.mode }, finishedAt, fresh)).map(
        (a) => `${a.bank}\n${a.question_id}`,
      ),
    );
    const added = fresh.filter((a) => inserted.has(`${a.bank}\n${a.questionId}`));
    if (added.length) {
      await repo.refreshScore(trx, id, row.total);
      const categoriesBefore = new Set(
        before.length ? await repo.categoriesBesides(trx, id, added) : [],
      );
      await addProgress(
        trx,
        progressRows(
          { userId, mode: body.mode, source: body.source, finishedAt: new Date(row.finished_at) },
          added,
          categoriesBefore,
        ),
      );
      // Marked answers move no card and no estimate: their question is not as it was answered.
      const standing = added.filter((a) => a.mark === null);
      await gradeAnswers(
        trx,
        userId,
        standing,
        // "Practise next" mixes due reviews in (decision 193): its answers grade their cards.
        body.mode === "review" || body.mode === "next-step",
        new Date(row.finished_at),
      );
      // The learner model last: it locks the questions' rows to the commit (decision 190).
      await applyAnswers(
        trx,
        userId,
        standing
          .filter((a) => a.pick !== null)
          .map((a) => ({
            bank: a.bank,
            questionId: a.questionId,
            subject: a.category,
            right: a.correct,
          })),
        new Date(row.finished_at),
      );
    }
    if (created && mockPaper) {
      // Ranked by the paper's picks in paper order, an answer not kept counting as none.
      const answers = resolved.map((r) => ({ pick: "kept" in r ? r.kept.pick : null }));
      await mocks.record(trx, { id, userId, startedAt, answers }, mockPaper);
    }
    return { created, added: added.length, held };
  });
  if (!result) return { kind: "idTaken" };
  if (result.created && mockPaper) mocks.standings.touched(mockPaper.ref.slug);
  const attempt = (await repo.findAttempt(db, id))!;
  return {
    kind: "recorded",
    created: result.created,
    added: result.added,
    attempt,
    answers: resolved.map((r) => outcomeOf(r, result.held, body)),
  };
}

function outcomeOf(
  r: Resolution,
  held: ReadonlyMap<string, { pick: string | null; mark: string | null }>,
  body: PutAttemptRequest,
): AnswerOutcomeOf {
  const sent = body.questions[r.n - 1]!.pick;
  if ("refused" in r) return { state: "refused", pick: sent, refusal: r.refused };
  const kept = held.get(`${r.kept.bank}\n${r.kept.questionId}`)!;
  const mark = kept.mark as AnswerMark | null;
  return mark ? { state: "marked", pick: kept.pick, mark } : { state: "kept", pick: kept.pick };
}
