import { sql, type Kysely } from "kysely";
import { commitTogether, type CommitTogetherOptions } from "../../db/commit-together";
import { statementName } from "../../db/named-statements";
import type { Database } from "../../db/schema";
import { activeSessionCtes, activeSessionsOfInputCtes } from "../auth/repository";
import { countHits, countHitsOf } from "../rate-limit/repository";
import { GRACE_MS } from "./deadline";
import {
  foundAttemptCtes,
  foundAttemptsOfInputCtes,
  SESSION_ATTEMPT,
  type SealedAttempt,
} from "./sealed-attempt-repository";
import type { Db } from "../../db/db";

// The answers of an attempt (exam_answers): the last pick of each question, by sequence number.

/**
 * How far ahead of the attempt's clock on the server a pick's number may be (decision 341): the
 * number is the pick's time on the attempt's clock in ms as the device counts it from the server's
 * word, so it is ahead only by the device's error (the network's delay, a clock corrected under it).
 */
export const SEQ_AHEAD_MS = 60_000;

/** What one answer save found and did: each part null when the one before it was not found. */
export interface AnswerSaveOutcome {
  /** The signed-in account; null when the token names no active session. */
  user_id: number | null;
  /** The account's saves in the limit's window, this one included, and when the window ends. */
  hits: number | null;
  hits_reset_at: Date | null;
  attempt_id: number | null;
  exam_id: number | null;
  deadline: Date | null;
  /** When the attempt started: its clock, which numbers the picks, counts from here. */
  started_at: Date | null;
  submitted_at: Date | null;
  /** The question is on this student's paper. */
  on_paper: boolean | null;
  /**
   * The pick's number is further along the attempt's clock than the attempt has run (decision
   * 341): a forged number that would keep every later change of the question out.
   */
  ahead: boolean | null;
  /**
   * Set when the answer was stored; null when it was not: the attempt closed, or (see
   * `findKeptAnswer`) a pick with the same or a higher sequence number is stored already.
   */
  saved_at: Date | null;
}

/** One answer save: who sends it (the token), where it counts, and what it stores. */
export interface AnswerSave {
  tokenHash: string;
  idleSince: Date;
  limitKey: string;
  limit: number;
  limitWindowMs: number;
  slug: string;
  examId: number;
  questionId: number;
  pick: string;
  /** The attempt's sequence number of this pick: the stored answer is replaced only by a higher one. */
  seq: number;
  pickIsOption: boolean;
  now: Date;
  /**
   * A sealed paper's save (decision 0453): when the account has no attempt at the exam, the one
   * the seal fixes is made by the save's statement, alone or with others (decision 0457).
   */
  sealed?: SealedAttempt;
}

/** A sealed save's outcome: a save's, and whether the attempt found holds another paper. */
export type SealedSaveOutcome = AnswerSaveOutcome & {
  /**
   * The attempt found (not made) has another paper than the seal's: started elsewhere. Absent
   * from a save without a seal.
   */
  other_paper?: boolean | null;
};

/**
 * An answer save in one statement, so one round trip to the database (the exam day's hot path):
 * the session behind the token (unrevoked, unexpired, used within the idle limit; its last use
 * written at most once an hour), the account's counter under `limitKey`, the student's attempt at
 * the exam at `slug`, and the answer, stored or replaced only when the session is good, the count is
 * within `limit`, the attempt belongs to `examId` (the caller's cached look-up of the slug), the
 * question is on the paper, `pickIsOption` holds, and the attempt is open: not submitted, and its
 * deadline no more than the grace before `now`, and the exam's results not fixed yet (a save held
 * up past the end would change an answer the fixed score does not count, decision 201). The
 * caller reads the outcome to answer 401, 429, 404, 409 or 422 in the same order as separate
 * steps would.
 */
export async function saveAnswerInOneStatement(
  db: Db,
  save: AnswerSave,
): Promise<AnswerSaveOutcome> {
  const { rows } = await answerSaveStatement(save).execute(db);
  return rows[0]!;
}

