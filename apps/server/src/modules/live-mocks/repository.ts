import { sql } from "kysely";
import { examColumns } from "../exams/exam-repository";
import type { Db } from "../../db/db";

/**
 * A live mock as scheduled (decisions 257 and 0450): an exam of the site on questions drawn from
 * an examiner's held-back bank, in one mock paper's pattern.
 */
export interface NewLiveMock {
  ownerId: number;
  slug: string;
  title: string;
  /** The mock paper whose pattern it follows. */
  paper: string;
  /** The held-back bank its questions are read from (by reference: the bank is kept, decision 97). */
  bankId: number;
  /** The questions drawn, in the pattern's order. */
  questionIds: readonly number[];
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
          // A private bank: its keys are out only at the release, and it holds back other exams'
          // results while it runs (holds.ts), as a college's exam does.
          source: `bank:${mock.bankId}`,
          pool: null,
          pool_bank_id: mock.bankId,
          pool_passages: null,
          selection: JSON.stringify({ mode: "fixed", ids: mock.questionIds }),
          question_count: mock.questionIds.length,
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

/**
 * Every exam not on one of the site's banks and not cancelled (a cancelled exam's window is
 * empty): their questions have been, or will be, seen by their candidates.
 */
export async function listPrivateExamIds(db: Db) {
  const rows = await db
    .selectFrom("exams")
    .select("id")
    .where("source", "not like", "public:%")
    .where(sql<boolean>`opens_at <> closes_at`)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
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
