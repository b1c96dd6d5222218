import { expect, test, type Page } from "@playwright/test";
import { chooseNepali, expectAllNepali } from "./nepali-support";
import { controlClock, finishNow, shows } from "./quiz-support";
import { openPage } from "./support";

// Issue 19's journey: a student switches to Nepali with the top bar's switch on the home page,
// and every interface string on the home page, the entrance quiz and its result is Nepali (the
// check fails on any English word left outside content), in the self-hosted Devanagari font,
// and a reload keeps it.

/** The Devanagari subset is a face the page loaded (not a system font, not boxes). */
async function devanagariFontLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) =>
        face.family.replace(/"/g, "") === "Noto Sans Devanagari" && face.status === "loaded",
    );
  });
}

/** Width of a Devanagari word drawn in the page's font against the same word in no font at all. */
async function drawnAsDevanagari(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel)!;
    const font = getComputedStyle(element).font;
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = font;
    const word = "प्रश्नपत्र";
    // A font that lacks the script draws one box per code point, all the same width; shaped
    // Devanagari joins conjuncts, so the clusters differ in width from a row of equal boxes.
    const whole = context.measureText(word).width;
    const boxes = [...word].map((c) => context.measureText(c).width);
    return boxes.length > 0 && Math.abs(whole - boxes.reduce((a, b) => a + b, 0)) > 0.5;
  }, selector);
}

for (const width of [360, 1280]) {
  test(`at ${width} px: the switch turns home, the entrance quiz and its result into Nepali, and a reload keeps it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await controlClock(page);
    // The switch is a button of the app's: the prerendered home must be running first.
    await openPage(page, "/", { pausedClock: true });
    await expect(page.getByRole("link", { name: "Start preparing" })).toBeVisible();

    await chooseNepali(page);
    await expectAllNepali(page);
    await expect.poll(() => devanagariFontLoaded(page)).toBe(true);
    expect(await drawnAsDevanagari(page, "main h1, main h2")).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`home-ne-${width}.png`) });

    // On to the entrance quiz through the pages a student would follow.
    await page.goto("/csit/entrance-preparation");
    await expectAllNepali(page);
    await page.goto("/csit/entrance-questions");
    await shows(page, page.getByText("प्रश्न 1 / 100"));
    await expectAllNepali(page);
    await page.screenshot({ path: test.info().outputPath(`quiz-ne-${width}.png`) });

    await finishNow(page, "अहिल्यै सकाउनुहोस्");
    await shows(page, page.getByText("तपाईंको प्राप्ताङ्क: 0 / 100"));
    await expectAllNepali(page);

    // A reload keeps Nepali, on the result too.
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");
    await shows(page, page.getByText("तपाईंको प्राप्ताङ्क: 0 / 100"));
    await expectAllNepali(page);
  });
}

test("the check fails on English left on a Nepali page", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "ne"));
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await page.evaluate(() => {
    const stray = document.createElement("p");
    stray.textContent = "Start preparing";
    document.querySelector("main")!.append(stray);
  });
  const { englishLeftOn } = await import("./nepali-support");
  expect(await englishLeftOn(page)).toContain("p: Start preparing");
});
