import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Only the server gives a role (the command line or EXAMINER_EMAILS); every sign-up is a student.
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (c) =>
      c
        .notNull()
        .defaultTo("student")
        .check(sql`role in ('student', 'examiner')`),
    )
    .execute();

  await db.schema
    .createTable("exam_banks")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("owner_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("questions", "jsonb", (c) => c.notNull())
    .addColumn("question_count", "integer", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("exam_banks_owner_idx").on("exam_banks").column("owner_id").execute();

  await db.schema
    .createTable("exams")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("owner_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    // "bank:<id>" or "public:<name>"; the questions themselves are copied into `pool`.
    .addColumn("source", "text", (c) => c.notNull())
    // Every question a paper can hold, with keys and explanations: never sent before release.
    .addColumn("pool", "jsonb", (c) => c.notNull())
    // {"mode":"fixed","ids":[...]} or {"mode":"quota","quotas":[["physics",25],...]}
    .addColumn("selection", "jsonb", (c) => c.notNull())
    .addColumn("question_count", "integer", (c) => c.notNull())
    .addColumn("duration_seconds", "integer", (c) => c.notNull())
    .addColumn("opens_at", "timestamptz", (c) => c.notNull())
    .addColumn("closes_at", "timestamptz", (c) => c.notNull())
    .addColumn("profile", "text", (c) => c.notNull())
    .addColumn("custom_marks", "jsonb")
    .addColumn("access_code", "text")
    .addColumn("release_mode", "text", (c) =>
      c.notNull().check(sql`release_mode in ('at_close', 'manual')`),
    )
    .addColumn("released_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("exams_owner_idx").on("exams").column("owner_id").execute();
  await db.schema
    .createIndex("exams_window_idx")
    .on("exams")
    .columns(["opens_at", "closes_at"])
    .execute();

  await db.schema
    .createTable("exam_attempts")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("exam_id", "bigint", (c) => c.notNull().references("exams.id").onDelete("cascade"))
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // The question ids of this student's paper, in order.
    .addColumn("paper", "jsonb", (c) => c.notNull())
    .addColumn("started_at", "timestamptz", (c) => c.notNull())
    .addColumn("deadline", "timestamptz", (c) => c.notNull())
    .addColumn("submitted_at", "timestamptz")
    // One attempt per student per exam, decided by the database when two devices start at once.
    .addUniqueConstraint("exam_attempts_exam_user_key", ["exam_id", "user_id"])
    .execute();

  await db.schema
    .createTable("exam_answers")
    .addColumn("attempt_id", "bigint", (c) =>
      c.notNull().references("exam_attempts.id").onDelete("cascade"),
    )
    .addColumn("question_id", "integer", (c) => c.notNull())
    .addColumn("pick", "text", (c) => c.notNull())
    .addColumn("saved_at", "timestamptz", (c) => c.notNull())
    // An answer is stored once per question: a repeated or changed PUT replaces it.
    .addPrimaryKeyConstraint("exam_answers_pkey", ["attempt_id", "question_id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["exam_answers", "exam_attempts", "exams", "exam_banks"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("users").dropColumn("role").execute();
}
