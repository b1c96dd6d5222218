import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import {
  choose,
  controlClock,
  currentQuestionText,
  expectQuestionNumber,
  readBank,
  shows,
  startPaper,
  storage,
  type BankQuestion,
} from "./quiz-support";
import { appRunning, openSumsUnit, serviceWorkerControls } from "./support";

// These journeys are about the service worker, which the others block (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const controlled = serviceWorkerControls;

const cachedUrls = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);

const bank = () => readBank<{ questions: BankQuestion[] }>("entrance.json").questions;

/** Skips to the last question of a stored attempt, answers it right and opens the result. */
async function finishFromLastQuestion(page: Page, last: BankQuestion, scoreBefore: number) {
  await page.evaluate((score) => {
    localStorage.setItem("currentQuestionIndex", "99");
    localStorage.setItem("score", String(score));
    localStorage.setItem("startTime", String(Date.now()));
  }, scoreBefore);
  await page.reload();
  await expectQuestionNumber(page, 100, 100);
  await choose(page, last, last.answer);
  await page.getByRole("button", { name: "Next" }).click();
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(/\/result$/);
  await shows(page, page.getByText(`You got : ${scoreBefore + 1} / 100`));
  const review = page.locator(".review-item");
  await expect(review).toHaveCount(100);
  await expect(review.nth(99)).toContainText(last.explanation);
}

