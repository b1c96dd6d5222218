import { expect, test } from "@playwright/test";
import type { ExportResponse } from "@tayari/contracts/account";
import { finishNow, openMathsUnit, practise, radios, shows, startPaper } from "./quiz-support";
import { apiAccount } from "./support";
import { E2E_PORT } from "../../../playwright.config";

/**
 * Issue 64 point 4: every mode resumes after a closed tab at the question, with the answers given.
 * Reported: a unit quiz closed mid-way started again at "Start Quiz", its answer gone.
 */

test("a unit quiz closed mid-way opens again at its question with the answers given, and is kept once", async ({
  browser,
  request,
}) => {
  const account = await apiAccount(request);
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${E2E_PORT}`,
          localStorage: [{ name: "profile", value: JSON.stringify(account.profile) }],
        },
      ],
    },
  });
  const option = (value: string) =>
    page.getByRole("main").locator(`input[type="radio"][value="${value}"]`);
  let page = await context.newPage();
  // Addition: keys 42, 15 and 100.
  await openMathsUnit(page, "Addition");
  await page.getByRole("button", { name: "Start Quiz" }).click();
  await expect(page.getByText("Question 1 of 3")).toBeVisible();
  await option("42").check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Question 2 of 3")).toBeVisible();
  await option("16").check();

  // The tab closed and the unit opened again: question 2, the option chosen still chosen.
  await page.close();
  page = await context.newPage();
  await openMathsUnit(page, "Addition");
  await expect(page.getByText("Question 2 of 3")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Quiz" })).toHaveCount(0);
  await expect(option("16")).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Question 3 of 3")).toBeVisible();
  // Reloaded on the last question: still there.
  await page.reload();
  await expect(page.getByText("Question 3 of 3")).toBeVisible();
  await option("100").check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Quiz Completed!" })).toBeVisible();
  // The first answer counted before the tab was closed: 2 of 3.
  await expect(page.getByText("Your score: 2 out of 3")).toBeVisible();

  // The account holds the attempt once, with each answer given once.
  await expect
    .poll(async () => {
      const body = (await (
        await request.get("/api/me/export", { headers: account.headers })
      ).json()) as ExportResponse;
      return body.attempts.map((a) => ({
        mode: a.mode,
        score: a.score,
        picks: a.questions.map((q) => [q.id, q.pick]),
      }));
    })
    .toEqual([
      {
        mode: "school-unit",
        score: 2,
        picks: [
          [1, "42"],
          [2, "16"],
          [3, "100"],
        ],
      },
    ]);

  // A finished quiz opens at Start Quiz again: a new attempt, not the old one resumed.
  await openMathsUnit(page, "Addition");
  await expect(page.getByRole("button", { name: "Start Quiz" })).toBeVisible();
  await context.close();
});

/** Each timed practice screen, where it opens, and how its first question comes (a Start or at once). */
const PRACTICE_MODES = [
  { mode: "entrance", url: "/csit/entrance-questions", start: false },
  { mode: "year-paper", url: "/csit-entrance/2076", start: true },
  { mode: "english-topic", url: "/entrance-preparation/English/Phrasal%20Verbs", start: true },
  { mode: "category-test", url: "/exam-questions", start: false },
  { mode: "weak-topics", url: "/progress/weak-topics", start: true },
  { mode: "next-step", url: "/progress/next-step", start: true },
] as const;

test("every practice mode closed mid-way opens again at its question with the option chosen, and keeps the answers given once", async ({
  browser,
  request,
}) => {
  test.setTimeout(PRACTICE_MODES.length * 60_000);
  const account = await apiAccount(request);
  // A history to draw weak topics and "Practise next" from.
  await practise(request, account.token, ["mathematics", "physics"], 6);
  const exported = async () =>
    (
      (await (
        await request.get("/api/me/export", { headers: account.headers })
      ).json()) as ExportResponse
    ).attempts;
  const seen = new Set((await exported()).map((a) => a.id));
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${E2E_PORT}`,
          localStorage: [{ name: "profile", value: JSON.stringify(account.profile) }],
        },
      ],
    },
  });
  await context.clock.install({ time: new Date() });
  let page = await context.newPage();
  const main = () => page.getByRole("main");
  for (const { mode, url, start } of PRACTICE_MODES) {
    await page.goto(url);
    if (start) await startPaper(page);
    const number = main().getByText(/^Question 1 of \d+$/);
    await shows(page, number);
    const total = Number((await number.textContent())!.split(" of ")[1]);
    // Question 1 answered; question 2's option chosen, not yet sent on with Next.
    const first = await radios(page).first().inputValue();
    await radios(page).first().check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.clock.runFor(2_000);
    await shows(page, main().getByText(`Question 2 of ${total}`));
    const second = await radios(page).last().inputValue();
    await radios(page).last().check();

    // The tab closed and the page opened again: question 2, its option still chosen, the clock on.
    await page.close();
    page = await context.newPage();
    await page.goto(url);
    await shows(page, main().getByText(`Question 2 of ${total}`));
    await expect(page.getByRole("button", { name: "Start", exact: true }), mode).toHaveCount(0);
    await expect(radios(page).last(), mode).toHaveValue(second);
    await expect(radios(page).last(), mode).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();
    await page.clock.runFor(2_000);
    await shows(page, main().getByText(`Question 3 of ${total}`));
    await finishNow(page);
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(/\/result$/);

    // The account holds the attempt once, with the two answers given.
    await expect
      .poll(
        async () =>
          (await exported())
            .filter((a) => !seen.has(a.id))
            .map((a) => ({ mode: a.mode, picks: a.questions.slice(0, 2).map((q) => q.pick) })),
        { message: mode, timeout: 20_000 },
      )
      .toEqual([{ mode, picks: [first, second] }]);
    for (const a of await exported()) seen.add(a.id);
  }
  await context.close();
});