/**
 * A sealed paper's answer in one statement (decision 0453): `saveAnswerInOneStatement`'s checks and
 * write, and, when the account has no attempt at the exam yet, the attempt the seal fixes with its
 * "started" line first (`foundAttemptCtes`, within the save's limit), so that recording a sealed
 * start costs an answer save's round trip, not a start's. An attempt found with another paper
 * than the seal's stores nothing (`other_paper`).
 */
export async function saveSealedAnswerInOneStatement(
  db: Db,
  save: AnswerSave & { sealed: SealedAttempt },
): Promise<SealedSaveOutcome> {
  const { rows } = await answerSaveStatement(save, save.sealed).execute(db);
  return rows[0]!;
}

/** The one answer save's statement, plain or sealed: the same counting, checks and write. */
function answerSaveStatement(save: AnswerSave, sealed?: SealedAttempt) {
  const { now } = save;
  const latestDeadline = new Date(now.getTime() - GRACE_MS);
  // The session rule (auth) and the counting rule (rate-limit) are their modules' own, composed
  // here into the one statement; the save counts under the account's key.
  const accountKey = sql`select ${save.limitKey} || session.user_id from session`;
  const ask = {
    slug: save.slug,
    examId: save.examId,
    now,
    handedIn: false,
    countedWithin: save.limit,
  };
  const name = sealed ? "exam-answer-save-sealed" : "exam-answer-save";
  return sql<SealedSaveOutcome>`${sql.raw(statementName(name))}
    with ${activeSessionCtes(save.tokenHash, now, save.idleSince)},
    counted as (
      ${countHits(accountKey, save.limitWindowMs, now)}
    ),
    ${foundAttemptCtes(ask, sealed)},
    attempt as (
      select found.*,
        found.paper @> to_jsonb(${save.questionId}::integer) as on_paper,
        ${save.seq}::integer > extract(epoch from ${now}::timestamptz - found.started_at)
          * 1000 + ${SEQ_AHEAD_MS}::integer as ahead
      from found
    ),
    saved as (
      insert into exam_answers (attempt_id, question_id, pick, saved_at, seq)
      select attempt.id, ${save.questionId}::integer, ${save.pick}::text, ${now}::timestamptz,
        ${save.seq}::integer
      from attempt, counted
      where counted.count <= ${save.limit}::integer and attempt.exam_id = ${save.examId}::bigint
        and attempt.on_paper and ${save.pickIsOption}::boolean and not attempt.other_paper
        and attempt.submitted_at is null and attempt.deadline >= ${latestDeadline}::timestamptz
        and attempt.unfixed and not attempt.ahead
      on conflict (attempt_id, question_id) do update
        set pick = excluded.pick, saved_at = excluded.saved_at, seq = excluded.seq
        where exam_answers.seq < excluded.seq
      returning saved_at
    )
    select session.user_id, counted.count as hits, counted.reset_at as hits_reset_at,
      attempt.id as attempt_id, attempt.exam_id, attempt.deadline, attempt.started_at,
      attempt.submitted_at, attempt.on_paper, attempt.ahead, saved.saved_at
      ${sealed ? sql`, attempt.other_paper` : sql``}
    from (select 1) as one
      left join session on true
      left join counted on true
      left join attempt on true
      left join saved on true
  `;
}

/**
 * Several answer saves in one statement (decision 299): each save's outcome is what
 * `saveAnswerInOneStatement` would give it had the saves run alone in their order, with one
 * difference the route already answers: of two picks of one question in the batch, only the one
 * with the highest sequence number is written, and the other is told which pick is kept, as when
 * it arrives after that one. The session and counting rules are their modules' many-row forms;
 * every save must count under the same `limitKey`, `limit` and `limitWindowMs`.
 */
