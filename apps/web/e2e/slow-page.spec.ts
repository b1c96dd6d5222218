import { expect, test } from "@playwright/test";
import { appRunning } from "./support";

for (const width of [360, 1280]) {
  test(`at ${width} px a tapped page still downloading shows that it is on its way`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto("/csit/entrance-preparation", { waitUntil: "networkidle" });
    // The app is running (the prerendered page is hydrated), not only its HTML: a tap before that
    // is a plain link that loads a whole document, with no bar (seen once at load 25). The top bar
    // hydrates before the page's own part, where the link is: both must be the app's.
    await appRunning(page);
    // /csit's code is held back, as on slow data, until the test lets it through.
    let letThrough!: () => void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route(/\/assets\/csit-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const onItsWay = page.getByRole("progressbar", { name: "Opening the page" });
    await expect(onItsWay).toHaveCount(0);

    await page.getByRole("link", { name: /B\.Sc\.CSIT subject MCQs/ }).click();
    await expect(onItsWay).toBeVisible();
    // The page tapped from stays readable underneath.
    await expect(page.getByRole("heading", { level: 1 })).toContainText("B.Sc.CSIT");

    letThrough();
    await expect(page.getByRole("region", { name: "Practise by subject" })).toBeVisible();
    await expect(onItsWay).toHaveCount(0);
  });
}
