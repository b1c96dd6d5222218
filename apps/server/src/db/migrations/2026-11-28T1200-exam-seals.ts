import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 66 point 1 (decision 0452): an exam's sealed-paper keys, one pair per version of the
  // exam (an edit before the opening makes new ones). `paper_key` opens every candidate's paper
  // and is served from the opening on; `sign_key` is never served: it signs each candidate's seal
  // and fixes their order.
  await sql`create table exam_seals (
    exam_id bigint not null references exams (id) on delete cascade,
    version integer not null,
    paper_key bytea not null,
    sign_key bytea not null,
    created_at timestamptz not null default now(),
    primary key (exam_id, version)
  )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table exam_seals`.execute(db);
}
