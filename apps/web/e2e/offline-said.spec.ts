import { expect, test } from "@playwright/test";
import { appRunning, collectErrors, openPage } from "./support";

// Issue 48 point 8 (decision 132): while the device is offline every page says so, in either
// language, and a page whose data never came says at once that it needs the connection.

test("offline, every page says so in English and Nepali, and stops saying it once back online", async ({
  page,
  context,
}) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await openPage(page, "/");
  const bar = page.getByRole("main").locator(".offline-bar");
  await expect(bar).toHaveCount(0);

  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  // What the page still fetches (a font, a part of the app) arrives before the connection goes:
  // a load cut by going offline is not what this journey is about.
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  await expect(bar).toHaveRole("status");
  await expect(bar).toHaveText(
    "You are offline. Pages and tests opened before on this phone still work.",
  );
  await context.setOffline(false);
  await expect(bar).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem("language", "ne"));
  await page.reload();
  await appRunning(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByRole("main").getByText("तयारी सुरु गर्नुहोस्")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  await expect(bar).toHaveRole("status");
  await expect(bar).toHaveText("इन्टरनेट जडान छैन। यो फोनमा पहिले खोलेका पृष्ठ र परीक्षाहरू चल्छन्।");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.setOffline(false);
  await expect(bar).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a page with its own offline words shows those alone", async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPage(page, "/login");
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await context.setOffline(true);
  // One status, the login's: what needs the internet here.
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    /^You are offline\. Logging in needs the internet/,
  );
  await context.setOffline(false);
});

test("offline, a page whose data never came says at once that it needs the connection", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The level page's code is here (Grade XII opened online); Grade X's data never came.
  await openPage(page, "/school/grade-xii");
  await expect(page.getByRole("heading", { name: "NEB (Grade XII)" })).toBeVisible();
  const asked: string[] = [];
  page.on("request", (r) => r.url().includes("/api/") && asked.push(new URL(r.url()).pathname));

  await context.setOffline(true);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "School (Grade X)" })
    .click();
  await expect(page.getByRole("heading", { name: "Waiting for the connection" })).toBeVisible();
  // Said once, by the waiting screen (the frame's offline line gives way to it).
  await expect(page.getByText(/you have opened before on this phone still work/)).toBeVisible();
  await expect(page.locator(".offline-bar")).toBeHidden();
  // Asked once, not again and again behind a spinner: the device knows it is offline.
  expect(asked.filter((p) => p.includes("grade-x") && !p.includes("grade-xii"))).toHaveLength(1);

  // Back online, the page opens by itself.
  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "School (Grade X)" })).toBeVisible();
});
