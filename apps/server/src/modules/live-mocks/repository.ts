import { sql } from "kysely";
import type { Passage } from "@tayari/contracts/question";
import type { StoredQuestion } from "../../db/schema";
import { examColumns, type Db } from "../exams/exam-repository";

/** A live mock as scheduled (decision 257): an exam of the site on one mock paper's questions. */
export interface NewLiveMock {
  ownerId: number;
  slug: string;
  title: string;
  paper: string;
  questions: readonly StoredQuestion[];
  /** The passages its questions stand on (a BCA paper's readings); empty where none. */
  passages: readonly Passage[];
  /** The site's bank the paper's questions come from (`entrance`, `bca-entrance`). */
  bank: string;
  durationSeconds: number;
  opensAt: Date;
  closesAt: Date;
  profile: string;
}

/**
 * The exam and its live-mock row in one statement: both or neither. Null when the slug is taken
 * (the same paper at the same start, scheduled already).
 */
export async function insertLiveMock(db: Db, mock: NewLiveMock) {
  const row = await db
    .with("made", (qb) =>
      qb
        .insertInto("exams")
        .values({
          owner_id: mock.ownerId,
          slug: mock.slug,
          title: mock.title,
          // The site's bank: its keys are public, so it holds no other exam's results and no exam
          // holds its own (holds.ts).
          source: `public:${mock.bank}`,
          pool: JSON.stringify(mock.questions),
          pool_bank_id: null,
          pool_passages: mock.passages.length ? JSON.stringify(mock.passages) : null,
          selection: JSON.stringify({ mode: "fixed", ids: mock.questions.map((q) => q.id) }),
          question_count: mock.questions.length,
          duration_seconds: mock.durationSeconds,
          opens_at: mock.opensAt,
          closes_at: mock.closesAt,
          profile: mock.profile,
          custom_marks: null,
          access_code: null,
          release_mode: "at_close",
          shuffle_questions: true,
          shuffle_options: true,
          per_question_seconds: null,
          tie_break: null,
        })
        .onConflict((oc) => oc.column("slug").doNothing())
        .returning("id"),
    )
    .insertInto("live_mocks")
    .columns(["exam_id", "paper"])
    .expression((eb) => eb.selectFrom("made").select(["made.id", sql.lit(mock.paper).as("paper")]))
    .returning("exam_id")
    .executeTakeFirst();
  return row ? { id: row.exam_id } : null;
}

/** The live mocks closing after `since` (cancelled ones aside), the earliest start first, with this student's attempt. */
export async function listLiveMocks(db: Db, userId: number, since: Date) {
  return db
    .selectFrom("live_mocks")
    .innerJoin("exams", "exams.id", "live_mocks.exam_id")
    .leftJoin("exam_attempts", (join) =>
      join.onRef("exam_attempts.exam_id", "=", "exams.id").on("exam_attempts.user_id", "=", userId),
    )
    .select([
      "live_mocks.paper",
      "exams.slug",
      "exams.title",
      "exams.opens_at",
      "exams.closes_at",
      "exams.duration_seconds",
      "exams.question_count",
      "exams.overtime_seconds",
      "exams.release_mode",
      "exams.released_at",
      "exam_attempts.id as attempt_id",
      "exam_attempts.submitted_at",
      "exam_attempts.deadline",
    ])
    .where("exams.closes_at", ">", since)
    .where(sql<boolean>`exams.opens_at <> exams.closes_at`)
    .orderBy("exams.opens_at")
    .orderBy("exams.id")
    .limit(50)
    .execute();
}

/** The live mock at `slug` (its exam's columns and its paper), or undefined. */
export async function findLiveMock(db: Db, slug: string) {
  return db
    .selectFrom("live_mocks")
    .innerJoin("exams", "exams.id", "live_mocks.exam_id")
    .select(examColumns)
    .select("live_mocks.paper")
    .where("exams.slug", "=", slug)
    .executeTakeFirst();
}

/** Every fixed result's score and marks per subject (hundredths), for the standings' figures. */
export async function listFixedScores(db: Db, examId: number) {
  return db
    .selectFrom("exam_results")
    .select(["score", "max_score", "sections"])
    .where("exam_id", "=", examId)
    .execute();
}

/** This student's fixed result at the exam, if they sat it. */
export async function findOwnResult(db: Db, examId: number, userId: number) {
  return db
    .selectFrom("exam_results")
    .innerJoin("exam_attempts", "exam_attempts.id", "exam_results.attempt_id")
    .select([
      "exam_results.score",
      "exam_results.rank",
      "exam_results.percentile",
      "exam_results.correct",
      "exam_results.wrong",
      "exam_results.unanswered",
    ])
    .where("exam_results.exam_id", "=", examId)
    .where("exam_attempts.user_id", "=", userId)
    .executeTakeFirst();
}
