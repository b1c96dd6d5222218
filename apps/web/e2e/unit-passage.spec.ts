import { expect, test, type Page } from "@playwright/test";
import { openMathsUnit } from "./quiz-support";

// Issue 49: a unit quiz whose questions share a passage (the fixture catalog's "तालिका पढाइ": a
// Nepali passage with a table and maths, two questions on it and one without), sat at 360 px in
// Nepali; the review under the score draws the passage above each of its questions, folded, and
// opened it shows its table and maths without the page scrolling sideways.

test.use({ viewport: { width: 360, height: 740 } });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

test("a unit quiz's review in Nepali at 360 px shows the passage above each question on it", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("language", "ne"));
  await openMathsUnit(page, "तालिका पढाइ");
  await page.getByRole("button", { name: "क्विज सुरु गर्नुहोस्" }).click();

  // While the quiz runs, the passage is open above its question.
  const passage = page.locator("details.passage");
  await expect(passage).toHaveAttribute("open", "");
  await expect(passage.getByText("गाउँको वर्षा")).toBeVisible();
  await noSidewaysScroll(page);

  // Each pick checked and its key shown for a second, then the next question (30 s each: ample).
  for (const key of ["३५०० मिमि", "२०० मिमि", "144"]) {
    await page.getByRole("main").locator(`input[type="radio"][value="${key}"]`).check();
    await page.getByRole("button", { name: "अर्को" }).click();
  }
  await expect(page.getByRole("heading", { name: "क्विज सकियो!" })).toBeVisible();

  // The review: the passage, folded, above each of its two questions, not above the third.
  const review = page.locator("section.review");
  await expect(review.getByRole("heading", { name: "तपाईंका उत्तरहरू" })).toBeVisible();
  const folded = review.locator("details.passage");
  await expect(folded).toHaveCount(2);
  for (const one of await folded.all()) {
    await expect(one).not.toHaveAttribute("open", "");
    await expect(one.locator("summary")).toContainText("अनुच्छेद पढ्नुहोस्");
    await expect(one.locator("summary")).toContainText("गाउँको वर्षा");
  }
  await expect(review.locator(".question-view")).toHaveCount(3);
  const onPassage = review.locator(".question-on-passage");
  await expect(onPassage).toHaveCount(2);
  await expect(onPassage.locator(".question-text")).toHaveText([
    "तालिकाअनुसार २०८१ मा कति वर्षा भयो?",
    "दुई वर्षको वर्षाको फरक कति छ?",
  ]);

  // Opened, it shows its table as a table and its maths as MathML, the page still 360 px wide.
  await folded.first().locator("summary").click();
  await expect(folded.first()).toHaveAttribute("open", "");
  const table = folded.first().getByRole("table");
  await expect(table.getByRole("columnheader", { name: "वर्षा (मिमि)" })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(folded.first().locator("math")).toHaveCount(1);
  await expect(folded.first()).not.toContainText("$300$");
  // The passage stands above its question's text.
  const passageBox = (await folded.first().boundingBox())!;
  const stemBox = (await onPassage.first().locator(".question-stem").boundingBox())!;
  expect(passageBox.y + passageBox.height).toBeLessThanOrEqual(stemBox.y);
  await noSidewaysScroll(page);
});
