import { expect, test, type Page } from "@playwright/test";
import { controlClock, shows } from "./quiz-support";
import { openPage, openSumsUnit } from "./support";

async function answer(page: Page, option: string) {
  await page.getByRole("main").locator(`input[type="radio"][value="${option}"]`).check();
  await page.getByRole("button", { name: "Next" }).click();
}

test.describe("school catalog and entrance subjects", () => {
  test("from the sidebar to a level, a category, a unit quiz played to the end, and Play Again", async ({
    page,
  }) => {
    await controlClock(page);
    await openPage(page, "/", { pausedClock: true });
    await shows(page, page.getByRole("navigation", { name: "Main" }));
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "School (Grade X)" })
      .click();
    await shows(page, page.getByRole("heading", { name: "School (Grade X)", level: 1 }));
    await expect(page).toHaveURL(/\/school\/grade-x$/);
    await page.getByRole("button", { name: /menu/i }).click();
    await page.getByRole("link", { name: "Mathematics: MCQ Practice" }).click();
    await shows(page, page.getByRole("heading", { name: "Mathematics: MCQ Practice" }));
    await page.getByRole("link", { name: "Addition" }).click();
    await shows(page, page.getByRole("heading", { name: "Unit: Addition" }));

    await page.getByRole("button", { name: "Start Quiz" }).click();
    await expect(page.getByText(/Time Left: 30s/)).toBeVisible();
    // Next does nothing without a choice.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Question 1 of 3")).toBeVisible();
    await answer(page, "42");
    await expect(page.locator(".option.correct")).toContainText("Correct");
    await page.clock.runFor(1000);
    await expect(page.getByText("Question 2 of 3")).toBeVisible();
    await answer(page, "16");
    await expect(page.locator(".option.incorrect")).toContainText("Incorrect");
    await page.clock.runFor(1000);
    await expect(page.getByText("Question 3 of 3")).toBeVisible();
    // Expiry with a chosen option checks it (the specification's unit quiz).
    await page.getByRole("main").locator('input[type="radio"][value="100"]').check();
    for (let i = 0; i < 30; i++) await page.clock.runFor(1000);
    await expect(page.locator(".option.correct")).toContainText("Correct");
    await page.clock.runFor(1000);
    await expect(page.getByRole("heading", { name: "Quiz Completed!" })).toBeVisible();
    await expect(page.getByText("Your score: 2 out of 3")).toBeVisible();
    // The next step after every test (issue 45).
    await expect(page.getByRole("link", { name: "Practise next" })).toHaveAttribute(
      "href",
      "/progress/next-step",
    );

    await page.getByRole("button", { name: "Play Again" }).click();
    await expect(page.getByText("Question 1 of 3")).toBeVisible();
    await expect(page.getByText(/Time Left: 30s/)).toBeVisible();
  });

  test("from /csit through /mcq to a finished unit quiz; /bca lists its own subjects", async ({
    page,
  }) => {
    await openSumsUnit(page);
    await page.getByRole("button", { name: "Start Quiz" }).click();
    await answer(page, "5");
    await expect(page.getByText("Question 2 of 2")).toBeVisible({ timeout: 5000 });
    await answer(page, "50");
    await expect(page.getByRole("heading", { name: "Quiz Completed!" })).toBeVisible({
      timeout: 5000,
    });
    await expect(page.getByText("Your score: 2 out of 2")).toBeVisible();

    await page.goto("/bca");
    await expect(page.getByRole("link", { name: /Computer/ })).toHaveAttribute(
      "href",
      /\/mcq\/subject\/Computer\/\d+$/,
    );
  });

  test("an unknown level says so in a student's words and offers every level; a level without subjects says so", async ({
    page,
  }) => {
    // Decision 220 (was the server's "The level 'grade-ix' was not found.", decision 133).
    await page.goto("/school/grade-ix");
    await expect(page.getByRole("heading", { name: "We could not find this level" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(
      "The address may be mistyped, or the page may have moved. These levels are here:",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "School (Grade X)" }),
    ).toHaveAttribute("href", "/school/grade-x");
    await expect(page.getByText("grade-ix")).toHaveCount(0);
    await page.goto("/school/grade-xii");
    await expect(page.getByText("No subjects yet.")).toBeVisible();
  });
});
