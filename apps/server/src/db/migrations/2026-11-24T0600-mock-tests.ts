import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A signed-in student's mock sitting while it runs, so another device resumes it (decision 64).
  // One per student and paper: starting the paper afresh replaces it; its submission removes it.
  await db.schema
    .createTable("mock_sittings")
    // Made by the browser; the finished sitting is uploaded as the attempt with this id.
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("paper", "text", (c) => c.notNull())
    // On the server's clock: the start the device reported, less the time it had already run.
    .addColumn("started_at", "timestamptz", (c) => c.notNull())
    // The question on screen, the answers, flags and seen questions, as JSON.
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("saved_at", "timestamptz", (c) => c.notNull())
    .addUniqueConstraint("mock_sittings_user_paper_key", ["user_id", "paper"])
    .execute();

  // The sitting of each student that counts toward a paper's standings: the first one they sat.
  await db.schema
    .createTable("mock_standings")
    .addColumn("paper", "text", (c) => c.notNull())
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("attempt_id", "uuid", (c) =>
      c.notNull().references("attempts.id").onDelete("cascade"),
    )
    .addColumn("started_at", "timestamptz", (c) => c.notNull())
    // The marks in hundredths, then the profile's tie-break subjects' marks in turn.
    .addColumn("ranking", sql`integer[]`, (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("mock_standings_pkey", ["paper", "user_id"])
    .execute();
  // Each server process renews its snapshot of a paper from the rows changed since its last read.
  await db.schema
    .createIndex("mock_standings_paper_changed_idx")
    .on("mock_standings")
    .columns(["paper", "created_at"])
    .execute();
}
