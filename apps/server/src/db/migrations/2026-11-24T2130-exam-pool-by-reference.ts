import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 29 (decision 97): an exam made from a private bank reads its questions from the bank's
  // parts instead of a copy written as one JSON value (a 5 MB pool held the embedded database for
  // 300-400 ms). A bank is never edited, and one an exam was made from is never deleted: the
  // reference keeps the exam's questions as they were. `pool` stays for exams made before, and for
  // those made from the site's own banks (files that change with the site).
  await db.schema
    .alterTable("exams")
    .addColumn("pool_bank_id", "bigint", (c) => c.references("exam_banks.id"))
    .execute();
  await db.schema
    .alterTable("exams")
    .alterColumn("pool", (c) => c.dropNotNull())
    .execute();
  // A deleted bank keeps its row and parts, hidden from every reader: the record of the deletion
  // (examiner_actions) points at them instead of copying 5 MB of questions into one value.
  await db.schema.alterTable("exam_banks").addColumn("deleted_at", "timestamptz").execute();
}
