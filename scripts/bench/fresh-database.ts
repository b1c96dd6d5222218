import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

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

/**
 * The production server as its own process on `port`, with `env` (a fresh database's), once its
 * health check answers (two minutes at most: a loaded machine starts it slowly).
 */
export async function serveProduction(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  // BENCH_NODE_ARGS: more arguments for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`.
  const extra = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  // BENCH_BUILT=1: the built server (npm run build:server) and its bank worker, as `npm run serve`.
  const entry = process.env.BENCH_BUILT
    ? ["apps/server/dist/main.js"]
    : ["--import", "tsx", "apps/server/src/main.ts"];
  const child = spawn(process.execPath, [...extra, ...entry], {
    cwd: repo,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: String(port), ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error("the server did not start");
}

/** A server of `serveProduction` stopped as an operator stops it, once it has exited. */
export async function stopServer(server: ChildProcess) {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
}
