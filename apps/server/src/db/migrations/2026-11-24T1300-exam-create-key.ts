import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The key the examiner's page sends with "Create exam" (issue 30): a repeat of the request (a
  // double tap, a retry after a lost answer) finds the exam the first one made. Per examiner.
  await db.schema.alterTable("exams").addColumn("create_key", "text").execute();
  await db.schema
    .createIndex("exams_owner_create_key")
    .unique()
    .on("exams")
    .columns(["owner_id", "create_key"])
    .execute();
}
