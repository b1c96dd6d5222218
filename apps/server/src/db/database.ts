import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { namedStatements } from "./named-statements";
import { pglitePool } from "./pglite-pool";
import type { Database } from "./schema";

export interface DatabaseOptions {
  /** postgres://... for a server; null for embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory, or "memory://" for a throw-away database. */
  dataDir: string;
  poolMax: number;
  connectTimeoutMs: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: "pglite" | "postgres";
}

// Postgres returns bigint (int8) as text by default; our ids fit comfortably in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax,
      connectionTimeoutMillis: options.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
    });
    // A client losing its server, idle or checked out, must not crash the process: the query in
    // flight fails (and is answered 503), and the pool opens a fresh connection for the next one.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: namedStatements(pool) }),
    });
    return { db, kind: "postgres" };
  }
  if (options.dataDir !== "memory://") mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite(options.dataDir === "memory://" ? undefined : options.dataDir, {
    parsers: { 20: (value: string) => Number(value) },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  return { db, kind: "pglite" };
}
