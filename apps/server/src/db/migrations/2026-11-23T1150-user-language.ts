import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The interface language a student chose ("en" or "ne"), kept on the account so that it follows
  // them to another device and so that mail reaches them in it. Null: never chosen (English).
  await db.schema
    .alterTable("users")
    .addColumn("language", "text", (c) => c.check(sql`language in ('en', 'ne')`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("language").execute();
}
