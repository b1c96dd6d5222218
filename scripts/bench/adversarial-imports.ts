/**
 * The attack probe's import patterns (issue 47), posted to the routes that read question files
 * while /api/health is asked every 10 ms: each answer's status and time, and /api/health p50 / p99
 * / max meanwhile (target: p99 under 100 ms). Before issue 47 the GIFT pattern held the server
 * 8.0 s and the catalog preview's 2.2 s, /api/health waiting the whole time.
 *
 *   node --import tsx scripts/bench/adversarial-imports.ts
 *
 * The app runs in this process on the embedded database (app.listen); the probes are real HTTP
 * requests to it. The examiner is written straight into the database.
 */
import { Worker } from "node:worker_threads";
import { randomUUID } from "node:crypto";
import os from "node:os";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createTestApp } from "../../apps/server/src/test/test-app";
import { oneUnitCatalog } from "../../apps/server/src/test/one-unit-catalog";

/** The `p`th percentile of `sorted` (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Asks /api/health one request after another (at most every 10 ms) until `stop`; the latencies. */
export function healthProbe(base: string) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const start = performance.now();
      const r = await fetch(`${base}/api/health`);
      await r.arrayBuffer();
      const took = performance.now() - start;
      latencies.push(took);
      if (took < 10) await new Promise((resolve) => setTimeout(resolve, 10 - took));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        count: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? NaN,
      };
    },
  };
}

