import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe-support";
import { chooseNepali, englishLeftOn, expectAllNepali } from "./nepali-support";

// The browsing pages (home, landings, entrance subjects and units, the school catalog) in Nepali.
// The whole page is checked: the top bar, the menu where it shows, and the page.

for (const width of [360, 1280]) {
  test.describe(`the browsing pages in Nepali at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("language", "ne"));
    });

    test("home, the landings and the exam pages", async ({ page }) => {
      for (const [url, heading] of [
        ["/", /Tayari/],
        ["/csit/entrance-preparation", "B.Sc.CSIT प्रवेश परीक्षाको तयारी गर्नुहोस्"],
        ["/plus-2-science/entrance-preparation", "+2 विज्ञान प्रवेश परीक्षाको तयारी गर्नुहोस्"],
        ["/plus-2-management/entrance-preparation", "+2 व्यवस्थापन प्रवेश परीक्षाको तयारी गर्नुहोस्"],
        ["/exam/science", "+2 विज्ञानको प्रवेश परीक्षा"],
        ["/exam/management", "+2 व्यवस्थापनको प्रवेश परीक्षा"],
      ] as const) {
        await page.goto(url);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(heading);
        await expectAllNepali(page);
      }
      await page.goto("/csit/entrance-preparation");
      await expect(page.getByRole("link", { name: /2079 को नमुना प्रश्नपत्र/ })).toBeVisible();
      await expect(page.getByText("2079 को ढाँचामा 100 प्रश्न।")).toBeVisible();
      await page.goto("/exam/science");
      await expect(page.getByText(/50 प्रश्नका 4 वटा सेटमध्ये/)).toBeVisible();
    });

    test("a test not released yet says so in Nepali", async ({ page }) => {
      await page.goto("/plus-2-management/entrance-preparation");
      await expectAllNepali(page);
      const message = new Promise<string>((resolve) =>
        page.once("dialog", (dialog) => {
          resolve(dialog.message());
          void dialog.dismiss();
        }),
      );
      await page.getByRole("button", { name: "परीक्षा सुरु गर्नुहोस्" }).click();
      expect(await message).toBe("छिट्टै आउँदैछ!");
    });

    // The catalog's names come in Nepali from the API (?lang=ne, issue 33); a name the catalog
    // gives no Nepali for ("Multiplication") stays English, marked as such.
    test("entrance subjects and a subject's units", async ({ page }) => {
      await page.goto("/csit");
      await expect(page.getByRole("heading", { name: "विषयअनुसार अभ्यास" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: /गणित/ })).toBeVisible();
      await expectAllNepali(page);
      await page.goto("/bca");
      await expect(page.getByRole("main").getByRole("link", { name: /कम्प्युटर/ })).toBeVisible();
      await expectAllNepali(page);
      await page.goto("/csit");
      await page.getByRole("main").getByRole("link", { name: /गणित/ }).click();
      await expect(page).toHaveURL(new RegExp(`/mcq/subject/${encodeURIComponent("गणित")}/\\d+$`));
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("गणित");
      await expect(page.getByRole("link", { name: "जोडका हिसाब" })).toBeVisible();
      await expectAllNepali(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a school level, a category and a level without subjects", async ({ page }) => {
      await page.goto("/school/grade-x");
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
        "विद्यालय (कक्षा 10)",
      );
      await expect(page.getByRole("main").getByRole("link", { name: /गणित/ })).toBeVisible();
      await expect(page.getByRole("main").getByText("Mathematics")).toHaveCount(0);
      await expectAllNepali(page);
      await page.goto("/school/grade-x-mathematics/mcq");
      await expect(page.getByRole("link", { name: "जोड" })).toBeVisible();
      const untranslated = page.getByRole("link", { name: "Multiplication" });
      await expect(untranslated).toBeVisible();
      await expect(untranslated).toHaveAttribute("lang", "en");
      const crumbs = page.getByRole("navigation", { name: "पृष्ठको बाटो" });
      await expect(crumbs).toContainText("विद्यालय (कक्षा 10)");
      await expect(crumbs).toContainText("गणित");
      await expectAllNepali(page);
      // Back in English, the same page names everything as the catalog writes it.
      await page.getByRole("banner").getByRole("button", { name: "English" }).click();
      await expect(page.getByRole("link", { name: "Addition" })).toBeVisible();
      await expect(crumbs.or(page.getByRole("navigation", { name: "Breadcrumb" }))).toContainText(
        "Mathematics",
      );
      // Checked once the page reads in Nepali again, not while the switch is fetching its words.
      await chooseNepali(page);
      await expect(page.getByRole("link", { name: "जोड" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto("/school/grade-xii");
      await expect(page.getByText("अहिलेसम्म कुनै विषय छैन।")).toBeVisible();
      await expectAllNepali(page);
    });
  });
}

test("the check finds English: the English home page, said to be Nepali, fails it", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(/Tayari/);
  // English text on a page whose <html lang> says Nepali is what the check is for.
  await page.evaluate(() => (document.documentElement.lang = "ne"));
  expect(await englishLeftOn(page, "main")).toContain("a: Start preparing");
});
