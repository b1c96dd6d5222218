/**
 * npm run bench: builds the production site and a bare page of the same stack, starts both, and
 * prints one table of bytes, Lighthouse (mobile defaults, median of 3), API throughput against a
 * bare Fastify hello-world, and password hashing. Not part of npm test: it takes minutes and its
 * figures depend on the machine. Results are also written to bench-results/.
 */
import { spawn, execSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { hash, verify } from "@node-rs/argon2";
import { chromium, type Browser } from "@playwright/test";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { progressLatency, studentWith5000Answers } from "./progress";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  execSync("command -v chromium", { encoding: "utf8", shell: "/bin/sh" }).trim();
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const SITE_PORT = 3911;
const BARE_PORT = 3912;
const HELLO_PORT = 3913;
const PG_PORT = 3914;
const rows: string[][] = [];
const section = (title: string) => rows.push([`**${title}**`, "", "", ""]);
const row = (...cells: (string | number)[]) => rows.push(cells.map(String));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function start(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
    if (
      await fetch(readyUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`${args.join(" ")} did not answer ${readyUrl} within 60 s`);
}

async function buildBare(): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), "tayari-bare-"));
  await build({
    root: path.join(repo, "scripts/bench/bare"),
    plugins: [react()],
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, target: "es2022" },
  });
  // Served the same way as the site: precompressed, by our own server.
  execSync(`node -e "${precompressSnippet(outDir)}"`);
  return outDir;
}

function precompressSnippet(dir: string) {
  return `const fs=require('fs'),p=require('path'),z=require('zlib');const w=d=>fs.readdirSync(d).flatMap(n=>{const f=p.join(d,n);return fs.statSync(f).isDirectory()?w(f):[f]});for(const f of w('${dir}')){if(!/\\.(js|css|html)$/.test(f))continue;const b=fs.readFileSync(f);fs.writeFileSync(f+'.gz',z.gzipSync(b,{level:9}));fs.writeFileSync(f+'.br',z.brotliCompressSync(b))}`;
}

/** Bytes of JS and CSS a phone downloads (compressed, as sent) until `done` resolves. */
async function transferred(
  browser: Browser,
  url: string,
  done?: (page: import("@playwright/test").Page) => Promise<void>,
) {
  // Service workers blocked: the bytes a first visit fetches, not what a worker precaches beside it
  // (the worker's own fetches are invisible to the page, and later requests come from its cache).
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const sizes: { url: string; type: string; bytes: number }[] = [];
  // Requests made after the goal was reached (a quiz preloading its end screen) are not counted.
  const early = new WeakSet<import("@playwright/test").Request>();
  let counting = true;
  page.on("request", (request) => counting && early.add(request));
  page.on("requestfinished", async (request) => {
    const s = await request.sizes().catch(() => null);
    if (s && early.has(request))
      sizes.push({
        url: request.url(),
        type: request.resourceType(),
        bytes: s.responseBodySize + s.responseHeadersSize,
      });
  });
  page.setDefaultTimeout(15_000);
  await page.goto(url, { waitUntil: "networkidle" });
  // A screen whose bank is still being written never shows a question: reported, not fatal.
  let reached = true;
  if (done) await done(page).catch(() => (reached = false));
  counting = false;
  await page.waitForLoadState("networkidle");
  await context.close();
  const jsCss = sizes
    .filter((s) => s.type === "script" || s.type === "stylesheet")
    .reduce((a, s) => a + s.bytes, 0);
  const all = sizes.reduce((a, s) => a + s.bytes, 0);
  return { jsCss, all, files: sizes, reached };
}

async function lighthouseMedian(url: string) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const results: { score: number; lcp: number; tbt: number; cls: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ["performance"],
        output: "json",
        logLevel: "error",
      });
      const audits = result!.lhr.audits;
      results.push({
        score: result!.lhr.categories.performance!.score ?? 0,
        lcp: audits["largest-contentful-paint"]!.numericValue ?? 0,
        tbt: audits["total-blocking-time"]!.numericValue ?? 0,
        cls: audits["cumulative-layout-shift"]!.numericValue ?? 0,
      });
    } finally {
      await chrome.kill();
    }
  }
  results.sort((a, b) => a.score - b.score);
  return results[1]!;
}

