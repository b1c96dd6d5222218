/**
 * The student pages as a slow phone runs them: Chromium's CPU slowed 8x (DevTools' throttling),
 * a performance trace from the navigation to the first answer picked (or, on a page without
 * questions, until the app runs it and the main thread is idle), and the main thread's long tasks
 * in it with what ran inside them. Run by `npm run bench` (its `longtasks` section); alone with
 * `node --import tsx scripts/bench/long-tasks.ts http://127.0.0.1:PORT [route,...]`.
 */
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "@playwright/test";
import { appIsRunning } from "./app-running";
import { CHROME_FLAGS, chromiumPath } from "./lighthouse";
import { finishedSitting, MOCK_ROUTE, REVIEW_ROUTE } from "./mock-review";
import { studentWithHistory } from "./progress";
import { median } from "./stats";
import {
  mainThreadTasks,
  summarise,
  taskLine,
  TRACE_CATEGORIES,
  type Task,
  type TaskSummary,
  type TraceEvent,
} from "./trace-tasks";

export const SLOWDOWN = Number(process.env.BENCH_SLOWDOWN ?? 8);

export interface Journey {
  route: string;
  /** The address loaded (a fragment names a variant and is dropped). */
  address: (site: string) => Promise<string>;
  /** What the device keeps in localStorage before the page loads. */
  storage?: (site: string) => Promise<Record<string, string>>;
  /** From the loaded page to the end of the journey (the first answer picked). */
  steps: (page: Page) => Promise<void>;
}

const radios = (page: Page) => page.getByRole("main").locator('input[type="radio"]');

/** Once the app runs the page: the first question's first option picked, as a student taps it. */
async function pickFirst(page: Page) {
  await radios(page).first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(appIsRunning, undefined, { timeout: 60_000 });
  await radios(page).first().check({ timeout: 60_000 });
}

const running = (page: Page) =>
  page.waitForFunction(appIsRunning, undefined, { timeout: 60_000 }).then(() => undefined);

const start = (name: string) => async (page: Page) => {
  const button = page.getByRole("button", { name, exact: true, disabled: false });
  await button.waitFor({ timeout: 60_000 });
  await page.waitForFunction(appIsRunning, undefined, { timeout: 60_000 });
  await button.click();
  await pickFirst(page);
};

const same = (route: string) => () => Promise.resolve(route.split("#")[0]!);

/** A unit quiz's address: the category's first unit, as its page lists them. */
const firstUnit = (subject: string, category: string) => async (site: string) => {
  const answer = await fetch(`${site}/api/subject/${subject}/category/${category}`);
  if (!answer.ok) throw new Error(`${subject}/${category} answered ${answer.status}`);
  const { items } = (await answer.json()) as { items: { content: { id: number }[] }[] };
  const unit = items.flatMap((item) => item.content)[0];
  if (!unit) throw new Error(`${subject}/${category} has no unit`);
  return `/school/${subject}/${category}/${unit.id}`;
};

export const JOURNEYS: Journey[] = [
  { route: "/", address: same("/"), steps: running },
  {
    route: "/csit/entrance-preparation",
    address: same("/csit/entrance-preparation"),
    steps: running,
  },
  {
    route: "/csit/entrance-questions",
    address: same("/csit/entrance-questions"),
    steps: pickFirst,
  },
  { route: "/csit-entrance/2074", address: same("/csit-entrance/2074"), steps: start("Start") },
  { route: MOCK_ROUTE, address: same(MOCK_ROUTE), steps: start("Start the paper") },
  {
    route: REVIEW_ROUTE,
    address: same(REVIEW_ROUTE),
    storage: finishedSitting,
    steps: running,
  },
  {
    route: "/progress",
    address: same("/progress"),
    storage: async (site) => ({
      profile: JSON.stringify(await studentWithHistory(site, 20)),
    }),
    steps: running,
  },
  {
    route: "/school/grade-x-mathematics/mcq/:unit",
    address: firstUnit("grade-x-mathematics", "mcq"),
    steps: start("Start Quiz"),
  },
  { route: "/progress/next-step", address: same("/progress/next-step"), steps: pickFirst },
];

