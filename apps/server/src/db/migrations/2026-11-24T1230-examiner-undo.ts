import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // What an examiner undid (issue 29, decision 0082): a bank deleted, a published question taken
  // out of its unit. Who and when, and what was removed (as JSON text), kept after the thing is
  // gone. A question's id stays taken in its unit: a later import never gives it again.
  await db.schema
    .createTable("examiner_actions")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("bank_id", "integer")
    .addColumn("unit_id", "integer", (c) => c.references("units.id").onDelete("restrict"))
    .addColumn("question_id", "integer")
    .addColumn("removed", "text", (c) => c.notNull())
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("examiner_actions_unit_idx")
    .on("examiner_actions")
    .column("unit_id")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("examiner_actions").execute();
}
