import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // An exam's results, fixed once when it is over (issue 30, point 4): each attempt's marks, rank
  // and percentile as computed then, read by the result and merit routes instead of marking every
  // answer again on each request. `position`: the attempt's place in the merit list (ties in the
  // order they were ranked). Scores in hundredths of a mark, as the marking computes them.
  await db.schema
    .createTable("exam_results")
    .addColumn("attempt_id", "bigint", (c) =>
      c.primaryKey().references("exam_attempts.id").onDelete("cascade"),
    )
    .addColumn("exam_id", "bigint", (c) => c.notNull().references("exams.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("max_score", "integer", (c) => c.notNull())
    .addColumn("correct", "integer", (c) => c.notNull())
    .addColumn("wrong", "integer", (c) => c.notNull())
    .addColumn("unanswered", "integer", (c) => c.notNull())
    .addColumn("rank", "integer", (c) => c.notNull())
    .addColumn("percentile", "double precision", (c) => c.notNull())
    .addColumn("candidates", "integer", (c) => c.notNull())
    .addUniqueConstraint("exam_results_exam_position_key", ["exam_id", "position"])
    .execute();
  // When the results were fixed; null: not yet (the exam runs, or nobody has needed them).
  await db.schema
    .alterTable("exams")
    .addColumn("results_fixed_at", "timestamptz", (c) => c.defaultTo(sql`null`))
    .execute();
}
