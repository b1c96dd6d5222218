import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe-support";
import { expectAllNepali } from "./nepali-support";
import {
  controlClock,
  finishNow,
  letterOf,
  readBank,
  startPaper,
  untilResult,
  type BankQuestion,
} from "./quiz-support";
import { login, newStudent, register } from "./support";

// My progress tells the truth (issue 28): what waits for review and when, what was never tried,
// a time axis over the last 90 days in the reader's calendar, and nothing too small to tap.

/** Every link and button in the page's main part that is shown, with its height. */
const tapTargets = (page: Page) =>
  page
    .getByRole("main")
    .evaluate((main) =>
      [...main.querySelectorAll("a, button, summary")]
        .filter((e) => e.getBoundingClientRect().width > 0)
        .map((e) => ({ text: e.textContent!.trim(), height: e.getBoundingClientRect().height })),
    );

test("after 20 wrong answers My progress names the waiting count and its day; a subject never tried is apart", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const student = newStudent();
  await register(page, student);
  await login(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/);

  const paper = readBank<{ questions: BankQuestion[] }>("entrance.json").questions.slice(0, 100);
  // The 2074 paper on the device's own time, paused, so each 2 s reveal is stepped over at once.
  await controlClock(page, new Date());
  await page.goto("/csit-entrance/2074");
  await startPaper(page);
  for (let n = 1; n <= 20; n++) {
    const shown = page.getByText(`Question ${n} of 100`);
    for (let i = 0; i < 50 && !(await shown.isVisible()); i++) await page.clock.runFor(100);
    // The paper is the bank's first hundred, in order: press the letter of a wrong option.
    const q = paper[n - 1]!;
    await page.keyboard.press(
      await letterOf(
        page,
        q.options.find((o) => o !== q.answer)!,
      ),
    );
    await page.keyboard.press("Enter");
    await page.clock.runFor(2000);
  }
  await expect(page.getByText("Question 21 of 100")).toBeVisible();
  await finishNow(page);
  await untilResult(page);
  await expect(page.getByText("You got : 0 / 100")).toBeVisible();

  await page.goto("/progress");
  const main = page.getByRole("main");
  await expect(main.getByText("20 missed questions wait: first review tomorrow")).toBeVisible();
  // Nothing is due today, so there is no review to open.
  await expect(main.getByRole("link", { name: /Review missed questions/ })).toHaveCount(0);

  // Ranked: only what was answered. English (in the paper, never reached) is not tried yet.
  const ranked = main.locator(".bar-list li");
  // Weakest first; at the same accuracy, the one with more answers behind it.
  await expect(ranked).toHaveText([
    "Mathematics: 0% of 17",
    // Fewer than ten answers: marked as too few to tell (decision 192).
    "Chemistry: 0% of 1 (too few answers to tell)",
    "Computer: 0% of 1 (too few answers to tell)",
    "Physics: 0% of 1 (too few answers to tell)",
  ]);
  const notTried = main.getByRole("region", { name: "Not tried yet" });
  await expect(notTried.getByRole("listitem").first()).toHaveText("English");
  await expect(notTried.getByRole("link", { name: "English: Tag Questions" })).toHaveAttribute(
    "href",
    "/entrance-preparation/English/Tag%20Questions",
  );
  await expect(ranked.filter({ hasText: "English" })).toHaveCount(0);

  // The time axis: the last 90 days, months of the Gregorian calendar, today's dot at the end.
  const chart = main.locator(".time-chart");
  const months = await chart.locator(".x-labels span").allTextContents();
  expect(months.length).toBeGreaterThanOrEqual(2);
  for (const month of months) expect(month).toMatch(/^[A-Z][a-z]{2}$/);
  await expect(chart.locator("figcaption")).toHaveText(
    /^\d{1,2} \w{3,4} \d{4} to \d{1,2} \w{3,4} \d{4}\.$/,
  );
  expect(await chart.locator(".dots").getAttribute("d")).toMatch(/^M100\.00 100\.00h0$/);
  // Month labels never meet.
  const boxes = await chart
    .locator(".x-labels span")
    .evaluateAll((spans) =>
      spans.map((s) => s.getBoundingClientRect()).map((b) => [b.left, b.right]),
    );
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]![0]!).toBeGreaterThan(boxes[i - 1]![1]!);

  for (const target of await tapTargets(page))
    expect(target.height, `"${target.text}" is ${target.height} px tall`).toBeGreaterThanOrEqual(
      44,
    );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  // In Nepali: the same truth, the axis in Bikram Sambat months written in Devanagari.
  await page.getByRole("button", { name: "नेपाली" }).click();
  await expect(
    main.getByText("गलत भएका 20 प्रश्न दोहोर्‍याउन बाँकी: पहिलो दोहोर्‍याइ भोलि"),
  ).toBeVisible();
  await expect(main.getByRole("heading", { name: "अहिलेसम्म प्रयास नगरिएका" })).toBeVisible();
  for (const month of await chart.locator(".x-labels span").allTextContents())
    expect(month).toMatch(/^[\u0900-\u097F]+$/);
  await expect(ranked.first()).toHaveText("गणित: 17 प्रश्नमा 0%");
  await expectAllNepali(page);
  for (const target of await tapTargets(page))
    expect(target.height, `"${target.text}" is ${target.height} px tall`).toBeGreaterThanOrEqual(
      44,
    );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
