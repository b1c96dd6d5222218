import { expect, test, type Page } from "@playwright/test";
import { finishNow, storage } from "./quiz-support";
import { login, newStudent, register } from "./support";

/** Opens the fixture catalog's "Addition" unit (keys 42, 15, 100) from its level page. */
async function openAdditionUnit(page: Page) {
  await page.goto("/school/grade-x", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: /menu/i }).click();
  await page.getByRole("link", { name: "MCQ Practice" }).click();
  await page.getByRole("link", { name: "Addition" }).click();
  await expect(page.getByRole("heading", { name: "Unit: Addition" })).toBeVisible();
}

/**
 * Plays the unit: 42 (right), 16 (wrong), 100 (right). Returns each question's options in the
 * order this attempt showed them, as their lettered text ("A15").
 */
async function finishAdditionUnit(page: Page) {
  await page.getByRole("button", { name: "Start Quiz" }).click();
  const shown: string[][] = [];
  for (const [n, pick] of [
    [1, "42"],
    [2, "16"],
    [3, "100"],
  ] as const) {
    await expect(page.getByText(`Question ${n} of 3`)).toBeVisible();
    shown.push(
      await page
        .locator(".option-box")
        .evaluateAll((options) => options.map((o) => o.textContent!.trim())),
    );
    await page.getByRole("main").locator(`input[type="radio"][value="${pick}"]`).check();
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByText("Your score: 2 out of 3")).toBeVisible();
  return shown;
}

async function signUpAndIn(page: Page) {
  const student = newStudent();
  await register(page, student);
  await login(page, student.email, student.password);
  await expect(page.getByRole("banner").getByRole("link", { name: "My progress" })).toBeVisible();
  return student;
}

const queued = async (page: Page) =>
  ((await storage(page, "attemptQueue")) as unknown[] | null) ?? [];

/**
 * The login's toast sits over the header's links at the top right; a pointer resting on it stops
 * its clock (react-toastify pauses on hover), so a click on a link under it would wait forever.
 * Close it as a person would before using the header.
 */
async function closeLoginToast(page: Page) {
  const toast = page.getByRole("alert").filter({ hasText: "Login Successful" });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Close" }).click();
  await expect(toast).toBeHidden();
}

test.describe("progress that lasts", () => {
  test("a finished unit quiz is on /progress with its score, and opens its review", async ({
    page,
  }) => {
    await signUpAndIn(page);
    await openAdditionUnit(page);
    const shown = await finishAdditionUnit(page);
    await page.getByRole("banner").getByRole("link", { name: "My progress" }).click();
    await expect(page.getByRole("heading", { name: "My progress", level: 1 })).toBeVisible();
    await expect(page.locator(".progress-totals")).toContainText("Tests finished1");
    await expect(page.locator(".progress-totals")).toContainText("Questions answered3");
    await expect(page.locator(".progress-totals")).toContainText("Accuracy67%");
    await expect(page.locator(".time-chart")).toHaveCount(1);
    await expect(page.locator(".bar-list li")).toHaveText([
      "Mathematics: 67% of 3 (too few answers to tell)",
    ]);
    // The one missed question waits for tomorrow's review: said so, not a greyed-out "(0)".
    await expect(page.getByText("1 missed question waits: first review tomorrow")).toBeVisible();
    await page.getByRole("link", { name: "Addition: 2 out of 3" }).click();
    await expect(page).toHaveURL(/\/progress\/attempts\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Your score: 2 out of 3")).toBeVisible();
    const missed = page.locator(".review-item.wrong");
    await expect(missed).toHaveCount(1);
    // Lettered as the quiz showed them (each attempt has its own order, decision 69).
    const letter = (option: string) => shown[1]!.find((o) => o.slice(1) === option)![0];
    await expect(missed.locator(".option.incorrect")).toHaveText(
      `${letter("16")}16IncorrectYour answer`,
    );
    await expect(missed.locator(".option.correct")).toHaveText(`${letter("15")}15Correct`);
    await expect(missed.locator(".option-text")).toHaveText(shown[1]!.map((o) => o.slice(1)));
  });

  test("a test finished early is on /progress with what was answered", async ({ page }) => {
    await signUpAndIn(page);
    await openAdditionUnit(page);
    await page.getByRole("button", { name: "Start Quiz" }).click();
    await page.getByRole("main").locator('input[type="radio"][value="42"]').check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Question 2 of 3")).toBeVisible();
    await finishNow(page);
    await expect(page.getByText("Your score: 1 out of 3")).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "My progress" }).click();
    await expect(page.getByRole("link", { name: "Addition: 1 out of 3" })).toBeVisible();
    await expect(page.locator(".progress-totals")).toContainText("Tests finished1");
  });

  test("a guest's attempt waits in the browser and is uploaded once on login", async ({ page }) => {
    const student = newStudent();
    await register(page, student);
    await openAdditionUnit(page);
    await finishAdditionUnit(page);
    expect(await queued(page)).toHaveLength(1);
    await page.goto("/progress");
    await expect(page.getByText(/Log in to keep every finished test/)).toBeVisible();

    await login(page, student.email, student.password);
    await closeLoginToast(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "My progress" })).toBeVisible();
    await expect.poll(() => queued(page)).toHaveLength(0);
    // Signing in again (and reloading) sends nothing twice.
    await page.getByRole("button", { name: "Logout" }).click();
    // Logging out asks the server first; opening /login before it has answered would keep the
    // ended session's token in the browser.
    await expect(page.getByRole("banner").getByRole("link", { name: "My progress" })).toBeHidden();
    await login(page, student.email, student.password);
    await expect(page.getByRole("heading", { name: "Log in" })).toBeHidden();
    await closeLoginToast(page);
    await page.getByRole("banner").getByRole("link", { name: "My progress" }).click();
    // Reload only once the page has moved to /progress and shown the attempt: a reload of the
    // login page before the link's navigation would test nothing.
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByRole("link", { name: "Addition: 2 out of 3" })).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole("link", { name: "Addition: 2 out of 3" })).toHaveCount(1);
    await expect(page.locator(".progress-totals")).toContainText("Tests finished1");
  });

  test("an attempt finished offline survives a reload and arrives after reconnecting", async ({
    page,
    context,
  }) => {
    await signUpAndIn(page);
    // The signal drops before the sender's code has come (it is fetched when the browser is
    // idle): the attempt must be kept all the same.
    const sender = "**/assets/attempt-queue-*.js";
    await page.route(sender, (route) => route.abort());
    await openAdditionUnit(page);
    await context.setOffline(true);
    await finishAdditionUnit(page);
    expect(await queued(page)).toHaveLength(1);

    // Back online but the upload still fails: a reload keeps the attempt queued.
    await page.unroute(sender);
    await page.route("**/api/attempts/**", (route) => route.abort());
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Unit: Addition" })).toBeVisible();
    expect(await queued(page)).toHaveLength(1);

    await page.unroute("**/api/attempts/**");
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => queued(page)).toHaveLength(0);
    await page.getByRole("banner").getByRole("link", { name: "My progress" }).click();
    await expect(page.getByRole("link", { name: "Addition: 2 out of 3" })).toBeVisible();
  });
});
