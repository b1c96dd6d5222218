import { sql } from "kysely";
import { statementName } from "../../db/named-statements";
import { activeSessionCtes } from "../auth/repository";
import { countHits } from "../rate-limit/repository";
import { attemptDeadline, type AttemptRow } from "./attempt-repository";
import type { CandidateRow } from "./candidate-repository";
import type { DeviceKind } from "./event-repository";
import type { Db } from "./exam-repository";

// The synchronised start's two statements (issue 50, decision 253): what a start must read, and the
// attempt with its "started" line, each one round trip to the database.

type Answer = { question_id: number; pick: string; seq: number };

/** The signed-in account behind the start's token, as the start needs it. */
export interface StartAccount {
  id: number;
  email: string;
  role: string;
  email_verified_at: Date | null;
}

/** What `startChecksInOneStatement` read: the counter, the attempt if any, the candidate rows. */
export interface StartChecks {
  account: StartAccount;
  /** The account's starts in the limit's window, this one included, and when the window ends. */
  hits: number;
  hitsResetAt: Date;
  /** The student's attempt at the exam, with its answers, the latest pick last; none yet: undefined. */
  existing: { attempt: AttemptRow; answers: Answer[] } | undefined;
  /** `candidatesAtStart`'s answer: a list in force, its roll numbers, the rows that may be this student. */
  candidates: { inForce: boolean; byRoll: boolean; rows: CandidateRow[] };
}

/**
 * A start's reads in one statement: the session behind the token (auth's rule: unrevoked,
 * unexpired, used within the idle limit, its last use written at most once an hour) and its
 * account, the account's start counted under `limitPrefix` and its id (the counting rule of
 * rate-limit's `countHits`), the student's attempt at the exam with its answers (as
 * `findAttemptWithAnswers` orders them), and what `candidatesAtStart` reads of the exam's list.
 * Four round trips become one; undefined when the token names no active session. An `examId` of
 * no exam (a slug this process does not know) reads no attempt and no list, but counts the start:
 * the limit caps guessing at addresses as at access codes. The caller refuses past the limit
 * before it looks at the rest.
 */
export async function startChecksInOneStatement(
  db: Db,
  ask: {
    examId: number;
    tokenHash: string;
    idleSince: Date;
    roll: string | null;
    limitPrefix: string;
    limitWindowMs: number;
    now: Date;
  },
): Promise<StartChecks | undefined> {
  const { rows } = await sql<{
    user_id: number | null;
    email: string | null;
    role: string | null;
    email_verified_at: Date | null;
    hits: number | null;
    hits_reset_at: Date | null;
    id: number | null;
    paper: number[] | null;
    seed: number | null;
    started_at: Date | null;
    deadline: Date | null;
    submitted_at: Date | null;
    answers: Answer[] | null;
    in_force: boolean | null;
    by_roll: boolean | null;
    candidates: CandidateRow[];
  }>`${sql.raw(statementName("exam-start-checks"))}
    with ${activeSessionCtes(ask.tokenHash, ask.now, ask.idleSince)},
    account as (
      select users.id, lower(users.email) as email, users.role, users.email_verified_at
      from session join users on users.id = session.user_id
    ),
    counted as (
      ${countHits(sql`select ${ask.limitPrefix}::text || account.id from account`, ask.limitWindowMs, ask.now)}
    ),
    attempt as (
      select a.id, a.paper, a.seed, a.started_at, a.deadline, a.submitted_at,
        (select coalesce(json_agg(json_build_object('question_id', x.question_id, 'pick', x.pick,
            'seq', x.seq) order by x.seq, x.saved_at, x.question_id), '[]'::json)
          from exam_answers x where x.attempt_id = a.id) as answers
      from exam_attempts a join account on account.id = a.user_id
      where a.exam_id = ${ask.examId}::bigint
    ),
    list as (
      select bool_or(listed) as in_force, bool_or(listed and email is null) as by_roll
      from exam_candidates where exam_id = ${ask.examId}::bigint
    ),
    mine as (
      select coalesce(json_agg(json_build_object('id', c.id, 'email', c.email, 'roll', c.roll,
          'name', c.name, 'listed', c.listed, 'extra_minutes', c.extra_minutes,
          'extra_percent', c.extra_percent, 'user_id', c.user_id) order by c.id), '[]'::json)
        as candidates
      from exam_candidates c join account
        on c.user_id = account.id or c.email = account.email or c.roll = ${ask.roll ?? ""}::text
      where c.exam_id = ${ask.examId}::bigint
    )
    select account.id as user_id, account.email, account.role, account.email_verified_at,
      counted.count as hits, counted.reset_at as hits_reset_at, attempt.*, list.in_force,
      list.by_roll, mine.candidates
    from (select 1) as one
      left join account on true
      left join counted on true
      left join attempt on true
      cross join list cross join mine
  `.execute(db);
  const row = rows[0]!;
  if (row.user_id === null) return undefined;
  // PGlite and pg may hand a bigint back as a string, JSON text back unparsed.
  const json = <T>(value: T | string) =>
    typeof value === "string" ? (JSON.parse(value) as T) : value;
  const existing =
    row.id === null
      ? undefined
      : {
          attempt: {
            id: Number(row.id),
            paper: json(row.paper!),
            seed: row.seed,
            started_at: new Date(row.started_at!),
            deadline: new Date(row.deadline!),
            submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at),
          },
          answers: json(row.answers ?? []).map((a) => ({ ...a, seq: a.seq ?? 0 })),
        };
  return {
    account: {
      id: Number(row.user_id),
      email: row.email!,
      role: row.role!,
      email_verified_at: row.email_verified_at === null ? null : new Date(row.email_verified_at),
    },
    hits: Number(row.hits),
    hitsResetAt: new Date(row.hits_reset_at!),
    existing,
    candidates: {
      inForce: Boolean(row.in_force),
      byRoll: Boolean(row.by_roll),
      rows: json(row.candidates).map((c) => ({
        ...c,
        id: Number(c.id),
        user_id: c.user_id === null ? null : Number(c.user_id),
      })),
    },
  };
}

