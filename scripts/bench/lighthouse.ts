/**
 * Lighthouse 12, mobile defaults (simulated Slow 4G, 4x CPU slowdown), driving Debian's Chromium,
 * on the bare stack's page and on Tayari's in turn: run 1 measures bare then Tayari, run 2 Tayari
 * then bare, and so on, so both see the same machine. Its total blocking time is the main thread's
 * observed tasks times four, so a busy machine moves it for both sides alike, and the ratio and
 * differences between them hold where the absolute figures do not.
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { median } from "./stats";

export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  execSync("command -v chromium", { encoding: "utf8", shell: "/bin/sh" }).trim();

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Load average (1 minute) as the run began. */
  load: number;
}

/**
 * Writes `storage` into the site's localStorage in the Chromium on `port`, from a page that loads
 * none of the app (its JSON health answer), so the run that follows still loads the app cold.
 */
export async function writeStorage(port: number, url: string, storage: Record<string, string>) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL("/api/health", url).href);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run in a fresh Chromium; null when Lighthouse reports no score (a run error).
 * `storage`: what the page finds in localStorage (a finished mock sitting, for its result's review);
 * Lighthouse then keeps storage and cache as they are instead of clearing them, and both start empty.
 */
export async function lighthouseOnce(
  url: string,
  keepReportAs?: string,
  storage?: Record<string, string>,
): Promise<LighthouseRun | null> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const { loadavg } = await import("node:os");
  const loadAtStart = loadavg()[0]!;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (storage) await writeStorage(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      output: "json",
      logLevel: "error",
      ...(storage ? { disableStorageReset: true } : {}),
    });
    if (!result) return null;
    if (keepReportAs) {
      mkdirSync(path.dirname(keepReportAs), { recursive: true });
      writeFileSync(keepReportAs, JSON.stringify(result.lhr));
    }
    const audits = result.lhr.audits;
    const score = result.lhr.categories.performance?.score;
    if (score === null || score === undefined) return null;
    return {
      score,
      fcp: audits["first-contentful-paint"]?.numericValue ?? NaN,
      lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      load: loadAtStart,
    };
  } finally {
    await chrome.kill();
  }
}

export interface Side {
  name: string;
  url: string;
  /** localStorage the page finds when it loads (see `lighthouseOnce`). */
  storage?: Record<string, string>;
}

export interface Interleaved {
  runs: Record<string, LighthouseRun[]>;
  failed: Record<string, number>;
}

/**
 * `runs` Lighthouse runs of each side, alternating which goes first. `keepDir`: every report is
 * written there as `<side>-<route>-<n>.json` for a look at where the time went.
 */
export async function interleaved(
  sides: Side[],
  runs: number,
  keepDir?: string,
  label = "page",
): Promise<Interleaved> {
  const result: Interleaved = { runs: {}, failed: {} };
  for (const side of sides) {
    result.runs[side.name] = [];
    result.failed[side.name] = 0;
  }
  for (let n = 0; n < runs; n++) {
    const order = n % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const keep = keepDir ? path.join(keepDir, `${side.name}-${label}-${n + 1}.json`) : undefined;
      // A run that errors is tried once more, so each side keeps its count of runs.
      let run = await lighthouseOnce(side.url, keep, side.storage).catch(() => null);
      if (!run) {
        result.failed[side.name]! += 1;
        run = await lighthouseOnce(side.url, keep, side.storage).catch(() => null);
      }
      if (run) result.runs[side.name]!.push(run);
      console.log(
        `  lighthouse ${label} ${side.name} ${n + 1}/${runs}: ${run ? `${Math.round(run.score * 100)}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, load ${run.load.toFixed(2)}` : "no score"}`,
      );
    }
  }
  return result;
}

export interface Medians {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  count: number;
}

export function medians(runs: LighthouseRun[]): Medians {
  return {
    score: median(runs.map((r) => r.score)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    count: runs.length,
  };
}

/** The issue's targets against the bare stack measured in the same run. */
export function verdict(site: Medians, bare: Medians) {
  return {
    score: site.score >= bare.score - 0.01,
    tbt: site.tbt <= bare.tbt + 50,
    lcp: site.lcp <= bare.lcp,
  };
}
