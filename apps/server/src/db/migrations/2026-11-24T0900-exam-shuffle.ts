import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Whether an exam shuffles each student's question order (within sections) and each question's
  // options (issue 30). Exams made before kept the written order: they keep it (false); a new
  // exam says which it wants.
  await db.schema
    .alterTable("exams")
    .addColumn("shuffle_questions", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("shuffle_options", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  // The seed of the attempt's option order (decision 69); null: the written order. The question
  // order is kept as it is shown, in `paper`.
  await db.schema.alterTable("exam_attempts").addColumn("seed", "integer").execute();
}
