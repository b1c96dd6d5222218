import { expect, test, type Page } from "@playwright/test";
import { expectAllNepali } from "./nepali-support";
import { controlClock, letterOf, mockPaper, shows, type BankQuestion } from "./quiz-support";

// Issue 48, point 1: a review a student can read (decision 123). A filter (all, wrong, not
// answered, flagged), a grid of every number to go to one, the paper's subjects as sections, the
// pick and the key side by side; long formulas wrap, and one that cannot says that it scrolls.

const wrong = (q: BankQuestion) => q.options.find((o) => o !== q.answer)!;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );
}

/** A guest sits `number`: 1 right, 2 wrong, 3 flagged and left, then submits. */
async function sitAndSubmit(page: Page, number: number, labels = ENGLISH) {
  const paper = mockPaper(number);
  await controlClock(page, new Date());
  await page.goto(`/csit/mock-tests/mock-${number}`);
  await shows(page, page.getByRole("button", { name: labels.start, disabled: false }));
  await page.getByRole("button", { name: labels.start, disabled: false }).click();
  await page.clock.runFor(3000);
  await page.keyboard.press(await letterOf(page, paper[0]!.answer));
  await page.keyboard.press("Enter");
  await page.keyboard.press(await letterOf(page, wrong(paper[1]!)));
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: labels.flag }).click();
  await page.getByRole("button", { name: labels.submit }).click();
  await page.getByRole("button", { name: labels.submitNow }).click();
  await page.clock.resume();
  return paper;
}

/**
 * The review's filter, named `name` in the interface's language, offering All, Wrong, Not answered
 * and Flagged (`labels`, in its words) with the counts of a sitting of 1 right, 1 wrong and 1 flagged.
 */
async function filterOffering(page: Page, name: string, labels: string[]) {
  const show = page.getByRole("combobox", { name });
  const counts = [100, 1, 98, 1];
  await expect(show.locator("option")).toHaveText(labels.map((l, i) => `${l} (${counts[i]})`));
  return show;
}

const ENGLISH = {
  start: "Start the paper",
  flag: "Flag for review",
  submit: "Submit the paper",
  submitNow: "Submit now",
};

