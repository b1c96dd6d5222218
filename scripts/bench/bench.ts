/**
 * npm run bench: builds the production site and a bare page of the same stack (React 19, React
 * Router 7, TanStack Query, react-toastify; built and served the same way), starts both and a bare
 * Fastify hello-world, and measures them side by side in the same run, so each figure comes with
 * the bare stack's beside it and a ratio that holds on a busy machine as on a quiet one. Prints one
 * table and writes it, with every run's figures, to bench-results/ (ignored by git). Not part of
 * npm test: it takes several minutes and its absolute figures depend on the machine.
 *
 *   BENCH_ONLY=server,bytes,lighthouse,api   only those sections (default: all)
 *   BENCH_RUNS=5        Lighthouse runs per page and side (alternating bare and Tayari)
 *   BENCH_SECONDS=5     length of one autocannon slice; BENCH_SLICES=3 slices per endpoint
 *   BENCH_TARGET_SLICES=8, BENCH_TARGET_SECONDS=2   the same for the two endpoints with a target
 *                       (`/api/levels`, a unit's questions): more and shorter slices, so the median
 *                       ratio holds on a machine whose speed moves from second to second
 *   BENCH_SKIP_BUILD=1  measure the existing build
 *   BENCH_KEEP_LHR=1    keep every Lighthouse report in bench-results/lighthouse/
 *   BENCH_PAGES=/csit/entrance-questions   Lighthouse on these pages only (comma-separated).
 *                       Default: every student page of issue 50 beside the first load's,
 *                         /                                home
 *                         /csit/entrance-preparation       the entrance's landing
 *                         /csit/entrance-questions         the timed entrance test
 *                         /csit/mock-tests/mock-1          the mock paper, opened fresh (its rules, Start)
 *                         /csit/mock-tests/mock-1#review   the same page on a finished sitting kept on
 *                                                          the device: its result and 100-question review
 *                         /progress                        a signed-in student with 20 entrance attempts
 *                                                          (signed up and sent through the API; the
 *                                                          page finds the login in localStorage)
 *                         /school/grade-x-mathematics/mcq/:unit   a unit quiz: `:unit` becomes the
 *                                                          category's first unit's id
 *                       A fragment names a variant and is not sent. The bare side loads the same
 *                       address on the bare stack (its one route answers every path).
 *   BENCH_COMPARE_DIST=DIR  Lighthouse also on another build of the site (apps/web/dist of another
 *                       commit, copied aside), a third side in the same interleaved runs, so a change
 *                       is measured against the build before it and the bare stack at once
 *   BENCH_PORT=3911     first of the ports the bench's servers listen on (site, bare,
 *                       hello-world, PostgreSQL server, the compared build), so two benches can run side by side
 *   BENCH_DRAWS=200     draws fetched to find the largest, with which the journeys are counted too
 *   BENCH_TRAFFIC_MINUTES=60  then mixed traffic (scripts/bench/traffic.ts) for that long, the
 *                       server's RSS sampled, and the API measured again
 *   DATABASE_URL=...    the API also on that PostgreSQL, beside the embedded database
 */
import { execSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hash, verify } from "@node-rs/argon2";
import { chromium } from "@playwright/test";
import { getCompactDraw } from "@tayari/contracts/banks";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { againstHello, throughput } from "./api";
import { TO_FIRST_ENTRANCE_QUESTION } from "./app-running";
import { drawSizes, precacheDone, transferred, type Transfer } from "./bytes";
import { CHROME_FLAGS, chromiumPath, interleaved, medians, verdict } from "./lighthouse";
import { finishedSitting, MOCK_ROUTE, REVIEW_ROUTE } from "./mock-review";
import { memoryOf, repo, serveCommand, start, stop, type Started } from "./processes";
import { progressLatency, studentWith5000Answers, studentWithHistory } from "./progress";
import { kb, load, machine, median, ms, seconds } from "./stats";
import { mixedTraffic } from "./traffic";

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3911);
const SITE_PORT = BASE_PORT;
const BARE_PORT = BASE_PORT + 1;
const HELLO_PORT = BASE_PORT + 2;
const PG_PORT = BASE_PORT + 3;
const COMPARE_PORT = BASE_PORT + 4;
const COMPARE_DIST = process.env.BENCH_COMPARE_DIST;
const UNIT_QUIZ = "/school/grade-x-mathematics/mcq/:unit";
const PAGES = (
  process.env.BENCH_PAGES ??
  [
    "/",
    "/csit/entrance-preparation",
    "/csit/entrance-questions",
    MOCK_ROUTE,
    REVIEW_ROUTE,
    "/progress",
    UNIT_QUIZ,
  ].join(",")
)
  .split(",")
  .map((page) => page.trim())
  .filter(Boolean);
