import { expect, test, type Page } from "@playwright/test";
import { createExam } from "./exams-support";
import { signedInExaminer } from "./support";

// Changing an exam on a phone (issue 46 point 2, decisions 205-208): an exam not open yet is
// edited on its page, its address kept; copied as a new one with a window of its own; a running
// exam is given more minutes after a confirmation naming it; in Nepali too. No sideways scroll.
test.use({ viewport: { width: 360, height: 740 }, timezoneId: "Asia/Kathmandu" });

const HOUR = 60 * 60_000;
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
/** A datetime-local value on Nepal's clock (the page's zone here) `ms` from now. */
const pickerIn = (ms: number) =>
  new Date(Date.now() + ms + (5 * 60 + 45) * 60_000).toISOString().slice(0, 16);

test("an exam edited before it opens, copied, and given more time while it runs", async ({
  page,
}) => {
  await signedInExaminer(page);
  const stamp = Date.now();
  const title = `Saturday mock ${stamp}`;
  const slug = `saturday-${stamp}`;
  await createExam(page, Date.now() + 3 * HOUR, {
    title,
    slug,
    opens_at: new Date(Date.now() + HOUR).toISOString(),
  });

  // Edit: 20 minutes instead of 10, a new title; the address stays.
  await page.goto(`/examiner/exams/${slug}`);
  const change = page.getByRole("region", { name: "Edit" });
  await change.getByRole("button", { name: "Edit" }).click();
  const form = change.locator("form");
  await expect(form.getByText(`Its address stays /exams/${slug}`)).toBeVisible();
  await form.getByLabel("Title").fill(`${title} (20 min)`);
  await form.getByLabel("Minutes or seconds").fill("20");
  await noSidewaysScroll(page);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. Students still sit it at its address.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} (20 min)`);
  await expect(page.getByTestId("paper-size")).toHaveText("3 questions · 20 min");

  // Copy: its settings, a new address and window; then the new exam's page.
  await change.getByRole("button", { name: "Copy as a new exam" }).click();
  const copy = change.locator("form");
  await expect(copy.getByLabel("Title")).toHaveValue(`${title} (20 min)`);
  await copy.getByLabel("Title").fill(`${title} (re-sit)`);
  await copy.getByLabel("Slug").fill(`${slug}-resit`);
  await copy.getByLabel("Opens (Nepal time)").fill(pickerIn(24 * HOUR));
  await copy.getByLabel("Closes (Nepal time)").fill(pickerIn(26 * HOUR));
  await copy.getByRole("button", { name: "Create exam" }).click();
  await expect(page).toHaveURL(new RegExp(`/examiner/exams/${slug}-resit$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} (re-sit)`);
  await expect(page.getByTestId("paper-size")).toHaveText("3 questions · 20 min");

  // A running exam: more minutes for everyone, asked first naming it.
  const running = `Running mock ${stamp}`;
  await createExam(page, Date.now() + HOUR, {
    title: running,
    slug: `running-${stamp}`,
  });
  await page.goto(`/examiner/exams/running-${stamp}`);
  const more = page.getByRole("region", { name: "More time" });
  await expect(more.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await more.getByLabel("Minutes to add for everyone").fill("5");
  await more.getByRole("button", { name: "Give more time" }).click();
  const dialog = page.getByRole("dialog", { name: "Give more time?" });
  await expect(dialog.getByTestId("exam-named")).toContainText(`${running}, open `);
  await expect(dialog).toContainText("Minutes added for everyone: 5.");
  await noSidewaysScroll(page);
  await dialog.getByRole("button", { name: "Give more time" }).click();
  await expect(more).toContainText(`${running} now closes at`);
  await expect(page.getByTestId("paper-size")).toHaveText("3 questions · 15 min");
  await noSidewaysScroll(page);

  await page.getByRole("button", { name: "नेपाली" }).click();
  const moreNe = page.getByRole("region", { name: "थप समय" });
  await expect(moreNe.getByLabel("सबैलाई थप्ने मिनेट")).toBeVisible();
  await expect(moreNe).toContainText("अब");
  await expect(page.getByTestId("paper-size")).toHaveText("3 प्रश्न · 15 मिनेट");
  await noSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath("more-time-ne.png"), fullPage: true });
});
