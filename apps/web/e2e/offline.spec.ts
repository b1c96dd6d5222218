import { expect, test, type Page } from "@playwright/test";
import {
  choose,
  controlClock,
  expectQuestionNumber,
  shows,
  storage,
  type BankQuestion,
} from "./quiz-support";

/** The practice test of /exam-questions started on the paused clock; the questions it drew. */
async function startedCategoryTest(page: Page) {
  await controlClock(page);
  await page.goto("/exam-questions");
  await expectQuestionNumber(page, 1, 100);
  return Object.values(
    (await storage(page, "categoryQuestions")) as Record<string, BankQuestion[]>,
  ).flat();
}

test.describe("practice needs no network once a test has started", () => {
  test("questions go on while offline", async ({ page, context }) => {
    const questions = await startedCategoryTest(page);

    await context.setOffline(true);
    for (const [i, q] of questions.slice(0, 3).entries()) {
      await choose(page, q, q.answer);
      await page.getByRole("button", { name: "Next" }).click();
      await page.clock.runFor(2000);
      await expectQuestionNumber(page, i + 2, 100);
    }
    expect(await storage(page, "score")).toBe(3);
  });

  test("the last answer leads to the result while offline", async ({ page, context }) => {
    await controlClock(page);
    await page.goto("/csit/entrance-questions");
    await expectQuestionNumber(page, 1, 100);
    await page.evaluate(() => {
      localStorage.setItem("currentQuestionIndex", "99");
      localStorage.setItem("score", "10");
    });
    await page.reload();
    await expectQuestionNumber(page, 100, 100);
    const questions = Object.values(
      (await storage(page, "categoryQuestions")) as Record<string, BankQuestion[]>,
    ).flat();

    await context.setOffline(true);
    await choose(page, questions[99]!, questions[99]!.answer);
    await page.getByRole("button", { name: "Next" }).click();
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(/\/result$/);
    await shows(page, page.getByText("You got : 11 / 100"));
  });

  test("progress survives a closed and reopened tab", async ({ context }) => {
    const page = await context.newPage();
    const questions = await startedCategoryTest(page);
    for (const q of questions.slice(0, 2)) {
      await choose(page, q, q.answer);
      await page.getByRole("button", { name: "Next" }).click();
      await page.clock.runFor(2000);
    }
    await expectQuestionNumber(page, 3, 100);
    await page.close();

    const again = await context.newPage();
    await again.goto("/exam-questions");
    await expectQuestionNumber(again, 3, 100);
    expect(await storage(again, "score")).toBe(2);
    expect(Object.values((await storage(again, "categoryQuestions")) as object).flat()).toEqual(
      questions,
    );
  });
});
