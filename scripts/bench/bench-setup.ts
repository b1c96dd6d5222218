// npm run bench's settings (its BENCH_* variables, described in bench.ts), the table and details it
// fills, and the servers it starts: the site as `npm run serve` runs it, and the bare stack's build.
import { execSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { MOCK_ROUTE, REVIEW_ROUTE } from "./mock-review";
import { memoryOf, repo, serveCommand, start, stop, type Started } from "./processes";
import { load, seconds } from "./stats";

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3911);
export const SITE_PORT = BASE_PORT;
export const BARE_PORT = BASE_PORT + 1;
export const HELLO_PORT = BASE_PORT + 2;
export const PG_PORT = BASE_PORT + 3;
export const COMPARE_PORT = BASE_PORT + 4;
export const COMPARE_DIST = process.env.BENCH_COMPARE_DIST;
const UNIT_QUIZ = "/school/grade-x-mathematics/mcq/:unit";
export const PAGES = (
  process.env.BENCH_PAGES ??
  [
    "/",
    "/csit/entrance-preparation",
    "/csit/entrance-questions",
    "/csit-entrance/2074",
    MOCK_ROUTE,
    REVIEW_ROUTE,
    "/progress",
    UNIT_QUIZ,
    "/progress/next-step",
  ].join(",")
)
  .split(",")
  .map((page) => page.trim())
  .filter(Boolean);
export const only = (process.env.BENCH_ONLY ?? "server,bytes,lighthouse,longtasks,api").split(",");
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
export const SLICE_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const SLICES = Number(process.env.BENCH_SLICES ?? 3);
// On a 2-core machine, with the load generator beside the servers, single 5 s slices of the same
// endpoint measured 0.41-1.29 of hello; 3 x 5 s medians of a unit's questions 0.48-0.90 on the same
// build, 8 x 2 s medians 0.62-0.80 (docs/performance/log/issue-34-2026-11-25.md, "Issue 34,
// eighth sitting").
export const TARGET_SLICES = Number(process.env.BENCH_TARGET_SLICES ?? 8);
export const TARGET_SECONDS = Number(process.env.BENCH_TARGET_SECONDS ?? 2);
export const TRAFFIC_MINUTES = Number(process.env.BENCH_TRAFFIC_MINUTES ?? 0);
export const DRAW_SAMPLES = Number(process.env.BENCH_DRAWS ?? 200);
export const date = new Date().toISOString().slice(0, 16).replace(":", "");
export const resultsDir = path.join(repo, "bench-results");

export const rows: string[][] = [];
export const details: Record<string, unknown> = {};
export const section = (title: string) => {
  rows.push([`**${title}** (load ${load()})`, "", "", "", ""]);
  console.log(`bench: ${title}, load ${load()}`);
};
export const row = (...cells: (string | number)[]) => rows.push(cells.map(String));
export const met = (ok: boolean) => (ok ? "met" : "**not met**");

/** The command `npm run serve` runs, so the bench measures the server as it is deployed. */
const serveArgs = () => serveCommand().args;

export async function buildBare(): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), "tayari-bare-"));
  await build({
    root: path.join(repo, "scripts/bench/bare"),
    plugins: [react()],
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, target: "es2022" },
  });
  // Precompressed as the site's build does it (brotli 11, gzip 9) and served by our own server.
  execSync(`node -e "${precompressSnippet(outDir)}"`);
  return outDir;
}

function precompressSnippet(dir: string) {
  return `const fs=require('fs'),p=require('path'),z=require('zlib');const w=d=>fs.readdirSync(d).flatMap(n=>{const f=p.join(d,n);return fs.statSync(f).isDirectory()?w(f):[f]});for(const f of w('${dir}')){if(!/\\.(js|css|html)$/.test(f))continue;const b=fs.readFileSync(f);if(b.length<512)continue;fs.writeFileSync(f+'.gz',z.gzipSync(b,{level:9}));fs.writeFileSync(f+'.br',z.brotliCompressSync(b))}`;
}

const serverEnv = {
  DATABASE_URL: "",
  NODE_ENV: "production",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
  HOST: "127.0.0.1",
  RATE_LIMIT_LOGIN_FAILURES_PER_IP: "100000000",
  RATE_LIMIT_LOGIN_FAILURES_PER_IP_ACCOUNT: "100000000",
  RATE_LIMIT_REGISTER_PER_IP: "100000000",
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: "100000000",
};

export async function startSite(port: number, env: Record<string, string>): Promise<Started> {
  // The request log is written as a production server writes it, to a file beside the results.
  mkdirSync(resultsDir, { recursive: true });
  return start(
    serveArgs(),
    { ...serveCommand().env, ...serverEnv, PORT: String(port), ...env },
    `http://127.0.0.1:${port}/api/health`,
    path.join(resultsDir, `server-${port}.log`),
  );
}

export async function serverSection(children: ChildProcess[], dataDir: string): Promise<Started> {
  section("Server on the embedded database");
  const first = await startSite(SITE_PORT, { DATA_DIR: dataDir });
  const firstMemory = memoryOf(first.child.pid);
  await stop(first.child);
  const again = await startSite(SITE_PORT, { DATA_DIR: dataDir });
  children.push(again.child);
  const againMemory = memoryOf(again.child.pid);
  const mb = (bytes: number | undefined) => `${Math.round((bytes ?? NaN) / 1048576)} MB`;
  const targets = (startMs: number, rss: number | undefined) =>
    `start < 5 s: ${met(startMs < 5000)}; RSS < 300 MB: ${met((rss ?? Infinity) < 300 * 1048576)}`;
  row(
    `\`${serveArgs().join(" ")}\`, first start (empty data folder)`,
    "",
    `${seconds(first.startMs)}, RSS ${mb(firstMemory?.rss)}`,
    `CPU ${seconds(firstMemory?.cpuMs ?? NaN)}; peak ${mb(firstMemory?.peak)}`,
    targets(first.startMs, firstMemory?.rss),
  );
  row(
    "the same, started again on its data",
    "",
    `${seconds(again.startMs)}, RSS ${mb(againMemory?.rss)}`,
    `CPU ${seconds(againMemory?.cpuMs ?? NaN)}; peak ${mb(againMemory?.peak)}`,
    targets(again.startMs, againMemory?.rss),
  );
  details.server = {
    first: { ms: first.startMs, ...firstMemory },
    again: { ms: again.startMs, ...againMemory },
  };
  return again;
}
