import { sql, type Kysely } from "kysely";
import { createTokenTable } from "./helpers";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One account per e-mail whatever its case, enforced by the database so racing sign-ups cannot both win.
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);

  await createTokenTable(db, "sessions", "revoked_at");
  await createTokenTable(db, "password_resets", "used_at");

  await db.schema
    .createTable("outbox")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["outbox", "password_resets", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
