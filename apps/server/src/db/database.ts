import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { claimAgain, LOCK_FILE, lockDataDir } from "./data-dir-lock";
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
  /**
   * Create an empty folder's embedded database in a short-lived process of its own, not in this one
   * (production: what initdb leaves behind would stay in the server's memory, see initDataDir).
   */
  createApart?: boolean;
  /**
   * A prepared data folder (`npm run build` makes one: see PREPARED_DIR) that an empty folder starts
   * as, instead of running initdb; ignored when absent or made by another PGlite.
   */
  prepared?: string;
  /**
   * What a new database starts as instead of running initdb: a data folder PGlite dumped
   * (dumpDataDir), into memory ("memory://") or an empty folder. The tests start each app from a
   * migrated, seeded copy (decision 200); `npm run restore` a backup (decision 298).
   */
  startFrom?: Blob;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: "pglite" | "postgres";
  /**
   * The embedded database's whole folder as a gzipped tar (decision 298), taken between two
   * statements (no transaction half done); absent on PostgreSQL, which has pg_dump.
   */
  dump?: () => Promise<Blob>;
}

// Postgres returns bigint (int8) as text by default; our ids fit comfortably in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

/**
 * The embedded database's page cache: PGlite's default (160 MB) is written over as it starts, so it
 * was most of a server's memory. The data folder is read through the operating system's file cache
 * anyway; 16 MB holds what a server works on (decision 78 has the measurements).
 */
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * Creates the embedded database's files in a process of its own. PGlite runs initdb in two more
 * WebAssembly instances that stay reachable once it has closed them: done in the server's process,
 * a server started on an empty folder kept 740 MB instead of 290 MB for the rest of its life. It
 * costs a second process's start and a second compilation of PGlite (the tests, which start many
 * short-lived servers on a loaded machine, create their databases in process).
 */
async function initDataDir(dataDir: string) {
  const script = [
    `import { PGlite } from "@electric-sql/pglite";`,
    `const db = new PGlite(${JSON.stringify(dataDir)}, { startParams: ${JSON.stringify(START_PARAMS)} });`,
    `await db.waitReady;`,
    `await db.close();`,
  ].join("\n");
  // Run from this module's folder, so the child finds PGlite where the server does.
  const cwd = path.dirname(fileURLToPath(import.meta.url));
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], { cwd });
}

/**
 * Where `npm run build` leaves an embedded database already created, migrated and holding the
 * catalog (scripts/build-server.ts), beside the built server. A first start copies it: initdb and
 * the migrations cost a server on an empty folder more CPU than the rest of its start (decision 87).
 */
export const PREPARED_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../dist/database",
);
/** The file in a prepared folder naming the PGlite that made it (another one may not read it). */
export const PREPARED_MARK = "tayari-prepared.json";

/** The installed PGlite's version, which a prepared folder must have been made by. */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string })
    .version;
}

/** Whether `dir` is a prepared folder this PGlite can open. */
export function usablePrepared(dir: string): boolean {
  try {
    const mark = JSON.parse(readFileSync(path.join(dir, PREPARED_MARK), "utf8")) as {
      pglite?: string;
    };
    return mark.pglite === pgliteVersion() && existsSync(path.join(dir, "PG_VERSION"));
  } catch {
    return false;
  }
}

/**
 * Copies a prepared folder into an empty data folder. PG_VERSION, which says a folder holds a
 * database, is copied last: a copy cut short is made again at the next start, not opened half done.
 */
function copyPrepared(from: string, to: string) {
  for (const name of readdirSync(from)) {
    if (name === "PG_VERSION" || name === PREPARED_MARK || name === LOCK_FILE) continue;
    cpSync(path.join(from, name), path.join(to, name), { recursive: true });
  }
  cpSync(path.join(from, "PG_VERSION"), path.join(to, "PG_VERSION"));
}

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
  // The folder is this process's until the database closes (decision 297).
  let release = () => {};
  if (options.dataDir !== "memory://") {
    mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
  }
  try {
    const empty =
      options.dataDir !== "memory://" && !existsSync(path.join(options.dataDir, "PG_VERSION"));
    if (empty && !options.startFrom) {
      if (options.prepared && usablePrepared(options.prepared))
        copyPrepared(options.prepared, options.dataDir);
      else if (options.createApart) await initDataDir(options.dataDir);
    }
    // One options object: PGlite reads its second argument only beside a data folder's name, so an
    // in-memory database given `(undefined, options)` started empty, whatever it was to load.
    const pglite = new PGlite({
      ...(options.dataDir === "memory://" ? {} : { dataDir: options.dataDir }),
      parsers: { 20: (value: string) => Number(value) },
      startParams: START_PARAMS,
      ...((options.dataDir === "memory://" || empty) && options.startFrom
        ? { loadDataDir: options.startFrom }
        : {}),
    });
    await pglite.waitReady;
    // The triggers' language (PL/pgSQL, a library PGlite loads at its first use) loaded now: the
    // first write of a unit after the start held the event loop 40-50 ms loading it (issue 67).
    await pglite.exec("do $$ begin end $$");
    if (empty && options.startFrom) claimAgain(options.dataDir);
    const pool = pglitePool(pglite);
    const end = async () => {
      try {
        await pool.end();
      } finally {
        release();
      }
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: { ...pool, end } }) });
    // On a connection of Kysely's own: no statement of the app runs meanwhile, and the database
    // closes with `db.destroy()` even when nothing else was asked of it.
    const dump = () =>
      db.connection().execute(async () => {
        await pglite.query("checkpoint");
        return pglite.dumpDataDir("gzip");
      });
    return { db, kind: "pglite", dump };
  } catch (error) {
    release();
    throw error;
  }
}
