import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 50 (decision 300): every start asks whether the exam's list is in force (a listed row)
  // and holds roll numbers without an e-mail. Without these, the answer was a pass over the exam's
  // candidate rows, 10,000 at the opening of a large exam, for each of its 10,000 starts.
  await sql`create index exam_candidates_listed_idx on exam_candidates (exam_id) where listed`.execute(
    db,
  );
  await sql`create index exam_candidates_by_roll_idx on exam_candidates (exam_id)
    where listed and email is null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("exam_candidates_by_roll_idx").execute();
  await db.schema.dropIndex("exam_candidates_listed_idx").execute();
}