test.describe("the installable, offline-first app", () => {
  test("install criteria: a manifest with icons, a service worker that controls the page after a reload", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const manifest = (await (await request.get(href!)).json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ start_url: "/", display: "standalone" });
    expect(manifest.theme_color).toBe("#1f3a5f");
    for (const size of ["192x192", "512x512"])
      expect(manifest.icons.some((icon) => icon.sizes === size)).toBe(true);
    for (const icon of manifest.icons) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
    }

    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(
      await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).pathname),
    ).toBe("/sw.js");
  });

  test("the service worker installs only once the page has settled: not while the first question is drawn", async ({
    page,
  }) => {
    // The clock runs only when told to, so "settled" is the app's wait, not this machine's speed.
    await page.clock.install({ time: new Date("2026-11-25T05:59:30Z") });
    await page.clock.pauseAt(new Date("2026-11-25T06:00:01Z"));
    await page.addInitScript(() =>
      addEventListener("load", () => ((window as { loadedAt?: number }).loadedAt = Date.now())),
    );
    await page.goto("/csit/entrance-questions");
    // The page's own timers (React's, the lazy page's) move only as the clock is nudged: in steps
    // of 10 ms, so a busy machine's slow draw costs little of the page's time.
    const first = page.getByText("Question 1 of 100");
    for (let i = 0; i < 1000 && !(await first.isVisible()); i++) await page.clock.runFor(10);
    await expect(first).toBeVisible();
    const sinceLoad = await page.evaluate(
      () => Date.now() - (window as { loadedAt?: number }).loadedAt!,
    );
    const registered = () =>
      page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()));
    // The first question is on screen and nothing is installing beside it, up to 3 s after load.
    expect(sinceLoad).toBeLessThan(2900);
    expect(await registered()).toBe(false);
    await page.clock.runFor(2900 - sinceLoad);
    expect(await registered()).toBe(false);
    // A few seconds after the page loaded, when the browser is idle, it registers and takes over.
    await page.clock.runFor(5000);
    await controlled(page);
  });

  test("a second visit to / loads its code and styles from the service worker, with or without network", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await controlled(page);
    await page.evaluate(() => navigator.serviceWorker.ready);

    const fromNetwork: string[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (["script", "stylesheet", "document"].includes(type) && !response.fromServiceWorker())
        fromNetwork.push(response.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    expect(fromNetwork).toEqual([]);

    await context.setOffline(true);
    await page.goto("/csit/entrance-preparation", { waitUntil: "networkidle" });
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    // The app itself ran (it hydrated the prerendered page): its menu button works.
    await appRunning(page);
    const menu = page.getByRole("button", { name: /menu/i });
    const expanded = await menu.getAttribute("aria-expanded");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", expanded === "true" ? "false" : "true");
  });

  test("offline, a page never opened says what works offline and opens once the network is back", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await controlled(page);
    await context.setOffline(true);
    const noRawFailure = async () =>
      expect(await page.locator("main").innerText()).not.toMatch(
        /dynamically imported|module script|Cannot reach the server/,
      );

    // A timed exam whose questions were never downloaded: its title, then the waiting screen.
    await page.goto("/exam/science/start");
    await expect(
      page.getByRole("heading", { level: 1, name: "Entrance Examination of +2 Science" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Waiting for the connection" })).toBeVisible();
    await expect(page.getByText(/you have opened before on this phone still work/)).toBeVisible();
    await noRawFailure();
    // A catalog page whose data was never fetched.
    await page.goto("/school/grade-x");
    await expect(page.getByRole("heading", { name: "Waiting for the connection" })).toBeVisible();
    await noRawFailure();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // The same in Nepali (its words come from the service worker's cache).
    await page.evaluate(() => localStorage.setItem("language", "ne"));
    await page.reload();
    await expect(page.getByRole("heading", { name: "इन्टरनेट जडानको प्रतीक्षामा" })).toBeVisible();
    await expect(page.getByRole("link", { name: "गृहपृष्ठमा जानुहोस्" })).toBeVisible();
    await noRawFailure();
    await page.evaluate(() => localStorage.setItem("language", "en"));
    await page.reload();

    // Tried again while still offline: the same screen, nothing lost.
    await page.getByRole("button", { name: "Try again now" }).click();
    await expect(page.getByRole("button", { name: "Try again now" })).toBeEnabled();
    await noRawFailure();
    // Back online, the page opens by itself.
    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: "School (Grade X)" })).toBeVisible();
    await page.goto("/exam/science/start");
    await expect(page.getByRole("heading", { name: "Waiting for the connection" })).toHaveCount(0);
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  });

  test("with the network cut after one online visit, the entrance quiz, a year paper and a unit quiz run to their results", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const questions = bank();
    await page.goto("/");
    await controlled(page);

    // Online: the entrance quiz is drawn by the server, and its bank is cached whole for later.
    await page.goto("/csit/entrance-questions");
    await expectQuestionNumber(page, 1, 100);
    await expect
      .poll(async () => (await cachedUrls(page, "tayari-banks")).join(" "))
      .toMatch(/\/assets\/entrance-[^/ ]+\.js/);
    // Online: a year paper, and a unit quiz reached through the catalog.
    await page.goto("/csit-entrance/2076");
    await startPaper(page);
    await expectQuestionNumber(page, 1, 100);
    await openSumsUnit(page);
    const unitUrl = page.url();

    await context.setOffline(true);
    await controlClock(page);

    // A new entrance attempt is drawn from the cached bank.
    await page.evaluate(() => localStorage.clear());
    await page.goto("/csit/entrance-questions");
    await expectQuestionNumber(page, 1, 100);
    const drawn = Object.values(
      (await storage(page, "categoryQuestions")) as Record<string, BankQuestion[]>,
    ).flat();
    expect(drawn).toHaveLength(100);
    expect(questions.map((q) => q.question)).toContain(await currentQuestionText(page));
    await finishFromLastQuestion(page, drawn[99]!, 30);

    // The year paper visited online, from its cached answer.
    await page.evaluate(() => localStorage.clear());
    await page.goto("/csit-entrance/2076");
    await startPaper(page);
    await expectQuestionNumber(page, 1, 100);
    expect(await currentQuestionText(page)).toBe(questions[200]!.question);
    await finishFromLastQuestion(page, questions[299]!, 50);

    // A year never opened: sliced from the cached bank.
    await page.goto("/csit-entrance/2078");
    await startPaper(page);
    await expectQuestionNumber(page, 1, 100);
    expect(await currentQuestionText(page)).toBe(questions[400]!.question);

    // The unit quiz, from the cached catalog answers.
    await page.goto(unitUrl);
    await shows(page, page.getByRole("heading", { name: "Unit: Sums" }));
    await page.getByRole("button", { name: "Start Quiz" }).click();
    for (const option of ["5", "50"]) {
      await page.getByRole("main").locator(`input[type="radio"][value="${option}"]`).check();
      await page.getByRole("button", { name: "Next" }).click();
      await page.clock.runFor(1000);
    }
    await shows(page, page.getByRole("heading", { name: "Quiz Completed!" }));
    await expect(page.getByText("Your score: 2 out of 2")).toBeVisible();

    // Pages that need the server say so.
    await page.goto("/login");
    await shows(page, page.getByRole("heading", { name: "Log in" }));
    await expect(page.getByRole("status")).toContainText(
      "You are offline. Logging in needs the internet",
    );
    await page.goto("/register");
    await shows(page, page.getByRole("heading", { name: "Create an account" }));
    await expect(page.getByRole("status")).toContainText("Creating an account needs the internet");

    // Nothing of the accounts' API was kept.
    const kept = await cachedUrls(page, "tayari-api");
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((url) => !/^\/api\/(entrance|banks\/entrance\/papers)\//.test(url))).toEqual(
      [],
    );
  });

  test("a new version waits until the test is over, then offers Reload", async ({ page }) => {
    await page.goto("/");
    await controlled(page);
    await page.goto("/csit/entrance-questions");
    await expect(page.getByText("Question 1 of 100")).toBeVisible();
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));

    // A new build: the same worker with one more byte, as a deploy would change it.
    const sw = path.join(process.env.E2E_DIST!, "sw.js");
    const original = readFileSync(sw);
    const publish = (body: Buffer) => {
      writeFileSync(sw, body);
      writeFileSync(`${sw}.gz`, gzipSync(body));
      writeFileSync(`${sw}.br`, brotliCompressSync(body));
    };
    publish(Buffer.concat([original, Buffer.from("\n// next version\n")]));
    try {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration!.update();
      });
      await page.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting?.state === "installed";
      });

      // During the test: no prompt, no reload.
      await expect(page.getByRole("button", { name: "Reload" })).toHaveCount(0);
      await expect(page.getByText("Question 1 of 100")).toBeVisible();
      expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);

      // Out of the test the prompt appears; Reload brings the new version.
      await page.locator(".site-title").click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText("A new version is ready.")).toBeVisible();
      await page.getByRole("button", { name: "Reload" }).click();
      await page.waitForFunction(() => !(window as { stillHere?: boolean }).stillHere);
      await page.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting === null && registration.active?.state === "activated";
      });
      await expect(page.getByText("A new version is ready.")).toHaveCount(0);
    } finally {
      publish(original);
    }
  });
});
