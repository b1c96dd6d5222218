import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { Question } from "@tayari/contracts/question";
import { loggedInByForm } from "./support";

/** A question as the fixture banks hold it. */
export type BankQuestion = Question;

/** The fixture banks the journeys' build bundles (written by global-setup). */
export const readBank = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(process.env.E2E_BANKS_DIR!, file), "utf8")) as T;

export const START = new Date("2026-11-22T09:00:00+05:45");

/** A signed-in student's stored profile, as the login keeps it. */
export const PROFILE = JSON.stringify({
  token: "t".repeat(43),
  token_type: "Bearer",
  expires_at: "2030-01-01T00:00:00Z",
  user: { id: 1, name: "Sita", email: "sita@example.com" },
});

/** An English topic's questions in the fixture subject bank, in its order (a drill keeps it). */
export const englishTopic = (topic: string): BankQuestion[] =>
  readBank<Record<string, Record<string, BankQuestion[]>>>("subjects.json").English![topic]!;

/** A mock test's questions in paper order, from the fixture banks the build and the server share. */
export function mockPaper(number: number): BankQuestion[] {
  const bank = readBank<{ questions: BankQuestion[] }>("entrance.json").questions;
  const file = readBank<{ papers: Array<{ number: number; questions: number[] }> }>(
    "mock-papers.json",
  );
  const byId = new Map(bank.map((q) => [q.id, q]));
  return file.papers.find((p) => p.number === number)!.questions.map((id) => byId.get(id)!);
}

/**
 * Fake time paused a second after `start` (START unless given), so each test moves the clock itself.
 * The fake clock runs from its install until the pause: installed half a minute early, so that a
 * busy machine's gap between the two calls (over a second at load 18) never puts the pause behind it.
 */
export async function controlClock(page: Page, start = START) {
  await page.clock.install({ time: new Date(start.getTime() - 30_000) });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * A new account logged in through the login page (loggedInByForm), then the page's time taken
 * over from now (paused, moved by the test).
 */
export async function signedInStudent(page: Page, request: APIRequestContext) {
  const student = await loggedInByForm(page, request);
  await controlClock(page, new Date());
  return student;
}

/** `url` opened on the paused clock (controlClock), once `shown` is on screen. */
export async function openOnClock(page: Page, url: string, shown: Locator) {
  await controlClock(page);
  await page.goto(url);
  await shows(page, shown);
}

/**
 * A unit of the fixture catalog's Grade X mathematics MCQs opened from its category page, by the
 * name its link shows ("Addition", keys 42, 15, 100; in Nepali "जोड").
 */
export async function openMathsUnit(page: Page, name: string) {
  await page.goto("/school/grade-x-mathematics/mcq", { waitUntil: "networkidle" });
  await page.getByRole("main").getByRole("link", { name }).click();
}

export const storage = (page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);

export const radios = (page: Page) => page.getByRole("main").locator('input[type="radio"]');

export async function currentQuestionText(page: Page): Promise<string> {
  return (await page.locator(".question-text").textContent()) ?? "";
}

/** The options of the question on screen, in the order shown (each attempt has its own, decision 69). */
export const shownOptions = (page: Page) =>
  radios(page).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

async function shownIndex(page: Page, option: string) {
  const index = (await shownOptions(page)).indexOf(option);
  expect(index, `"${option}" is not on screen`).toBeGreaterThanOrEqual(0);
  return index;
}

/** The letter key (a, b, c ...) of `option` on screen. */
export const letterOf = async (page: Page, option: string) =>
  "abcde"[await shownIndex(page, option)]!;

/** Picks `option` of `question` by its text, wherever the attempt's order put it. */
export async function choose(page: Page, question: BankQuestion, option: string) {
  expect(question.options).toContain(option);
  await radios(page)
    .nth(await shownIndex(page, option))
    .check();
}

export const wrongOption = (q: BankQuestion) => q.options.find((o) => o !== q.answer)!;

/**
 * With time paused, React's own timers (the Suspense fallback throttle after a lazy page loads)
 * only run when the clock moves: nudge it 100 ms at a time until `locator` shows. Nothing moves
 * once it is visible, so exact timings after this stay exact.
 */
export async function shows(page: Page, locator: Locator) {
  // Only a clock the test installed is moved: `runFor` on a page without one installs one at
  // 1970, and an attempt finished on it is (rightly) refused for its dates.
  if (!(await hasFakeClock(page))) return expect(locator).toBeVisible();
  for (let i = 0; i < 100; i++) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(100);
  }
  await expect(locator).toBeVisible();
}

/** Whether the test installed Playwright's clock in the page (its Date.now is no longer native). */
export const hasFakeClock = (page: Page) =>
  page.evaluate(() => !/\[native code\]/.test(String(Date.now)));

export async function expectQuestionNumber(page: Page, n: number, total: number) {
  await shows(page, page.getByText(`Question ${n} of ${total}`));
}

export async function secondsLeft(page: Page): Promise<number> {
  return Number(await page.getByTestId("seconds-left").textContent());
}

/** Moves fake time forward one second at a time, letting the page render between steps. */
export async function tick(page: Page, seconds: number) {
  for (let i = 0; i < seconds; i++) await page.clock.runFor(1000);
}

/**
 * Finish now, then Finish now again in the dialog that asks first (named `dialog` where the journey
 * checks it). `name`: the button's name in the interface's language.
 */
export async function finishNow(page: Page, name = "Finish now", dialog?: string) {
  await page.getByRole("button", { name }).click();
  await page
    .getByRole("dialog", dialog === undefined ? {} : { name: dialog })
    .getByRole("button", { name })
    .click();
}

/** With the page's clock paused: moves it 100 ms at a time until the page is /result, then lets it run. */
export async function untilResult(page: Page) {
  for (let i = 0; i < 50 && !page.url().endsWith("/result"); i++) await page.clock.runFor(100);
  await page.clock.resume();
}

/**
 * Presses Start on a year paper's, a drill's or a mock paper's start screen (decision 122) once it
 * can be pressed: its clock begins then. `name`: the button's name ("Start the paper" on a mock),
 * in the interface's language.
 */
export async function startPaper(page: Page, name = "Start") {
  const start = page.getByRole("button", { name, exact: true, disabled: false });
  await shows(page, start);
  await start.click();
}

/** A practice of the entrance bank finished a minute ago: `n` questions of each subject, most right. */
export async function practise(
  request: APIRequestContext,
  token: string,
  subjects: string[],
  n: number,
  skip = 0,
) {
  const bank = readBank<{ questions: BankQuestion[] }>("entrance.json").questions;
  const questions = subjects.flatMap((s) =>
    bank.filter((q) => q.category === s).slice(skip, skip + n),
  );
  const now = Date.now();
  const sent = await request.put(`/api/attempts/${crypto.randomUUID()}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      mode: "entrance",
      source: "entrance",
      started_at: new Date(now - 20 * 60_000).toISOString(),
      finished_at: new Date(now - 60_000).toISOString(),
      questions: questions.map((q, i) => ({
        id: q.id,
        pick: i % 3 === 2 ? q.options.find((o) => o !== q.answer)! : q.answer,
        seconds: 30,
      })),
    },
  });
  expect(sent.status()).toBe(201);
}
