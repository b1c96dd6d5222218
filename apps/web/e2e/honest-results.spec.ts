import { expect, test, type Page } from "@playwright/test";
import {
  controlClock,
  finishNow,
  letterOf,
  mockPaper,
  openMathsUnit,
  readBank,
  startPaper,
  untilResult,
  type BankQuestion,
} from "./quiz-support";
import { login, newStudent, register } from "./support";

// Issue 45 (point 4): results that tell the truth, on a phone. A low score is not congratulated,
// every result has its percentage, time and subjects, a sitting the server refuses says why, and
// My progress shows no percentage of nothing.

test.use({ viewport: { width: 360, height: 740 } });

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The figure under a term of the result's list ("Percentage" -> "2%"). */
const figure = (page: Page, term: string) =>
  page.getByLabel("Your result in figures").locator("div", { hasText: term }).locator("dd");

test("a year paper finished with 2 of 100: an honest heading, the percentage, the time and each subject", async ({
  page,
}) => {
  const paper = readBank<{ questions: BankQuestion[] }>("entrance.json").questions.slice(0, 100);
  await controlClock(page, new Date());
  await page.goto("/csit-entrance/2074");
  await startPaper(page);
  for (let n = 1; n <= 3; n++) {
    await expect(page.getByText(`Question ${n} of 100`)).toBeVisible();
    await page.clock.runFor(20_000);
    const q = paper[n - 1]!;
    // Right, right, then wrong.
    const pick = n < 3 ? q.answer : q.options.find((o) => o !== q.answer)!;
    await page.keyboard.press(await letterOf(page, pick));
    await page.keyboard.press("Enter");
    await page.clock.runFor(2000);
  }
  await finishNow(page);
  await untilResult(page);

  await expect(page.getByText("You got : 2 / 100")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Keep going!" })).toBeVisible();
  await expect(page.getByText(/Congratulations/)).toHaveCount(0);
  await expect(page.getByText(/^The pass mark is 35%: not there yet\./)).toBeVisible();
  await expect(figure(page, "Percentage")).toHaveText("2%");
  // Three questions of about 22 s each, with their 2 s reveals: a little over a minute.
  await expect(figure(page, "Time taken")).toHaveText(/^1 min \d+ s$/);
  const subjects = page.getByRole("table", { name: "By subject" });
  const rows = subjects.getByRole("row");
  await expect(rows.first()).toHaveText("SubjectRightPercentage");
  const counts = new Map<string, number>();
  for (const q of paper) counts.set(q.category, (counts.get(q.category) ?? 0) + 1);
  await expect(rows).toHaveCount(counts.size + 1);
  await noSidewaysScroll(page);
});

test("a mock sitting the server refuses says why, in place of waiting for the rank", async ({
  page,
}) => {
  const student = newStudent();
  await register(page, student);
  await login(page, student.email, student.password);
  await expect(page.getByText("Login Successfully.")).toBeVisible();

  // A new account: no percentage of nothing on My progress.
  await page.goto("/progress");
  const totals = page.locator(".progress-totals");
  await expect(totals).toContainText("Accuracy—");
  await expect(totals).toContainText("Seconds a question—");
  await expect(totals).not.toContainText("0%");

  const paper = mockPaper(8);
  await controlClock(page, new Date());
  await page.goto("/csit/mock-tests/mock-8");
  await startPaper(page, "Start the paper");
  // Five answers in under a second: faster than anyone can open the questions.
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(`Question ${n} of 100`)).toBeVisible();
    await page.keyboard.press((await letterOf(page, paper[n - 1]!.answer)).toUpperCase());
    await page.keyboard.press("Enter");
    await page.clock.runFor(100);
  }
  await page.getByRole("button", { name: "Submit the paper" }).click();
  await page.getByRole("button", { name: "Submit now" }).click();
  await page.clock.resume();
  await expect(page.getByText("5 of 100 marks")).toBeVisible();
  await expect(page.getByText("5% of the marks")).toBeVisible();
  await expect(
    page.getByText(/^This sitting cannot be ranked\. Finished in 0 min \d s with 5 answered/),
  ).toBeVisible();
  await expect(page.getByText(/Sit another paper in full time to be ranked on it/)).toBeVisible();
  await expect(page.getByText(/appears once this sitting has reached the server/)).toHaveCount(0);
  await noSidewaysScroll(page);
});

test("a unit quiz's end keeps its score line and adds the percentage and the time taken", async ({
  page,
}) => {
  await openMathsUnit(page, "Addition");
  await page.getByRole("button", { name: "Start Quiz" }).click();
  await expect(page.getByText("Question 1 of 3")).toBeVisible();
  await page.getByRole("main").locator('input[type="radio"][value="42"]').check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Question 2 of 3")).toBeVisible();
  await finishNow(page);
  await expect(page.getByRole("heading", { name: "Quiz Completed!" })).toBeVisible();
  await expect(page.getByText("Your score: 1 out of 3")).toBeVisible();
  await expect(figure(page, "Percentage")).toHaveText("33%");
  await expect(figure(page, "Time taken")).toHaveText(/^\d+ s$/);
  // One subject: no table of subjects.
  await expect(page.getByRole("table", { name: "By subject" })).toHaveCount(0);
  await noSidewaysScroll(page);
});