export async function saveAnswersInOneStatement(
  db: Db,
  saves: AnswerSave[],
): Promise<SealedSaveOutcome[]> {
  const [first] = saves;
  if (!first) return [];
  const { limitKey, limit, limitWindowMs } = first;
  if (
    saves.some(
      (s) => s.limitKey !== limitKey || s.limit !== limit || s.limitWindowMs !== limitWindowMs,
    )
  )
    throw new Error("saveAnswersInOneStatement: saves counted under one rule only");
  const column = <T>(pick: (save: AnswerSave, i: number) => T) => saves.map(pick);
  // Sealed first answers among them (decision 0457): their attempts made in the same statement.
  const sealed = saves.some((s) => s.sealed);
  const sealColumns = sealed
    ? sql`, ${column((s) => s.sealed?.userId ?? null)}::bigint[],
        ${column((s) => s.sealed?.examVersion ?? null)}::integer[],
        ${column((s) => (s.sealed ? JSON.stringify(s.sealed.paper) : null))}::text[],
        ${column((s) => s.sealed?.seed ?? null)}::integer[],
        ${column((s) => s.sealed?.device ?? null)}::text[]`
    : sql``;
  const attempts = sealed
    ? sql`${foundAttemptsOfInputCtes(limit)},
    attempt as (
      select found.n, found.id, found.exam_id, found.deadline, found.started_at,
        found.submitted_at, found.paper @> to_jsonb(input.question_id) as on_paper, found.unfixed,
        input.seq > extract(epoch from input.now - found.started_at) * 1000
          + ${SEQ_AHEAD_MS}::integer as ahead, found.other_paper
      from found join input using (n)
    )`
    : sql`attempt as (
      select input.n, exam_attempts.id, exam_attempts.exam_id, exam_attempts.deadline,
        exam_attempts.started_at, exam_attempts.submitted_at,
        exam_attempts.paper @> to_jsonb(input.question_id) as on_paper,
        exams.results_fixed_at is null as unfixed,
        input.seq > extract(epoch from input.now - exam_attempts.started_at) * 1000
          + ${SEQ_AHEAD_MS}::integer as ahead, false as other_paper
      from input
      join session using (n)
      join exams on exams.slug = input.slug
      cross join lateral (${SESSION_ATTEMPT}) as exam_attempts
    )`;
  const name = sealed ? "exam-answer-save-sealed-many" : "exam-answer-save-many";
  const { rows } = await sql<SealedSaveOutcome & { n: number }>`${sql.raw(statementName(name))}
    with input as (
      select * from unnest(${column((_, i) => i)}::integer[], ${column((s) => s.tokenHash)}::text[],
        ${column((s) => s.now)}::timestamptz[], ${column((s) => s.idleSince)}::timestamptz[],
        ${column((s) => s.slug)}::text[], ${column((s) => s.examId)}::bigint[],
        ${column((s) => s.questionId)}::integer[], ${column((s) => s.pick)}::text[],
        ${column((s) => s.seq)}::integer[], ${column((s) => s.pickIsOption)}::boolean[]
        ${sealColumns})
        as input (n, token_hash, now, idle_since, slug, exam_id, question_id, pick, seq, pick_ok
        ${sealed ? sql`, seal_user, seal_version, seal_paper, seal_seed, seal_device` : sql``})
    ),
    ${activeSessionsOfInputCtes()},
    hit as (
      select session.n, ${limitKey}::text || session.user_id as key,
        row_number() over (partition by session.user_id order by session.n) as rank,
        count(*) over (partition by session.user_id) as total
      from session
    ),
    counted as (
      ${countHitsOf(
        sql`select hit.key, count(*)::integer, min(input.now) from hit join input using (n)
          group by hit.key`,
        limitWindowMs,
      )}
    ),
    hits as (
      select hit.n, (counted.count - hit.total + hit.rank)::integer as count, counted.reset_at
      from hit join counted using (key)
    ),
    ${attempts},
    allowed as (
      select distinct on (attempt.id, input.question_id) attempt.id as attempt_id,
        input.question_id, input.pick, input.now, input.seq
      from input join attempt using (n) join hits using (n)
      where hits.count <= ${limit}::integer and attempt.exam_id = input.exam_id
        and attempt.on_paper and input.pick_ok and not attempt.other_paper
        and attempt.submitted_at is null
        and attempt.deadline >= input.now - ${GRACE_MS}::integer * interval '1 millisecond'
        and attempt.unfixed and not attempt.ahead
      order by attempt.id, input.question_id, input.seq desc, input.n
    ),
    saved as (
      insert into exam_answers (attempt_id, question_id, pick, saved_at, seq)
      select attempt_id, question_id, pick, now, seq from allowed
      on conflict (attempt_id, question_id) do update
        set pick = excluded.pick, saved_at = excluded.saved_at, seq = excluded.seq
        where exam_answers.seq < excluded.seq
      returning attempt_id, question_id, seq, pick, saved_at
    )
    select input.n, session.user_id, hits.count as hits, hits.reset_at as hits_reset_at,
      attempt.id as attempt_id, attempt.exam_id, attempt.deadline, attempt.started_at,
      attempt.submitted_at, attempt.on_paper, attempt.ahead, saved.saved_at
      ${sealed ? sql`, attempt.other_paper` : sql``}
    from input
      left join session using (n)
      left join hits using (n)
      left join attempt using (n)
      left join saved on saved.attempt_id = attempt.id and saved.question_id = input.question_id
        and saved.seq = input.seq and saved.pick = input.pick
    order by input.n
  `.execute(db);
  if (rows.length !== saves.length)
    throw new Error(`saveAnswersInOneStatement: ${rows.length} outcomes for ${saves.length} saves`);
  return rows.map(({ n: _, ...outcome }) => outcome);
}

