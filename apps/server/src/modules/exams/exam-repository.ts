import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { StoredQuestion, StoredSelection } from "../../db/schema-exams";
import { attemptDeadline, storedAttemptDeadline } from "./deadline-repository";
import { GRACE_MS } from "./deadline";
import type { Db } from "../../db/db";

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === "23505";

export interface NewExam {
  ownerId: number;
  slug: string;
  title: string;
  source: string;
  /** The questions copied, or the private bank they are read from (decision 97). */
  pool: StoredQuestion[] | { bankId: number };
  selection: StoredSelection;
  questionCount: number;
  durationSeconds: number;
  opensAt: Date;
  closesAt: Date;
  profile: string;
  customMarks: Record<string, { correct: number; wrong: number }> | null;
  accessCode: string | null;
  releaseMode: "at_close" | "manual";
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  createKey: string | null;
  perQuestionSeconds: number | null;
  tieBreak: string[] | null;
}

/** The columns of an exam's settings, as made and as edited (decision 205). */
function examSettings(exam: ExamChanges) {
  return {
    title: exam.title,
    source: exam.source,
    ...("bankId" in exam.pool
      ? { pool: null, pool_bank_id: exam.pool.bankId }
      : { pool: JSON.stringify(exam.pool), pool_bank_id: null }),
    selection: JSON.stringify(exam.selection),
    question_count: exam.questionCount,
    duration_seconds: exam.durationSeconds,
    opens_at: exam.opensAt,
    closes_at: exam.closesAt,
    profile: exam.profile,
    custom_marks: exam.customMarks ? JSON.stringify(exam.customMarks) : null,
    access_code: exam.accessCode,
    release_mode: exam.releaseMode,
    shuffle_questions: exam.shuffleQuestions,
    shuffle_options: exam.shuffleOptions,
    per_question_seconds: exam.perQuestionSeconds,
    tie_break: exam.tieBreak ? JSON.stringify(exam.tieBreak) : null,
  };
}