const escapeGift = (text: string) => text.replace(/[\\~=#{}:]/g, (ch) => `\\${ch}`);
const gift = (format: string, body: string) =>
  `::q::[${format}]${escapeGift(body)} {=right ~wrong ~other}`;
const xmlQuestion = (format: string, body: string) =>
  `<question type="multichoice"><questiontext format="${format}"><text><![CDATA[${body}]]></text></questiontext>` +
  `<answer fraction="100"><text>right</text></answer><answer fraction="0"><text>wrong</text></answer>` +
  `<answer fraction="0"><text>other</text></answer></question>`;
const xml = (questions: string[]) =>
  `<?xml version="1.0"?>\n<quiz>\n${questions.join("\n")}\n</quiz>`;
/** Questions of `unit` repeated to just under a question's limit (64 KB), filling `bytes`. */
const many = (unit: string, bytes: number, wrap: (body: string) => string) => {
  const body = unit.repeat(Math.floor((63 * 1024) / unit.length));
  return Array.from({ length: Math.floor(bytes / (body.length + 300)) }, () => wrap(body));
};

const PREVIEW = "/api/examiner/catalog-import/preview";
const BANKS = "/api/examiner/banks";
const into = "grade-x-mathematics/sets";

const CASES: { name: string; url: string; body: Record<string, unknown> }[] = [
  {
    name: 'GIFT [markdown] "![" x 80,000 (156 KB), bank dry run',
    url: BANKS,
    body: {
      name: "Probe",
      format: "gift",
      text: gift("markdown", "![".repeat(80_000)),
      dry_run: true,
    },
  },
  {
    name: 'Moodle XML markdown "![" x 40,000, catalog preview',
    url: PREVIEW,
    body: { into, format: "moodle-xml", text: xml([xmlQuestion("markdown", "![".repeat(40_000))]) },
  },
  {
    name: 'Moodle XML markdown "**a " x 40,000, catalog preview',
    url: PREVIEW,
    body: {
      into,
      format: "moodle-xml",
      text: xml([xmlQuestion("markdown", "**a ".repeat(40_000))]),
    },
  },
  {
    name: 'Moodle XML markdown "# a" and 20,000 spaces, catalog preview',
    url: PREVIEW,
    body: {
      into,
      format: "moodle-xml",
      text: xml([xmlQuestion("markdown", `# a${" ".repeat(20_000)}`)]),
    },
  },
  {
    name: 'Moodle XML html "\\(" x 40,000, catalog preview',
    url: PREVIEW,
    body: { into, format: "moodle-xml", text: xml([xmlQuestion("html", "\\(".repeat(40_000))]) },
  },
  {
    name: "Moodle XML html <b> x 20,000, catalog preview",
    url: PREVIEW,
    body: { into, format: "moodle-xml", text: xml([xmlQuestion("html", "<b>".repeat(20_000))]) },
  },
  {
    name: 'questions of 63 KB of "![**a \\( `" filling 1 MB, catalog preview',
    url: PREVIEW,
    body: {
      into,
      format: "gift",
      text: many("![**a \\( `", 1024 * 1024, (b) => gift("markdown", b)).join("\n\n"),
    },
  },
  {
    name: "questions of 63 KB of <br> and <sub> filling 1 MB, catalog preview",
    url: PREVIEW,
    body: {
      into,
      format: "moodle-xml",
      text: xml(many("a<br>b<sub>x y</sub>", 1024 * 1024, (b) => xmlQuestion("html", b))),
    },
  },
  {
    name: "questions of 63 KB of Markdown filling 250 KB, bank dry run (on the event loop)",
    url: BANKS,
    body: {
      name: "Probe",
      format: "moodle-xml",
      text: xml(many("![a](b **a `` ", 250 * 1024, (b) => xmlQuestion("markdown", b))),
      dry_run: true,
    },
  },
];

async function main() {
  const t = await createTestApp({
    LOG_LEVEL: "silent",
    EXAMINER_EMAILS: "bench.examiner@example.com",
    CATALOG_DIR: oneUnitCatalog("bench-adversarial"),
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  try {
    const email = "bench.examiner@example.com";
    const password = `bench river ${randomUUID().slice(0, 6)}`;
    await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Bench", email, password, password_confirmation: password }),
    });
    await t.app.db
      .updateTable("users")
      .set({ role: "examiner", email_verified_at: new Date() })
      .where("email", "=", email)
      .execute();
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    const { token } = (await login.json()) as { token: string };
    console.log(
      `${new Date().toISOString().slice(0, 16)}Z, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    const rows: string[] = [];
    const all: number[] = [];
    for (const c of CASES) {
      const payload = JSON.stringify(c.body);
      const probe = healthProbe(base);
      await new Promise((r) => setTimeout(r, 100));
      const start = performance.now();
      const res = await fetch(`${base}${c.url}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: payload,
      });
      const answer = await res.text();
      const took = performance.now() - start;
      const health = await probe.stop();
      all.push(health.p99);
      rows.push(
        `| ${c.name} | ${(payload.length / 1024).toFixed(0)} KB | ${res.status} ${JSON.parse(answer).code ?? ""} | ${Math.round(took)} ms | ${health.p50.toFixed(0)} / ${health.p99.toFixed(0)} / ${health.max.toFixed(0)} ms (${health.count}) |`,
      );
      console.log(rows.at(-1));
    }
    console.log(
      [
        "",
        "| input | body | answer | wall | `/api/health` p50 / p99 / max (answers) |",
        "| --- | --- | --- | --- | --- |",
        ...rows,
      ].join("\n"),
    );
    console.log(
      `worst /api/health p99: ${Math.max(...all).toFixed(0)} ms; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    await t.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

/**
 * healthProbe's loop (one request after another, at most every 10 ms) in a worker thread: what it
 * measures is the server, not this thread's work on the answers it reads meanwhile.
 */
export function probeApart(base: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const latencies = [];
     let running = true;
     parentPort.on("message", () => { running = false; });
     (async () => {
       while (running) {
         const start = performance.now();
         const r = await fetch(workerData + "/api/health");
         await r.arrayBuffer();
         const took = performance.now() - start;
         latencies.push(took);
         if (took < 10) await new Promise((resolve) => setTimeout(resolve, 10 - took));
       }
       parentPort.postMessage(latencies);
     })();`,
    { eval: true, workerData: base },
  );
  return {
    async stop() {
      const latencies = new Promise<number[]>((resolve) => worker.once("message", resolve));
      worker.postMessage("stop");
      const sorted = [...(await latencies)].sort((a, b) => a - b);
      await worker.terminate();
      return {
        count: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? NaN,
      };
    },
  };
}
