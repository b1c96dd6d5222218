import { sql } from "kysely";
import { statementName } from "../../db/named-statements";
import type { Db } from "../../db/db";
import { activeSessionCtes } from "../auth/repository";
import { countHits } from "../rate-limit/repository";
import { attemptDeadline } from "./deadline-repository";

/** A sealed attempt's deadline: the deadline rule with its start at the exam's opening. */
const deadlineAtOpening = () =>
  attemptDeadline({
    startedAt: sql.ref("exams.opens_at"),
    durationSeconds: sql.ref("exams.duration_seconds"),
    closesAt: sql.ref("exams.closes_at"),
    extraSeconds: sql`0`,
    pausedSeconds: sql`0`,
  });

// A sealed start written inside the statement of the request that brings the seal (decisions 0453
// and 0455): the first answer's save, the device's record of its start, an empty hand-in.

/**
 * What a sealed paper's first request makes when the attempt is not on the server yet (decision
 * 0453): the attempt the seal fixes, for the seal's account, its clock from the opening.
 */
export interface SealedAttempt {
  userId: number;
  /** The exam's version the seal was made for: another version makes nothing. */
  examVersion: number;
  paper: number[];
  seed: number | null;
  device: string;
}

/** Where the sealed attempt is looked for or made, and how. */
export interface SealedAttemptAsk {
  slug: string;
  /** The exam at `slug` as the caller's process knows it: another one makes nothing. */
  examId: number;
  now: Date;
  /** Made already handed in at `now` (an empty hand-in, decision 0455); else running. */
  handedIn: boolean;
  /** Made only when the `counted` common table expression (before these) is within this limit. */
  countedWithin?: number;
}

/**
 * The session's attempt at `exams`' exam, for a `lateral` join: looked up by both columns of its
 * key (decision 300). Joined on the user, the planner read every attempt of the exam; `limit 1`
 * keeps the lookup apart, so that it is not merged into the join.
 */
export const SESSION_ATTEMPT = sql`select * from exam_attempts a
  where a.exam_id = exams.id and a.user_id = session.user_id limit 1`;

/**
 * The common table expression `found`, after `session` (and `counted` when `countedWithin` is
 * given): the session's attempt at the exam at `slug` (its clock, deadline, paper, hand-in and
 * whether its exam's results are still to be fixed), for the exam save, the hand-in and the sealed
 * record. With `sealed` (decisions 0453 and 0455), when the session has none the one the seal
 * fixes is made (`made`, with its "started" line, `logged`), and `found` is the one of them there
 * is, with `made` and `other_paper` (found, not made, holding another paper than the seal's:
 * started elsewhere). The attempt is made only for the seal's account (a student), when the exam
 * is at the seal's version, open at `now`, its results not fixed, and it has no candidate rows
 * (no list, no extra time: those starts are decided by `admission`, and the caller falls back to
 * the sealed start). Its clock is the exam's opening as the database holds it. Two requests at
 * once make one attempt (the insert's conflict).
 */
export function foundAttemptCtes(ask: SealedAttemptAsk, sealed?: SealedAttempt) {
  const existing = sql`select exam_attempts.id, exam_attempts.exam_id, exam_attempts.deadline,
        exam_attempts.started_at, exam_attempts.submitted_at, exam_attempts.paper,
        exams.results_fixed_at is null as unfixed
      from session
      join exams on exams.slug = ${ask.slug}
      cross join lateral (${SESSION_ATTEMPT}) as exam_attempts`;
  if (!sealed)
    return sql`found as (
      select existing.*, false as made, false as other_paper from (${existing}) as existing
    )`;
  const paper = JSON.stringify(sealed.paper);
  const counted = ask.countedWithin === undefined ? sql`` : sql`cross join counted`;
  const within =
    ask.countedWithin === undefined
      ? sql`true`
      : sql`counted.count <= ${ask.countedWithin}::integer`;
  return sql`existing as (${existing}),
    made as (
      insert into exam_attempts (exam_id, user_id, paper, seed, started_at, extra_seconds, deadline,
        submitted_at)
      select exams.id, session.user_id, ${paper}::jsonb, ${sealed.seed}::integer, exams.opens_at,
        0, ${deadlineAtOpening()}, ${ask.handedIn ? ask.now : null}::timestamptz
      from session ${counted}
      join users on users.id = session.user_id
      join exams on exams.id = ${ask.examId}::bigint
      where ${within} and session.user_id = ${sealed.userId}::bigint and users.role <> 'examiner'
        and exams.slug = ${ask.slug} and exams.version = ${sealed.examVersion}::integer
        and exams.opens_at <= ${ask.now}::timestamptz and exams.closes_at > ${ask.now}::timestamptz
        and exams.results_fixed_at is null
        and not exists (select 1 from existing)
        and not exists (select 1 from exam_candidates where exam_id = ${ask.examId}::bigint)
      for share of exams
      on conflict on constraint exam_attempts_exam_user_key do nothing
      returning id, exam_id, user_id, deadline, started_at, submitted_at, paper
    ),
    logged as (
      insert into exam_events (exam_id, user_id, kind, at, device)
      select made.exam_id, made.user_id, 'started', made.started_at, ${sealed.device}::text
      from made
    ),
    found as (
      select existing.*, false as made, existing.paper <> ${paper}::jsonb as other_paper
      from existing
      union all
      select id, exam_id, deadline, started_at, submitted_at, paper, true, true, false from made
    )`;
}