/** Returns null when the slug is taken (the unique index decides races). */
export async function insertExam(db: Db, exam: NewExam) {
  try {
    return await db
      .insertInto("exams")
      .values({
        owner_id: exam.ownerId,
        slug: exam.slug,
        ...examSettings(exam),
        create_key: exam.createKey,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export const examColumns = [
  "exams.id",
  "exams.owner_id",
  "exams.slug",
  "exams.title",
  "exams.source",
  "exams.selection",
  "exams.question_count",
  "exams.duration_seconds",
  "exams.opens_at",
  "exams.closes_at",
  "exams.profile",
  "exams.custom_marks",
  "exams.access_code",
  "exams.release_mode",
  "exams.released_at",
  "exams.shuffle_questions",
  "exams.shuffle_options",
  "exams.results_fixed_at",
  "exams.version",
  "exams.per_question_seconds",
  "exams.tie_break",
  "exams.overtime_seconds",
] as const;

/** The slug of the exam this examiner made with the request key `key`, if any. */
export async function findExamByCreateKey(db: Db, ownerId: number, key: string) {
  const row = await db
    .selectFrom("exams")
    .select("slug")
    .where("owner_id", "=", ownerId)
    .where("create_key", "=", key)
    .executeTakeFirst();
  return row?.slug;
}
/** An exam without its pool (the questions with keys are read only where needed). */
export async function findExam(db: Db, slug: string) {
  return db.selectFrom("exams").select(examColumns).where("slug", "=", slug).executeTakeFirst();
}
export type ExamRow = NonNullable<Awaited<ReturnType<typeof findExam>>>;
/**
 * Where an exam's pool is: its copy (`pool`), or (decision 97) the bank its questions are read
 * from and the selection that chose them (papers.ts, `readPool`).
 */
export async function findPoolSource(db: Db, examId: number) {
  return db
    .selectFrom("exams")
    .select(["pool", "pool_bank_id", "pool_passages", "selection"])
    .where("id", "=", examId)
    .executeTakeFirstOrThrow();
}

/** The exams open at `now`, with this student's attempt state. */
export async function listOpenExams(db: Db, userId: number, now: Date) {
  return db
    .selectFrom("exams")
    .leftJoin("exam_attempts", (join) =>
      join.onRef("exam_attempts.exam_id", "=", "exams.id").on("exam_attempts.user_id", "=", userId),
    )
    .select([
      "exams.slug",
      "exams.title",
      "exams.opens_at",
      "exams.closes_at",
      "exams.duration_seconds",
      "exams.question_count",
      sql<boolean>`exams.access_code is not null`.as("needs_access_code"),
      // A roll list, and this student is neither bound to a row nor listed by e-mail (decision 215).
      sql<boolean>`exists (select 1 from exam_candidates c where c.exam_id = exams.id
          and c.listed and c.email is null)
        and not exists (select 1 from exam_candidates c where c.exam_id = exams.id
          and (c.user_id = ${userId} or (c.listed and c.email =
            (select lower(u.email) from users u where u.id = ${userId}))))`.as("asks_roll"),
      "exam_attempts.id as attempt_id",
      "exam_attempts.submitted_at",
      "exam_attempts.deadline",
    ])
    .where("exams.opens_at", "<=", now)
    .where("exams.closes_at", ">", now)
    .orderBy("exams.closes_at")
    .execute();
}

/** The closed exams this student sat, the latest first, with what says when results are out. */
export async function listSatExams(db: Db, userId: number, now: Date, limit = 20) {
  return db
    .selectFrom("exams")
    .innerJoin("exam_attempts", "exam_attempts.exam_id", "exams.id")
    .select([
      "exams.slug",
      "exams.title",
      "exams.closes_at",
      "exams.release_mode",
      "exams.released_at",
      "exams.overtime_seconds",
    ])
    .where("exam_attempts.user_id", "=", userId)
    .where("exams.closes_at", "<=", now)
    .orderBy("exams.closes_at", "desc")
    .orderBy("exams.id", "desc")
    .limit(limit)
    .execute();
}

/** An examiner's exams with how many students have started and how many are done. */
export async function listOwnExams(db: Db, ownerId: number, now: Date) {
  const graceEnd = new Date(now.getTime() - GRACE_MS);
  return (
    db
      .selectFrom("exams")
      .leftJoin("exam_attempts", "exam_attempts.exam_id", "exams.id")
      .leftJoin("exam_banks", "exam_banks.id", "exams.pool_bank_id")
      .leftJoin("exam_results", "exam_results.attempt_id", "exam_attempts.id")
      .select(examColumns)
      .select((eb) => [
        // How many questions the private bank holds: a fixed list shorter than it is a choice the
        // edit form keeps (decision 205).
        eb.fn.max("exam_banks.question_count").as("bank_size"),
        eb.fn.count<number>("exam_attempts.id").as("started"),
        eb.fn
          .count<number>("exam_attempts.id")
          .filterWhere((w) =>
            w.or([
              w("exam_attempts.submitted_at", "is not", null),
              w("exam_attempts.deadline", "<", graceEnd),
            ]),
          )
          .as("submitted"),
        // Scores a correction moved since the student's last mail (decision 0475).
        eb.fn
          .count<number>("exam_attempts.id")
          .filterWhere((w) =>
            w.and([
              w("exam_attempts.told_score", "is not", null),
              w("exam_attempts.told_score", "<>", w.ref("exam_results.score")),
            ]),
          )
          .as("untold"),
      ])
      .where("exams.owner_id", "=", ownerId)
      .groupBy("exams.id")
      // The latest made first: an exam just set is at the top, where the page confirms it.
      .orderBy("exams.id", "desc")
      .execute()
  );
}
/**
 * The exams not over at `now` (their grace included): running, opening later (decision 98: a later
 * sitting on the same bank holds results back as a running one does), or closed with a candidate's
 * extra time or a reopened attempt still running. `ends_at`: when its last candidate's time ends,
 * by the one deadline rule (decision 252): the latest deadline of its attempts not handed in, and,
 * while a start is still possible, the deadline of a candidate with extra time starting at the
 * last moment; never before its close.
 */
export async function listUnclosedExams(db: Db, now: Date) {
  const rows = await db
    .selectFrom("exams")
    .select(["id", "owner_id", "slug", "title", "source", "opens_at", "closes_at", "version"])
    .select(
      sql<Date>`greatest(exams.closes_at,
        (select max(${storedAttemptDeadline()}) from exam_attempts
          where exam_attempts.exam_id = exams.id and exam_attempts.submitted_at is null),
        (select max(${attemptDeadline({
          startedAt: sql.ref("exams.closes_at"),
          durationSeconds: sql.ref("exams.duration_seconds"),
          closesAt: sql.ref("exams.closes_at"),
          extraSeconds: sql`coalesce(c.extra_minutes * 60,
            round(exams.duration_seconds * c.extra_percent / 100.0)::integer, 0)`,
          pausedSeconds: sql`0`,
        })}) from exam_candidates c
          where c.exam_id = exams.id and exams.closes_at > ${now}
            and not exists (select 1 from exam_attempts a
              where a.exam_id = exams.id and a.user_id = c.user_id)))`.as("ends_at"),
    )
    // `overtime_seconds`: the furthest any attempt may run past the close (decision 213).
    .where(
      sql`exams.closes_at + exams.overtime_seconds * interval '1 second'`,
      ">",
      new Date(now.getTime() - GRACE_MS),
    )
    .execute();
  return rows.map((row) => ({ ...row, ends_at: new Date(row.ends_at) }));
}

/** Who set the exam (null once their account is gone), where its questions come from, its close. */
export async function findExamHoldFacts(db: Db, examId: number) {
  return db
    .selectFrom("exams")
    .select(["owner_id", "source", "closes_at", "version"])
    .where("id", "=", examId)
    .executeTakeFirstOrThrow();
}

export async function releaseExam(db: Db, examId: number, now: Date) {
  await db
    .updateTable("exams")
    .set({ released_at: now })
    .where("id", "=", examId)
    .where("released_at", "is", null)
    .execute();
}

/**
 * Closes a running exam at `now`: its window ends, and so does every attempt still running (its
 * deadline is the end every server process reads when an answer is saved). An exam not open yet
 * is cancelled: it opens and closes at `now` (decision 98). Null when the exam is over; else how
 * many attempts were cut short.
 */
export async function closeExamNow(db: Kysely<Database>, examId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    // Not open yet: cancelled, its window now and empty (no attempt can exist or start).
    const cancelled = await trx
      .updateTable("exams")
      .set({ opens_at: now, closes_at: now })
      .where("id", "=", examId)
      .where("opens_at", ">", now)
      .returning("id")
      .executeTakeFirst();
    if (cancelled) return { cut: 0, cancelled: true };
    const closed = await trx
      .updateTable("exams")
      .set({ closes_at: now })
      .where("id", "=", examId)
      .where("opens_at", "<=", now)
      .where("closes_at", ">", now)
      .returning("id")
      .executeTakeFirst();
    if (!closed) return null;
    // An attempt starting meanwhile holds the exam's row (the start's insert, attemptWithLineCtes, in
    // either of its statements): it is seen here, or it sees the new end and does not start.
    const cut = await trx
      .updateTable("exam_attempts")
      .set({ deadline: now })
      .where("exam_id", "=", examId)
      .where("submitted_at", "is", null)
      .where("deadline", ">", now)
      .returning("id")
      .execute();
    return { cut: cut.length, cancelled: false };
  });
}

/** What an edit sets: the exam as made, but its owner, address and create key (decision 205). */
export type ExamChanges = Omit<NewExam, "ownerId" | "slug" | "createKey">;

/**
 * Changes an exam that has not opened at `now`, if it is still at `version`: every setting but its
 * address, and its version up by one. False when it opened meanwhile or was changed since.
 */
export async function updateExamBeforeOpening(
  db: Db,
  examId: number,
  version: number,
  exam: ExamChanges,
  now: Date,
) {
  const done = await db
    .updateTable("exams")
    .set({
      ...examSettings(exam),
      version: sql<number>`version + 1`,
    })
    .where("id", "=", examId)
    .where("version", "=", version)
    .where("opens_at", ">", now)
    .returning("id")
    .executeTakeFirst();
  return done !== undefined;
}

/**
 * The examiner's other exams that repeat this one (decision 206): same title (case and spaces
 * aside), same questions (`source`), a window overlapping [opensAt, closesAt); a cancelled exam
 * (its window empty) repeats nothing.
 */
export async function findRepeatedExam(
  db: Db,
  repeat: { ownerId: number; title: string; source: string; opensAt: Date; closesAt: Date },
  exceptId: number | null,
) {
  let query = db
    .selectFrom("exams")
    .select(["title", "opens_at", "closes_at"])
    .where("owner_id", "=", repeat.ownerId)
    .where(sql<boolean>`lower(btrim(title)) = lower(btrim(${repeat.title}))`)
    .where("source", "=", repeat.source)
    .where("opens_at", "<", repeat.closesAt)
    .where("closes_at", ">", repeat.opensAt)
    .where(sql<boolean>`opens_at <> closes_at`);
  if (exceptId !== null) query = query.where("id", "<>", exceptId);
  return query.orderBy("opens_at").executeTakeFirst();
}

/** Accounts' names and e-mails by id (the exam's log names those who tried without an attempt). */
export async function findUsersByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("id", "in", ids)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Exams whose window and grace are over (extra time and reopenings included) and whose results
 * are not fixed yet, the earliest close first, at most `limit`: the background round fixes their
 * marks and ranks (issue 66 point 2), so no request after the close pays for it.
 */
export async function listExamsToFix(db: Db, now: Date, limit: number) {
  return db
    .selectFrom("exams")
    .select(examColumns)
    .where("exams.results_fixed_at", "is", null)
    .where(sql<boolean>`exams.opens_at <> exams.closes_at`)
    .where(
      sql<boolean>`exams.closes_at + make_interval(secs => exams.overtime_seconds + ${GRACE_MS / 1000}) < ${now}`,
    )
    .orderBy("exams.closes_at")
    .limit(limit)
    .execute();
}
