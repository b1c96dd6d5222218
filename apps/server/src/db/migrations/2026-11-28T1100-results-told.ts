import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 68 point 3 (decision 0475): the score each student was last told by mail (the results
  // mail, or the mail of a release of corrections), so a release of corrections mails only those
  // whose score changed since, once each.
  await db.schema.alterTable("exam_attempts").addColumn("told_score", "integer").execute();
  await sql`update exam_attempts a set told_score = r.score
    from exam_results r, exams e
    where r.attempt_id = a.id and e.id = a.exam_id and e.results_mailed_at is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("exam_attempts").dropColumn("told_score").execute();
}
