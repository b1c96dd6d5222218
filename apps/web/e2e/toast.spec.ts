import { expect, test } from "@playwright/test";
import { login, newStudent, register } from "./support";

for (const width of [360, 1280]) {
  test(`at ${width} px a toast fits the screen and its close button is a full tap target`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    const student = newStudent();
    await register(page, student);
    await login(page, student.email, student.password);
    const toast = page.getByRole("alert").filter({ hasText: "Login Successful" });
    await expect(toast).toBeVisible();

    const close = toast.getByRole("button", { name: "Close" });
    // The toast slides in from the side: its right edge settles within the screen.
    const rightEdge = async () => {
      const box = (await close.boundingBox())!;
      return box.x + box.width;
    };
    await expect.poll(rightEdge).toBeLessThanOrEqual(width);
    const box = (await close.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // Nothing of it reaches past the screen's edge, so the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await close.click();
    await expect(toast).toHaveCount(0);
  });
}