const only = (process.env.BENCH_ONLY ?? "server,bytes,lighthouse,api").split(",");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLICE_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SLICES = Number(process.env.BENCH_SLICES ?? 3);
// On a 2-core machine, with the load generator beside the servers, single 5 s slices of the same
// endpoint measured 0.41-1.29 of hello; 3 x 5 s medians of a unit's questions 0.48-0.90 on the same
// build, 8 x 2 s medians 0.62-0.80 (docs/performance.md, "Issue 34, eighth sitting").
const TARGET_SLICES = Number(process.env.BENCH_TARGET_SLICES ?? 8);
const TARGET_SECONDS = Number(process.env.BENCH_TARGET_SECONDS ?? 2);
const TRAFFIC_MINUTES = Number(process.env.BENCH_TRAFFIC_MINUTES ?? 0);
const DRAW_SAMPLES = Number(process.env.BENCH_DRAWS ?? 200);
const date = new Date().toISOString().slice(0, 16).replace(":", "");
const resultsDir = path.join(repo, "bench-results");

const rows: string[][] = [];
const details: Record<string, unknown> = {};
const section = (title: string) => {
  rows.push([`**${title}** (load ${load()})`, "", "", "", ""]);
  console.log(`bench: ${title}, load ${load()}`);
};
const row = (...cells: (string | number)[]) => rows.push(cells.map(String));
const met = (ok: boolean) => (ok ? "met" : "**not met**");

/** The command `npm run serve` runs, so the bench measures the server as it is deployed. */
const serveArgs = () => serveCommand().args;

