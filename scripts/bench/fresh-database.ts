import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface FreshDatabase {
  /** What the server's environment needs to open it: DATA_DIR (embedded) or DATABASE_URL. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * An empty database for one bench run: a new database on the PostgreSQL server at `adminUrl`
 * (dropped after), or without it an embedded one in a temporary folder named after `label`.
 */
export async function freshDatabase(
  adminUrl: string | undefined,
  label: string,
): Promise<FreshDatabase> {
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), `tayari-bench-${label}-`));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true }) };
  }
  const name = `tayari_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
