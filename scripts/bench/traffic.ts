/**
 * Mixed traffic against a started server, for a given time, while the server's memory is sampled:
 * students browsing the catalog (as a browser asks, compressed), practising (a draw or a year paper,
 * then the attempt sent as the app sends it), reading their progress, signing in, and one scholarship
 * exam of 200 students (start, an answer every few seconds, submit, results after the close).
 *
 *   node --import tsx scripts/bench/traffic.ts --url http://127.0.0.1:3000 --data-dir ./data \
 *     [--minutes 60] [--users 20] [--pid PID]
 *   npm run bench:traffic -- --minutes 60      # (--spawn) starts its own server, as below
 *
 * With --spawn [--port 3917] it starts the server itself as `npm run serve` does (built first: `npm
 * run build`), on a fresh embedded database, and reports the server's RSS at start, its peak (the
 * kernel's high-water mark, so a peak between two samples counts) and at the end.
 *
 * The server needs sign-up limits that let 200 students register from one address
 * (RATE_LIMIT_REGISTER_PER_IP=100000) and, on the embedded database, its DATA_DIR here (the exam's
 * examiner is made one through the admin channel there, as `npm run user:role` does). `npm run
 * bench` runs it with BENCH_TRAFFIC_MINUTES set. Prints every 30 s the requests, errors, p99 and the
 * server's RSS (with --pid); exits 1 on any 5xx or lost answer.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os, { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { mixedTraffic, type TrafficReport } from "./mixed-traffic";
import { memoryOf, serveCommand, start, stop } from "./processes";
import { median } from "./stats";

/** `npm run serve`'s command as it was run: its environment, then node's arguments. */
function serveLine() {
  const { env, args } = serveCommand();
  return [...Object.entries(env).map(([k, v]) => `${k}=${v}`), "node", ...args].join(" ");
}

/** A production server of our own for the traffic, as `npm run serve` starts it, on a fresh folder. */
async function spawnServer(port: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tayari-traffic-"));
  const serve = serveCommand();
  const started = await start(
    serve.args,
    {
      ...serve.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      // 221 sign-ups from this one address.
      RATE_LIMIT_REGISTER_PER_IP: "100000",
    },
    `http://127.0.0.1:${port}/api/health`,
  );
  return { ...started, dataDir };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      url: { type: "string", default: "http://127.0.0.1:3000" },
      "data-dir": { type: "string" },
      minutes: { type: "string", default: "60" },
      users: { type: "string", default: "20" },
      pid: { type: "string" },
      spawn: { type: "boolean", default: false },
      port: { type: "string", default: "3917" },
    },
  });
  const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
  const server = values.spawn ? await spawnServer(Number(values.port)) : null;
  const pid = server ? server.child.pid : values.pid ? Number(values.pid) : undefined;
  const atStart = memoryOf(pid);
  if (server)
    console.log(
      `traffic: server started in ${(server.startMs / 1000).toFixed(1)} s (\`${serveLine()}\`, a fresh embedded database), RSS ${mb(atStart?.rss ?? 0)}, load ${loadavg()[0]!.toFixed(1)}`,
    );
  let report: TrafficReport;
  try {
    report = await mixedTraffic({
      base: server ? `http://127.0.0.1:${values.port}` : values.url,
      dataDir: server ? server.dataDir : (values["data-dir"] ?? null),
      minutes: Number(values.minutes),
      users: Number(values.users),
      pid,
    });
  } finally {
    if (server) await stop(server.child);
  }
  const atEnd = report.final;
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  const rss = report.samples.map((s) => s.rss ?? 0);
  console.log(
    `traffic: ${report.requests} requests (${Object.entries(report.byKind)
      .map(([k, n]) => `${k} ${n}`)
      .join(
        ", ",
      )}); exam: ${report.exam.students} sat, ${report.exam.answers} answers saved, ${report.exam.lost} refused, ${report.exam.submitted} submitted`,
  );
  if (atStart && atEnd && rss.some(Boolean))
    console.log(
      `traffic: server RSS at start ${mb(atStart.rss)}, peak ${mb(atEnd.peak)} (the kernel's high-water mark), at the end ${mb(atEnd.rss)}; every 30 s: median ${mb(median(rss))}, max ${mb(Math.max(...rss))}; load ${Math.min(...report.samples.map((x) => x.load)).toFixed(1)}-${Math.max(...report.samples.map((x) => x.load)).toFixed(1)}`,
    );
  for (const error of report.serverErrors.slice(0, 20)) console.log(`  5xx: ${error}`);
  process.exit(report.serverErrors.length || report.exam.lost ? 1 : 0);
}
