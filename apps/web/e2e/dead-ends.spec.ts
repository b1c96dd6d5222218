import { expect, test, type Page } from "@playwright/test";
import { expectAllNepali } from "./nepali-support";
import { appRunning, openPage, signedInPage } from "./support";

/** Every visible link, button and option label shorter or narrower than a 44 px tap target. */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, label:has(input)")]
      .filter((el) => el.checkVisibility() && !el.closest("[inert]"))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.height < 43.5 || box.width < 43.5;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.tagName} "${el.textContent?.trim()}" ${box.width} x ${box.height}px`;
      }),
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

// Issue 48 point 5 (decision 133): no dead ends.
test.describe("no dead ends", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a guest's sidebar and home page lead to the mock tests, the scholarship exams and My progress", async ({
    page,
  }) => {
    await openPage(page, "/");
    const home = page.getByRole("region", { name: "Tests and progress" });
    for (const [name, to] of [
      ["Mock tests", "/csit/mock-tests"],
      ["Scholarship exams", "/exams"],
      ["My progress", "/progress"],
    ] as const) {
      await expect(home.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "href",
        to,
      );
    }
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Scholarship exams" }).click();
    // A guest is told what the page needs, with the way to it.
    await expect(page).toHaveURL(/\/exams$/);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Log in", exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await nav.getByRole("link", { name: "Mock tests", exact: true }).click();
    await expect(page.getByRole("heading", { name: "B.Sc.CSIT mock tests" })).toBeVisible();
    await expect(page).toHaveTitle(/B\.Sc\.CSIT mock tests/);
  });

  test("a unit that is not there says so in a student's words and leads back to its units", async ({
    page,
  }) => {
    await openPage(page, "/school/grade-x-mathematics/mcq/999999");
    await expect(
      page.getByRole("heading", { level: 1, name: "We could not find this unit" }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("the link may be mistyped");
    await page.getByRole("link", { name: "Back to Mathematics: MCQ Practice" }).click();
    await expect(page).toHaveURL(/\/school\/grade-x-mathematics\/mcq$/);
    await expect(page.getByRole("link", { name: "Addition" })).toBeVisible();
  });

  // Decision 220 (superseding 133's server message on a catalog page): an address that leads
  // nowhere says so in a student's words, never with the address's slugs, and offers the nearest
  // page that is there, then the home page.
  test("addresses that lead nowhere: a student's words and the nearest page that is there", async ({
    page,
    request,
  }) => {
    const main = page.getByRole("main");
    /** The page says what happened, shows none of the address's own words, and offers home. */
    async function nowhere(url: string, heading: string, slugs: readonly string[]) {
      await openPage(page, url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const text = (await main.textContent()) ?? "";
      for (const slug of [...slugs, "was not found"]) expect(text, url).not.toContain(slug);
      await expect(main.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
        "href",
        "/",
      );
      expect(await smallTapTargets(page), url).toEqual([]);
    }

    // A unit, and a category, under an address that is a level's, not a subject's: back to the level.
    for (const url of ["/school/grade-x/mcq/no-such-unit", "/school/grade-x/nonsense"]) {
      await nowhere(url, "We could not find this page", ["grade-x", "nonsense", "no-such-unit"]);
      await expect(page.getByRole("alert")).toHaveText(
        "The address may be mistyped, or the subject or unit may have moved. The subjects of School (Grade X) are still there.",
      );
    }
    await main.getByRole("link", { name: "Back to School (Grade X)" }).click();
    await expect(page).toHaveURL(/\/school\/grade-x$/);
    await expect(main.getByRole("link", { name: "Mathematics: MCQ Practice" })).toBeVisible();

    // A subject's category that is not there: back to the subject's level.
    await nowhere("/school/grade-x-mathematics/nonsense", "We could not find this page", [
      "grade-x-mathematics",
      "nonsense",
    ]);
    await expect(main.getByRole("link", { name: "Back to School (Grade X)" })).toHaveAttribute(
      "href",
      "/school/grade-x",
    );

    // An address past a page that is there: back to that page.
    await nowhere("/csit/entrance/xyz", "Page not found", ["xyz"]);
    await main.getByRole("link", { name: "Back to B.Sc.CSIT Subject MCQs" }).click();
    await expect(page).toHaveURL(/\/csit$/);

    // A mock test's number and a model paper's year that are not there.
    await nowhere("/csit/mock-tests/mock-99", "We could not find this mock test", ["mock-99"]);
    await main.getByRole("link", { name: "All mock tests" }).click();
    await expect(page.getByRole("heading", { name: "B.Sc.CSIT mock tests" })).toBeVisible();
    await nowhere("/csit-entrance/2090", "No model paper for 2090", []);
    await expect(main.getByRole("link", { name: "Choose a year" })).toHaveAttribute(
      "href",
      "/csit/entrance-preparation",
    );

    // An entrance subject's unit that is not there: back to the subject; a subject that is not
    // there: every entrance's page.
    const listed = await request.get("/api/entrance/subjects/csit/mcq");
    const maths = ((await listed.json()).subjects as { id: number; title: string }[]).find(
      (subject) => subject.title === "Mathematics",
    )!;
    await nowhere(
      `/mcq/subject/Mathematics/${maths.id}/Sums/999999/mcq`,
      "We could not find this unit",
      ["999999"],
    );
    await main.getByRole("link", { name: "Back to Mathematics" }).click();
    await expect(page.getByRole("link", { name: "Sums" })).toBeVisible();
    await nowhere("/mcq/subject/Mathematics/999999", "We could not find this subject", ["999999"]);
    await expect(main.getByRole("link", { name: "B.Sc.CSIT", exact: true })).toHaveAttribute(
      "href",
      "/csit",
    );

    // In Nepali, every word of them.
    await page.evaluate(() => localStorage.setItem("language", "ne"));
    for (const [url, heading, back] of [
      ["/school/grade-x/nonsense", "यो पृष्ठ भेटिएन", /मा फर्कनुहोस्$/],
      ["/school/grade-ix", "यो तह भेटिएन", null],
      ["/csit/entrance/xyz", "पृष्ठ भेटिएन", /मा फर्कनुहोस्$/],
      ["/csit/mock-tests/mock-99", "यो नमुना परीक्षा भेटिएन", "सबै नमुना परीक्षा"],
    ] as const) {
      await openPage(page, url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      if (back) await expect(main.getByRole("link", { name: back })).toBeVisible();
      await expect(main.getByRole("link", { name: "गृहपृष्ठमा जानुहोस्" })).toBeVisible();
      await expectAllNepali(page, "main");
    }
  });

  test("a new account: an attempt address that is not there, no weak-topic practice yet, and the account's facts", async ({
    browser,
  }) => {
    const { page, person } = await signedInPage(browser, { width: 360, height: 740 });
    await page.goto("/progress/attempts/not-an-attempt");
    await expect(
      page.getByRole("heading", { level: 1, name: "We could not find this test" }),
    ).toBeVisible();
    await expect(page.getByText(/must be a UUID/)).toHaveCount(0);
    await page.getByRole("main").getByRole("link", { name: "Back to my progress" }).last().click();
    await expect(page).toHaveURL(/\/progress$/);

    // Nothing answered yet: the weak-topic practice is not offered, and says what opens it.
    await expect(page.getByText(/opens after your first test/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Practise my weak topics" })).toHaveCount(0);

    await page.goto("/account");
    const facts = page.getByRole("region", { name: "Your account" });
    await expect(facts.getByRole("definition")).toHaveText([
      person.name,
      `${person.email} (not verified yet: exam results are mailed only to a verified address)`,
      /^English/,
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.context().close();
  });
});
