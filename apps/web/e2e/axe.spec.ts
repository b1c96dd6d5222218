import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe-support";
import { openMathsUnit, openOnClock, radios, shows, tick } from "./quiz-support";
import { appRunning } from "./support";

const PAGES = [
  "/",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=abc",
  "/csit/entrance-preparation",
  "/plus-2-science/entrance-preparation",
  "/plus-2-management/entrance-preparation",
  "/exam/science",
  "/exam/management",
  "/csit",
  "/bca",
  "/school/grade-x",
  "/school/grade-x-mathematics/mcq",
  "/thankyou",
  "/result",
  "/progress",
  "/account",
  "/exams",
  "/examiner",
  "/csit/entrance-questions",
  "/csit-entrance/2074",
  "/entrance-preparation/English/Tag%20Questions",
  "/exam/science/start",
  "/no/such/page",
];

/**
 * At 1280 px the pages whose layout differs from the phone's (the open menu bar, the wide quiz and
 * tables): what axe finds on the others (names, roles, contrast) does not depend on the width.
 */
const WIDE_PAGES = new Set([
  "/",
  "/login",
  "/csit/entrance-preparation",
  "/school/grade-x-mathematics/mcq",
  "/progress",
  "/exams",
  "/examiner",
  "/csit-entrance/2074",
  "/exam/science/start",
]);

for (const width of [360, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    // A test a page: each has its own time on a busy machine (axe over 25 pages in one test ran
    // out of 240 s at load 20).
    for (const path of PAGES.filter((p) => width === 360 || WIDE_PAGES.has(p))) {
      test(`no serious or critical violation on ${path}`, async ({ page }) => {
        await page.goto(path, { waitUntil: "networkidle" });
        await expect(page.getByRole("main").or(page.locator(".thank-you")).first()).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
        if (path === "/") {
          // The prerendered home's toggle works once the app runs it; then the menu has turned.
          await appRunning(page);
          const toggle = page.locator("#menu-toggle");
          const open = await toggle.getAttribute("aria-expanded");
          await toggle.click();
          await expect(toggle).toHaveAttribute("aria-expanded", open === "true" ? "false" : "true");
          expect(await seriousViolations(page), `${path} with the menu toggled`).toEqual([]);
        }
      });
    }

    test("no serious or critical violation on the unit pages and entrance subject pages", async ({
      page,
    }) => {
      // Their addresses hold database ids, so they are reached the way a student reaches them.
      await openMathsUnit(page, "Addition");
      await expect(page.getByRole("heading", { name: "Unit: Addition" })).toBeVisible();
      expect(await seriousViolations(page), "school unit").toEqual([]);
      await page.goto("/csit", { waitUntil: "networkidle" });
      await page
        .getByRole("main")
        .getByRole("link", { name: /Mathematics/ })
        .click();
      await expect(page.getByRole("link", { name: "Sums" })).toBeVisible();
      expect(await seriousViolations(page), "entrance subject").toEqual([]);
      await page.getByRole("link", { name: "Sums" }).click();
      await page.getByRole("button", { name: "Start Quiz" }).click();
      await expect(page.getByText("Question 1 of")).toBeVisible();
      expect(await seriousViolations(page), "entrance unit quiz").toEqual([]);
    });

    test("no serious or critical violation in a quiz: question, revealed and timed out", async ({
      page,
    }) => {
      await openOnClock(page, "/exam-questions", page.getByText("Question 1 of 100"));
      expect(await seriousViolations(page, true), "question").toEqual([]);
      await radios(page).first().check();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.locator(".reveal-note")).toBeVisible();
      expect(await seriousViolations(page, true), "revealed").toEqual([]);
      await expect(page.locator(".reveal-note")).toBeVisible(); // still revealed
      await tick(page, 2);
      await shows(page, page.getByText("Question 2 of 100"));
      await tick(page, 30);
      await expect(page.getByText(/Time is up/)).toBeVisible();
      expect(await seriousViolations(page, true), "timed out").toEqual([]);
      await expect(page.getByText(/Time is up/)).toBeVisible();
    });
  });
}
