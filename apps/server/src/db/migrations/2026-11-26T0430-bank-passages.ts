import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 49 (decision 221): an examiner's bank may carry passages that a run of its questions
  // share (the questions name them by id); kept once, as the bank format gives them (no maths
  // trees: those are made when read); null where the bank has none.
  await db.schema.alterTable("exam_banks").addColumn("passages", "jsonb").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("exam_banks").dropColumn("passages").execute();
}