/**
 * Creates the attempt and the "started" line of the exam's log in one statement: the line is
 * written only with the attempt. "none" when the student has an attempt already (a second device
 * started at once), or the exam closed, changed (its version, decision 205) or is gone (deleted
 * with its examiner's account). The exam's end is read here, not from a process's cache: an
 * examiner may have closed it early on another process. The exam's row is held (FOR SHARE) so a
 * "Close now" running at the same moment either waits for this attempt and cuts it short, or is
 * seen here and nothing starts; likewise the fixing of the results (held FOR UPDATE, decision 201):
 * it waits for this attempt and marks it, or this sees it fixed and nothing starts. The paper is
 * the one given, not read back (a whole bank's paper is 7,400 numbers to parse).
 */
export async function insertAttemptWithEvent(
  db: Db,
  attempt: {
    examId: number;
    userId: number;
    paper: number[];
    seed: number | null;
    startedAt: Date;
    examVersion: number;
    extraSeconds: number;
    device: DeviceKind;
  },
): Promise<AttemptRow | "none"> {
  const at = sql`${attempt.startedAt}::timestamptz`;
  const extra = sql`${attempt.extraSeconds}::integer`;
  const { rows } = await sql<{
    id: number;
    seed: number | null;
    started_at: Date;
    deadline: Date;
    submitted_at: Date | null;
  }>`${sql.raw(statementName("exam-start-insert"))}
    with created as (
      insert into exam_attempts (exam_id, user_id, paper, seed, started_at, extra_seconds, deadline)
      select exams.id, ${attempt.userId}::integer, ${JSON.stringify(attempt.paper)}::jsonb,
        ${attempt.seed}::integer, ${at}, ${extra},
        ${attemptDeadline({
          startedAt: at,
          durationSeconds: sql.ref("exams.duration_seconds"),
          closesAt: sql.ref("exams.closes_at"),
          extraSeconds: extra,
          pausedSeconds: sql`0`,
        })}
      from exams
      where exams.id = ${attempt.examId}::bigint and exams.version = ${attempt.examVersion}::integer
        and exams.closes_at > ${at} and exams.results_fixed_at is null
      for share
      on conflict on constraint exam_attempts_exam_user_key do nothing
      returning id, seed, started_at, deadline, submitted_at
    ),
    logged as (
      insert into exam_events (exam_id, user_id, kind, at, device)
      select ${attempt.examId}::bigint, ${attempt.userId}::integer, 'started', ${at},
        ${attempt.device}::text
      from created
    )
    select * from created
  `.execute(db);
  const row = rows[0];
  if (!row) return "none";
  return {
    id: Number(row.id),
    paper: attempt.paper,
    seed: row.seed,
    started_at: new Date(row.started_at),
    deadline: new Date(row.deadline),
    submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at),
  };
}
