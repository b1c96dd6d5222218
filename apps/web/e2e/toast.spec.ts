import { expect, test } from "@playwright/test";
import { login, newStudent, register } from "./support";

for (const width of [360, 1280]) {
  test(`at ${width} px a toast fits the screen and its close button is a full tap target`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    const student = newStudent();
    await register(page, student);
    // Registering leaves one toast up on the login page (the server's words about the mail are
    // above the form, not a second toast over it). Its clock stops while the window is away
    // (react-toastify's pause on focus loss), so only the login can close it.
    await expect(page.getByRole("alert")).toHaveCount(1);
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    // The widest the page gets while the toast slides in, frame by frame until it has settled.
    const widest = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let max = 0;
          const frame = () => {
            max = Math.max(max, document.documentElement.scrollWidth);
            const toast = [...document.querySelectorAll(".Toastify__toast")].find((t) =>
              t.textContent?.includes("Login Successful"),
            );
            if (toast && toast.getAnimations().length === 0) resolve(max);
            else requestAnimationFrame(frame);
          };
          frame();
        }),
    );
    await login(page, student.email, student.password);
    const toast = page.getByRole("alert").filter({ hasText: "Login Successful" });
    await expect(toast).toBeVisible();
    // Registering's message is closed by the login's: one toast, not two stacked.
    await expect(page.getByRole("alert")).toHaveCount(1);

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
    // Nothing of it reaches past the screen's edge, so the page never scrolls sideways, not even
    // while it slides in.
    expect(await widest).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    // It comes in under the top bar, whose menu, language and account stay in reach (issue 48).
    const bar = (await page.getByRole("banner").boundingBox())!;
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await close.click();
    await expect(toast).toHaveCount(0);
  });
}
