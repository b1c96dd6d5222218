import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 47 (decision 140): an exam and the bank it reads belong to the site, not to the account
  // of the examiner who made them. Deleting that account once deleted them, and with them every
  // student's attempts and released results; now it only clears who made them.
  for (const table of ["exam_banks", "exams"]) {
    await db.schema
      .alterTable(table)
      .alterColumn("owner_id", (c) => c.dropNotNull())
      .execute();
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_owner_id_fkey`)}`.execute(
      db,
    );
    await db.schema
      .alterTable(table)
      .addForeignKeyConstraint(`${table}_owner_id_fkey`, ["owner_id"], "users", ["id"], (c) =>
        c.onDelete("set null"),
      )
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["exam_banks", "exams"]) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_owner_id_fkey`)}`.execute(
      db,
    );
    await db.deleteFrom(table).where("owner_id", "is", null).execute();
    await db.schema
      .alterTable(table)
      .addForeignKeyConstraint(`${table}_owner_id_fkey`, ["owner_id"], "users", ["id"], (c) =>
        c.onDelete("cascade"),
      )
      .execute();
    await db.schema
      .alterTable(table)
      .alterColumn("owner_id", (c) => c.setNotNull())
      .execute();
  }
}
