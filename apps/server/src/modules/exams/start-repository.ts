import { sql, type RawBuilder } from "kysely";
import { statementName } from "../../db/named-statements";
import { activeSessionCtes } from "../auth/repository";
import { countHits } from "../rate-limit/repository";
import { attemptDeadline } from "./deadline-repository";
import type { AttemptRow } from "./attempt-repository";
import { candidateRowsOf, listInForce, type CandidateRow } from "./candidate-repository";
import type { DeviceKind } from "./event-repository";
import type { Db } from "../../db/db";

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
  /** The attempt made in the same statement from the `draft` (decision 291); else undefined. */
  created: AttemptRow | undefined;
  /** Whether the same statement wrote the "resumed" line of the open attempt it read. */
  resumed: boolean;
}

/**
 * A first start's attempt, drawn before the reads so that the statement that reads can also make
 * it (decision 291). Given only when what this process knows of the exam lets the start through:
 * the exam known, its window open at `now`, the access code right.
 */
export interface StartDraft {
  paper: number[];
  seed: number | null;
  /** The candidate's clock: the moment the statement is sent. */
  startedAt: Date;
  examVersion: number;
}

/** An attempt to store: its exam, paper and seed, its clock and version, the device it began on. */
interface AttemptToMake {
  examId: number;
  paper: number[];
  seed: number | null;
  startedAt: Date;
  examVersion: number;
  extraSeconds: number;
  device: DeviceKind;
}

/**
 * The attempt's insert and its "started" line, as common table expressions named `created` and
 * `logged`: the line is written only with the attempt. The exam's row is held FOR SHARE and must
 * still be the version the paper was drawn from, open at the start, its results not fixed;
 * `from` and `where` add what else must hold (the start's statement: the account and its checks).
 */
function attemptWithLineCtes(
  a: AttemptToMake & {
    userId: RawBuilder<unknown>;
    from?: RawBuilder<unknown>;
    where?: RawBuilder<unknown>;
  },
) {
  const at = sql`${a.startedAt}::timestamptz`;
  const extra = sql`${a.extraSeconds}::integer`;
  return sql`created as (
      insert into exam_attempts (exam_id, user_id, paper, seed, started_at, extra_seconds, deadline)
      select exams.id, ${a.userId}, ${JSON.stringify(a.paper)}::jsonb, ${a.seed}::integer, ${at},
        ${extra},
        ${attemptDeadline({
          startedAt: at,
          durationSeconds: sql.ref("exams.duration_seconds"),
          closesAt: sql.ref("exams.closes_at"),
          extraSeconds: extra,
          pausedSeconds: sql`0`,
        })}
      from exams ${a.from ?? sql``}
      where exams.id = ${a.examId}::bigint and exams.version = ${a.examVersion}::integer
        and exams.closes_at > ${at} and exams.results_fixed_at is null ${a.where ?? sql``}
      for share of exams
      on conflict on constraint exam_attempts_exam_user_key do nothing
      returning id, seed, started_at, deadline, submitted_at, exam_id, user_id
    ),
    logged as (
      insert into exam_events (exam_id, user_id, kind, at, device)
      select created.exam_id, created.user_id, 'started', ${at}, ${a.device}::text from created
    )`;
}

type CreatedRow = {
  id: number;
  seed: number | null;
  started_at: Date;
  deadline: Date;
  submitted_at: Date | null;
};

/** The attempt `created` returned, with the paper it was given (not read back). */
const createdAttempt = (row: CreatedRow, paper: number[]): AttemptRow => ({
  id: Number(row.id),
  paper,
  seed: row.seed,
  started_at: new Date(row.started_at),
  deadline: new Date(row.deadline),
  submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at),
});

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
 *
 * The same statement writes what the caller would write next when nothing else is to be decided
 * (decision 291), so that a first start or a resume is one round trip: with a `draft`, the attempt
 * and its "started" line when the account is a student within the limit with no attempt yet, and
 * the exam has no candidate rows at all (no list, no extra time: a candidate's start is decided by
 * `admit`, and made by `insertAttemptWithEvent`); and the "resumed" line when the attempt read is
 * open (not submitted, not past its deadline and grace) and the account is a student within the
 * limit. Whatever it wrote, the caller's checks of what was read come to the same answer.
 */