test.describe("a mock paper's review on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("filtered to the wrong answers, then any question opened from the grid; subjects as sections", async ({
    page,
  }) => {
    const paper = await sitAndSubmit(page, 7);
    await expect(page.getByText("1 of 100 marks")).toBeVisible();
    const items = page.locator(".review-item");
    await expect(items).toHaveCount(100);

    // The paper's subjects, each a section with its tally.
    const first = paper[0]!.category;
    const sectionTitles = page.locator(".review-section-title");
    await expect(sectionTitles.first()).toContainText(
      first.charAt(0).toUpperCase() + first.slice(1),
    );
    await expect(sectionTitles.first()).toContainText(/1 of \d+ right/);

    const show = await filterOffering(page, "Show", ["All", "Wrong", "Not answered", "Flagged"]);
    await show.selectOption("wrong");
    await expect(items).toHaveCount(1);
    const second = items.first();
    await expect(second.locator(".question-number")).toHaveText("2.");
    await expect(second.locator(".verdict")).toHaveText("Wrong");
    // The pick and the key side by side, over the explanation.
    const pickKey = second.locator(".pick-key");
    await expect(pickKey).toContainText(`Your answer`);
    await expect(pickKey).toContainText(`The answer`);
    await expect(pickKey.locator("dd").first()).toContainText(wrong(paper[1]!));
    await expect(pickKey.locator("dd").nth(1)).toContainText(paper[1]!.answer);
    const [pickBox, keyBox] = await pickKey
      .locator(":scope > div")
      .evaluateAll((boxes) => boxes.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
    expect(pickBox!.top).toBe(keyBox!.top);
    expect(pickBox!.right).toBeLessThanOrEqual(keyBox!.left);
    await expect(second.locator(".explanation")).toContainText(paper[1]!.explanation);
    await show.selectOption("flagged");
    await expect(items).toHaveCount(1);
    await expect(items.first().locator(".question-number")).toHaveText("3.");
    await noSidewaysScroll(page);

    // The grid: every number with its state in words; one the filter hides opens under All.
    await page.getByRole("button", { name: "Questions" }).click();
    const grid = page.getByRole("dialog", { name: "Go to a question" });
    await expect(grid.getByRole("button", { name: /^Question \d+: / })).toHaveCount(100);
    await expect(grid.getByRole("button", { name: "Question 1: Right" })).toBeVisible();
    await expect(
      grid.getByRole("button", { name: "Question 3: Not answered, flagged" }),
    ).toBeVisible();
    for (const cell of await grid
      .locator(".number-cell")
      .all()
      .then((c) => c.slice(0, 8)))
      expect((await cell.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await noSidewaysScroll(page);
    await grid.getByRole("button", { name: "Question 77: Not answered" }).click();
    await expect(grid).toBeHidden();
    await expect(show).toHaveValue("all");
    const target = items.filter({ has: page.locator(".question-number", { hasText: /^77\.$/ }) });
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
    // The filter and the grid's button stay in reach however far down the review is read.
    await expect(show).toBeInViewport();
    await expect(page.getByRole("button", { name: "Questions" })).toBeInViewport();
  });

  test("in Nepali: the filter, the grid and the sections", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "ne"));
    await sitAndSubmit(page, 8, {
      start: "प्रश्नपत्र सुरु गर्नुहोस्",
      flag: "पछि हेर्न चिन्ह लगाउनुहोस्",
      submit: "प्रश्नपत्र बुझाउनुहोस्",
      submitNow: "अहिल्यै बुझाउनुहोस्",
    });
    await expect(page.locator(".review-item")).toHaveCount(100);
    const filters = ["सबै", "गलत", "उत्तर नदिइएका", "चिन्ह लगाइएका"];
    const show = await filterOffering(page, "देखाउनुहोस्", filters);
    await show.selectOption("unanswered");
    await expect(page.locator(".review-item")).toHaveCount(98);
    await expect(page.locator(".review-section-title").first()).toContainText(/सही$/);
    await expectAllNepali(page);
    await page.getByRole("button", { name: "प्रश्नहरू" }).click();
    const grid = page.getByRole("dialog", { name: "प्रश्नमा जानुहोस्" });
    await expect(grid.getByRole("button", { name: "प्रश्न 2: गलत" })).toBeVisible();
    await expectAllNepali(page);
  });
});

test("at 360 px a long sum wraps at its + signs; a formula that cannot wrap fades at its edge until scrolled", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The fixture catalog's unit "Fractions": question 2 is a sum of nine fractions.
  await page.goto("/school/grade-x-mathematics/mcq");
  await page.getByRole("link", { name: "Fractions" }).click();
  await page.getByRole("button", { name: "Start Quiz" }).click();
  await expect(page.getByText("Question 1 of 4")).toBeVisible();
  await page.keyboard.press("a");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Question 2 of 4")).toBeVisible();
  const sum = page.locator(".question-text .formula").first();
  // Nine fractions in pieces, wrapped onto more than one line, not scrolled.
  await expect(sum.locator("math")).toHaveCount(9);
  const lineHeight = await sum
    .locator("math")
    .first()
    .evaluate((m) => m.getBoundingClientRect().height);
  expect((await sum.boundingBox())!.height).toBeGreaterThan(lineHeight * 1.5);
  await expect(sum).not.toHaveClass(/scrolls/);
  await noSidewaysScroll(page);

  // The same formula kept on one line: it scrolls in its own box, its right edge faded, until its end.
  await page.addStyleTag({
    content:
      ".question-text .formula { white-space: nowrap; } .question-text wbr { display: none; }",
  });
  await expect(sum).toHaveClass(/scrolls/);
  expect(await sum.evaluate((f) => getComputedStyle(f).maskImage)).toContain("linear-gradient");
  await sum.evaluate((f) => f.scrollTo({ left: f.scrollWidth }));
  await expect(sum).toHaveClass(/at-end/);
  expect(await sum.evaluate((f) => getComputedStyle(f).maskImage)).toBe("none");
  await noSidewaysScroll(page);
});
