import { expect, test, type Page } from "@playwright/test";
import type { CategoryItemsResponse } from "@tayari/contracts/catalog";
import { collectErrors } from "./support";
import { expectAllNepali } from "./nepali-support";

// A unit quiz's page arrives with its first screen (decision 294): the server fills the build's
// template with the unit's facts, so its place, name, length and Start paint before any script;
// the app then takes the screen over from the same facts and enables Start once the questions are
// here. A device that shows Nepali never sees that English screen: the app draws it in Nepali.
const MAIN_BUNDLE = /\/assets\/index-[^/]+\.js$/;

/** The address of the fixture catalog's Grade X mathematics unit named `name` ("Addition"). */
async function unitAddress(page: Page, name: string): Promise<string> {
  const response = await page.request.get("/api/subject/grade-x-mathematics/category/mcq");
  const category = (await response.json()) as CategoryItemsResponse;
  const unit = category.items.flatMap((item) => item.content).find((u) => u.name === name);
  return `/school/grade-x-mathematics/mcq/${unit!.id}`;
}

/**
 * Notes, from before the page's first byte, every time the unit's sentence ("… questions, 30
 * seconds each …") or its Start is seen changed or gone once shown, the English interface text
 * of the unit's screen and the frame seen shown, and the layout shifts.
 */
async function watchTheScreen(page: Page) {
  await page.addInitScript(() => {
    const seen = { changes: [] as string[], english: [] as string[], shifts: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    let first: string | null = null;
    const look = () => {
      const info = document.querySelector("main p.quiz-info");
      const start = [...document.querySelectorAll("main button")].find((b) =>
        /Start Quiz|क्विज/.test(b.textContent ?? ""),
      );
      const now = info ? `${info.textContent}|${start?.textContent}` : null;
      if (first === null) first = now;
      else if (now !== first) seen.changes.push(String(now));
      for (const text of ["Start Quiz", "Unit:", "Loading the questions", "Login", "Mock tests"]) {
        const shown = [...document.querySelectorAll("#root *")].some(
          (el) =>
            el.children.length === 0 &&
            el.textContent?.includes(text) &&
            (el as HTMLElement).checkVisibility({ visibilityProperty: true }),
        );
        if (shown) seen.english.push(text);
      }
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.shifts += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { seen: { changes: string[]; english: string[]; shifts: number } })
          .seen,
    );
}

test("a unit's page paints its first screen before the app, which takes it over unchanged", async ({
  page,
}) => {
  const address = await unitAddress(page, "Addition");
  // Before the app: the screen from the HTML, Start waiting for the questions.
  await page.route(MAIN_BUNDLE, (route) => route.abort());
  await page.goto(address);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Unit: Addition");
  await expect(main.getByText(/^3 questions, 30 seconds each\./)).toBeVisible();
  await expect(main.getByRole("button", { name: "Start Quiz" })).toBeDisabled();
  await expect(main.getByRole("status")).toHaveText("Loading the questions…");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
    "Mathematics: MCQ Practice",
  );

  // With the app: the same screen throughout, nothing moved, and then Start works.
  await page.unroute(MAIN_BUNDLE);
  const seen = await watchTheScreen(page);
  const errors = collectErrors(page);
  await page.reload();
  await expect(main.getByRole("button", { name: "Start Quiz" })).toBeEnabled();
  await expect(main.getByRole("status")).toHaveCount(0);
  const { changes, shifts } = await seen();
  // The one change: Start enabled, its note gone (the sentence and Start read the same).
  expect(changes.every((c) => c.startsWith("3 questions, 30 seconds each."))).toBe(true);
  expect(shifts).toBe(0);
  expect(errors).toEqual([]);
  await main.getByRole("button", { name: "Start Quiz" }).click();
  await expect(main.getByText("Question 1 of 3")).toBeVisible();
});

test("a unit the catalog does not have still gets the app's not-found screen", async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto("/school/grade-x-mathematics/mcq/999999");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("main").getByRole("heading", { name: "We could not find this unit" }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("a device that shows Nepali never sees the English first screen: the app draws it in Nepali", async ({
  page,
}) => {
  const address = await unitAddress(page, "Addition");
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("language", "ne"));
  // Before the app: the screen is in the page, but not shown.
  await page.route(MAIN_BUNDLE, (route) => route.abort());
  await page.goto(address);
  // (By CSS, not by role: a hidden element has none.)
  await expect(page.locator("main h1")).toHaveText("Unit: Addition");
  await expect(page.locator("main h1")).toBeHidden();
  await expect(page.locator("main button", { hasText: "Start Quiz" })).toBeHidden();
  await expect(page.locator("main .breadcrumbs")).toBeHidden();
  // Nor the frame around it, in English too: the page is as it was before it had a first screen.
  await expect(page.locator("header .login-link")).toHaveText("Login");
  await expect(page.locator("header .login-link")).toBeHidden();

  await page.unroute(MAIN_BUNDLE);
  const seen = await watchTheScreen(page);
  const errors = collectErrors(page);
  await page.reload();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("एकाइ: जोड");
  await expect(main.getByRole("button", { name: "क्विज सुरु गर्नुहोस्" })).toBeEnabled();
  await expectAllNepali(page, "main");
  expect((await seen()).english).toEqual([]);
  expect(errors).toEqual([]);
});
