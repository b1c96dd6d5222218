import { expect, test } from "@playwright/test";
import { login, newStudent, register } from "./support";

test.describe("account", () => {
  test("change the password: field errors, then every other session ends", async ({
    page,
    request,
  }) => {
    const student = newStudent();
    await register(page, student);
    // Another device signed in to the same account.
    const other = await request.post("/api/login", {
      data: { email: student.email, password: student.password },
    });
    const otherToken = (await other.json()).token as string;

    await login(page, student.email, student.password);
    await expect(page.getByText("Login Successfully.")).toBeVisible();
    await page.getByRole("link", { name: "Account", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Change your password" })).toBeVisible();

    const current = page.getByLabel("Current password", { exact: true });
    const fresh = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    const submit = page.getByRole("button", { name: "Change password" });

    await current.fill("not-my-password");
    await fresh.fill("annapurna-base-88");
    await confirm.fill("annapurna-base-88");
    await submit.click();
    await expect(current).toHaveAccessibleDescription("The current password is not correct.");

    await current.fill(student.password);
    await fresh.fill("password123");
    await confirm.fill("password123");
    await submit.click();
    await expect(fresh).toHaveAccessibleDescription(/one of the most commonly used passwords/);

    await fresh.fill("annapurna-base-88");
    await confirm.fill("annapurna-base-88");
    await submit.click();
    await expect(
      page.getByText("Your password has been changed. Every other session has been logged out."),
    ).toBeVisible();
    await expect(current).toHaveValue("");

    const me = await request.get("/api/me", { headers: { Authorization: `Bearer ${otherToken}` } });
    expect(me.status()).toBe(401);

    // Still signed in here; then out everywhere, this device included.
    await page.reload();
    await page.getByRole("button", { name: "Log out everywhere" }).click();
    await expect(page.getByText("You have been logged out on every device.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, student.email, "annapurna-base-88");
    await expect(page.getByText("Login Successfully.")).toBeVisible();
  });
});
