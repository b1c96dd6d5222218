import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // An examiner's corrections of an exam's keys (issue 44, decisions 155 and 183-186): per question,
  // each change with who made it, when, the key before and after (JSON: accepted option texts and
  // whether the question is dropped) and the reason typed. `version` counts the question's
  // corrections from 1: (exam, question, version) is unique, so of two corrections made from the
  // same version only one is stored. The latest per question is the key the exam is marked by.
  await db.schema
    .createTable("exam_key_corrections")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("exam_id", "bigint", (c) => c.notNull().references("exams.id").onDelete("cascade"))
    .addColumn("question_id", "integer", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("old_key", "jsonb", (c) => c.notNull())
    .addColumn("new_key", "jsonb", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("user_id", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("exam_key_corrections_version_key", ["exam_id", "question_id", "version"])
    .execute();
  // A dropped question is counted apart from right, wrong and unanswered (decision 155).
  await db.schema
    .alterTable("exam_results")
    .addColumn("dropped", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("exam_results").dropColumn("dropped").execute();
  await db.schema.dropTable("exam_key_corrections").execute();
}
