import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Questions an examiner published into a catalog unit from /examiner/import, one row per
  // publish, as imported (the bank format, without MathML trees). The unit's json_data holds the
  // file's questions followed by these; the seed rebuilds it that way at every start, and never
  // deletes a unit (or what holds it) that has a row here (decision 0038).
  await db.schema
    .createTable("catalog_publications")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // restrict: examiners' work is never removed as a side effect of deleting a unit.
    .addColumn("unit_id", "integer", (c) => c.notNull().references("units.id").onDelete("restrict"))
    .addColumn("owner_id", "bigint", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("questions", "text", (c) => c.notNull())
    .addColumn("question_count", "integer", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("catalog_publications_unit_idx")
    .on("catalog_publications")
    .column("unit_id")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("catalog_publications").execute();
}
