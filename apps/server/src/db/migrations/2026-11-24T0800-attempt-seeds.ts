import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The seed a practice attempt showed its options in (decision 69); null: the written order.
  await db.schema.alterTable("attempts").addColumn("seed", "integer").execute();
}
