import { sql, type Kysely, type Transaction } from "kysely";
import { statementName } from "../../db/named-statements";
import type { Database, StoredQuestion, StoredSelection } from "../../db/schema";
import { turn } from "../../lib/sliced";
import { SESSION_TOUCH_MS } from "../auth/repository";
import { poolFrom } from "./papers";

export type { StoredQuestion, StoredSelection };

type Db = Kysely<Database> | Transaction<Database>;

/** Answers arriving up to this long after the deadline still count (network and clock slack). */
export const GRACE_MS = 2_000;

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === "23505";

// ---------------------------------------------------------------------------------------------
// Banks

/** How many parts one query reads back (about 1 MB). */
const PARTS_A_READ = 16;

/**
 * Saves a bank part after part, each part a statement of its own with a turn of the event loop
 * before it (not one transaction: on the embedded database a transaction keeps every other query
 * waiting until it ends). The bank is
 * written `ready = false` and no reader sees it until its last part is in; a failed write removes
 * it.
 */
export async function insertBank(
  db: Kysely<Database>,
  bank: {
    ownerId: number;
    name: string;
    questionCount: number;
    /** The questions' JSON, part after part (`bankParts`). */
    parts: Iterable<string>;
  },
) {
  const row = await db
    .insertInto("exam_banks")
    .values({
      owner_id: bank.ownerId,
      name: bank.name,
      question_count: bank.questionCount,
      ready: false,
    })
    .returning(["id", "name", "question_count", "created_at"])
    .executeTakeFirstOrThrow();
  try {
    let part = 0;
    for (const questions of bank.parts) {
      await turn();
      await db
        .insertInto("exam_bank_parts")
        .values({ bank_id: row.id, part: part++, questions })
        .execute();
    }
    await db.updateTable("exam_banks").set({ ready: true }).where("id", "=", row.id).execute();
  } catch (error) {
    await db
      .deleteFrom("exam_banks")
      .where("id", "=", row.id)
      .execute()
      .catch(() => {});
    throw error;
  }
  return row;
}

/**
 * How old an unfinished bank (`ready = false`) must be before a server's start removes it on
 * PostgreSQL, where another process may be writing it still: a 5 MB bank is written in seconds.
 */
export const UNFINISHED_BANK_MINUTES = 10;

/**
 * Removes the banks whose write never finished (the server stopped or was killed mid-upload):
 * hidden from every reader, they would stay forever. `all`: every one (the embedded database,
 * which only this process opens); `stale`: those begun UNFINISHED_BANK_MINUTES ago or more. Their
 * parts go with them (on delete cascade). Returns how many were removed.
 */
