import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 45 (decisions 160 and 190): the learner model's estimates, moved by each attempt the
  // first time it is recorded. A question never answered and a subject never tried have no row:
  // they are at the prior. Logits; variance, not precision, as the pure model keeps them.
  await db.schema
    .createTable("question_difficulties")
    // The question as the attempts name it: its bank's key and its id in that bank.
    .addColumn("bank", "text", (c) => c.notNull())
    .addColumn("question_id", "integer", (c) => c.notNull())
    // Its category when last answered: readiness sums a bank's difficulties per subject.
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("mean", "double precision", (c) => c.notNull())
    .addColumn("variance", "double precision", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("question_difficulties_pkey", ["bank", "question_id"])
    .execute();

  await db.schema
    .createTable("student_abilities")
    .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("mean", "double precision", (c) => c.notNull())
    .addColumn("variance", "double precision", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    // When it last moved: its variance grows with the days since (students learn and forget).
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("student_abilities_pkey", ["user_id", "subject"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("student_abilities").execute();
  await db.schema.dropTable("question_difficulties").execute();
}
