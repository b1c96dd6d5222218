import { sql, type Kysely } from "kysely";
import { statementName } from "../../db/named-statements";
import type { Database } from "../../db/schema";
import { activeSessionCtes } from "../auth/repository";
import { storedAttemptDeadline } from "./deadline-repository";
import { examColumns } from "./exam-repository";
import { foundAttemptCtes, type SealedAttempt } from "./sealed-attempt-repository";
import type { Db } from "../../db/db";

// A student's attempt at an exam (exam_attempts): one each, its paper, seed and deadline.

export async function findAttempt(db: Db, examId: number, userId: number) {
  return db
    .selectFrom("exam_attempts")
    .select(["id", "paper", "seed", "started_at", "deadline", "submitted_at"])
    .where("exam_id", "=", examId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/** The attempt of `userId` at the exam, with the candidate's name and e-mail: for the examiner. */
export async function findCandidateAttempt(db: Db, examId: number, userId: number) {
  return db
    .selectFrom("exam_attempts")
    .innerJoin("users", "users.id", "exam_attempts.user_id")
    .select([
      "exam_attempts.id",
      "exam_attempts.paper",
      "exam_attempts.seed",
      "exam_attempts.submitted_at",
      "users.name",
      "users.email",
    ])
    .where("exam_attempts.exam_id", "=", examId)
    .where("exam_attempts.user_id", "=", userId)
    .executeTakeFirst();
}

/**
 * The sitting's status ask (decision 85) in one statement, like an answer save (decision 50): the
 * session checked (and its last use touched), and the student's attempt at the exam `slug` found by
 * its address, reading the database, where "Close now" writes the new end. `user_id` null: no
 * valid session; `deadline` null: no attempt there.
 */
export async function attemptClockInOneStatement(
  db: Db,
  ask: { tokenHash: string; idleSince: Date; slug: string; now: Date },
): Promise<{
  user_id: number | null;
  deadline: Date | null;
  started_at: Date | null;
  submitted_at: Date | null;
}> {
  const { rows } = await sql<{
    user_id: number | null;
    deadline: Date | null;
    started_at: Date | null;
    submitted_at: Date | null;
  }>`${sql.raw(statementName("exam-attempt-clock"))}
    with ${activeSessionCtes(ask.tokenHash, ask.now, ask.idleSince)},
    attempt as (
      select exam_attempts.deadline, exam_attempts.started_at, exam_attempts.submitted_at
      from exam_attempts
      join exams on exams.id = exam_attempts.exam_id
      join session on session.user_id = exam_attempts.user_id
      where exams.slug = ${ask.slug}
    )
    select session.user_id, attempt.deadline, attempt.started_at, attempt.submitted_at
    from (select 1) as one
      left join session on true
      left join attempt on true
  `.execute(db);
  const row = rows[0]!;
  // PGlite and pg may hand a bigint id back as a string; times come as Dates either way.
  const time = (t: Date | null) => (t === null ? null : new Date(t));
  return {
    user_id: row.user_id === null ? null : Number(row.user_id),
    deadline: time(row.deadline),
    started_at: time(row.started_at),
    submitted_at: time(row.submitted_at),
  };
}

/**
 * The student's attempt at the exam with its answers, the latest pick (highest sequence number)
 * last, in one query (a resume on page load).
 */
export async function findAttemptWithAnswers(db: Db, examId: number, userId: number) {
  const rows = await db
    .selectFrom("exam_attempts")
    .leftJoin("exam_answers", "exam_answers.attempt_id", "exam_attempts.id")
    .select([
      "exam_attempts.id",
      "exam_attempts.paper",
      "exam_attempts.seed",
      "exam_attempts.started_at",
      "exam_attempts.deadline",
      "exam_attempts.submitted_at",
      "exam_answers.question_id",
      "exam_answers.pick",
      "exam_answers.seq",
    ])
    .where("exam_attempts.exam_id", "=", examId)
    .where("exam_attempts.user_id", "=", userId)
    .orderBy("exam_answers.seq")
    .orderBy("exam_answers.saved_at")
    .orderBy("exam_answers.question_id")
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const { question_id: _q, pick: _p, seq: _s, ...attempt } = first;
  const answers = rows.flatMap((r) =>
    r.question_id === null || r.pick === null
      ? []
      : [{ question_id: r.question_id, pick: r.pick, seq: r.seq ?? 0 }],
  );
  return { attempt, answers };
}

/** Every exam attempt of a student with its exam, the latest first (the data export). */
export async function listAttemptsOfUser(db: Db, userId: number) {
  return db
    .selectFrom("exam_attempts")
    .innerJoin("exams", "exams.id", "exam_attempts.exam_id")
    .select(examColumns)
    .select([
      "exam_attempts.id as attempt_id",
      "exam_attempts.paper",
      "exam_attempts.seed",
      "exam_attempts.started_at",
      "exam_attempts.deadline",
      "exam_attempts.submitted_at",
    ])
    .where("exam_attempts.user_id", "=", userId)
    .orderBy("exam_attempts.started_at", "desc")
    .orderBy("exam_attempts.id", "desc")
    .execute();
}
/**
 * A hand-in in one statement with its session (issue 66 point 2, decision 0454): the session behind
 * the token (auth's rule, as the answer save reads it), the student's attempt at the exam at
 * `slug` marked submitted at `now` unless it was already, and what the answer needs: when the
 * results come out and how many answers it holds. `user_id` null: no active session; the
 * attempt's columns null: no attempt. Marking and ranking wait for the close (decision 0451).
 * With `sealed`, an empty hand-in of a sealed paper whose start is not on the server (decision
 * 0455): the attempt the seal fixes is made handed in by the same statement; one found holding
 * another paper (`other_paper`) is left running.
 */
export async function submitWithSessionInOneStatement(
  db: Db,
  ask: { tokenHash: string; now: Date; idleSince: Date; slug: string },
  sealed?: { examId: number; attempt: SealedAttempt },
) {
  const found = { slug: ask.slug, examId: sealed?.examId ?? 0, now: ask.now, handedIn: true };
  const { rows } = await sql<{
    user_id: number | null;
    release_mode: "at_close" | "manual" | null;
    released_at: Date | null;
    closes_at: Date | null;
    overtime_seconds: number | null;
    closed_at: Date | null;
    answered: number | null;
    other_paper: boolean | null;
  }>`${sql.raw(statementName(sealed ? "exam-hand-in-sealed" : "exam-hand-in"))}
    with ${activeSessionCtes(ask.tokenHash, ask.now, ask.idleSince)},
    ${foundAttemptCtes(found, sealed?.attempt)},
    mine as (
      select found.id, found.submitted_at, found.other_paper, exams.release_mode,
        exams.released_at, exams.closes_at, exams.overtime_seconds
      from found join exams on exams.id = found.exam_id
    ),
    closed as (
      update exam_attempts set submitted_at = ${ask.now}::timestamptz
      where id in (select id from mine where not other_paper) and submitted_at is null
      returning submitted_at
    )
    select session.user_id, mine.release_mode, mine.released_at, mine.closes_at,
      mine.overtime_seconds, coalesce(mine.submitted_at, closed.submitted_at) as closed_at,
      (select count(*) from exam_answers where exam_answers.attempt_id = mine.id) as answered,
      mine.other_paper
    from (select 1) as one
      left join session on true
      left join mine on true
      left join closed on true
  `.execute(db);
  return rows[0]!;
}

/**
 * Gives a running exam more time (decision 205), if it is still at `version`: its close moved to
 * `closesAt` and `addSeconds` added to its duration, in one transaction with every attempt still
 * running, whose deadline is the deadline rule read again. Null when the exam is not running at
 * `now` or was changed since; else its new close and how many attempts were moved.
 */
export async function extendRunningExam(
  db: Kysely<Database>,
  extension: { examId: number; version: number; closesAt: Date; addSeconds: number; now: Date },
) {
  return db.transaction().execute(async (trx) => {
    const exam = await trx
      .updateTable("exams")
      .set({
        closes_at: extension.closesAt,
        duration_seconds: sql<number>`duration_seconds + ${extension.addSeconds}::integer`,
        version: sql<number>`version + 1`,
      })
      .where("id", "=", extension.examId)
      .where("version", "=", extension.version)
      .where("opens_at", "<=", extension.now)
      .where("closes_at", ">", extension.now)
      .returning(["closes_at"])
      .executeTakeFirst();
    if (!exam) return null;
    // The exam's row is held by the update: an attempt starting meanwhile waits, then reads the
    // new duration and close itself.
    const moved = await trx
      .updateTable("exam_attempts")
      .from("exams")
      .set({ deadline: storedAttemptDeadline() })
      .whereRef("exams.id", "=", "exam_attempts.exam_id")
      .where("exam_attempts.exam_id", "=", extension.examId)
      .where("exam_attempts.submitted_at", "is", null)
      .where("exam_attempts.deadline", ">", extension.now)
      .returning("exam_attempts.id")
      .execute();
    return { closesAt: exam.closes_at, moved: moved.length };
  });
}
