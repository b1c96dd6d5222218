import { sql } from "kysely";
import type { Db } from "../../db/db";
import { statementName } from "../../db/named-statements";
import { activeSessionCtes } from "../auth/repository";
import { countHits } from "../rate-limit/repository";
import type { DeviceKind } from "./event-repository";

/** What `sealedResumeInOneStatement` read; `user_id` null when the token names no active session. */
export interface SealedResumeRow {
  user_id: number | null;
  role: string | null;
  hits: number | null;
  hits_reset_at: Date | null;
  /** The account's attempt at the exam; null when it has none. */
  id: number | null;
  started_at: Date | null;
  deadline: Date | null;
  submitted_at: Date | null;
  /** Whether the attempt's paper and seed are the seal's. */
  same_paper: boolean | null;
  /** Its answers, the latest pick last; read only when the paper is the seal's. */
  answers: Array<{ question_id: number; pick: string; seq: number }> | null;
}

/**
 * A resume from a device holding its sealed copy (decision 0464), in one statement and with only
 * what a resume needs: the session behind the token and its account, the start counted under the
 * start's limit, the account's attempt at the exam compared with the seal's paper and seed (its
 * paper not read back), its answers, and the "resumed" line when the account is the seal's, a
 * student within the limit, and the attempt is the seal's paper and open (not submitted, not past
 * its deadline and grace). No draft, no candidate list, no paper drawn: a first start never comes
 * this way.
 */
export async function sealedResumeInOneStatement(
  db: Db,
  ask: {
    tokenHash: string;
    idleSince: Date;
    now: Date;
    examId: number;
    /** The seal's account: only its own attempt is resumed. */
    userId: number;
    paper: number[];
    seed: number | null;
    limitKey: string;
    limit: number;
    limitWindowMs: number;
    graceMs: number;
    device: DeviceKind;
  },
): Promise<SealedResumeRow> {
  const { rows } = await sql<SealedResumeRow>`${sql.raw(statementName("exam-sealed-resume"))}
    with ${activeSessionCtes(ask.tokenHash, ask.now, ask.idleSince)},
    account as (
      select users.id, users.role from session join users on users.id = session.user_id
    ),
    counted as (
      ${countHits(sql`select ${ask.limitKey}::text || account.id from account`, ask.limitWindowMs, ask.now)}
    ),
    attempt as (
      select a.id, a.started_at, a.deadline, a.submitted_at,
        a.paper = ${JSON.stringify(ask.paper)}::jsonb
          and a.seed is not distinct from ${ask.seed}::integer as same_paper
      from exam_attempts a
      where a.exam_id = ${ask.examId}::bigint and a.user_id = (select id from account)
    ),
    resumed as (
      insert into exam_events (exam_id, user_id, kind, at, device)
      select ${ask.examId}::bigint, account.id, 'resumed', ${ask.now}::timestamptz,
        ${ask.device}::text
      from attempt cross join account cross join counted
      where account.id = ${ask.userId}::integer and account.role <> 'examiner'
        and counted.count <= ${ask.limit}::integer and attempt.same_paper
        and attempt.submitted_at is null
        and attempt.deadline + ${ask.graceMs}::integer * interval '1 millisecond'
          >= ${ask.now}::timestamptz
    )
    select account.id as user_id, account.role, counted.count as hits,
      counted.reset_at as hits_reset_at, attempt.id, attempt.started_at, attempt.deadline,
      attempt.submitted_at, attempt.same_paper,
      case when attempt.same_paper then (
        select coalesce(json_agg(json_build_object('question_id', x.question_id, 'pick', x.pick,
            'seq', x.seq) order by x.seq, x.saved_at, x.question_id), '[]'::json)
        from exam_answers x where x.attempt_id = attempt.id
      ) end as answers
    from (select 1) as one
      left join account on true
      left join counted on true
      left join attempt on true
  `.execute(db);
  const row = rows[0]!;
  // PGlite and pg may hand a bigint back as a string, JSON text back unparsed.
  const answers: unknown = row.answers;
  return {
    ...row,
    user_id: row.user_id === null ? null : Number(row.user_id),
    hits: row.hits === null ? null : Number(row.hits),
    id: row.id === null ? null : Number(row.id),
    started_at: row.started_at === null ? null : new Date(row.started_at),
    deadline: row.deadline === null ? null : new Date(row.deadline),
    submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at),
    hits_reset_at: row.hits_reset_at === null ? null : new Date(row.hits_reset_at),
    answers:
      typeof answers === "string"
        ? (JSON.parse(answers) as SealedResumeRow["answers"])
        : (answers as SealedResumeRow["answers"]),
  };
}
