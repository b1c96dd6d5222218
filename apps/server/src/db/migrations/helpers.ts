import { sql, type Kysely } from "kysely";

// Shared by migrations, so frozen like them: a change here would change what a past migration
// makes. A new shape goes in a new helper.

/**
 * A table of an account's tokens (sessions, reset and verification links): only the token's
 * SHA-256 is kept; `ended` is the column that says when it stopped counting (revoked, used).
 */
export async function createTokenTable(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: string,
  ended: string,
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn(ended, "timestamptz")
    .execute();
  await db.schema.createIndex(`${table}_user_id_idx`).on(table).column("user_id").execute();
}
