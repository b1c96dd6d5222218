import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, StoredQuestion, StoredSelection } from "../../db/schema";

export type { StoredQuestion, StoredSelection };

type Db = Kysely<Database> | Transaction<Database>;

/** Answers arriving up to this long after the deadline still count (network and clock slack). */
export const GRACE_MS = 2_000;

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === "23505";

// ---------------------------------------------------------------------------------------------
// Banks

export async function insertBank(
  db: Db,
  bank: { ownerId: number; name: string; questions: StoredQuestion[] },
) {
  return db
    .insertInto("exam_banks")
    .values({
      owner_id: bank.ownerId,
      name: bank.name,
      questions: JSON.stringify(bank.questions),
      question_count: bank.questions.length,
    })
    .returning(["id", "name", "question_count", "created_at"])
    .executeTakeFirstOrThrow();
}

export async function listBanks(db: Db, ownerId: number) {
  return db
    .selectFrom("exam_banks")
    .select(["id", "name", "question_count", "created_at", "questions"])
    .where("owner_id", "=", ownerId)
    .orderBy("id", "desc")
    .execute();
}

/** The bank's questions when it is this examiner's; another examiner's bank is not found. */
export async function findOwnBank(db: Db, ownerId: number, bankId: number) {
  return db
    .selectFrom("exam_banks")
    .select(["id", "name", "questions"])
    .where("id", "=", bankId)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Exams

export interface NewExam {
  ownerId: number;
  slug: string;
  title: string;
  source: string;
  pool: StoredQuestion[];
  selection: StoredSelection;
  questionCount: number;
  durationSeconds: number;
  opensAt: Date;
  closesAt: Date;
  profile: string;
  customMarks: Record<string, { correct: number; wrong: number }> | null;
  accessCode: string | null;
  releaseMode: "at_close" | "manual";
}

/** Returns null when the slug is taken (the unique index decides races). */
export async function insertExam(db: Db, exam: NewExam) {
  try {
    return await db
      .insertInto("exams")
      .values({
        owner_id: exam.ownerId,
        slug: exam.slug,
        title: exam.title,
        source: exam.source,
        pool: JSON.stringify(exam.pool),
        selection: JSON.stringify(exam.selection),
        question_count: exam.questionCount,
        duration_seconds: exam.durationSeconds,
        opens_at: exam.opensAt,
        closes_at: exam.closesAt,
        profile: exam.profile,
        custom_marks: exam.customMarks ? JSON.stringify(exam.customMarks) : null,
        access_code: exam.accessCode,
        release_mode: exam.releaseMode,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

const examColumns = [
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
] as const;

/** An exam without its pool (the questions with keys are read only where needed). */
export async function findExam(db: Db, slug: string) {
  return db.selectFrom("exams").select(examColumns).where("slug", "=", slug).executeTakeFirst();
}
export type ExamRow = NonNullable<Awaited<ReturnType<typeof findExam>>>;

export async function findPool(db: Db, examId: number): Promise<StoredQuestion[]> {
  const row = await db
    .selectFrom("exams")
    .select("pool")
    .where("id", "=", examId)
    .executeTakeFirstOrThrow();
  return row.pool;
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
      "exam_attempts.id as attempt_id",
      "exam_attempts.submitted_at",
      "exam_attempts.deadline",
    ])
    .where("exams.opens_at", "<=", now)
    .where("exams.closes_at", ">", now)
    .orderBy("exams.closes_at")
    .execute();
}

/** An examiner's exams with how many students have started and how many are done. */
export async function listOwnExams(db: Db, ownerId: number, now: Date) {
  const graceEnd = new Date(now.getTime() - GRACE_MS);
  return db
    .selectFrom("exams")
    .leftJoin("exam_attempts", "exam_attempts.exam_id", "exams.id")
    .select(examColumns)
    .select((eb) => [
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
    ])
    .where("exams.owner_id", "=", ownerId)
    .groupBy("exams.id")
    .orderBy("exams.opens_at", "desc")
    .execute();
}

export async function releaseExam(db: Db, examId: number, now: Date) {
  await db
    .updateTable("exams")
    .set({ released_at: now })
    .where("id", "=", examId)
    .where("released_at", "is", null)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Attempts and answers

export async function findAttempt(db: Db, examId: number, userId: number) {
  return db
    .selectFrom("exam_attempts")
    .select(["id", "paper", "started_at", "deadline", "submitted_at"])
    .where("exam_id", "=", examId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/** Creates the attempt, or returns undefined when one exists (a second device started at once). */
export async function insertAttempt(
  db: Db,
  attempt: { examId: number; userId: number; paper: number[]; startedAt: Date; deadline: Date },
) {
  return db
    .insertInto("exam_attempts")
    .values({
      exam_id: attempt.examId,
      user_id: attempt.userId,
      paper: JSON.stringify(attempt.paper),
      started_at: attempt.startedAt,
      deadline: attempt.deadline,
    })
    .onConflict((oc) => oc.constraint("exam_attempts_exam_user_key").doNothing())
    .returning(["id", "paper", "started_at", "deadline", "submitted_at"])
    .executeTakeFirst();
}

/** The student's attempt of the exam with this slug, in one query (the answer route's hot path). */
export async function findAttemptBySlug(db: Db, slug: string, userId: number) {
  return db
    .selectFrom("exam_attempts")
    .innerJoin("exams", "exams.id", "exam_attempts.exam_id")
    .select([
      "exams.id as exam_id",
      "exam_attempts.id",
      "exam_attempts.paper",
      "exam_attempts.deadline",
      "exam_attempts.submitted_at",
    ])
    .where("exams.slug", "=", slug)
    .where("exam_attempts.user_id", "=", userId)
    .executeTakeFirst();
}

/**
 * Saves or replaces one answer, only while the attempt is open: the guard is in the same statement,
 * so an answer racing the submit or the deadline is either stored before it or refused.
 */
export async function saveAnswer(
  db: Db,
  answer: { attemptId: number; questionId: number; pick: string; now: Date },
) {
  const latestDeadline = new Date(answer.now.getTime() - GRACE_MS);
  return db
    .insertInto("exam_answers")
    .columns(["attempt_id", "question_id", "pick", "saved_at"])
    .expression((eb) =>
      eb
        .selectFrom("exam_attempts")
        .select([
          "id",
          sql`${answer.questionId}::integer`.as("question_id"),
          sql`${answer.pick}::text`.as("pick"),
          sql`${answer.now}::timestamptz`.as("saved_at"),
        ])
        .where("id", "=", answer.attemptId)
        .where("submitted_at", "is", null)
        .where("deadline", ">=", latestDeadline),
    )
    .onConflict((oc) =>
      oc.columns(["attempt_id", "question_id"]).doUpdateSet((eb) => ({
        pick: eb.ref("excluded.pick"),
        saved_at: eb.ref("excluded.saved_at"),
      })),
    )
    .returning(["question_id", "pick", "saved_at"])
    .executeTakeFirst();
}

/** The attempt's answers, the most recently saved last. */
export async function listAnswers(db: Db, attemptId: number) {
  return db
    .selectFrom("exam_answers")
    .select(["question_id", "pick"])
    .where("attempt_id", "=", attemptId)
    .orderBy("saved_at")
    .orderBy("question_id")
    .execute();
}

/** Closes the attempt; undefined when it was already closed. */
export async function submitAttempt(db: Db, attemptId: number, now: Date) {
  return db
    .updateTable("exam_attempts")
    .set({ submitted_at: now })
    .where("id", "=", attemptId)
    .where("submitted_at", "is", null)
    .returning("submitted_at")
    .executeTakeFirst();
}

export async function countAnswers(db: Db, attemptId: number): Promise<number> {
  const row = await db
    .selectFrom("exam_answers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("attempt_id", "=", attemptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every attempt of an exam with its student and answers, for scoring and the merit list. */
export async function listAttemptsForMarking(db: Db, examId: number) {
  const attempts = await db
    .selectFrom("exam_attempts")
    .innerJoin("users", "users.id", "exam_attempts.user_id")
    .select([
      "exam_attempts.id",
      "exam_attempts.user_id",
      "exam_attempts.paper",
      "exam_attempts.submitted_at",
      "exam_attempts.deadline",
      "users.name",
      "users.email",
    ])
    .where("exam_attempts.exam_id", "=", examId)
    .orderBy("exam_attempts.id")
    .execute();
  const answers = await db
    .selectFrom("exam_answers")
    .innerJoin("exam_attempts", "exam_attempts.id", "exam_answers.attempt_id")
    .select(["exam_answers.attempt_id", "exam_answers.question_id", "exam_answers.pick"])
    .where("exam_attempts.exam_id", "=", examId)
    .execute();
  return { attempts, answers };
}

// ---------------------------------------------------------------------------------------------
// Results mail

/** Exams whose results are out at `now` (released, or closed with results at close) and not mailed yet. */
export async function examsWithResultsToMail(db: Db, now: Date) {
  return db
    .selectFrom("exams")
    .select(["id", "slug"])
    .where("results_mailed_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("released_at", "<=", now),
        eb.and([
          eb("release_mode", "=", "at_close"),
          eb("closes_at", "<=", new Date(now.getTime() - GRACE_MS)),
        ]),
      ]),
    )
    .orderBy("id")
    .execute();
}

/**
 * Marks the exam's results as mailed and hands the students who sat it to `queue`, in one
 * transaction: whichever process gets there first queues the mails, once. False when it was done.
 */
export async function queueResultsMailOnce(
  db: Kysely<Database>,
  examId: number,
  now: Date,
  queue: (trx: Db, userIds: number[]) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("exams")
      .set({ results_mailed_at: now })
      .where("id", "=", examId)
      .where("results_mailed_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!claimed) return false;
    const sitters = await trx
      .selectFrom("exam_attempts")
      .select("user_id")
      .where("exam_id", "=", examId)
      .orderBy("user_id")
      .execute();
    await queue(
      trx,
      sitters.map((s) => s.user_id),
    );
    return true;
  });
}
