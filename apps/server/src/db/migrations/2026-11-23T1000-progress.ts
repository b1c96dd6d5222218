import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("attempts")
    // Made by the browser, so an attempt sent twice (a retry, a queued upload) is one row.
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("started_at", "timestamptz", (c) => c.notNull())
    .addColumn("finished_at", "timestamptz", (c) => c.notNull())
    // What was sent, so the same attempt again is told from another one reusing its id.
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The list of a student's attempts, newest first, paged by finished_at.
  await db.schema
    .createIndex("attempts_user_finished_idx")
    .on("attempts")
    .columns(["user_id", "finished_at desc", "id"])
    .execute();

  await db.schema
    .createTable("attempt_answers")
    .addColumn("attempt_id", "uuid", (c) =>
      c.notNull().references("attempts.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    // Copied from the attempt so the per-student figures read one table.
    .addColumn("user_id", "bigint", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("answered_at", "timestamptz", (c) => c.notNull())
    .addColumn("bank", "text", (c) => c.notNull())
    .addColumn("question_id", "integer", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("pick", "text")
    .addColumn("correct", "boolean", (c) => c.notNull())
    .addColumn("seconds", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("attempt_answers_pkey", ["attempt_id", "position"])
    .execute();
  // Progress (per mode, category, day) and "seen recently" read a student's answers.
  await db.schema
    .createIndex("attempt_answers_user_idx")
    .on("attempt_answers")
    .columns(["user_id", "answered_at"])
    .execute();
  await db.schema
    .createIndex("attempt_answers_user_question_idx")
    .on("attempt_answers")
    .columns(["user_id", "bank", "question_id"])
    .execute();

  // A student's answers summed per Nepal day, mode, category and English topic, kept up to date
  // as attempts arrive: the progress page reads a few hundred rows however long the history.
  await db.schema
    .createTable("progress_days")
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day", "date", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    // The English topic of a topic drill, '' for every other mode.
    .addColumn("topic", "text", (c) => c.notNull())
    // Attempts with at least one answer in this row.
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("answered", "integer", (c) => c.notNull())
    .addColumn("correct", "integer", (c) => c.notNull())
    .addColumn("seconds", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("progress_days_pkey", ["user_id", "day", "mode", "category", "topic"])
    .execute();

  await db.schema
    .createTable("review_cards")
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("bank", "text", (c) => c.notNull())
    .addColumn("question_id", "integer", (c) => c.notNull())
    // ts-fsrs's card, field for field.
    .addColumn("due", "timestamptz", (c) => c.notNull())
    .addColumn("stability", "double precision", (c) => c.notNull())
    .addColumn("difficulty", "double precision", (c) => c.notNull())
    .addColumn("elapsed_days", "integer", (c) => c.notNull())
    .addColumn("scheduled_days", "integer", (c) => c.notNull())
    .addColumn("learning_steps", "integer", (c) => c.notNull())
    .addColumn("reps", "integer", (c) => c.notNull())
    .addColumn("lapses", "integer", (c) => c.notNull())
    .addColumn("state", "integer", (c) => c.notNull())
    .addColumn("last_review", "timestamptz")
    .addPrimaryKeyConstraint("review_cards_pkey", ["user_id", "bank", "question_id"])
    .execute();
  await db.schema
    .createIndex("review_cards_user_due_idx")
    .on("review_cards")
    .columns(["user_id", "due"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["review_cards", "progress_days", "attempt_answers", "attempts"]) {
    await db.schema.dropTable(table).execute();
  }
}
