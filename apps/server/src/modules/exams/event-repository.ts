import type { StartRefusal } from "@tayari/contracts/examiner-candidates";
import { sql } from "kysely";
import type { Db } from "../../db/db";

// The exam's log (exam_events, decision 218): what the attempts and answers cannot tell, written
// on a start, a resume, a late try, and by the examiner. Nothing is written on an answer save;
// gaps in saving are read from the answers' times.

export type DeviceKind = "phone" | "tablet" | "computer";

/** The kind of device a browser's User-Agent names. */
export function deviceKind(userAgent: string | undefined): DeviceKind {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return "phone";
  return "computer";
}

export async function recordEvent(
  db: Db,
  event: {
    examId: number;
    userId: number;
    kind: "started" | "resumed";
    at: Date;
    device: DeviceKind;
  },
) {
  await db
    .insertInto("exam_events")
    .values({
      exam_id: event.examId,
      user_id: event.userId,
      kind: event.kind,
      at: event.at,
      device: event.device,
    })
    .execute();
}

/**
 * A try after the end (a start after the close, an answer after the deadline), at most one a
 * minute per student and exam: a device sending its queue after the end writes one line, not many.
 */
export async function recordLateTry(
  db: Db,
  late: { examId: number; userId: number; at: Date; device: DeviceKind; what: "start" | "answer" },
) {
  const since = new Date(late.at.getTime() - 60_000);
  await sql`insert into exam_events (exam_id, user_id, kind, at, device, detail)
    select ${late.examId}::bigint, ${late.userId}::bigint, 'late', ${late.at}::timestamptz,
      ${late.device}, ${JSON.stringify({ what: late.what })}::jsonb
    where not exists (
      select 1 from exam_events where exam_id = ${late.examId}::bigint
        and user_id = ${late.userId}::bigint and kind = 'late' and at > ${since}::timestamptz
    )`.execute(db);
}

/**
 * A start refused (a wrong access code, a roll not on the list, another's roll...), at most one a
 * minute per student, exam and reason: the examiner sees who tried and why (decision 0477).
 */
export async function recordRefusedStart(
  db: Db,
  refused: {
    examId: number;
    userId: number;
    at: Date;
    device: DeviceKind;
    reason: StartRefusal;
    roll: string | null;
  },
) {
  const since = new Date(refused.at.getTime() - 60_000);
  const detail = JSON.stringify({ reason: refused.reason, roll: refused.roll });
  await sql`insert into exam_events (exam_id, user_id, kind, at, device, detail)
    select ${refused.examId}::bigint, ${refused.userId}::bigint, 'refused',
      ${refused.at}::timestamptz, ${refused.device}, ${detail}::jsonb
    where not exists (
      select 1 from exam_events where exam_id = ${refused.examId}::bigint
        and user_id = ${refused.userId}::bigint and kind = 'refused'
        and detail->>'reason' = ${refused.reason} and at > ${since}::timestamptz
    )`.execute(db);
}

/** An exam's window and minutes, as a times change found or left them. */
export interface ExamTimes {
  opens_at: Date;
  closes_at: Date;
  duration_seconds: number;
}

/**
 * An examiner's act on the exam as a whole (decision 0478): its times changed (the form before
 * opening, more time, Close now, cancelled) with the window before and after, or its results
 * released. Written in the act's own transaction where it has one.
 */
export async function recordExamAct(
  db: Db,
  act:
    | {
        examId: number;
        by: number;
        at: Date;
        kind: "times_changed";
        how: "edit" | "extend" | "close" | "cancel";
        before: ExamTimes;
        after: ExamTimes;
        moved?: number;
      }
    | { examId: number; by: number; at: Date; kind: "released"; told?: number },
) {
  const times = (t: ExamTimes) => ({
    opens_at: t.opens_at.toISOString(),
    closes_at: t.closes_at.toISOString(),
    duration_seconds: t.duration_seconds,
  });
  const detail =
    act.kind === "times_changed"
      ? {
          by: act.by,
          how: act.how,
          before: times(act.before),
          after: times(act.after),
          ...(act.moved === undefined ? {} : { moved: act.moved }),
        }
      : { by: act.by, ...(act.told === undefined ? {} : { told: act.told }) };
  await db
    .insertInto("exam_events")
    .values({
      exam_id: act.examId,
      user_id: null,
      kind: act.kind,
      at: act.at,
      device: null,
      detail: JSON.stringify(detail),
    })
    .execute();
}

/** The exam's events, oldest first. */
export async function listEvents(db: Db, examId: number) {
  const rows = await db
    .selectFrom("exam_events")
    .select(["user_id", "kind", "at", "device", "detail"])
    .where("exam_id", "=", examId)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, user_id: r.user_id === null ? null : Number(r.user_id) }));
}

/**
 * Every attempt at the exam with its student and its last save, for the log and the live view.
 */
export async function listAttemptsForLog(db: Db, examId: number) {
  const rows = await db
    .selectFrom("exam_attempts")
    .innerJoin("users", "users.id", "exam_attempts.user_id")
    .select((eb) => [
      "exam_attempts.user_id",
      "users.name",
      "users.email",
      "exam_attempts.started_at",
      "exam_attempts.deadline",
      "exam_attempts.submitted_at",
      "exam_attempts.extra_seconds",
      eb
        .selectFrom("exam_answers")
        .select((a) => a.fn.max("exam_answers.saved_at").as("at"))
        .whereRef("exam_answers.attempt_id", "=", "exam_attempts.id")
        .as("last_saved_at"),
      eb
        .selectFrom("exam_answers")
        .select((a) => a.fn.countAll<number>().as("n"))
        .whereRef("exam_answers.attempt_id", "=", "exam_attempts.id")
        .as("answered"),
    ])
    .where("exam_attempts.exam_id", "=", examId)
    .orderBy("exam_attempts.started_at")
    .execute();
  return rows.map((r) => ({
    ...r,
    user_id: Number(r.user_id),
    last_saved_at: r.last_saved_at ? new Date(r.last_saved_at as Date | string) : null,
    answered: Number(r.answered ?? 0),
  }));
}

/**
 * Stretches longer than `minSeconds` in which an attempt saved nothing (from its start, answer to
 * answer), read from the answers' times in one query: the log's "no answer saved" lines.
 */
export async function listSavingGaps(db: Db, examId: number, minSeconds = 60) {
  const { rows } = await sql<{ user_id: number; from_at: Date; to_at: Date }>`
    select a.user_id, g.prev as from_at, g.at as to_at
    from (
      select attempt_id, at, lag(at) over (partition by attempt_id order by at) as prev
      from (
        select id as attempt_id, started_at as at from exam_attempts where exam_id = ${examId}
        union all
        select exam_answers.attempt_id, exam_answers.saved_at
        from exam_answers join exam_attempts on exam_attempts.id = exam_answers.attempt_id
        where exam_attempts.exam_id = ${examId}
      ) as moments
    ) as g
    join exam_attempts a on a.id = g.attempt_id
    where g.prev is not null and g.at - g.prev > ${minSeconds} * interval '1 second'
    order by g.prev`.execute(db);
  return rows.map((r) => ({
    user_id: Number(r.user_id),
    from_at: new Date(r.from_at),
    to_at: new Date(r.to_at),
  }));
}
