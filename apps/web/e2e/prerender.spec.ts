import { expect, test, type Page } from "@playwright/test";
import { collectErrors } from "./support";

// The frame and the static pages arrive as HTML that paints before any JavaScript has run; the app
// then hydrates them. A quiz arrives as its title and lines, its questions drawn by the app.
const MAIN_BUNDLE = /\/assets\/index-[^/]+\.js$/;

/** The app let through at last: the mock paper's rules with its Start, and no error on the way. */
async function rulesWithTheApp(page: Page) {
  // The load before, whose bundle was refused, has ended: its refusal is not this load's error.
  await page.waitForLoadState("load");
  await page.unroute(MAIN_BUNDLE);
  const errors = collectErrors(page);
  await page.reload();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Mock test 1");
  await expect(main.getByRole("button", { name: "Start the paper" })).toBeEnabled();
  expect(errors).toEqual([]);
}

test.describe("prerendered pages", () => {
  test("home and the landings show their content with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [url, heading] of [
      ["/", /Tayari/],
      ["/csit/entrance-preparation", "Be Ready for B.Sc.CSIT Entrance Preparation"],
      ["/plus-2-science/entrance-preparation", "Be Ready for +2 Science Entrance Preparation"],
      ["/exam/science", "Entrance Examination of +2 Science"],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    }
    // A quiz: the frame, its title and its lines are there; its questions wait for the app.
    await page.goto("/csit/entrance-questions");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
      "B.Sc.CSIT Entrance Practice Test",
    );
    await expect(page.getByText(/100 questions: mathematics, physics/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("status", { name: "Loading" })).toBeVisible();
    await context.close();
  });

  test("the boot script is part of the page and runs by its hash; another inline script is refused", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    const response = await page.goto("/csit/entrance-preparation");
    expect(response?.headers()["content-security-policy"]).toMatch(
      /;script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/,
    );
    // The boot script ran (it fetched the app after the first paint, and the page hydrated).
    await expect
      .poll(() => asked.some((p) => /^\/assets\/index-[^/]+\.js$/.test(p)), { timeout: 10_000 })
      .toBe(true);
    await page.getByRole("button", { name: /menu/i }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    expect(asked).not.toContain("/boot.js");
    expect(errors).toEqual([]);
    // The policy allows that one script, not inline script as such.
    const refused = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          document.addEventListener("securitypolicyviolation", () => resolve(true), { once: true });
          const script = document.createElement("script");
          script.textContent = "window.__injected = true;";
          document.body.append(script);
          setTimeout(
            () => resolve(!(window as unknown as { __injected?: boolean }).__injected),
            500,
          );
        }),
    );
    expect(refused).toBe(true);
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  });

  test("a prerendered page hydrates without errors and shows a saved login", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/");
    await page.evaluate(() =>
      localStorage.setItem(
        "profile",
        JSON.stringify({
          token: "t",
          token_type: "Bearer",
          expires_at: "2099-01-01T00:00:00Z",
          user: { id: 1, name: "Sita", email: "sita@example.com" },
        }),
      ),
    );
    await page.reload();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    // Hydrated: the menu button works.
    await page.getByRole("button", { name: /menu/i }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.goto("/csit/entrance-questions");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
    expect(errors).toEqual([]);
  });

  test("a mock paper arrives as its rules, hidden where the device keeps a sitting of it", async ({
    page,
  }) => {
    // Before the app: the rules and a Start that waits for the paper (issue 50).
    await page.route(MAIN_BUNDLE, (route) => route.abort());
    await page.goto("/csit/mock-tests/mock-1");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Mock test 1");
    await expect(main.getByText(/^100 questions, 120 minutes on one clock/)).toBeVisible();
    await expect(main.getByRole("button", { name: "Start the paper" })).toBeDisabled();
    // A device with a sitting of that paper never sees those rules: its sitting or result comes.
    await page.evaluate(() => localStorage.setItem("mock:mock-1", "{}"));
    await page.reload();
    await expect(main.getByRole("heading", { level: 1 })).toBeHidden();
    // With the app: a kept sitting that is no sitting (unreadable) leaves the rules, now with Start.
    await rulesWithTheApp(page);
  });

  test("a finished sitting's page paints its result heading before the app, a sitting under way neither", async ({
    page,
  }) => {
    // Before the app: the heading the result will have, from the HTML (decision 280).
    await page.route(MAIN_BUNDLE, (route) => route.abort());
    await page.goto("/csit/mock-tests/mock-1");
    const keep = (finishedAt: number | null) =>
      page.evaluate(
        (state) =>
          localStorage.setItem("mock:mock-1", JSON.stringify({ id: "s", paper: "mock-1", state })),
        { finishedAt },
      );
    await keep(Date.now());
    await page.reload();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Your result: Mock test 1");
    await expect(main.getByText(/^100 questions, 120 minutes on one clock/)).toBeHidden();
    // Under way: neither the rules nor a result; the app shows the sitting.
    await keep(null);
    await page.reload();
    await expect(main.getByRole("heading", { level: 1 })).toBeHidden();
    // With the app, a kept sitting it cannot read (no questions) is none: the rules and Start.
    await keep(Date.now());
    await rulesWithTheApp(page);
  });

  test("a start link clicked before the app has loaded still clears old progress", async ({
    page,
  }) => {
    await page.goto("/csit/entrance-preparation");
    await page.evaluate(() => {
      localStorage.setItem("profile", '{"token":"kept"}');
      localStorage.setItem("currentQuestionIndex", "57");
      localStorage.setItem("score", "40");
    });
    // The app's bundle never arrives: the page stays as the prerendered HTML.
    await page.route(MAIN_BUNDLE, (route) => route.abort());
    await page.reload();
    await page.getByRole("link", { name: "Start Now" }).click();
    await expect(page).toHaveURL(/\/csit\/entrance-questions$/);
    const kept = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(kept).toEqual(["profile"]);
  });
});
