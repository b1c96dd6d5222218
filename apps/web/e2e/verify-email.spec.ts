import { expect, test } from "@playwright/test";
import { login, mailsFor, newStudent, register } from "./support";

const verifyLink = (mail: string) =>
  /http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];

test("sign up, see 'verify your e-mail', ask for a new link and verify with it", async ({
  page,
}) => {
  const student = newStudent();
  await register(page, student);
  // The server's words about the mail, beside the specification's toast.
  await expect(page.getByText(/^Check your e-mail: we have sent a mail/)).toBeVisible();
  const [first] = await mailsFor(student.email, 1);
  expect(first).toContain("Subject: Confirm your e-mail address for Tayari");
  expect(first).not.toContain(student.name);
  expect(verifyLink(first!)).toBeTruthy();

  await login(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByRole("region", { name: "Verify your e-mail" });
  await expect(notice).toContainText(`Open the link we sent to ${student.email}`);
  await notice.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByText(`We have sent a new link to ${student.email}.`)).toBeVisible();

  const link = verifyLink((await mailsFor(student.email, 2))[1]!);
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Verify your e-mail" })).toBeVisible();
  await expect(page.getByText(`Thank you: ${student.email} is verified.`)).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(page.getByRole("heading", { name: "Change your password" })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Change your password" })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // A link works once; the first one died with the second.
  for (const used of [link!, verifyLink(first!)!]) {
    await page.goto(used);
    await expect(page.getByText(/This verification link is invalid or has expired/)).toBeVisible();
  }
});

test("on a 360 px phone a long address in the notice never widens the page (the notice is one line, decision 0501)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const student = newStudent();
  student.email = student.email.replace("@", ".studying.for.the.csit.entrance@");
  await register(page, student);
  await login(page, student.email, student.password);
  const notice = page.getByRole("region", { name: "Verify your e-mail" });
  await expect(notice).toContainText(student.email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
});
