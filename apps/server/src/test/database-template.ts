import { createHash } from "node:crypto";
import {
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { openDatabase, pgliteVersion } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { pglitePool } from "../db/pglite-pool";
import type { Database } from "../db/schema";
import { DEFAULT_CATALOG_DIR, readCatalog, seedCatalog } from "../db/seed-catalog";
import { loadConfig } from "../config";
import { readServerBanks } from "../modules/banks/entrance-bank";
import { MockPapers } from "../modules/mocks/papers";
import { QuestionBanks } from "../modules/questions/question-banks";

/**
 * The database a test app starts as (decision 200). Creating a database, running every migration
 * and seeding the whole catalog cost each test app most of its start (initdb alone is seconds of
 * PGlite's WebAssembly); done once per run into a template, each app starts from a copy of it:
 *
 * - "seeded": migrated and holding the catalog of packages/content/catalog, for apps on the default
 *   catalog. The app's own start still migrates and seeds: both find nothing to do.
 * - "migrated": migrated, no catalog, for apps given a catalog of their own (CATALOG_DIR), which
 *   their start seeds as a fresh database would be.
 *
 * A template is named by a hash of what made it (PGlite's version, the migrations' and the catalog
 * files' contents), so a changed migration or catalog file makes a new one, never a stale start.
 * PGlite: a dump of its data folder in the OS temporary folder, loaded by the app's in-memory
 * database. PostgreSQL: a database `create database … template` copies.
 */
export type TemplateKind = "seeded" | "migrated";

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function hashFolder(hash: ReturnType<typeof createHash>, dir: string) {
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir).sort())
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(dir, file)))
      .update("\0");
}

const keys = new Map<TemplateKind, string>();
/** The hash naming a template: what would make a different one. */
export function templateKey(kind: TemplateKind): string {
  let key = keys.get(kind);
  if (key) return key;
  const hash = createHash("sha256").update(`${kind}\0${pgliteVersion()}\0`);
  hash.update(readFileSync(path.join(serverSrc, "db/migrate.ts")));
  hashFolder(hash, path.join(serverSrc, "db/migrations"));
  if (kind === "seeded") {
    for (const file of ["db/seed-catalog.ts", "db/seed-repository.ts"])
      hash.update(readFileSync(path.join(serverSrc, file)));
    hashFolder(hash, DEFAULT_CATALOG_DIR);
    hash.update(readFileSync(path.join(serverSrc, "modules/questions/version-repository.ts")));
    const banksDir = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" }).banksDir;
    for (const file of readdirSync(banksDir)
      .filter((f) => f.endsWith(".json"))
      .sort())
      hash
        .update(file)
        .update("\0")
        .update(readFileSync(path.join(banksDir, file)))
        .update("\0");
  }
  key = hash.digest("hex").slice(0, 16);
  keys.set(kind, key);
  return key;
}

/** The default banks, as a server on them keeps their questions' versions (decision 343). */
function defaultBanks() {
  const { banksDir } = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" });
  const banks = readServerBanks(banksDir);
  const papers = new MockPapers(banks.entrance, banksDir, banks.bca);
  return new QuestionBanks(
    banks.entrance,
    banks.practice.categoryTest,
    banks.practice.subjects,
    papers,
  );
}

async function fill(db: Kysely<Database>, kind: TemplateKind) {
  await migrateToLatest(db as Kysely<unknown>);
  if (kind !== "seeded") return;
  await seedCatalog(db, readCatalog(DEFAULT_CATALOG_DIR));
  // An app on the default banks then finds them kept and writes nothing as it starts.
  await defaultBanks().keepVersions(db);
}

// PGlite ---------------------------------------------------------------------------------------

const dumpFile = (kind: TemplateKind) =>
  path.join(tmpdir(), `tayari-test-db-${kind}-${templateKey(kind)}.tar`);

/** Dumps not used for this long are another branch's or an old run's: removed as a new one is made. */
const STALE_MS = 24 * 60 * 60 * 1000;

function removeStaleDumps(keep: string) {
  for (const name of readdirSync(tmpdir())) {
    if (!/^tayari-test-db-.*\.tar$/.test(name)) continue;
    const file = path.join(tmpdir(), name);
    if (file === keep) continue;
    try {
      if (Date.now() - statSync(file).mtimeMs > STALE_MS) rmSync(file, { force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

async function makeDump(kind: TemplateKind): Promise<string> {
  const file = dumpFile(kind);
  if (existsSync(file)) return file;
  const pglite = new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  try {
    await fill(db, kind);
    const dump = await pglite.dumpDataDir("none");
    // Written aside and renamed: a reader never meets half a dump, and two makers agree.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.destroy();
  }
  removeStaleDumps(file);
  return file;
}

const dumps = new Map<TemplateKind, Promise<Blob>>();
/**
 * The PGlite template as loadDataDir takes it, made first when this run has none yet; read once per
 * process (a blob of the file itself stops being readable once another worker touches the file).
 */
export function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  let dump = dumps.get(kind);
  if (!dump) {
    dump = makeDump(kind).then((file) => {
      const now = new Date();
      utimesSync(file, now, now);
      return new Blob([readFileSync(file)]);
    });
    dumps.set(kind, dump);
  }
  return dump;
}

// PostgreSQL -----------------------------------------------------------------------------------

export const postgresTemplateName = (kind: TemplateKind) =>
  `tayari_template_${kind}_${templateKey(kind)}`;

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes the PostgreSQL template on the server of `adminUrl` unless it is there; returns its name. */
export async function postgresTemplate(adminUrl: string, kind: TemplateKind): Promise<string> {
  const name = postgresTemplateName(kind);
  // One maker at a time per server (workers of one run, or two runs), the others wait and reuse it.
  return withAdmin(adminUrl, async (admin) => {
    await admin.query("select pg_advisory_lock(hashtext('tayari test templates'))");
    try {
      const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const { db } = await openDatabase({
        databaseUrl: urlOf(adminUrl, building),
        dataDir: "memory://",
        poolMax: 2,
        connectTimeoutMs: 10_000,
      });
      try {
        await fill(db, kind);
      } finally {
        await db.destroy();
      }
      // Nobody connects to a template (a copy needs it alone); renamed when complete.
      await admin.query(`alter database ${building} rename to ${name}`);
      await admin.query(`alter database ${name} with is_template true allow_connections false`);
      return name;
    } finally {
      await admin.query("select pg_advisory_unlock(hashtext('tayari test templates'))");
    }
  });
}
