import { expect, test } from "@playwright/test";
import { appRunning, openPage } from "./support";

test.describe("the common frame", () => {
  test("on a phone the sidebar starts hidden, opens with focus inside and closes with Escape", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/", "/login", "/reset-password?token=abc"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    }
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    await expect(nav).toBeVisible();
    for (const section of ["School", "NEB", "Bachelor", "Exam Preparation", "Online Examination"]) {
      await expect(nav.getByRole("heading", { name: section, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link").first()).toBeFocused();
    // The page behind the open sidebar is out of reach of the keyboard.
    await expect(page.getByRole("main")).toHaveAttribute("inert", "");
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page.getByRole("main")).not.toHaveAttribute("inert");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("sidebar-overlay").click({ position: { x: 340, y: 400 } });
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("on a phone a prerendered page paints without the sidebar before the app runs", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto("/exam/science");
    await expect(page.getByRole("link", { name: "Start Exam" })).toBeVisible();
    await expect(page.locator("#sidebar")).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator("#sidebar")).toBeVisible();
    await context.close();
  });

  test("on a wide screen the sidebar is shown beside the page and stays after a choice", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(page.getByRole("main")).not.toHaveAttribute("inert");
    await nav.getByRole("link", { name: "+2 Science" }).click();
    await expect(page).toHaveURL(/\/exam\/science$/);
    await expect(nav).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(nav.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("on a phone, choosing an entry closes the sidebar", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/", { waitUntil: "networkidle" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await nav.getByRole("link", { name: "+2 Science" }).click();
    await expect(page).toHaveURL(/\/exam\/science$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole("link", { name: "Start Exam" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("navigation has the student's tests and progress, then exactly the specification's entries and targets", async ({
    page,
  }) => {
    await page.goto("/");
    const links = await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link")
      .evaluateAll((els) =>
        els.map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).pathname]),
      );
    expect(links).toEqual([
      ["Mock tests", "/csit/mock-tests"],
      ["BCA mock tests", "/bca/mock-tests"],
      ["Scholarship exams", "/exams"],
      ["My progress", "/progress"],
      ["School (Grade X)", "/school/grade-x"],
      ["NEB (Grade XII)", "/school/grade-xii"],
      ["Bachelor (B.Sc.CSIT)", "/school/bsccsit"],
      ["Bridge Course for Science", "/plus-2-science/entrance-preparation"],
      ["Bridge Course for Management", "/plus-2-management/entrance-preparation"],
      ["B.Sc.CSIT Entrance", "/csit/entrance-preparation"],
      ["BCA Entrance", "/bca"],
      ["+2 Science", "/exam/science"],
      ["+2 Management", "/exam/management"],
      ["B.Sc.CSIT Entrance", "/"],
      ["BCA Entrance", "/"],
    ]);
  });

  test("the home page fits a 360 px phone and links into the sections", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/", { waitUntil: "networkidle" });
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toContainText("Tayari");
    await expect(main.getByRole("link", { name: /B\.Sc\.CSIT Entrance/ })).toHaveAttribute(
      "href",
      "/csit/entrance-preparation",
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });
});

for (const width of [360, 1280]) {
  test.describe(`the frame at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    test("the sidebar and the headings spell B.Sc.CSIT one way", async ({ page }) => {
      const spellings = new Set<string>();
      for (const path of ["/", "/csit/entrance-preparation", "/csit"]) {
        await page.goto(path, { waitUntil: "networkidle" });
        const texts = await page
          .locator("#sidebar, h1, h2, h3")
          .evaluateAll((els) => els.map((el) => el.textContent ?? ""));
        for (const text of texts)
          for (const [spelling] of text.matchAll(/B\.?\s?Sc\.?\s?-?CS\.?IT/gi))
            spellings.add(spelling);
      }
      expect([...spellings]).toEqual(["B.Sc.CSIT"]);
    });

    test("each page has its own title", async ({ page }) => {
      for (const [path, title] of [
        ["/", "Tayari"],
        ["/exam/science", "+2 Science Online Exam · Tayari"],
        ["/login", "Log in · Tayari"],
        ["/school/grade-x", "Subjects · Tayari"],
        ["/no/such/page", "Page not found · Tayari"],
      ]) {
        await page.goto(path!, { waitUntil: "networkidle" });
        await expect(page, path).toHaveTitle(title!);
      }
      await page.getByRole("link", { name: "Go to the home page" }).click();
      await page
        .getByRole("main")
        .getByRole("link", { name: /B\.Sc\.CSIT Entrance/ })
        .first()
        .click();
      await expect(page).toHaveTitle("B.Sc.CSIT Entrance Preparation · Tayari");
    });

    test("an unknown route answers 404 and shows the not-found page", async ({ page }) => {
      expect((await page.goto("/exam/science"))!.status()).toBe(200);
      expect((await page.goto("/school/grade-x/mcq/1"))!.status()).toBe(200);
      const response = await page.goto("/no/such/page");
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await page.getByRole("link", { name: "Go to the home page" }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("a page chunk that fails to load reloads once by itself", async ({ page }) => {
      let failed = 0;
      await page.route(/\/assets\/not-found-[^/]+\.js$/, async (route) => {
        if (failed === 0) {
          failed += 1;
          return route.abort();
        }
        return route.continue();
      });
      await page.goto("/missing-page");
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      expect(failed).toBe(1);
    });

    test("a page that cannot be downloaded waits inside the frame and opens when the connection returns", async ({
      page,
      context,
    }) => {
      await page.goto("/", { waitUntil: "networkidle" });
      // The app is running (the prerendered page is hydrated, the top bar and then the page's own
      // part), not only the page's HTML: a click on a link the app has not taken over yet is a
      // plain link, which offline opens the browser's error page.
      await appRunning(page);
      await context.setOffline(true);
      // The BCA page: its code is not in the home page's chunk (the CSIT preparation page's is,
      // decision 95, so that one opens offline at once).
      await page
        .getByRole("main")
        .getByRole("link", { name: /BCA Entrance/ })
        .first()
        .click();
      await expect(page.getByRole("heading", { name: "Waiting for the connection" })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible(); // the frame stays
      await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);
      await context.setOffline(false);
      await expect(
        page.getByRole("heading", { name: "Be Ready for BCA Entrance Preparation" }),
      ).toBeVisible();
    });

    test("a chunk that keeps failing online shows the waiting screen, which retries by itself", async ({
      page,
    }) => {
      await page.clock.install();
      let failing = true;
      await page.route(/\/assets\/not-found-[^/]+\.js$/, (route) =>
        failing ? route.abort() : route.continue(),
      );
      await page.goto("/missing-page");
      await expect(page.getByRole("heading", { name: "Waiting for the connection" })).toBeVisible();
      failing = false;
      await page.clock.runFor(5_000);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    });
  });
}
