import { expect, test, type Page } from "@playwright/test";
import { appRunning, openPage } from "./support";

/** Every visible link, button and option label shorter than a 44 px tap target. */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, label:has(input)")]
      .filter((el) => el.checkVisibility() && !el.closest("[inert]"))
      .filter((el) => el.getBoundingClientRect().height < 43.5)
      .map(
        (el) => `${el.tagName} "${el.textContent?.trim()}" ${el.getBoundingClientRect().height}px`,
      ),
  );
}

for (const width of [360, 1280]) {
  test.describe(`ways onward at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    test("B.Sc.CSIT preparation leads to its subject MCQs, /bca's landing to its own", async ({
      page,
    }) => {
      await openPage(page, "/csit/entrance-preparation");
      expect(await smallTapTargets(page)).toEqual([]);
      await page.getByRole("link", { name: /B\.Sc\.CSIT subject MCQs/ }).click();
      await expect(page).toHaveURL(/\/csit$/);
      // The address changes before the page does (React keeps the old page up while the new one's
      // code arrives), and the old page's card also names Mathematics: click in the new page's list.
      const subjects = page.getByRole("region", { name: "Practise by subject" });
      await subjects.getByRole("link", { name: /Mathematics/ }).click();
      await expect(page.getByRole("link", { name: "Sums" })).toBeVisible();
      expect(await smallTapTargets(page)).toEqual([]);
      // The subject and its units lead back up to their entrance.
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link")).toHaveText(["B.Sc.CSIT"]);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Mathematics");
      await page.getByRole("link", { name: "Sums" }).click();
      await expect(page.getByRole("heading", { name: "Unit: Sums" })).toBeVisible();
      await expect(crumbs.getByRole("link")).toHaveText(["B.Sc.CSIT", "Mathematics"]);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Sums");
      expect(await smallTapTargets(page)).toEqual([]);
      await crumbs.getByRole("link", { name: "Mathematics" }).click();
      await expect(page).toHaveURL(/\/mcq\/subject\/Mathematics\/\d+$/);
      await crumbs.getByRole("link", { name: "B.Sc.CSIT" }).click();
      await expect(page).toHaveURL(/\/csit$/);

      await page.goto("/bca", { waitUntil: "networkidle" });
      await page.getByRole("link", { name: /Computer/ }).click();
      await expect(page).toHaveURL(/\/mcq\/subject\/Computer\/\d+$/);
      await expect(crumbs.getByRole("link")).toHaveText(["BCA"]);
    });

    test("the level page names each category's subject; category and unit lead back up", async ({
      page,
    }) => {
      await page.goto("/school/grade-x", { waitUntil: "networkidle" });
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Mathematics: MCQ Practice" })).toBeVisible();
      expect(await smallTapTargets(page)).toEqual([]);
      await main.getByRole("link", { name: "Mathematics: MCQ Practice" }).click();
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link")).toHaveText(["School (Grade X)"]);
      expect(await smallTapTargets(page)).toEqual([]);
      await main.getByRole("link", { name: "Addition" }).click();
      await expect(page.getByRole("heading", { name: "Unit: Addition" })).toBeVisible();
      await expect(crumbs.getByRole("link")).toHaveText([
        "School (Grade X)",
        "Mathematics: MCQ Practice",
      ]);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Addition");
      expect(await smallTapTargets(page)).toEqual([]);
      await crumbs.getByRole("link", { name: "Mathematics: MCQ Practice" }).click();
      await expect(page).toHaveURL(/\/school\/grade-x-mathematics\/mcq$/);
      await crumbs.getByRole("link", { name: "School (Grade X)" }).click();
      await expect(page).toHaveURL(/\/school\/grade-x$/);
    });

    test("the frame, landings and end screens have 44 px tap targets", async ({ page }) => {
      for (const path of ["/", "/login", "/register", "/exam/science", "/thankyou"]) {
        await page.goto(path, { waitUntil: "networkidle" });
        if (width === 360 && path === "/") {
          // The prerendered home's toggle works once the app runs it; then the menu is open.
          await appRunning(page);
          await page.getByRole("button", { name: "Open menu" }).click();
          await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
        }
        expect(await smallTapTargets(page), path).toEqual([]);
      }
    });
  });
}
