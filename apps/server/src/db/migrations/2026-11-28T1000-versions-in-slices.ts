import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 67 point 4: the units' trigger of decision 343 read a unit's whole question list in one
  // statement (a published CSV of 4,318 questions held the embedded database, and so the server's
  // event loop, for about 400 ms). A writer that keeps the versions itself, in slices between which
  // the loop runs, says so for its transaction (`tayari.versions_kept`); every other write still
  // passes through the trigger, so no writer can forget them.
  for (const table of ["units", "entrance_units"]) {
    const name = `${table}_question_versions`;
    await sql`drop trigger ${sql.raw(name)} on ${sql.table(table)}`.execute(db);
    await sql`create trigger ${sql.raw(name)}
      after insert or update of json_data on ${sql.table(table)}
      for each row
      when (coalesce(current_setting('tayari.versions_kept', true), '') <> 'on')
      execute function ${sql.raw(name)}()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["units", "entrance_units"]) {
    const name = `${table}_question_versions`;
    await sql`drop trigger ${sql.raw(name)} on ${sql.table(table)}`.execute(db);
    await sql`create trigger ${sql.raw(name)}
      after insert or update of json_data on ${sql.table(table)}
      for each row execute function ${sql.raw(name)}()`.execute(db);
  }
}
