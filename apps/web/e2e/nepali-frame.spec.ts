import { expect, test, type Page } from "@playwright/test";
import { expectAllNepali } from "./nepali-support";
import { apiAccount, collectErrors, login, newStudent, register } from "./support";

// The frame in Nepali (decision 57): the top bar's switch, the sidebar, page titles and the
// not-found page, which is the frame's own (every word on /some-unknown-address is the frame's).
const UNKNOWN = "/some-unknown-address";
const NEPALI_CHUNK = /\/assets\/messages\.ne-[^/]+\.js$/;

async function openSidebarOnPhone(page: Page, width: number) {
  if (width !== 360) return;
  await page.getByRole("button", { name: "मेनु खोल्नुहोस्" }).click();
  await expect(page.getByRole("navigation", { name: "मुख्य" })).toBeVisible();
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    test("the switch turns the frame into Nepali, a reload keeps it, and it turns back", async ({
      page,
    }) => {
      await page.goto(UNKNOWN, { waitUntil: "networkidle" });
      await expect(page).toHaveTitle("Page not found · Tayari");
      const toNepali = page.getByRole("button", { name: "नेपाली" });
      await expect(toNepali).toHaveAttribute("lang", "ne");
      expect((await toNepali.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await toNepali.click();
      await expect(page.locator("html")).toHaveAttribute("lang", "ne");
      await expect(page.getByRole("heading", { level: 1, name: "पृष्ठ भेटिएन" })).toBeVisible();
      await expect(page).toHaveTitle("पृष्ठ भेटिएन · तयारी");
      await openSidebarOnPhone(page, width);
      const nav = page.getByRole("navigation", { name: "मुख्य" });
      await expect(nav.getByRole("heading", { name: "परीक्षाको तयारी" })).toBeVisible();
      await expectAllNepali(page);

      await page.reload({ waitUntil: "networkidle" });
      await expect(page.locator("html")).toHaveAttribute("lang", "ne");
      await expect(page).toHaveTitle("पृष्ठ भेटिएन · तयारी");
      await openSidebarOnPhone(page, width);
      await expectAllNepali(page);
      // Following a link in Nepali names the next page in Nepali too.
      await nav.getByRole("link", { name: "B.Sc.CSIT प्रवेश परीक्षा" }).first().click();
      await expect(page).toHaveTitle("B.Sc.CSIT प्रवेश परीक्षाको तयारी · तयारी");

      const toEnglish = page.getByRole("button", { name: "English" });
      await expect(toEnglish).toHaveAttribute("lang", "en");
      await toEnglish.click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveTitle("B.Sc.CSIT Entrance Preparation · Tayari");
      await page.goto(UNKNOWN, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
      await expect(page.getByRole("button", { name: "नेपाली" })).toBeVisible();
    });

    test("a prerendered page on a Nepali device shows Nepali, without hydration errors", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.addInitScript(() => localStorage.setItem("language", "ne"));
      for (const path of ["/", "/csit/entrance-preparation"]) {
        await page.goto(path, { waitUntil: "networkidle" });
        await expect(page.locator("html")).toHaveAttribute("lang", "ne");
        const banner = page.getByRole("banner");
        await expect(banner.getByRole("button", { name: "English" })).toBeVisible();
        await expect(banner.getByRole("link", { name: "लग इन" })).toBeVisible();
        await expect(page).toHaveTitle(/तयारी$/);
      }
      expect(errors).toEqual([]);
    });
  });
}

test("the switch tapped while the page is still hydrating turns it into Nepali, without hydration errors", async ({
  page,
}) => {
  // A phone that is slow to fetch the home page's code: the top bar hydrates (and answers the
  // tap) while the page below it is still the prerendered English markup. Switching then must not
  // hydrate that markup as Nepali (React's error 418, the page thrown away and drawn again).
  const errors = collectErrors(page);
  let asked!: () => void;
  const homeAskedFor = new Promise<void>((resolve) => (asked = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/home-[^/]+\.js$/, async (route) => {
    asked(); // the app is hydrating: the top bar first, the page once its code is here
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await homeAskedFor;
  const frameCatalogue = page.waitForResponse(NEPALI_CHUNK);
  await page.getByRole("button", { name: "नेपाली" }).click();
  await frameCatalogue;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  release();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByRole("banner").getByRole("button", { name: "English" })).toBeVisible();
  await expect(page.getByRole("main").getByText("तयारी सुरु गर्नुहोस्")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("without the Nepali catalogue (offline, never cached) the switch says so and stays", async ({
  page,
}) => {
  await page.goto(UNKNOWN, { waitUntil: "networkidle" });
  await page.route(NEPALI_CHUNK, (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "नेपाली" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Nepali could not be loaded" }),
  ).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("button", { name: "नेपाली" })).toBeVisible();
});

test.describe("signed in", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("Nepali chosen on one phone follows the student to the next after logging in", async ({
    page,
    browser,
  }) => {
    const student = newStudent();
    await register(page, student);
    await login(page, student.email, student.password);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/me/language") && r.request().method() === "PUT",
    );
    await page.getByRole("button", { name: "नेपाली" }).click();
    expect((await saved).status()).toBe(200);
    // The phone's top bar still holds the menu, the name, the switch, the initials and Logout.
    const banner = page.getByRole("banner");
    for (const control of [
      banner.getByRole("button", { name: "English" }),
      banner.getByRole("link", { name: "मेरो प्रगति" }),
      banner.getByRole("button", { name: "लग आउट" }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.height).toBeGreaterThanOrEqual(43.5);
    }
    await expect(banner.locator(".signed-in-initials")).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await banner.getByRole("button", { name: "लग आउट" }).click();
    await expect(banner.getByRole("link", { name: "लग इन" })).toBeVisible();

    // Another phone, which never chose a language: the account's Nepali wins at sign-in.
    const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const phone = await other.newPage();
    await login(phone, student.email, student.password);
    await expect(phone.locator("html")).toHaveAttribute("lang", "ne");
    await expect(phone.getByRole("button", { name: "लग आउट" })).toBeVisible();
    await expect(phone.getByRole("button", { name: "English" })).toBeVisible();
    await other.close();
  });

  test("an account without a language is given the one the device chose", async ({
    page,
    request,
  }) => {
    const { profile } = await apiAccount(request);
    expect(profile.user.language).toBeNull();
    await page.addInitScript((p) => {
      localStorage.setItem("language", "ne");
      if (!localStorage.getItem("profile")) localStorage.setItem("profile", p);
    }, JSON.stringify(profile));
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/me/language"));
    await page.goto(UNKNOWN);
    expect((await saved).status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");
    const me = await request.get("/api/me", {
      headers: { authorization: `Bearer ${profile.token}` },
    });
    expect((await me.json()).user.language).toBe("ne");
  });
});
