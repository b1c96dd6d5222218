import { expect, test, type Locator, type Page } from "@playwright/test";

// Options whose spaces are their meaning (issue 70: B.Sc.CSIT C Programming 171, 172 and 182, the
// output of printf with a field width). HTML folds a run of spaces into one, so "[   42]" read
// "[ 42]" and "[42   ]" read "[42 ]". The fixture catalog's BCA unit "Printing" asks two of them.

/**
 * The options as a reader sees them: innerText follows the CSS of the page, so spaces the screen
 * folded would be missing here. Sorted: each attempt shows the options in its own order.
 */
const seen = async (options: Locator) =>
  (await options.evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText))).sort();

/** The spaced option's look: its spaces kept, in the code font. */
async function spacedStyle(page: Page, text: string) {
  return page.evaluate((wanted) => {
    const code = [...document.querySelectorAll("main .option-text code.kept-spaces")].find(
      (el) => (el as HTMLElement).innerText === wanted,
    );
    if (!code) return null;
    const css = getComputedStyle(code);
    return { space: css.whiteSpace, font: css.fontFamily };
  }, text);
}

async function answer(page: Page, option: string) {
  await page.getByRole("main").locator(`input[type="radio"][value="${option}"]`).check();
  await page.getByRole("button", { name: "Next" }).click();
}

for (const width of [360, 1280]) {
  test(`at ${width} px options keep their spaces while answered and in the review`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/bca");
    await page.getByRole("link", { name: /Computer/ }).click();
    await page.getByRole("link", { name: "Printing" }).click();
    await expect(page.getByRole("heading", { name: "Unit: Printing" })).toBeVisible();
    await page.getByRole("button", { name: "Start Quiz" }).click();

    const options = page.getByRole("main").locator(".option-text");
    await expect(page.getByText("Question 1 of 2")).toBeVisible();
    const first = await seen(options);
    expect(first).toHaveLength(4);
    // The two fixture questions in either order: each shows its spaced options whole.
    const printfWidth = ["[   42]", "[00042]", "[42   ]", "[42]"].sort();
    const printfLeft = ["[   42]", "[-42]", "[42   ]", "[42]"].sort();
    expect([printfWidth, printfLeft]).toContainEqual(first);
    expect(await spacedStyle(page, "[   42]")).toEqual({
      space: "pre-wrap",
      font: expect.stringMatching(/mono/i),
    });
    await answer(page, first.includes("[00042]") ? "[   42]" : "[42   ]");
    // The key is shown for a second before the next question.
    await expect(page.getByText("Question 2 of 2")).toBeVisible({ timeout: 5000 });
    const second = await seen(options);
    expect([printfWidth, printfLeft]).toContainEqual(second);
    // A wrong pick this time, so the review names a spaced pick beside a spaced key.
    await answer(page, "[42]");
    await expect(page.getByRole("heading", { name: "Quiz Completed!" })).toBeVisible({
      timeout: 5000,
    });

    const review = page.locator(".review-item");
    await expect(review).toHaveCount(2);
    for (const item of await review.all()) {
      const shown = await seen(item.locator(".option-text"));
      expect([printfWidth, printfLeft]).toContainEqual(shown);
    }
    const keys = await page
      .locator(".review-item .pick-key dd code.kept-spaces")
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText));
    expect(keys).toContain("[   42]");
    expect(keys).toContain("[42   ]");
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `the page is ${wide} px wide`).toBeLessThanOrEqual(width);
  });
}