/**
 * Resolves once the main thread has been idle (requestIdleCallback) twice in a row. A string, not
 * a function: run through tsx, a named inner function is wrapped in esbuild's `__name`, which the
 * page does not have.
 */
const idle = (page: Page) =>
  page.evaluate(`new Promise((resolve) => {
    requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 10000 }), { timeout: 10000 });
  })`);

/**
 * A fixed loop in the page, timed at the slow-down the journey ran at: how fast this machine ran
 * the page's JavaScript then (a busy machine's figures grow with it).
 */
export const pageLoopMs = (page: Page) =>
  page.evaluate(() => {
    const began = performance.now();
    let sum = 0;
    for (let i = 0; i < 1e7; i++) sum += i;
    return performance.now() - began + (sum < 0 ? 1 : 0);
  });

export interface Traced {
  route: string;
  tasks: Task[];
  summary: TaskSummary;
  /** pageLoopMs at the slow-down, once the journey ended. */
  loopMs: number;
}

/**
 * One journey in a fresh context at `slowdown`, traced from the navigation to its end. The page's
 * calibration loop runs three times before the navigation and three times after the journey, at the
 * same slow-down in the same renderer; `loopMs` is their median.
 */
export async function traceJourney(
  browser: Browser,
  site: string,
  journey: Journey,
  slowdown = SLOWDOWN,
  serviceWorkers: "allow" | "block" = "allow",
): Promise<Traced> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  });
  try {
    const page = await context.newPage();
    const address = await journey.address(site);
    // A page of the site that loads none of the app, so the renderer the journey runs in exists
    // (and is slowed) before the navigation, and localStorage can be written.
    await page.goto(`${site}/api/health`);
    if (journey.storage) {
      const items = await journey.storage(site);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, items);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    const loops = [await pageLoopMs(page), await pageLoopMs(page), await pageLoopMs(page)];
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(`${site}${address}`, { timeout: 120_000 });
      await journey.steps(page);
      await idle(page);
    } finally {
      trace = await browser.stopTracing();
    }
    for (let i = 0; i < 3; i++) loops.push(await pageLoopMs(page));
    const loopMs = median(loops);
    if (process.env.BENCH_TRACE_DIR) {
      const { mkdirSync, writeFileSync } = await import("node:fs");
      mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
      const name = journey.route.replace(/[^\w]+/g, "_") || "home";
      writeFileSync(`${process.env.BENCH_TRACE_DIR}/${name}.json`, trace);
    }
    const { traceEvents } = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] };
    const tasks = mainThreadTasks(traceEvents, site);
    return { route: journey.route, tasks, summary: summarise(tasks), loopMs };
  } finally {
    await context.close();
  }
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROME_FLAGS.slice(1) });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = process.argv[2] ?? "http://127.0.0.1:3000";
  const wanted = process.argv[3]?.split(",");
  const browser = await launch();
  try {
    for (const journey of JOURNEYS) {
      if (wanted && !wanted.includes(journey.route)) continue;
      const traced = await traceJourney(browser, site, journey);
      const s = traced.summary;
      console.log(
        `${journey.route}: ${s.long} long tasks (${s.longOurs} ours), longest ${Math.round(s.longestMs)} ms, blocking ${Math.round(s.blockingMs)} ms, busy ${Math.round(s.busyMs)} ms, script ${Math.round(s.scriptMs)} ms; loop ${Math.round(traced.loopMs)} ms`,
      );
      for (const task of traced.tasks.filter((t) => t.ms > 50))
        console.log(`    ${taskLine(task)}`);
    }
  } finally {
    await browser.close();
  }
}
