import { expect, test } from "@playwright/test";
import { login, mailFor, newStudent, register } from "./support";

test.describe("accounts", () => {
  test("register, log in, stay signed in across a reload, log out", async ({ page, request }) => {
    const student = newStudent();
    await register(page, student);
    // Registration does not sign in.
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

    await login(page, student.email, student.password);
    await expect(page.getByText("Login Successfully.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

    const profile = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("profile") ?? "null"),
    );
    expect(profile).toMatchObject({
      token_type: "Bearer",
      user: { email: student.email, name: student.name },
    });
    const token = profile.token as string;

    await page.reload();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

    await page.evaluate(() => localStorage.setItem("score", "3"));
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Logged out successfully.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    const me = await request.get("/api/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    const student = newStudent();
    await register(page, student);
    await login(page, student.email, "not-my-password");
    await expect(page.getByText("These credentials do not match our records.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("profile"))).toBeNull();
  });

  test("forgot password: the mail arrives and its link resets the password once", async ({
    page,
  }) => {
    const student = newStudent();
    await register(page, student);

    await page.goto("/forgot-password");
    await expect(
      page.getByRole("heading", { name: "Enter your email to get a link." }),
    ).toBeVisible();
    await page.getByLabel("Your email").fill(student.email);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/login$/);

    const mail = await mailFor(student.email, /Subject: Reset your Tayari password/);
    const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByLabel("New password", { exact: true }).fill("a-new-password-42");
    await page.getByLabel("Confirm new password").fill("a-new-password-42");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText(/Your password has been reset/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await login(page, student.email, "a-new-password-42");
    await expect(page.getByText("Login Successfully.")).toBeVisible();

    await page.goto(link!);
    await page.getByLabel("New password", { exact: true }).fill("another-password-7");
    await page.getByLabel("Confirm new password").fill("another-password-7");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();
  });
});
