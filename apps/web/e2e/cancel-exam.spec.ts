import { expect, test } from "@playwright/test";
import { createExam } from "./exams-support";
import { signedInExaminer } from "./support";

// An examiner cancels an exam before it opens (decision 98), on a phone: its card then says it was
// cancelled, before it opened, instead of a window that opens and closes at one moment, and offers
// no release, also once the close's grace is over; in Nepali too.
test.use({ viewport: { width: 360, height: 740 }, timezoneId: "Asia/Kathmandu" });

test("a cancelled exam's card says so and offers no release", async ({ page }) => {
  await signedInExaminer(page);
  const title = `Evening sitting ${Date.now()}`;
  const opens = Date.now() + 60 * 60_000;
  await createExam(page, opens + 60 * 60_000, {
    title,
    slug: `evening-${Date.now()}`,
    opens_at: new Date(opens).toISOString(),
  });
  await page.clock.install();
  await page.goto("/examiner");
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("Results by hand")).toBeVisible();
  await card.getByRole("button", { name: "Cancel exam" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this exam?" });
  await dialog.getByRole("button", { name: "Cancel exam" }).click();

  await expect(card).toContainText(/cancelled at .+ \(Nepal time\), before it opened/);
  await expect(card).toContainText("No results: it never opened");
  await expect(card).not.toContainText("Results by hand");
  await expect(card.getByRole("button", { name: "Cancel exam" })).toHaveCount(0);
  // Past the close's grace the page asks for the exams again; still nothing to release.
  const listed = page.waitForResponse((r) => r.url().endsWith("/api/examiner/exams"));
  await page.clock.fastForward(10_000);
  await listed;
  await expect(card).toContainText("No results: it never opened");
  await expect(card.getByRole("button", { name: "Release results" })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole("button", { name: "नेपाली" }).click();
  await expect(card).toContainText(/खुल्नुअघि नै .+ मा रद्द गरियो/);
  await expect(card).toContainText("नतिजा छैन: परीक्षा कहिल्यै खुलेन");
});
