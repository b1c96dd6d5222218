import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 46 point 2 (decision 205): an exam changed before it opens, and extended while it runs.
  // `version` rises with each change, so a change made from a stale page is refused (409) and a
  // server process whose copy of the exam is stale notices it when an attempt starts.
  // `per_question_seconds`: the time was set per question (the edit form shows it so again).
  // `tie_break` (issue 44, decision 209): the exam's own order of sections for equal totals.
  await db.schema
    .alterTable("exams")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("per_question_seconds", "integer")
    .addColumn("tie_break", "jsonb")
    .execute();
}
