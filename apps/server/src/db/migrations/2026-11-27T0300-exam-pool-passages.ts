import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 50, point 4 (decision 296): an exam that copied its questions (a live mock of a BCA
  // paper) keeps the passages they stand on beside them, with their maths trees as the copy's
  // questions have theirs; null where the copy has none (every exam before this one).
  await db.schema.alterTable("exams").addColumn("pool_passages", "jsonb").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("exams").dropColumn("pool_passages").execute();
}
