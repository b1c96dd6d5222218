import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 69 (decisions 0495 and 0496): the practice settings kept on the account, so that they
  // follow the student to another device. `pace`: after each answer in a practice mode, move on by
  // itself or stay until Next; `readiness_target`: the student's own bar, a share of a paper's
  // marks in percent, that a result congratulates. Null: never chosen.
  await db.schema
    .alterTable("users")
    .addColumn("pace", "text", (c) => c.check(sql`pace in ('move-on', 'stay')`))
    .addColumn("readiness_target", "smallint", (c) =>
      c.check(sql`readiness_target between 35 and 100`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("readiness_target").dropColumn("pace").execute();
}