/** What a browser sends: the bank routes compress for it. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

async function throughput(url: string, init: Partial<autocannon.Options> = {}) {
  const result = await autocannon({
    url,
    connections: 100,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    ...init,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const lighthouseOnly = process.env.BENCH_ONLY === "lighthouse";
  const date = new Date().toISOString().slice(0, 10);
  console.log("bench: building the site and the bare page");
  if (!process.env.BENCH_SKIP_BUILD) execSync("npm run build", { cwd: repo, stdio: "inherit" });
  const bareDist = await buildBare();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tayari-bench-data-"));
  const postgresUrl = process.env.DATABASE_URL;
  const serverEnv = {
    DATABASE_URL: "",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    RATE_LIMIT_LOGIN_FAILURES_PER_IP: "100000000",
    RATE_LIMIT_LOGIN_FAILURES_PER_IP_ACCOUNT: "100000000",
    RATE_LIMIT_REGISTER_PER_IP: "100000000",
  };
  const children: ChildProcess[] = [];
  try {
    children.push(
      await start(
        ["apps/server/src/main.ts"],
        { ...serverEnv, PORT: String(SITE_PORT) },
        `http://127.0.0.1:${SITE_PORT}/api/health`,
      ),
    );
    const bareData = mkdtempSync(path.join(os.tmpdir(), "tayari-bench-bare-"));
    children.push(
      await start(
        ["apps/server/src/main.ts"],
        { ...serverEnv, PORT: String(BARE_PORT), WEB_DIST: bareDist, DATA_DIR: bareData },
        `http://127.0.0.1:${BARE_PORT}/api/health`,
      ),
    );
    children.push(
      await start(
        ["scripts/bench/hello.ts"],
        { PORT: String(HELLO_PORT) },
        `http://127.0.0.1:${HELLO_PORT}/`,
      ),
    );
    if (postgresUrl)
      children.push(
        await start(
          ["apps/server/src/main.ts"],
          { ...serverEnv, PORT: String(PG_PORT), DATABASE_URL: postgresUrl },
          `http://127.0.0.1:${PG_PORT}/api/health`,
        ),
      );
    const site = `http://127.0.0.1:${SITE_PORT}`;

    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: CHROME_FLAGS.slice(1),
    });
    // BENCH_ONLY=lighthouse: only the Lighthouse section (it wants a quiet machine and no
    // other measuring beside it).
    if (!lighthouseOnly) {
      section(`Bytes (gzip/brotli as sent, JS + CSS), ${date}`);
      const bare = await transferred(browser, `http://127.0.0.1:${BARE_PORT}/`);
      const home = await transferred(browser, `${site}/`);
      row(
        "bare page (React, React Router, TanStack Query, react-toastify)",
        kb(bare.jsCss),
        "",
        "",
      );
      row(
        "/ first load",
        kb(home.jsCss),
        `${(home.jsCss / bare.jsCss).toFixed(2)} x bare`,
        "target <= 1.10 x",
      );
      for (const route of [
        "/csit/entrance-questions",
        "/csit-entrance/2074",
        "/entrance-preparation/English/Tag%20Questions",
        "/exam-questions",
        "/exam/science/start",
      ]) {
        const r = await transferred(browser, `${site}${route}`, async (page) => {
          await page.getByText(/^Question 1 of/).waitFor();
        });
        row(
          `${decodeURIComponent(route)} to its first question`,
          kb(r.jsCss),
          `all bytes ${kb(r.all)}`,
          r.reached ? "" : "no question shown (bank pending?)",
        );
      }
      const journey = await transferred(browser, `${site}/`, async (page) => {
        // At 360 px the menu starts closed (decision 0029): the home page's own link leads on.
        await page.getByRole("link", { name: "Start preparing" }).click();
        await page.getByRole("link", { name: "Start Now" }).click();
        await page.getByText("Question 1 of 100").waitFor();
      });
      row(
        "/ to the first question of the timed entrance quiz",
        kb(journey.all),
        journey.reached ? "" : "no question shown (bank pending?)",
        "target <= 120 KB",
      );
    }
    await browser.close();

    section("Lighthouse 12, mobile defaults, median of 3");
    for (const route of ["/", "/csit/entrance-preparation", "/csit/entrance-questions"]) {
      const r = await lighthouseMedian(`${site}${route}`);
      row(
        route,
        `score ${Math.round(r.score * 100)}`,
        `LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms`,
        `CLS ${r.cls.toFixed(3)}`,
      );
    }

    // Not measured with BENCH_ONLY=lighthouse: no server section follows then.
    const hello = lighthouseOnly
      ? { rps: 0, p99: 0, errors: 0 }
      : await throughput(`http://127.0.0.1:${HELLO_PORT}/`);
    const servers = lighthouseOnly
      ? []
      : [
          { name: "PGlite", base: site },
          ...(postgresUrl ? [{ name: "PostgreSQL", base: `http://127.0.0.1:${PG_PORT}` }] : []),
        ];
    for (const server of servers) {
      section(
        `API on ${server.name}, autocannon 100 connections, ${process.env.BENCH_SECONDS ?? 10} s each`,
      );
      row("bare Fastify hello-world", `${Math.round(hello.rps)} req/s`, `p99 ${hello.p99} ms`, "");
      const subjects = await fetch(`${server.base}/api/entrance/subjects/csit/mcq`).then(
        (r) => r.json() as Promise<{ subjects?: { id: number }[] }>,
      );
      const subjectId = subjects.subjects?.[0]?.id;
      const units = subjectId
        ? await fetch(`${server.base}/api/entrance/subjects/${subjectId}/mcq`).then(
            (r) => r.json() as Promise<{ units: { id: number }[] }>,
          )
        : null;
      const unitUrl =
        subjectId && units?.units[0]
          ? `/api/entrance/subjects/${subjectId}/mcq/${units.units[0].id}/mcq`
          : null;
      // Asked for the way a browser asks, with Accept-Encoding (health answers a few bytes).
      const targets: Array<[url: string, note: string]> = [
        ["/api/levels", ""],
        ...(unitUrl ? [[unitUrl, "(a unit's questions, brotli, kept)"] as [string, string]] : []),
        ["/api/banks/entrance/draw", "(brotli per request)"],
        ["/api/banks/entrance/papers/2074", "(brotli, kept)"],
        ["/api/health", "(a database round trip)"],
      ];
      for (const [url, note] of targets) {
        const r = await throughput(`${server.base}${url}`, { headers: BROWSER_HEADERS });
        row(
          `${url} ${note}`.trim(),
          `${Math.round(r.rps)} req/s`,
          `p99 ${r.p99} ms`,
          `${((r.rps / hello.rps) * 100).toFixed(0)}% of hello-world${r.errors ? `, ${r.errors} errors` : ""}`,
        );
      }
      const student = await studentWith5000Answers(server.base);
      for (const connections of [1, 10]) {
        const progress = await progressLatency(server.base, student, connections);
        row(
          `/api/me/progress, a student with 5,000 answers, ${connections} connection(s)`,
          `${Math.round(progress.rps)} req/s`,
          `p99 ${progress.p99} ms`,
          `target p99 <= 50 ms${progress.errors ? `, ${progress.errors} errors` : ""}`,
        );
      }
    }

    section("Passwords (argon2id, 19 MiB, t=2, p=1)");
    const t0 = performance.now();
    const hashes: string[] = [];
    for (let i = 0; i < 10; i++)
      hashes.push(
        await hash(`password-${i}`, {
          algorithm: 2,
          memoryCost: 19456,
          timeCost: 2,
          parallelism: 1,
        }),
      );
    const hashMs = (performance.now() - t0) / 10;
    const t1 = performance.now();
    for (let i = 0; i < 10; i++) await verify(hashes[i]!, `password-${i}`);
    row(
      "hash (register) / verify (login), mean",
      `${hashMs.toFixed(1)} ms`,
      `${((performance.now() - t1) / 10).toFixed(1)} ms`,
      "",
    );
    await fetch(`${site}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Bench",
        email: "bench@example.com",
        password: "bench-password-1",
        password_confirmation: "bench-password-1",
      }),
    });
    const logins = await throughput(`${site}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench@example.com", password: "bench-password-1" }),
      connections: 20,
    });
    row(
      "logins per second, one process",
      `${Math.round(logins.rps)} /s`,
      `p99 ${logins.p99} ms`,
      logins.errors ? `${logins.errors} errors` : "",
    );
  } finally {
    for (const child of children) child.kill("SIGTERM");
  }

  const table = [
    "| measure | value | detail | note |",
    "|---|---|---|---|",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
  const header = `Machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`;
  console.log(`\n${header}\n\n${table}\n`);
  mkdirSync(path.join(repo, "bench-results"), { recursive: true });
  writeFileSync(path.join(repo, "bench-results", `bench-${date}.md`), `${header}\n\n${table}\n`);
}

await main();
process.exit(0);
