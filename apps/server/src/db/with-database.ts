import type { Kysely } from "kysely";
import { openDatabase, type DatabaseOptions } from "./database";
import { migrateToLatest } from "./migrate";
import type { Database } from "./schema";

/** Opens and migrates the database for one piece of work outside the server (a command), then closes it. */
export async function withDatabase<T>(
  options: DatabaseOptions,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const { db } = await openDatabase(options);
  try {
    await migrateToLatest(db as Kysely<unknown>);
    return await work(db);
  } finally {
    await db.destroy();
  }
}
