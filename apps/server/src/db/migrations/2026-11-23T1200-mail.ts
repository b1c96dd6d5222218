import { sql, type Kysely } from "kysely";
import { createTokenTable } from "./helpers";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // When the account's owner proved the address is theirs (a verification or reset link). Accounts
  // made before this migration proved nothing, so they start unverified.
  await db.schema.alterTable("users").addColumn("email_verified_at", "timestamptz").execute();

  // Verification links: like reset links, only the token's SHA-256 is kept, and each is used once.
  await createTokenTable(db, "email_verifications", "used_at");

  // The mail queue (decision 0041). A row is one mail, rendered when it is queued; `run_at` is when
  // a worker may next take it (while one holds it, when its hold runs out). Sent and failed rows
  // lose their bodies (a body may hold a link) and keep the rest for the operator.
  await db.schema
    .createTable("mail_queue")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("user_id", "bigint", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull().check(sql`language in ('en', 'ne')`))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    // One mail per key for good (one results mail per student and exam), whichever process asks.
    .addColumn("dedupe_key", "text", (c) => c.unique())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("queued")
        .check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("run_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("sent_at", "timestamptz")
    .addColumn("failed_at", "timestamptz")
    .execute();
  await sql`create index mail_queue_due_idx on mail_queue (run_at) where status in ('queued', 'sending')`.execute(
    db,
  );
  await sql`create index mail_queue_done_idx on mail_queue (created_at) where status in ('sent', 'failed')`.execute(
    db,
  );

  // The outbox kept mails only while their one-hour reset links were valid; the queue replaces it.
  await db.schema.dropTable("outbox").execute();

  // When the results mails of an exam were queued. Exams whose results are already out are marked,
  // so that nobody is mailed about results they have had for a while.
  await db.schema.alterTable("exams").addColumn("results_mailed_at", "timestamptz").execute();
  await sql`update exams set results_mailed_at = now()
    where released_at is not null or (release_mode = 'at_close' and closes_at < now())`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("exams").dropColumn("results_mailed_at").execute();
  await db.schema
    .createTable("outbox")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.dropTable("mail_queue").execute();
  await db.schema.dropTable("email_verifications").execute();
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