/**
 * `foundAttemptCtes` for many saves in one statement (decision 0457): after `input` (one row per
 * save, `n`, with the seal's columns `seal_user`, `seal_version`, `seal_paper` (JSON text),
 * `seal_seed` and `seal_device`, all null for a save without a seal), `session` and `hits` (each
 * save's count under the saves' limit, `limit`), the common table expression `found`: per save,
 * its session's attempt at the exam, or the one its seal fixes, made under 0453's conditions, one
 * per account however many of its saves carry the seal (the insert's conflict), with one
 * "started" line each. A save without a seal finds an attempt another save of the batch made.
 * `other_paper`: found, not made, with another paper than the seal's.
 */
export function foundAttemptsOfInputCtes(limit: number) {
  return sql`existing as (
      select input.n, exam_attempts.id, exam_attempts.exam_id, exam_attempts.deadline,
        exam_attempts.started_at, exam_attempts.submitted_at, exam_attempts.paper,
        exams.results_fixed_at is null as unfixed
      from input
      join session using (n)
      join exams on exams.slug = input.slug
      cross join lateral (${SESSION_ATTEMPT}) as exam_attempts
    ),
    made as (
      insert into exam_attempts (exam_id, user_id, paper, seed, started_at, extra_seconds, deadline,
        submitted_at)
      select exams.id, session.user_id, input.seal_paper::jsonb, input.seal_seed, exams.opens_at,
        0, ${deadlineAtOpening()}, null::timestamptz
      from input
      join session using (n)
      join hits using (n)
      join users on users.id = session.user_id
      join exams on exams.id = input.exam_id
      where input.seal_user is not null and hits.count <= ${limit}::integer
        and session.user_id = input.seal_user and users.role <> 'examiner'
        and exams.slug = input.slug and exams.version = input.seal_version
        and exams.opens_at <= input.now and exams.closes_at > input.now
        and exams.results_fixed_at is null
        and not exists (select 1 from existing where existing.n = input.n)
        and not exists (select 1 from exam_candidates where exam_candidates.exam_id = exams.id)
      -- One order for every batch: two batches making the same accounts' attempts wait, not deadlock.
      order by session.user_id, input.n
      for share of exams
      on conflict on constraint exam_attempts_exam_user_key do nothing
      returning id, exam_id, user_id, deadline, started_at, submitted_at, paper
    ),
    logged as (
      insert into exam_events (exam_id, user_id, kind, at, device)
      select distinct on (made.id) made.exam_id, made.user_id, 'started', made.started_at,
        input.seal_device
      from made
      join input on input.seal_user = made.user_id and input.exam_id = made.exam_id
      order by made.id, input.n
    ),
    found as (
      select existing.n, existing.id, existing.exam_id, existing.deadline, existing.started_at,
        existing.submitted_at, existing.paper, existing.unfixed,
        coalesce(existing.paper <> input.seal_paper::jsonb, false) as other_paper
      from existing
      join input using (n)
      union all
      select input.n, made.id, made.exam_id, made.deadline, made.started_at, made.submitted_at,
        made.paper, true, false
      from input
      join session using (n)
      join made on made.user_id = session.user_id and made.exam_id = input.exam_id
    )`;
}

/** What recording a sealed start found or made; each part null when the one before it was not. */
export interface SealedRecordOutcome {
  user_id: number | null;
  /** The account's starts in the limit's window, this one included, and when the window ends. */
  hits: number | null;
  hits_reset_at: Date | null;
  attempt_id: number | null;
  deadline: Date | null;
  started_at: Date | null;
  submitted_at: Date | null;
  /** Made by this statement (a 201). */
  made: boolean | null;
  other_paper: boolean | null;
}

/**
 * A sealed start recorded in one statement (decision 0455): the session, the account's count under
 * `limitKey`, and the attempt the seal fixes found or made, as a first answer's save makes it, so
 * that the device's record costs a save's round trip, not a start's.
 */
export async function recordSealedStartInOneStatement(
  db: Db,
  ask: Omit<SealedAttemptAsk, "handedIn" | "countedWithin"> & {
    tokenHash: string;
    idleSince: Date;
    limitKey: string;
    limit: number;
    limitWindowMs: number;
  },
  sealed: SealedAttempt,
): Promise<SealedRecordOutcome> {
  const accountKey = sql`select ${ask.limitKey} || session.user_id from session`;
  const { rows } = await sql<SealedRecordOutcome>`${sql.raw(statementName("exam-sealed-record"))}
    with ${activeSessionCtes(ask.tokenHash, ask.now, ask.idleSince)},
    counted as (
      ${countHits(accountKey, ask.limitWindowMs, ask.now)}
    ),
    ${foundAttemptCtes({ ...ask, handedIn: false, countedWithin: ask.limit }, sealed)}
    select session.user_id, counted.count as hits, counted.reset_at as hits_reset_at,
      found.id as attempt_id, found.deadline, found.started_at, found.submitted_at, found.made,
      found.other_paper
    from (select 1) as one
      left join session on true
      left join counted on true
      left join found on true
  `.execute(db);
  return rows[0]!;
}