async function buildBare(): Promise<string> {
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

async function startSite(port: number, env: Record<string, string>): Promise<Started> {
  // The request log is written as a production server writes it, to a file beside the results.
  mkdirSync(resultsDir, { recursive: true });
  return start(
    serveArgs(),
    { ...serveCommand().env, ...serverEnv, PORT: String(port), ...env },
    `http://127.0.0.1:${port}/api/health`,
    path.join(resultsDir, `server-${port}.log`),
  );
}

async function serverSection(children: ChildProcess[], dataDir: string): Promise<Started> {
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

async function bytesSection(
  browser: import("@playwright/test").Browser,
  site: string,
  bare: string,
) {
  section("Bytes as received (compressed, with headers), a 360 px phone");
  const firstLoad = (url: string, headers?: Record<string, string>) =>
    transferred(browser, url, { serviceWorkers: "block", headers });
  const bareHome = await firstLoad(bare);
  const home = await firstLoad(site);
  row(
    "first load of `/`, JS + CSS (brotli, as a browser gets it)",
    kb(bareHome.code),
    kb(home.code),
    `${(home.code / bareHome.code).toFixed(3)} x bare`,
    `<= 0.95 x: ${met(home.code <= 0.95 * bareHome.code)}`,
  );
  const gzip = { "accept-encoding": "gzip" };
  const bareGzip = await firstLoad(bare, gzip);
  const homeGzip = await firstLoad(site, gzip);
  row(
    "the same, gzip only",
    kb(bareGzip.code),
    kb(homeGzip.code),
    `${(homeGzip.code / bareGzip.code).toFixed(3)} x bare`,
    "",
  );
  row("first load of `/`, everything", kb(bareHome.journey), kb(home.journey), "", "");

  const toQuestion = TO_FIRST_ENTRANCE_QUESTION;
  const journeys: Array<[string, Transfer]> = [
    [
      "service worker blocked",
      await transferred(browser, site, { serviceWorkers: "block", goal: toQuestion }),
    ],
    [
      "service worker on, going on at once",
      await transferred(browser, site, { serviceWorkers: "allow", goal: toQuestion }),
    ],
    [
      "service worker on, its precache done first",
      await transferred(browser, site, {
        serviceWorkers: "allow",
        settle: precacheDone,
        goal: toQuestion,
      }),
    ],
  ];
  for (const [name, journey] of journeys) {
    const twice = journey.twice.reduce((a, f) => a + f.bytes, 0);
    row(
      `\`/\` to the first question of the timed entrance test, ${name}`,
      "",
      kb(journey.journey),
      `code ${kb(journey.code)}; precache beside it ${kb(journey.beside)}; fetched twice ${kb(twice)}`,
      `<= 110 KB: ${met(journey.reached && journey.journey <= 110 * 1024)}${journey.reached ? "" : " (no question shown)"}`,
    );
  }
  // Each journey above got one random draw, whose size moves with the questions drawn (9.2-10.5 KB
  // brotli in the form before decision 101): the journey must hold with any draw, so it is also
  // counted with the largest of many, in place of its own.
  const draws = await drawSizes(`${site}/api${getCompactDraw.path}`, DRAW_SAMPLES);
  const largest = draws.at(-1)!;
  row(
    `the app's draw, ${draws.length} draws (brotli body)`,
    "",
    `median ${kb(median(draws))}`,
    `p99 ${kb(draws[Math.floor(draws.length * 0.99)]!)}, largest ${kb(largest)}`,
    "",
  );
  for (const [name, journey] of journeys) {
    const own = journey.files.find((f) => f.url.endsWith(getCompactDraw.path));
    if (!own) continue;
    const withLargest = journey.journey - own.body + largest;
    row(
      `\`/\` to the first question, ${name}, with the largest draw`,
      "",
      kb(withLargest),
      "",
      `<= 110 KB: ${met(withLargest <= 110 * 1024)}`,
    );
  }
  details.bytes = {
    bareHome: bareHome.files,
    home: home.files,
    journeys: Object.fromEntries(journeys.map(([name, j]) => [name, j.files])),
    draws,
  };

  // Year papers and drills open on their start screen (decision 122): Start is pressed on the way.
  const start = (page: import("@playwright/test").Page) =>
    page.getByRole("button", { name: "Start", exact: true }).click();
  for (const [route, steps] of [
    ["/csit/entrance-questions"],
    ["/csit-entrance/2074", start],
    ["/entrance-preparation/English/Tag%20Questions", start],
    ["/exam-questions"],
    ["/exam/science/start"],
  ] as const) {
    const r = await transferred(browser, `${site}${route}`, {
      serviceWorkers: "block",
      goal: { text: "Question 1 of", ...(steps ? { steps } : {}) },
    });
    row(
      `\`${decodeURIComponent(route)}\` to its first question`,
      "",
      kb(r.journey),
      `code ${kb(r.code)}`,
      r.reached ? "" : "no question shown (bank pending?)",
    );
  }
}

/**
 * What Lighthouse loads for a page of `BENCH_PAGES`: its address (the fragment dropped, `:unit`
 * filled in) and what the Tayari side finds in localStorage.
 */
async function preparePage(
  site: string,
  route: string,
): Promise<{ address: string; storage?: Record<string, string> }> {
  let address = route.split("#")[0]!;
  if (address.endsWith("/:unit")) {
    // The category's first unit, as its page lists them.
    const [, , subject, category] = address.split("/");
    // Asked as a browser asks (brotli): the server keeps each encoding of a catalog answer once
    // made, so every Lighthouse run finds it made, as every student but the first after a deploy.
    const answer = await fetch(`${site}/api/subject/${subject}/category/${category}`, {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    if (!answer.ok) throw new Error(`${subject}/${category} answered ${answer.status}`);
    const { items } = (await answer.json()) as { items: { content: { id: number }[] }[] };
    const unit = items.flatMap((item) => item.content)[0];
    if (!unit) throw new Error(`${subject}/${category} has no unit`);
    address = address.replace(/:unit$/, String(unit.id));
  }
  // The mock paper's page on a finished sitting: its result and whole review.
  if (route === REVIEW_ROUTE) return { address, storage: await finishedSitting(site) };
  // The progress page of a student with a history, signed in as the app keeps it.
  if (address === "/progress") {
    const profile = await studentWithHistory(site, 20);
    return { address, storage: { profile: JSON.stringify(profile) } };
  }
  return { address };
}

async function lighthouseSection(site: string, bare: string, compare?: string) {
  section(
    `Lighthouse 12, mobile defaults, ${RUNS} runs each, bare and Tayari${compare ? " and the compared build" : ""} alternating`,
  );
  const keep = process.env.BENCH_KEEP_LHR ? path.join(resultsDir, "lighthouse", date) : undefined;
  const all: Record<string, unknown> = {};
  for (const route of PAGES) {
    const label = route === "/" ? "home" : route.slice(1).replace(/[/#:]/g, "_");
    const { address, storage } = await preparePage(site, route);
    const result = await interleaved(
      [
        { name: "bare", url: `${bare}${address}` },
        { name: "tayari", url: `${site}${address}`, storage },
        ...(compare ? [{ name: "compared", url: `${compare}${address}`, storage }] : []),
      ],
      RUNS,
      keep,
      label,
    );
    all[route] = result;
    const b = medians(result.runs.bare!);
    const t = medians(result.runs.tayari!);
    const v = verdict(t, b);
    const failed = result.failed.bare! + result.failed.tayari!;
    const loads = [...result.runs.bare!, ...result.runs.tayari!].map((r) => r.load);
    row(
      `\`${route}\` score (median)`,
      Math.round(b.score * 100),
      Math.round(t.score * 100),
      `${Math.round((t.score - b.score) * 100)} points`,
      `>= bare - 1: ${met(v.score)}`,
    );
    row(
      `\`${route}\` total blocking time`,
      ms(b.tbt),
      ms(t.tbt),
      `${t.tbt - b.tbt >= 0 ? "+" : ""}${ms(t.tbt - b.tbt)}`,
      `<= bare + 50 ms: ${met(v.tbt)}`,
    );
    row(
      `\`${route}\` largest contentful paint`,
      seconds(b.lcp),
      seconds(t.lcp),
      `${(t.lcp / b.lcp).toFixed(2)} x bare; FCP ${seconds(b.fcp)} / ${seconds(t.fcp)}`,
      `<= bare: ${met(v.lcp)}`,
    );
    row(
      `\`${route}\` runs`,
      `${b.count}`,
      `${t.count}`,
      `CLS ${t.cls.toFixed(3)}; load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
      failed ? `${failed} run(s) without a score, repeated` : "",
    );
    if (compare) {
      const c = medians(result.runs.compared!);
      row(
        `\`${route}\` the compared build: score, TBT, LCP`,
        "",
        `${Math.round(c.score * 100)}, ${ms(c.tbt)}, ${seconds(c.lcp)}`,
        `Tayari against it: TBT ${t.tbt - c.tbt >= 0 ? "+" : ""}${ms(t.tbt - c.tbt)}, score ${Math.round((t.score - c.score) * 100)} points`,
        `${c.count} runs`,
      );
    }
  }
  details.lighthouse = all;
}

async function apiSection(name: string, base: string, hello: string) {
  section(
    `API on ${name}, autocannon 100 connections, alternating with hello-world: ${TARGET_SLICES} slices of ${TARGET_SECONDS} s for the targets, ${SLICES} of ${SLICE_SECONDS} s for the others`,
  );
  const subjects = await fetch(`${base}/api/entrance/subjects/csit/mcq`).then(
    (r) => r.json() as Promise<{ subjects?: { id: number }[] }>,
  );
  const subjectId = subjects.subjects?.[0]?.id;
  const units = subjectId
    ? await fetch(`${base}/api/entrance/subjects/${subjectId}/mcq`).then(
        (r) => r.json() as Promise<{ units: { id: number }[] }>,
      )
    : null;
  const unitUrl =
    subjectId && units?.units[0]
      ? `/api/entrance/subjects/${subjectId}/mcq/${units.units[0].id}/mcq`
      : null;
  const targets: Array<[url: string, note: string, target: boolean]> = [
    ["/api/levels", "", true],
    ...(unitUrl ? [[unitUrl, "(a unit's questions)", true] as [string, string, boolean]] : []),
    ["/api/banks/entrance/papers/2074", "(a year paper, kept)", false],
    ["/api/banks/entrance/draw/compact", "(the app's draw, compressed per request)", false],
    ["/api/health", "(a database round trip)", false],
  ];
  const results: Record<string, unknown> = {};
  for (const [url, note, target] of targets) {
    const [slices, seconds] = target ? [TARGET_SLICES, TARGET_SECONDS] : [SLICES, SLICE_SECONDS];
    const r = await againstHello(hello, `${base}${url}`, slices, seconds);
    results[url] = r;
    row(
      `\`${url}\` ${note}`.trim(),
      `${Math.round(r.hello.rps)} req/s`,
      `${Math.round(r.target.rps)} req/s, p99 ${r.target.p99} ms`,
      `${r.ratio.toFixed(2)} of hello (${r.ratios.map((x) => x.toFixed(2)).join(", ")})${r.target.errors ? `; ${r.target.errors} errors` : ""}`,
      target ? `>= 0.60: ${met(r.ratio >= 0.6)}` : "",
    );
  }
  const student = await studentWith5000Answers(base);
  for (const connections of [1, 10]) {
    const progress = await progressLatency(base, student, connections);
    row(
      `\`/api/me/progress\`, a student with 5,000 answers, ${connections} connection(s)`,
      "",
      `${Math.round(progress.rps)} req/s, p99 ${progress.p99} ms`,
      progress.errors ? `${progress.errors} errors` : "",
      "p99 <= 50 ms",
    );
  }
  return results;
}

async function passwordSection(site: string) {
  section("Passwords (argon2id, 19 MiB, t=2, p=1)");
  const t0 = performance.now();
  const hashes: string[] = [];
  for (let i = 0; i < 10; i++)
    hashes.push(
      await hash(`password-${i}`, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
    );
  const hashMs = (performance.now() - t0) / 10;
  const t1 = performance.now();
  for (let i = 0; i < 10; i++) await verify(hashes[i]!, `password-${i}`);
  row(
    "hash (register) / verify (login), mean",
    "",
    `${hashMs.toFixed(1)} ms / ${((performance.now() - t1) / 10).toFixed(1)} ms`,
    "",
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
  const logins = await throughput(`${site}/api/login`, SLICE_SECONDS, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@example.com", password: "bench-password-1" }),
    connections: 20,
  });
  row(
    "logins per second, one process",
    "",
    `${Math.round(logins.rps)} /s, p99 ${logins.p99} ms`,
    logins.errors ? `${logins.errors} errors` : "",
    "",
  );
}

async function main() {
  const loadBefore = load();
  console.log(`bench: building the site and the bare page (load ${loadBefore})`);
  if (!process.env.BENCH_SKIP_BUILD) execSync("npm run build", { cwd: repo, stdio: "inherit" });
  const bareDist = await buildBare();
  const site = `http://127.0.0.1:${SITE_PORT}`;
  const bare = `http://127.0.0.1:${BARE_PORT}`;
  const hello = `http://127.0.0.1:${HELLO_PORT}/`;
  const postgresUrl = process.env.DATABASE_URL;
  const children: ChildProcess[] = [];
  try {
    const siteData = mkdtempSync(path.join(os.tmpdir(), "tayari-bench-data-"));
    const siteServer = only.includes("server")
      ? await serverSection(children, siteData)
      : await startSite(SITE_PORT, { DATA_DIR: siteData });
    if (!only.includes("server")) children.push(siteServer.child);
    children.push(
      (
        await startSite(BARE_PORT, {
          WEB_DIST: bareDist,
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "tayari-bench-bare-")),
        })
      ).child,
    );
    children.push(
      (
        await start(
          ["--import", "tsx", "scripts/bench/hello.ts"],
          { PORT: String(HELLO_PORT) },
          hello,
        )
      ).child,
    );

    if (only.includes("bytes")) {
      const browser = await chromium.launch({
        executablePath: chromiumPath,
        args: CHROME_FLAGS.slice(1),
      });
      try {
        await bytesSection(browser, site, bare);
      } finally {
        await browser.close();
      }
    }
    let compare: string | undefined;
    if (COMPARE_DIST && only.includes("lighthouse")) {
      children.push(
        (
          await startSite(COMPARE_PORT, {
            WEB_DIST: path.resolve(COMPARE_DIST),
            DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "tayari-bench-compare-")),
          })
        ).child,
      );
      compare = `http://127.0.0.1:${COMPARE_PORT}`;
    }
    if (only.includes("lighthouse")) await lighthouseSection(site, bare, compare);
    if (only.includes("api")) {
      details.api = { embedded: await apiSection("the embedded database (PGlite)", site, hello) };
      if (postgresUrl) {
        const pgServer = await startSite(PG_PORT, { DATABASE_URL: postgresUrl });
        children.push(pgServer.child);
        (details.api as Record<string, unknown>).postgres = await apiSection(
          "PostgreSQL",
          `http://127.0.0.1:${PG_PORT}`,
          hello,
        );
      }
      await passwordSection(site);
    }
    if (TRAFFIC_MINUTES > 0) {
      section(`${TRAFFIC_MINUTES} minutes of mixed traffic on the embedded database`);
      const traffic = await mixedTraffic({
        base: site,
        dataDir: siteData,
        minutes: TRAFFIC_MINUTES,
        pid: siteServer.child.pid,
        log: (line) => console.log(line),
      });
      const rss = traffic.samples.map((sample) => sample.rss ?? 0);
      const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
      row(
        "requests: catalog, practice, progress, sign-ins, an exam of 200",
        "",
        `${traffic.requests}`,
        `exam: ${traffic.exam.students} sat, ${traffic.exam.answers} answers, ${traffic.exam.submitted} submitted, ${traffic.exam.lost} refused; ${traffic.serverErrors.length} 5xx`,
        "",
      );
      row(
        "server RSS during the traffic, every 30 s",
        "",
        `median ${mb(median(rss))}, max ${mb(Math.max(...rss))}`,
        `load ${Math.min(...traffic.samples.map((x) => x.load)).toFixed(1)}-${Math.max(...traffic.samples.map((x) => x.load)).toFixed(1)}`,
        `< 300 MB: ${met(Math.max(...rss) < 300 * 1048576)}`,
      );
      details.traffic = traffic;
      if (only.includes("api"))
        (details.api as Record<string, unknown>).afterTraffic = await apiSection(
          `the embedded database after ${TRAFFIC_MINUTES} minutes of traffic`,
          site,
          hello,
        );
    }
    const memory = memoryOf(siteServer.child.pid);
    if (memory)
      row(
        "server RSS at the end of the bench (embedded database)",
        "",
        `${Math.round(memory.rss / 1048576)} MB`,
        `peak ${Math.round(memory.peak / 1048576)} MB`,
        `< 300 MB: ${met(memory.rss < 300 * 1048576)}`,
      );
  } finally {
    for (const child of children) await stop(child);
  }

  const header = `Machine: ${machine()}; load average ${loadBefore} before, ${load()} after; commit ${execSync("git rev-parse --short HEAD", { cwd: repo, encoding: "utf8" }).trim()}`;
  const table = [
    "| measure | bare stack | Tayari | Tayari against bare | target |",
    "|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
  console.log(`\n${header}\n\n${table}\n`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `bench-${date}.md`), `${header}\n\n${table}\n`);
  writeFileSync(path.join(resultsDir, `bench-${date}.json`), JSON.stringify(details, null, 1));
  console.log(`bench: written to bench-results/bench-${date}.md and .json`);
}

await main();
process.exit(0);
