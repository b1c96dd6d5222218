import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// The catalog's names in Nepali (issue 33), beside the names the files write; null where a file
// gives none (a unit an examiner started), and then the name serves both languages.
const NAMED = ["levels", "subjects", "categories", "items", "units", "entrances"];
const TITLED = ["entrance_subjects", "entrance_units"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of NAMED)
    await db.schema.alterTable(table).addColumn("name_ne", "text").execute();
  for (const table of TITLED)
    await db.schema.alterTable(table).addColumn("title_ne", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of NAMED) await db.schema.alterTable(table).dropColumn("name_ne").execute();
  for (const table of TITLED) await db.schema.alterTable(table).dropColumn("title_ne").execute();
}
