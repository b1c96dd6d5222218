import { expect, test } from "@playwright/test";
import type { ExportResponse } from "@tayari/contracts/account";
import { openMathsUnit } from "./quiz-support";
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
