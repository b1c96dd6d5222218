import { expect, test, type Page } from "@playwright/test";
import { appIsRunning } from "../../../scripts/bench/app-running";
import { collectErrors } from "./support";

// Issue 48 point 6 (decision 131): on a slow phone the prerendered page is on screen seconds before
// the app has started. The menu and language buttons answer a tap from the first moment (the page's
// inline boot script), and the app adopts what was tapped when it starts.

const APP_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** A 360 px phone with a 6x slower CPU whose app script is held back until `release()`. */
async function slowPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release,
    /** The app has not started (its script is held): nothing of React's on the page. */
    async notStarted() {
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-app"))).toBe(
        false,
      );
      expect(await page.evaluate(appIsRunning)).toBe(false);
    },
  };
}

test("the menu opens from the first tap before the app has started, and the app keeps it open", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const phone = await slowPhone(page);
  await page.goto("/", { waitUntil: "commit" });
  const nav = page.getByRole("navigation", { name: "Main" });
  const menu = page.getByRole("banner").getByRole("button", { name: /menu/i });
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(nav).toBeHidden();

  await phone.notStarted();
  await menu.click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link", { name: "School (Grade X)" })).toBeVisible();
  // The overlay closes it, and the button opens it again, still before the app.
  await page.getByTestId("sidebar-overlay").click({ position: { x: 340, y: 400 } });
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(nav).toBeVisible();
  await phone.notStarted();

  phone.release();
  await expect.poll(() => page.evaluate(appIsRunning), { timeout: 30_000 }).toBe(true);
  // The app took the sidebar over as it was: open, covering the page, named for closing.
  await expect(nav).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(page.getByRole("main")).toHaveAttribute("inert", "");
  // One tap, one change: the app answers now, and the early script no longer does.
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(nav).toBeVisible();
  expect(errors).toEqual([]);
});

test("the language tapped before the app has started is shown once it starts", async ({ page }) => {
  const errors = collectErrors(page);
  const phone = await slowPhone(page);
  await page.goto("/", { waitUntil: "commit" });
  const toNepali = page.getByRole("banner").getByRole("button", { name: "नेपाली" });
  await expect(toNepali).toBeVisible();
  await phone.notStarted();
  await toNepali.click();
  // Taken: the button says it is on its way (the catalogue comes with the app).
  await expect(page.locator("html")).toHaveAttribute("data-language-tapped", "ne");
  await expect(toNepali).toHaveCSS("cursor", "progress");

  phone.release();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne", { timeout: 30_000 });
  await expect(page.getByRole("banner").getByRole("button", { name: "English" })).toBeVisible();
  await expect(page.getByRole("main").getByText("तयारी सुरु गर्नुहोस्")).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-language-tapped");
  // Kept on the device, as the switch keeps it.
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ne");
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});
