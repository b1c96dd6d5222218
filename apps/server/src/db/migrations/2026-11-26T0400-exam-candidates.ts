import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Per-candidate control of an exam (issue 46 point 3, decisions 213-216): the allow-list (e-mails
  // or roll/symbol numbers; `listed`), and extra time given to one candidate, in minutes or as a
  // percentage of the exam's duration. `user_id` is the account that sat as this candidate (bound at
  // its start: by its e-mail, or by the roll number it gave). A row kept only for its extra time is
  // not `listed`. Roll numbers are stored upper-case without spaces (how they are compared).
  await db.schema
    .createTable("exam_candidates")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("exam_id", "bigint", (c) => c.notNull().references("exams.id").onDelete("cascade"))
    .addColumn("email", "text")
    .addColumn("roll", "text")
    .addColumn("name", "text")
    .addColumn("listed", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("extra_minutes", "integer")
    .addColumn("extra_percent", "integer")
    .addColumn("user_id", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addUniqueConstraint("exam_candidates_email_key", ["exam_id", "email"])
    .addUniqueConstraint("exam_candidates_roll_key", ["exam_id", "roll"])
    .addUniqueConstraint("exam_candidates_user_key", ["exam_id", "user_id"])
    .execute();
  // The attempt's deadline is `least(started_at + duration, closes_at) + extra_seconds +
  // paused_seconds` (attemptDeadline in attempt-repository.ts): the candidate's extra time, and
  // the time it stood submitted before a reopening. The exam's `overtime_seconds` is the most any
  // attempt runs past the close: its results wait for that (results.ts, `endsAt`).
  await db.schema
    .alterTable("exam_attempts")
    .addColumn("extra_seconds", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("paused_seconds", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("exams")
    .addColumn("overtime_seconds", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // The exam's log (issue 46 point 4), only what cannot be read from the attempts and answers:
  // started and resumed (with the device kind), late tries after the close, extra time given,
  // reopened. Submits, hand-ins by the clock and gaps in saving are derived when the log is read
  // (decision 218): nothing is written on an answer save.
  await db.schema
    .createTable("exam_events")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("exam_id", "bigint", (c) => c.notNull().references("exams.id").onDelete("cascade"))
    .addColumn("user_id", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("at", "timestamptz", (c) => c.notNull())
    .addColumn("device", "text")
    .addColumn("detail", "jsonb")
    .execute();
  await db.schema
    .createIndex("exam_events_exam_idx")
    .on("exam_events")
    .columns(["exam_id", "user_id", "at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("exam_events").execute();
  await db.schema.alterTable("exams").dropColumn("overtime_seconds").execute();
  await db.schema
    .alterTable("exam_attempts")
    .dropColumn("extra_seconds")
    .dropColumn("paused_seconds")
    .execute();
  await db.schema.dropTable("exam_candidates").execute();
}
