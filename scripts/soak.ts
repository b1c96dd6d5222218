/**
 * npm run soak: starts the production server on a fresh embedded database and sends it
 * SOAK_REQUESTS (default 10,500) malformed requests spread over every API route, then prints how
 * they were answered. Exits 1 on any 5xx, any error without a message, or a server that stopped
 * answering. Traffic goes to 127.0.0.1 only and the run is bounded in count. The server is started
 * as `npm run serve` starts it (the built JavaScript, built here first, with its flags); its
 * resident memory is reported (sampled every second, and the kernel's peak), and
 * with SOAK_MAX_RSS_MB set a server that went above it fails the soak.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { routes } from "../apps/server/src/test/fuzz-requests";
import { memoryOf, serveCommand } from "./bench/processes";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.SOAK_PORT ?? 3921);
const TOTAL = Number(process.env.SOAK_REQUESTS ?? 10_500);
const SEED = Number(process.env.SOAK_SEED ?? 7);
// Set, a server whose resident memory went above it fails the soak (issue 34 asks for 300 MB).
const MAX_RSS_MB = process.env.SOAK_MAX_RSS_MB ? Number(process.env.SOAK_MAX_RSS_MB) : null;
const base = `http://127.0.0.1:${PORT}`;

// The server as `npm run serve` runs it: the built JavaScript (npm run build:server, done here).
execFileSync(process.execPath, ["--import", "tsx", "scripts/build-server.ts"], {
  cwd: repo,
  stdio: "inherit",
});
const serve = serveCommand();
const server = spawn(process.execPath, serve.args, {
  cwd: repo,
  env: {
    ...process.env,
    ...serve.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "error",
    TRUST_PROXY: "1",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "tayari-soak-")),
    DATABASE_URL: "",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

async function healthy(): Promise<boolean> {
  return fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
}

/** The server's resident memory in MB (Linux's /proc), sampled every second; null elsewhere. */
function rssMb(pid: number | undefined): number | null {
  const file = `/proc/${pid}/status`;
  if (pid === undefined || !existsSync(file)) return null;
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(file, "utf8"))?.[1];
  return kb ? Number(kb) / 1024 : null;
}
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, rssMb(server.pid) ?? 0);
}, 1000);

let failures = 0;
try {
  for (let i = 0; i < 240 && !(await healthy()); i++) await new Promise((r) => setTimeout(r, 250));
  const perRoute = Math.ceil(TOTAL / routes.length);
  const statuses = new Map<number, number>();
  let sent = 0;
  const started = performance.now();
  for (const [name, arbitrary] of routes) {
    const samples = fc.sample(arbitrary, { numRuns: perRoute, seed: SEED });
    for (let i = 0; i < samples.length; i += 20) {
      await Promise.all(
        samples.slice(i, i + 20).map(async (req) => {
          const headers: Record<string, string> = { "x-forwarded-for": req.ip };
          if (req.type) headers["content-type"] = req.type;
          if (req.auth !== undefined)
            headers.authorization = req.auth.replace(/[\r\n]/g, "").replace(/[^\x20-\x7e]/g, "?");
          let status: number;
          let body: string;
          try {
            const res = await fetch(`${base}${req.url}`, {
              method: req.method,
              headers,
              body: req.method === "GET" ? undefined : req.body,
            });
            status = res.status;
            body = await res.text();
          } catch (error) {
            failures += 1;
            console.error(
              `${name}: ${req.method} ${req.url}: no answer (${(error as Error).message})`,
            );
            return;
          }
          sent += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          let message: unknown;
          try {
            message = status >= 400 ? (JSON.parse(body) as { message?: unknown }).message : "ok";
          } catch {
            message = undefined;
          }
          if (status >= 500 || (status >= 400 && (typeof message !== "string" || !message))) {
            failures += 1;
            console.error(`${name}: ${req.method} ${req.url} -> ${status} ${body.slice(0, 200)}`);
          }
        }),
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const alive = await healthy();
  if (!alive) failures += 1;
  console.log(
    `soak: ${sent} requests over ${routes.length} route groups in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `soak: answers by status: ${[...statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ")}`,
  );
  const rss = rssMb(server.pid);
  if (rss !== null) {
    // The kernel's high-water mark (VmHWM): the peak between two samples too.
    peakRss = Math.max(peakRss, rss, (memoryOf(server.pid)?.peak ?? 0) / 1048576);
    const ceiling = MAX_RSS_MB === null ? "" : ` (ceiling ${MAX_RSS_MB} MB)`;
    console.log(
      `soak: server RSS ${rss.toFixed(0)} MB at the end, ${peakRss.toFixed(0)} MB at most${ceiling}`,
    );
    if (MAX_RSS_MB !== null && peakRss > MAX_RSS_MB) failures += 1;
  }
  console.log(
    `soak: ${failures} failures; server ${alive ? "still answering" : "NOT answering"} afterwards`,
  );
} finally {
  clearInterval(sampler);
  server.kill("SIGTERM");
}
process.exit(failures ? 1 : 0);