export async function startChecksInOneStatement(
  db: Db,
  ask: {
    examId: number;
    tokenHash: string;
    idleSince: Date;
    roll: string | null;
    limitPrefix: string;
    limit: number;
    limitWindowMs: number;
    /** The start counted already under the limit (`StartAttemptInput.counted`): read, not counted. */
    counted?: boolean;
    now: Date;
    /** How long past its deadline an attempt still takes answers (`isClosed`). */
    graceMs: number;
    device: DeviceKind;
    draft: StartDraft | undefined;
  },
): Promise<StartChecks | undefined> {
  const within = sql`account.role <> 'examiner' and counted.count <= ${ask.limit}::integer`;
  const draft = ask.draft;
  const made = attemptWithLineCtes({
    examId: ask.examId,
    userId: sql`account.id`,
    paper: draft?.paper ?? [],
    seed: draft?.seed ?? null,
    startedAt: draft?.startedAt ?? ask.now,
    examVersion: draft?.examVersion ?? 0,
    extraSeconds: 0,
    device: ask.device,
    from: sql`cross join account cross join counted`,
    where: sql`and ${draft !== undefined}::boolean and ${within} and not exists (select 1 from attempt)
      and not exists (select 1 from exam_candidates where exam_id = ${ask.examId}::bigint)`,
  });
  const { rows } = await sql<{
    user_id: number | null;
    email: string | null;
    role: string | null;
    email_verified_at: Date | null;
    hits: number | null;
    hits_reset_at: Date | null;
    created: CreatedRow | null;
    resumed: boolean | null;
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
      ${countHits(sql`select ${ask.limitPrefix}::text || account.id from account`, ask.limitWindowMs, ask.now, ask.counted ? 0 : 1)}
    ),
    attempt as (
      select a.id, a.paper, a.seed, a.started_at, a.deadline, a.submitted_at,
        (select coalesce(json_agg(json_build_object('question_id', x.question_id, 'pick', x.pick,
            'seq', x.seq) order by x.seq, x.saved_at, x.question_id), '[]'::json)
          from exam_answers x where x.attempt_id = a.id) as answers
      from exam_attempts a
      where a.exam_id = ${ask.examId}::bigint and a.user_id = (select id from account)
    ),
    list as (
      ${listInForce(sql`${ask.examId}::bigint`)}
    ),
    mine as (
      select coalesce(json_agg(json_build_object('id', c.id, 'email', c.email, 'roll', c.roll,
          'name', c.name, 'listed', c.listed, 'extra_minutes', c.extra_minutes,
          'extra_percent', c.extra_percent, 'user_id', c.user_id) order by c.id), '[]'::json)
        as candidates
      from (${candidateRowsOf(
        sql`${ask.examId}::bigint`,
        sql`(select id from account)`,
        sql`(select email from account)`,
        sql`${ask.roll ?? ""}::text`,
      )}) as c
      where exists (select 1 from account)
    ),
    ${made},
    resumed as (
      insert into exam_events (exam_id, user_id, kind, at, device)
      select ${ask.examId}::bigint, account.id, 'resumed', ${ask.now}::timestamptz,
        ${ask.device}::text
      from attempt cross join account cross join counted
      where ${within} and attempt.submitted_at is null
        and attempt.deadline + ${ask.graceMs}::integer * interval '1 millisecond'
          >= ${ask.now}::timestamptz
      returning true as resumed
    )
    select account.id as user_id, account.email, account.role, account.email_verified_at,
      counted.count as hits, counted.reset_at as hits_reset_at,
      (select row_to_json(created) from created) as created,
      (select bool_or(resumed) from resumed) as resumed,
      attempt.*, list.in_force, list.by_roll, mine.candidates
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
    created: row.created === null ? undefined : createdAttempt(json(row.created), ask.draft!.paper),
    resumed: row.resumed === true,
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
  attempt: AttemptToMake & { userId: number },
): Promise<AttemptRow | "none"> {
  const { rows } = await sql<CreatedRow>`${sql.raw(statementName("exam-start-insert"))}
    with ${attemptWithLineCtes({ ...attempt, userId: sql`${attempt.userId}::integer` })}
    select * from created
  `.execute(db);
  const row = rows[0];
  return row ? createdAttempt(row, attempt.paper) : "none";
}
