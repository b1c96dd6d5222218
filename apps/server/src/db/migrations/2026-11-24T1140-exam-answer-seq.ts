import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The attempt's sequence number of the pick stored (issue 30, point 3): the sitting screen counts
  // its picks, and a save replaces the stored answer only with a higher number, so an older pick
  // arriving late never wins. Answers saved before keep 0: any numbered pick replaces them.
  await db.schema
    .alterTable("exam_answers")
    .addColumn("seq", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