export async function removeUnfinishedBanks(db: Db, which: "all" | "stale"): Promise<number> {
  let query = db.deleteFrom("exam_banks").where("ready", "=", false);
  if (which === "stale")
    query = query.where(
      "created_at",
      "<",
      sql<Date>`now() - make_interval(mins => ${UNFINISHED_BANK_MINUTES})`,
    );
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A saved bank's questions in order, read PARTS_A_READ parts a query. */
export async function bankQuestions(db: Db, bankId: number): Promise<StoredQuestion[]> {
  const questions: StoredQuestion[] = [];
  for (let from = 0; ; from += PARTS_A_READ) {
    if (from) await turn();
    const rows = await db
      .selectFrom("exam_bank_parts")
      .select("questions")
      .where("bank_id", "=", bankId)
      .where("part", ">=", from)
      .where("part", "<", from + PARTS_A_READ)
      .orderBy("part")
      .execute();
    for (const row of rows) for (const question of row.questions) questions.push(question);
    if (rows.length < PARTS_A_READ) return questions;
  }
}

/** Parts one query of `bankOutline` picks ids and categories from (about 256 KB of JSON). */
const OUTLINE_PARTS_A_READ = 4;

/**
 * Each question's id and category, in the bank's order, without the rest: what making an exam from
 * the bank needs to check its selection (decision 97). The database picks them out of the parts,
 * OUTLINE_PARTS_A_READ parts a query with a turn of the event loop between, so the 5 MB of a large
 * bank never become objects here (read whole, they held `/api/health` for 280 ms at load 9).
 */
export async function bankOutline(db: Db, bankId: number) {
  const outline: Array<{ id: number; category: string }> = [];
  const { parts } = await db
    .selectFrom("exam_bank_parts")
    .select((eb) => eb.fn.countAll<number>().as("parts"))
    .where("bank_id", "=", bankId)
    .executeTakeFirstOrThrow();
  for (let from = 0; from < Number(parts); from += OUTLINE_PARTS_A_READ) {
    if (from) await turn();
    const { rows } = await sql<{ id: number; category: string }>`
      select (q.value->>'id')::int as id, q.value->>'category' as category
      from exam_bank_parts p cross join lateral jsonb_array_elements(p.questions)
        with ordinality as q(value, n)
      where p.bank_id = ${bankId} and p.part >= ${from}
        and p.part < ${from + OUTLINE_PARTS_A_READ}
      order by p.part, q.n`.execute(db);
    for (const row of rows) outline.push({ id: Number(row.id), category: row.category });
  }
  return outline;
}

export async function listBanks(db: Db, ownerId: number) {
  const banks = await db
    .selectFrom("exam_banks")
    .select(["id", "name", "question_count", "created_at"])
    .where("owner_id", "=", ownerId)
    .where("ready", "=", true)
    .where("deleted_at", "is", null)
    .orderBy("id", "desc")
    .execute();
  const listed = [];
  for (const bank of banks) listed.push({ ...bank, questions: await bankQuestions(db, bank.id) });
  return listed;
}

/** The bank (id and name) when it is this examiner's; another examiner's bank is not found. */
export async function findOwnBankRow(db: Db, ownerId: number, bankId: number) {
  return db
    .selectFrom("exam_banks")
    .select(["id", "name"])
    .where("id", "=", bankId)
    .where("owner_id", "=", ownerId)
    .where("ready", "=", true)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** The bank's questions when it is this examiner's; another examiner's bank is not found. */
export async function findOwnBank(db: Db, ownerId: number, bankId: number) {
  const bank = await findOwnBankRow(db, ownerId, bankId);
  return bank && { ...bank, questions: await bankQuestions(db, bank.id) };
}

// ---------------------------------------------------------------------------------------------
// Exams

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
        ...("bankId" in exam.pool
          ? { pool: null, pool_bank_id: exam.pool.bankId }
          : { pool: JSON.stringify(exam.pool) }),
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
        create_key: exam.createKey,
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
  "exams.shuffle_questions",
  "exams.shuffle_options",
  "exams.results_fixed_at",
] as const;

/** An exam without its pool (the questions with keys are read only where needed). */
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

export async function findExam(db: Db, slug: string) {
  return db.selectFrom("exams").select(examColumns).where("slug", "=", slug).executeTakeFirst();
}
export type ExamRow = NonNullable<Awaited<ReturnType<typeof findExam>>>;

/**
 * Every question a paper of the exam can hold: its copy, or (decision 97) its bank's questions read
 * part by part and chosen again by its selection.
 */
export async function findPool(db: Db, examId: number): Promise<StoredQuestion[]> {
  const row = await db
    .selectFrom("exams")
    .select(["pool", "pool_bank_id", "selection"])
    .where("id", "=", examId)
    .executeTakeFirstOrThrow();
  if (row.pool_bank_id === null) return row.pool ?? [];
  return poolFrom(await bankQuestions(db, row.pool_bank_id), row.selection);
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
      // The latest made first: an exam just set is at the top, where the page confirms it.
      .orderBy("exams.id", "desc")
      .execute()
  );
}

/** Every exam running at `now` (open, or in its grace), whoever set it: the holds on releases. */
/**
 * The exams not closed at `now` (their grace included): running, or opening later (decision 98:
 * a later sitting on the same bank holds results back as a running one does).
 */
export async function listUnclosedExams(db: Db, now: Date) {
  return db
    .selectFrom("exams")
    .select(["id", "owner_id", "slug", "title", "opens_at", "closes_at"])
    .where("closes_at", ">", new Date(now.getTime() - GRACE_MS))
    .execute();
}

