/**
 * npm run bench: builds the production site and a bare page of the same stack (React 19, React
 * Router 7, TanStack Query, react-toastify; built and served the same way), starts both and a bare
 * Fastify hello-world, and measures them side by side in the same run, so each figure comes with
 * the bare stack's beside it and a ratio that holds on a busy machine as on a quiet one. Prints one
 * table and writes it, with every run's figures, to bench-results/ (ignored by git). Not part of
 * npm test: it takes several minutes and its absolute figures depend on the machine.
 *
 *   BENCH_ONLY=server,bytes,lighthouse,longtasks,api   only those sections (default: all)
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
 *                         /csit-entrance/2074              a year paper (its start screen; Start)
 *                         /progress/next-step              a guest's Practise next
 *                       The 8x pass (`longtasks`) takes these journeys to the first answer picked.
 *   BENCH_TRACE_RUNS=3  runs of each page and side in the 8x pass (bench-long-tasks.ts);
 *                       BENCH_SLOWDOWN=8 its CPU slow-down
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
import { chromium } from "@playwright/test";
import { apiSection, passwordSection } from "./bench-api";
import { bytesSection, lighthouseSection } from "./bench-pages";
import { longTasksSection } from "./bench-long-tasks";
import {
  BARE_PORT,
  buildBare,
  COMPARE_DIST,
  COMPARE_PORT,
  date,
  details,
  HELLO_PORT,
  met,
  only,
  PG_PORT,
  resultsDir,
  row,
  rows,
  section,
  serverSection,
  SITE_PORT,
  startSite,
  TRAFFIC_MINUTES,
} from "./bench-setup";
import { CHROME_FLAGS, chromiumPath } from "./lighthouse";
import { memoryOf, repo, start, stop } from "./processes";
import { additionLoop, load, machine, median, uptime } from "./stats";
import { mixedTraffic } from "./mixed-traffic";

async function main() {
  const loadBefore = load();
  const uptimeBefore = uptime();
  const loopBefore = additionLoop();
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
    if (only.includes("longtasks")) await longTasksSection(site, bare);
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

  // How fast and how busy the machine was: uptime and a loop of 3e8 additions, before and after.
  const header = `Machine: ${machine()}; load average ${loadBefore} before, ${load()} after; commit ${execSync("git rev-parse --short HEAD", { cwd: repo, encoding: "utf8" }).trim()}\n\nuptime before: ${uptimeBefore}; after: ${uptime()}\n\n3e8 additions in Node: ${(loopBefore / 1000).toFixed(2)} s before, ${(additionLoop() / 1000).toFixed(2)} s after`;
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
