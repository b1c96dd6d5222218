import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A bank's questions in parts of about 64 KB of JSON, each written by a statement of its own
  // (issue 29): one 5 MB JSON value held the embedded database's one connection for 150-325 ms of
  // CPU (1-3 s on a busy machine), and every other request's query waited behind it. A bank is
  // `ready` once its last part is written; until then no reader sees it.
  await db.schema
    .createTable("exam_bank_parts")
    .addColumn("bank_id", "bigint", (c) =>
      c.notNull().references("exam_banks.id").onDelete("cascade"),
    )
    .addColumn("part", "integer", (c) => c.notNull())
    .addColumn("questions", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("exam_bank_parts_pkey", ["bank_id", "part"])
    .execute();
  await db.schema
    .alterTable("exam_banks")
    .addColumn("ready", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`insert into exam_bank_parts (bank_id, part, questions)
            select id, 0, questions from exam_banks`.execute(db);
  await db.schema.alterTable("exam_banks").dropColumn("questions").execute();
}
