import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 49 (decision 174): a catalog unit's passages, kept once beside its questions (which name
  // them by id), as JSON text with their maths trees; null where the unit has none.
  for (const table of ["units", "entrance_units"])
    await db.schema.alterTable(table).addColumn("passages", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["units", "entrance_units"])
    await db.schema.alterTable(table).dropColumn("passages").execute();
}