export async function findExamOwner(db: Db, examId: number) {
  const row = await db
    .selectFrom("exams")
    .select("owner_id")
    .where("id", "=", examId)
    .executeTakeFirst();
  return row?.owner_id ?? null;
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
    // An attempt starting meanwhile holds the exam's row (insertAttempt): it is seen here, or it
    // sees the new end and does not start.
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

// ---------------------------------------------------------------------------------------------
// Attempts and answers

export async function findAttempt(db: Db, examId: number, userId: number) {
  return db
    .selectFrom("exam_attempts")
    .select(["id", "paper", "seed", "started_at", "deadline", "submitted_at"])
    .where("exam_id", "=", examId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/**
 * The sitting's status ask (decision 85) in one statement, like an answer save (decision 50): the
 * session checked (and its last use touched), and the student's attempt at the exam `slug` found by
 * its address, reading the database, where "Close now" writes the new end. `user_id` null: no
 * valid session; `deadline` null: no attempt there.
 */
export async function attemptClockInOneStatement(
  db: Db,
  ask: { tokenHash: string; idleSince: Date; slug: string; now: Date },
): Promise<{ user_id: number | null; deadline: Date | null; submitted_at: Date | null }> {
  const { now } = ask;
  const touchBefore = new Date(now.getTime() - SESSION_TOUCH_MS);
  const { rows } = await sql<{
    user_id: number | null;
    deadline: Date | null;
    submitted_at: Date | null;
  }>`${sql.raw(statementName("exam-attempt-clock"))}
    with session as (
      select id, user_id from sessions
      where token_hash = ${ask.tokenHash} and revoked_at is null
        and expires_at > ${now}::timestamptz and last_seen_at > ${ask.idleSince}::timestamptz
    ),
    touched as (
      update sessions set last_seen_at = ${now}::timestamptz from session
      where sessions.id = session.id and sessions.last_seen_at < ${touchBefore}::timestamptz
    ),
    attempt as (
      select exam_attempts.deadline, exam_attempts.submitted_at
      from exam_attempts
      join exams on exams.id = exam_attempts.exam_id
      join session on session.user_id = exam_attempts.user_id
      where exams.slug = ${ask.slug}
    )
    select session.user_id, attempt.deadline, attempt.submitted_at
    from (select 1) as one
      left join session on true
      left join attempt on true
  `.execute(db);
  const row = rows[0]!;
  // PGlite and pg may hand a bigint id back as a string; times come as Dates either way.
  return {
    user_id: row.user_id === null ? null : Number(row.user_id),
    deadline: row.deadline === null ? null : new Date(row.deadline),
    submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at),
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

/** The answers of several attempts (the data export). */
export async function listAnswersOf(db: Db, attemptIds: number[]) {
  if (!attemptIds.length) return [];
  return db
    .selectFrom("exam_answers")
    .select(["attempt_id", "question_id", "pick"])
    .where("attempt_id", "in", attemptIds)
    .execute();
}

/**
 * Creates the attempt: `exists` when the student has one (a second device started at once),
 * `gone` when the exam no longer exists (deleted with its examiner's account).
 */
export async function insertAttempt(
  db: Db,
  attempt: {
    examId: number;
    userId: number;
    paper: number[];
    seed: number | null;
    startedAt: Date;
    deadline: Date;
  },
): Promise<AttemptRow | "none"> {
  // The exam's end is read here, not from a process's cache: an examiner may have closed it early
  // on another process. The row is held (FOR SHARE) so a "Close now" running at the same moment
  // either waits for this attempt and cuts it short, or is seen here and nothing starts.
  const row = await db
    .insertInto("exam_attempts")
    .columns(["exam_id", "user_id", "paper", "seed", "started_at", "deadline"])
    .expression((eb) =>
      eb
        .selectFrom("exams")
        .select([
          "exams.id",
          sql<number>`${attempt.userId}::integer`.as("user_id"),
          sql<string>`${JSON.stringify(attempt.paper)}::jsonb`.as("paper"),
          sql<number | null>`${attempt.seed}::integer`.as("seed"),
          sql<Date>`${attempt.startedAt}::timestamptz`.as("started_at"),
          sql<Date>`least(${attempt.deadline}::timestamptz, exams.closes_at)`.as("deadline"),
        ])
        .where("exams.id", "=", attempt.examId)
        .where("exams.closes_at", ">", attempt.startedAt)
        .forShare(),
    )
    .onConflict((oc) => oc.constraint("exam_attempts_exam_user_key").doNothing())
    .returning(["id", "paper", "seed", "started_at", "deadline", "submitted_at"])
    .executeTakeFirst();
  // None: this student's attempt exists already, or the exam closed or is gone.
  return row ?? "none";
}

/**
 * Closes the student's attempt at the exam at `slug` (when still open) in one statement, and reads
 * what the answer to the submit needs: when it closed, how many answers it holds, and the exam's
 * release. Undefined when the student has no attempt there.
 */
export async function submitAttemptBySlug(db: Db, slug: string, userId: number, now: Date) {
  return db
    .with("mine", (q) =>
      q
        .selectFrom("exam_attempts")
        .innerJoin("exams", "exams.id", "exam_attempts.exam_id")
        .select([
          "exam_attempts.id",
          "exam_attempts.submitted_at",
          "exams.release_mode",
          "exams.released_at",
          "exams.closes_at",
        ])
        .where("exams.slug", "=", slug)
        .where("exam_attempts.user_id", "=", userId),
    )
    .with("closed", (q) =>
      q
        .updateTable("exam_attempts")
        .set({ submitted_at: now })
        .where("id", "in", q.selectFrom("mine").select("id"))
        .where("submitted_at", "is", null)
        .returning("submitted_at"),
    )
    .selectFrom("mine")
    .leftJoin("closed", (join) => join.onTrue())
    .select((eb) => [
      "mine.release_mode",
      "mine.released_at",
      "mine.closes_at",
      eb.fn.coalesce("mine.submitted_at", "closed.submitted_at").as("closed_at"),
      eb
        .selectFrom("exam_answers")
        .select((c) => c.fn.countAll<number>().as("n"))
        .whereRef("exam_answers.attempt_id", "=", "mine.id")
        .as("answered"),
    ])
    .executeTakeFirst();
}

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
  submitted_at: Date | null;
  /** The question is on this student's paper. */
  on_paper: boolean | null;
  /**
   * Set when the answer was stored; null when it was not: the attempt closed, or (see
   * `findKeptAnswer`) a pick with the same or a higher sequence number is stored already.
   */
  saved_at: Date | null;
}

/**
 * An answer save in one statement, so one round trip to the database (the exam day's hot path):
 * the session behind the token (unrevoked, unexpired, used within the idle limit; its last use
 * written at most once an hour), the account's counter under `limitKey`, the student's attempt at
 * the exam at `slug`, and the answer, stored or replaced only when the session is good, the count is
 * within `limit`, the attempt belongs to `examId` (the caller's cached look-up of the slug), the
 * question is on the paper, `pickIsOption` holds, and the attempt is open: not submitted, and its
 * deadline no more than the grace before `now`. The caller reads the outcome to answer 401, 429,
 * 404, 409 or 422 in the same order as separate steps would.
 */
export async function saveAnswerInOneStatement(
  db: Db,
  save: {
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
  },
): Promise<AnswerSaveOutcome> {
  const { now } = save;
  const resetAt = new Date(now.getTime() + save.limitWindowMs);
  const touchBefore = new Date(now.getTime() - SESSION_TOUCH_MS);
  const latestDeadline = new Date(now.getTime() - GRACE_MS);
  const { rows } = await sql<AnswerSaveOutcome>`${sql.raw(statementName("exam-answer-save"))}
    with session as (
      select id, user_id from sessions
      where token_hash = ${save.tokenHash} and revoked_at is null
        and expires_at > ${now}::timestamptz and last_seen_at > ${save.idleSince}::timestamptz
    ),
    touched as (
      update sessions set last_seen_at = ${now}::timestamptz from session
      where sessions.id = session.id and sessions.last_seen_at < ${touchBefore}::timestamptz
    ),
    counted as (
      insert into rate_limits (key, count, reset_at)
      select ${save.limitKey} || session.user_id, 1, ${resetAt}::timestamptz from session
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${now}::timestamptz then 1
                     else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= ${now}::timestamptz then excluded.reset_at
                        else rate_limits.reset_at end
      returning count, reset_at
    ),
    attempt as (
      select exam_attempts.id, exam_attempts.exam_id, exam_attempts.deadline,
        exam_attempts.submitted_at,
        exam_attempts.paper @> to_jsonb(${save.questionId}::integer) as on_paper
      from exam_attempts
      join exams on exams.id = exam_attempts.exam_id
      join session on session.user_id = exam_attempts.user_id
      where exams.slug = ${save.slug}
    ),
    saved as (
      insert into exam_answers (attempt_id, question_id, pick, saved_at, seq)
      select attempt.id, ${save.questionId}::integer, ${save.pick}::text, ${now}::timestamptz,
        ${save.seq}::integer
      from attempt, counted
      where counted.count <= ${save.limit}::integer and attempt.exam_id = ${save.examId}::bigint
        and attempt.on_paper and ${save.pickIsOption}::boolean
        and attempt.submitted_at is null and attempt.deadline >= ${latestDeadline}::timestamptz
      on conflict (attempt_id, question_id) do update
        set pick = excluded.pick, saved_at = excluded.saved_at, seq = excluded.seq
        where exam_answers.seq < excluded.seq
      returning saved_at
    )
    select session.user_id, counted.count as hits, counted.reset_at as hits_reset_at,
      attempt.id as attempt_id, attempt.exam_id, attempt.deadline, attempt.submitted_at,
      attempt.on_paper, saved.saved_at
    from (select 1) as one
      left join session on true
      left join counted on true
      left join attempt on true
      left join saved on true
  `.execute(db);
  return rows[0]!;
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
// Results fixed once

export interface NewFixedResult {
  attempt_id: number;
  position: number;
  score: number;
  max_score: number;
  correct: number;
  wrong: number;
  unanswered: number;
  rank: number;
  percentile: number;
  candidates: number;
}

/**
 * Fixes the exam's results once: in one transaction, with the exam's row locked (two processes
 * asking at once: the second finds them fixed), reads every attempt and answer, lets `mark` score
 * and rank them, stores the rows and notes when. False when they were fixed already.
 */
export async function fixResultsOnce(
  db: Kysely<Database>,
  examId: number,
  now: Date,
  mark: (marking: Awaited<ReturnType<typeof listAttemptsForMarking>>) => NewFixedResult[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const exam = await trx
      .selectFrom("exams")
      .select("results_fixed_at")
      .where("id", "=", examId)
      .forUpdate()
      .executeTakeFirst();
    if (!exam || exam.results_fixed_at) return false;
    const rows = mark(await listAttemptsForMarking(trx, examId));
    for (let i = 0; i < rows.length; i += 1000)
      await trx
        .insertInto("exam_results")
        .values(rows.slice(i, i + 1000).map((row) => ({ ...row, exam_id: examId })))
        .execute();
    await trx
      .updateTable("exams")
      .set({ results_fixed_at: now })
      .where("id", "=", examId)
      .execute();
    return true;
  });
}

/** One attempt's fixed result. */
export async function findFixedResult(db: Db, attemptId: number) {
  return db
    .selectFrom("exam_results")
    .select([
      "score",
      "max_score",
      "correct",
      "wrong",
      "unanswered",
      "rank",
      "percentile",
      "candidates",
    ])
    .where("attempt_id", "=", attemptId)
    .executeTakeFirst();
}

/** The fixed merit list of an exam, in its order, with each student's name and address. */
export async function listFixedMerit(db: Db, examId: number) {
  return db
    .selectFrom("exam_results")
    .innerJoin("exam_attempts", "exam_attempts.id", "exam_results.attempt_id")
    .innerJoin("users", "users.id", "exam_attempts.user_id")
    .select([
      "exam_results.rank",
      "users.name",
      "users.email",
      "exam_results.score",
      "exam_results.correct",
      "exam_results.wrong",
      "exam_results.unanswered",
      "exam_results.percentile",
      "exam_attempts.submitted_at",
    ])
    .where("exam_results.exam_id", "=", examId)
    .orderBy("exam_results.position")
    .execute();
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
