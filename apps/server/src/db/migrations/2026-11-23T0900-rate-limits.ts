import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Rate-limit counters shared by every server process (and kept across restarts): one row per key
  // and fixed window.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limits_reset_at_idx")
    .on("rate_limits")
    .column("reset_at")
    .execute();

  // The addresses (IPv6 per /64) that have logged in to an account: its owner is still let in from
  // them while a guesser elsewhere is held back.
  await db.schema
    .createTable("login_addresses")
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("last_login_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("login_addresses_pkey", ["user_id", "address"])
    .execute();

  // Sessions also end after SESSION_IDLE_DAYS without use.
  await db.schema
    .alterTable("sessions")
    .addColumn("last_seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A kept mail (it may hold a reset link) lives only as long as what it carries is valid.
  await db.schema.alterTable("outbox").addColumn("expires_at", "timestamptz").execute();
  await sql`update outbox set expires_at = created_at + interval '1 hour'`.execute(db);
  await db.schema
    .alterTable("outbox")
    .alterColumn("expires_at", (c) => c.setNotNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("expires_at").execute();
  await db.schema.alterTable("sessions").dropColumn("last_seen_at").execute();
  await db.schema.dropTable("login_addresses").execute();
  await db.schema.dropTable("rate_limits").execute();
}