/**
 * The answer save as the routes call it (decision 299): with `most` above 1, saves that arrive
 * while `lanes` saves or batches are in flight wait for the next free lane and are stored together
 * in one statement (a deadlock between two batches, like any failed batch, runs each save alone);
 * with `most` 1, each alone.
 */
export function answerSaver(
  db: Kysely<Database>,
  {
    lanes,
    most,
    onBatchFailed,
  }: { lanes: number; most: number } & Pick<
    CommitTogetherOptions<AnswerSave, SealedSaveOutcome>,
    "onBatchFailed"
  >,
): (save: AnswerSave) => Promise<SealedSaveOutcome> {
  const alone = (save: AnswerSave): Promise<SealedSaveOutcome> =>
    save.sealed
      ? saveSealedAnswerInOneStatement(db, { ...save, sealed: save.sealed })
      : saveAnswerInOneStatement(db, save);
  if (most <= 1) return alone;
  return commitTogether({
    lanes,
    most,
    alone,
    together: (saves) => saveAnswersInOneStatement(db, saves),
    onBatchFailed,
  });
}

/**
 * The answer stored for the question when a save was not: the pick kept and its sequence number
 * (a later pick arrived first, or this one is a retry), or undefined when there is none.
 */
export async function findKeptAnswer(db: Db, attemptId: number, questionId: number) {
  return db
    .selectFrom("exam_answers")
    .select(["pick", "seq", "saved_at"])
    .where("attempt_id", "=", attemptId)
    .where("question_id", "=", questionId)
    .executeTakeFirst();
}

/** The attempt's answers, the latest pick (highest sequence number) last. */
export async function listAnswers(db: Db, attemptId: number) {
  return db
    .selectFrom("exam_answers")
    .select(["question_id", "pick", "seq"])
    .where("attempt_id", "=", attemptId)
    .orderBy("seq")
    .orderBy("saved_at")
    .orderBy("question_id")
    .execute();
}
/** The answers of several attempts (the data export). */
export async function listAnswersOf(db: Db, attemptIds: number[]) {
  if (!attemptIds.length) return [];
  return db
    .selectFrom("exam_answers")
    .select(["attempt_id", "question_id", "pick"])
    .where("attempt_id", "in", attemptIds)
    .execute();
}
