import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Throws when the database cannot answer. */
export async function pingDatabase(db: Kysely<Database>) {
  await sql`select 1`.execute(db);
}
