import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 50, point 4 (decision 257): a live mock is an exam of the site whose questions are one of
  // the site's mock papers; this row says which paper, and lists the exam for every student.
  await db.schema
    .createTable("live_mocks")
    .addColumn("exam_id", "integer", (c) =>
      c.primaryKey().references("exams.id").onDelete("cascade"),
    )
    .addColumn("paper", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("live_mocks").execute();
}
