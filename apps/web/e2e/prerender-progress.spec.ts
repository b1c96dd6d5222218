import { expect, test, type Page } from "@playwright/test";
import { expectAllNepali } from "./nepali-support";
import { practise } from "./quiz-support";
import { apiAccount, collectErrors } from "./support";

// Issue 50 point 3 (decision 293): /progress paints its first screen from the prerendered HTML,
// the one the saved login calls for (src/boot.js), before any of the app's code: a student's heading
// (and the notice to verify the address), or a guest's page; nothing English where the page will be
// Nepali. The app then draws the figures under the heading without moving anything in the page.

test.use({ viewport: { width: 360, height: 740 } });

const MAIN_BUNDLE = /\/assets\/index-[^/]+\.js$/;

type Profile = Awaited<ReturnType<typeof apiAccount>>["profile"];

/** `profile` (a login's answer) and `language` kept on the device before each page's own scripts run. */
async function keep(page: Page, profile: Profile | null, language?: "ne") {
  await page.addInitScript(
    ({ profile, language }) => {
      if (profile) localStorage.setItem("profile", JSON.stringify(profile));
      if (language) localStorage.setItem("language", language);
    },
    { profile, language },
  );
}

const guestsWords = /^Log in to keep every finished test on your account/;

test.describe("before the app", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(MAIN_BUNDLE, (route) => route.abort());
  });

  test("a student not verified yet sees the heading and the notice with their address", async ({
    page,
    request,
  }) => {
    const { profile, email } = await apiAccount(request);
    expect(profile).toMatchObject({ user: { email_verified: false } });
    await keep(page, profile);
    await page.goto("/progress");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("My progress");
    await expect(main.getByRole("region", { name: "Verify your e-mail" })).toContainText(
      `Open the link we sent to ${email}, so that`,
    );
    await expect(main.getByText(guestsWords)).toBeHidden();
    await expect(main.getByRole("link", { name: "Log in" })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-app"))).toBe(
      false,
    );
  });

  test("a verified student sees the heading without the notice", async ({ page, request }) => {
    const { profile } = await apiAccount(request);
    await keep(page, { ...profile, user: { ...profile.user, email_verified: true } } as Profile);
    await page.goto("/progress");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("My progress");
    await expect(main.getByRole("region", { name: "Verify your e-mail" })).toBeHidden();
    await expect(main.getByText(guestsWords)).toBeHidden();
  });

  test("a guest sees the way to log in and to practise next, no student's page", async ({
    page,
  }) => {
    await page.goto("/progress");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("My progress");
    await expect(main.getByText(guestsWords)).toBeVisible();
    await expect(main.getByRole("link", { name: "Practise next" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Verify your e-mail" })).toBeHidden();
    await expect(main.getByRole("status", { name: "Loading" })).toBeHidden();
  });

  test("where the page will be Nepali, none of its English shows", async ({ page, request }) => {
    await keep(page, null, "ne");
    await page.goto("/progress");
    const main = page.getByRole("main");
    await expect(main).toBeAttached();
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(0);
    await expect(main.getByText(guestsWords)).toBeHidden();
    // A signed-in account that chose Nepali, on a device that did not.
    const { profile } = await apiAccount(request);
    await keep(page, { ...profile, user: { ...profile.user, language: "ne" } } as Profile);
    await page.reload();
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(0);
    await expect(main.getByRole("region", { name: "Verify your e-mail" })).toHaveCount(0);
  });
});

test.describe("with the app", () => {
  test("a student's figures come under the heading without moving anything in the page, the answers asked once", async ({
    page,
    request,
  }) => {
    const { profile, token } = await apiAccount(request);
    // Answers for the charts and the readiness cards.
    await practise(request, token, ["mathematics", "physics"], 6);
    await keep(page, profile);
    // Every layout shift from the start, with whether it moved something in the page (<main>).
    await page.addInitScript(() => {
      const shifts: { value: number; inMain: boolean }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node?: Node | null }[];
        }[])
          shifts.push({
            value: entry.value,
            inMain: entry.sources.some(
              (s) => s.node instanceof Element && s.node.closest("main") !== null,
            ),
          });
      }).observe({ type: "layout-shift", buffered: true });
    });
    const asked: string[] = [];
    page.on(
      "request",
      (r) => r.url().includes("/api/me/") && asked.push(new URL(r.url()).pathname),
    );
    const errors = collectErrors(page);
    await page.goto("/progress");
    const main = page.getByRole("main");
    await expect(main.getByText("Tests finished")).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole("heading", { name: "How ready am I" })).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Accuracy over the last 90 days" }),
    ).toBeVisible();
    await expect(main.getByRole("region", { name: "Verify your e-mail" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("My progress");
    await expect(main.getByText(guestsWords)).toHaveCount(0);
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; inMain: boolean }[] }).shifts,
    );
    expect(shifts.filter((s) => s.inMain)).toEqual([]);
    // Each of the page's four answers asked once: the early one is the page's own.
    for (const path of [
      "/api/me/progress",
      "/api/me/attempts",
      "/api/me/review",
      "/api/me/readiness",
    ])
      expect(
        asked.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("a guest's page is hydrated as it was painted, and logging in from it leads back to the figures", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/progress");
    const main = page.getByRole("main");
    await expect(main.getByText(guestsWords)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-app")))
      .toBe(true);
    const { email, password } = await apiAccount(request);
    await main.getByRole("link", { name: "Log in" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(main.getByText("Tests finished")).toBeVisible();
    await expect(main.getByText(guestsWords)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("in Nepali the page is drawn in Nepali", async ({ page, request }) => {
    const { profile } = await apiAccount(request);
    await keep(page, profile, "ne");
    await page.goto("/progress");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("मेरो प्रगति");
    await expect(main.getByRole("heading", { name: "मेरो प्रगति" })).toHaveCount(1);
    await expect(main.getByRole("status")).toHaveCount(0, { timeout: 20_000 });
    await expectAllNepali(page);
  });
});
