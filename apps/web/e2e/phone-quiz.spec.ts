import { expect, test } from "@playwright/test";
import { openMathsUnit, openOnClock, radios, shows, tick } from "./quiz-support";

const PROFILE = {
  token: "t",
  token_type: "Bearer",
  expires_at: "2099-01-01T00:00:00Z",
  user: { id: 1, name: "Sita Sharma", email: "sita@example.com" },
};

for (const width of [360, 1280]) {
  test.describe(`a timed test at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    test("the clock stays in sight, a new question starts at its top, a pick survives a reload", async ({
      page,
    }) => {
      await openOnClock(page, "/exam-questions", page.getByText("Question 1 of 100"));
      // A long question: the page scrolls well past the clock.
      await page.addStyleTag({ content: ".question-view { padding-bottom: 2500px; }" });
      await page.evaluate(() => window.scrollTo(0, 2000));
      const clock = page.locator(".quiz-status");
      await expect(clock).toBeInViewport();
      expect((await clock.boundingBox())!.y).toBeGreaterThanOrEqual(56);
      await page.evaluate(() => window.scrollTo(0, 0));
      await radios(page).nth(1).check();
      await page.evaluate(() => window.scrollTo(0, 2000));
      await page.getByRole("button", { name: "Next" }).click();
      await tick(page, 2);
      await shows(page, page.getByText("Question 2 of 100"));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await radios(page).nth(2).check();
      await page.reload();
      await shows(page, page.getByText("Question 2 of 100"));
      await expect(radios(page).nth(2)).toBeChecked();
    });

    test("Finish now names the unanswered questions and ends on the result with what was answered", async ({
      page,
    }) => {
      await openOnClock(page, "/exam-questions", page.getByText("Question 1 of 100"));
      await radios(page).first().check();
      await page.getByRole("button", { name: "Next" }).click();
      await tick(page, 2);
      await shows(page, page.getByText("Question 2 of 100"));
      await page.getByRole("button", { name: "Finish now" }).click();
      const dialog = page.getByRole("dialog", { name: "Finish the test now?" });
      await expect(dialog).toContainText("99 questions are unanswered.");
      await dialog.getByRole("button", { name: "Keep going" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("Question 2 of 100")).toBeVisible();
      await page.getByRole("button", { name: "Finish now" }).click();
      await dialog.getByRole("button", { name: "Finish now" }).click();
      await shows(page, page.getByText(/You got : [01] \/ 100/));
      await expect(page).toHaveURL(/\/result$/);
      await page.getByRole("link", { name: "Practise again" }).click();
      await expect(page).toHaveURL(/\/plus-2-science\/entrance-preparation$/);
    });

    test("a unit quiz can be finished now too, and shows the score of what was answered", async ({
      page,
    }) => {
      await openMathsUnit(page, "Addition");
      await page.getByRole("button", { name: "Start Quiz" }).click();
      await expect(page.getByText("Question 1 of 3")).toBeVisible();
      await expect(page.locator(".quiz-status")).toBeInViewport();
      await page.getByRole("main").locator('input[type="radio"][value="42"]').check();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByText("Question 2 of 3")).toBeVisible();
      await page.getByRole("main").locator('input[type="radio"][value="15"]').check();
      await page.getByRole("button", { name: "Finish now" }).click();
      const dialog = page.getByRole("dialog", { name: "Finish the test now?" });
      // The pick on screen was never submitted: two questions are unanswered.
      await expect(dialog).toContainText("2 questions are unanswered.");
      await dialog.getByRole("button", { name: "Finish now" }).click();
      await expect(page.getByRole("heading", { name: "Quiz Completed!" })).toBeVisible();
      await expect(page.getByText("Your score: 1 out of 3")).toBeVisible();
      await page.getByRole("button", { name: "Play Again" }).click();
      await expect(page.getByText("Question 1 of 3")).toBeVisible();
    });

    test("logging out mid-test asks first; who is signed in shows beside Logout", async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto("/");
      await page.evaluate((p) => localStorage.setItem("profile", JSON.stringify(p)), PROFILE);
      await page.goto("/exam-questions");
      await expect(page.getByText("Question 1 of 100")).toBeVisible();
      const banner = page.getByRole("banner");
      if (width === 360) {
        await expect(banner.getByText("SS", { exact: true })).toBeVisible();
        await expect(banner.getByText("Sita Sharma", { exact: true })).not.toBeInViewport();
        // Signed in, the top bar (menu, name, My progress, initials, Logout) still fits the phone.
        await expect(banner.getByRole("link", { name: "My progress" })).toBeInViewport();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      } else {
        await expect(banner.getByText("Sita Sharma", { exact: true })).toBeVisible();
      }
      await page.getByRole("button", { name: "Logout" }).click();
      const dialog = page.getByRole("dialog", { name: "Log out now?" });
      await expect(dialog).toContainText("Your test in progress will be lost.");
      await dialog.getByRole("button", { name: "Stay signed in" }).click();
      await expect(page.getByText("Question 1 of 100")).toBeVisible();
      await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
      await page.getByRole("button", { name: "Logout" }).click();
      await dialog.getByRole("button", { name: "Log out" }).click();
      await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.clock.runFor(3000);
      expect(await page.evaluate(() => localStorage.getItem("currentQuestionIndex"))).toBeNull();
    });
  });
}

// Decision 222: the sitting's bottom bar at 360 x 740 in either language: every button one line
// (44 to 56 px tall), the bar in sight as the question opens.
test("the timed test's buttons fit a phone's bar in English and Nepali", async ({ browser }) => {
  for (const language of ["en", "ne"]) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.addInitScript((chosen) => localStorage.setItem("language", chosen), language);
    await openOnClock(
      page,
      "/exam-questions",
      page.getByText(language === "en" ? "Question 1 of 100" : "प्रश्न 1 / 100"),
    );
    const buttons = page.locator(".sitting-nav > .button");
    expect(await buttons.count()).toBeGreaterThanOrEqual(2);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      const name = `${language}: ${await button.textContent()}`;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.height, name).toBeLessThanOrEqual(56);
      expect(box.y + box.height, name).toBeLessThanOrEqual(740);
    }
    await context.close();
  }
});

test("the Keys hint shows on a computer, and on a touch phone only once a key is pressed", async ({
  page,
  browser,
}) => {
  await page.goto("/exam-questions");
  await expect(page.getByText(/^Keys: A–E/)).toBeVisible();

  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const touch = await phone.newPage();
  await touch.goto("/exam-questions");
  await expect(touch.getByText("Question 1 of 100")).toBeVisible();
  await expect(touch.getByText(/^Keys: A–E/)).toBeHidden();
  await touch.keyboard.press("Shift");
  await expect(touch.getByText(/^Keys: A–E/)).toBeVisible();
  await phone.close();
});
