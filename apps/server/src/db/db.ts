import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

/**
 * The database or a transaction on it: what every repository function takes. Code outside the
 * repositories (use cases, routes) names the database only through these, never through Kysely.
 */
export type Db = Kysely<Database> | Transaction<Database>;
/** A transaction on the database, as `inTransaction` hands it to its work. */
export type Tx = Transaction<Database>;

/** Runs `work` in one transaction: what it writes lands together, or nothing does. */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
