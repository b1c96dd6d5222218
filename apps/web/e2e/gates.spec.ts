import { expect, test, type Page } from "@playwright/test";
import { login, newStudent, openPage, register, setRole } from "./support";

// Issue 48, point 3: the pages that need an account or an examiner sit behind one gate, declared on
// their route. A guest gets the sign-in page and comes back to the page after logging in; a student
// at an examiner's page is told it is for examiners, with the way back.

/**
 * A new account's owner, signed out, opens `address`: its sign-in page under `heading`; they log in
 * from it and are back at `address`.
 */
async function logInFrom(page: Page, address: string, heading: string) {
  const person = newStudent();
  await register(page, person);
  await openPage(page, address);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await main.getByRole("link", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  return { person, main };
}

test("a guest at /progress logs in from its sign-in page and is back on /progress", async ({
  page,
}) => {
  const { main } = await logInFrom(page, "/progress", "My progress");
  await expect(main.getByRole("heading", { level: 1, name: "My progress" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Log in", exact: true })).toBeHidden();
});

test("a guest at /examiner logs in as a student and is told it is for examiners; made one, the page opens", async ({
  page,
}) => {
  const { person, main } = await logInFrom(page, "/examiner", "Examiner");
  await expect(
    main.getByText(
      "This part of Tayari is for examiners. Ask the college's Tayari administrator for access.",
    ),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "Go to the home page" })).toBeVisible();

  // In Nepali too.
  await page.getByRole("button", { name: "नेपाली" }).click();
  await expect(
    main.getByText(
      "तयारीको यो भाग परीक्षकका लागि हो। पहुँचका लागि कलेजमा तयारी चलाउने प्रशासकलाई सोध्नुहोस्।",
    ),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "गृहपृष्ठमा जानुहोस्" })).toBeVisible();

  // Made an examiner the way an operator does: the page opens without signing in again.
  setRole(person.email, "examiner");
  await page.reload();
  await expect(main.getByRole("heading", { level: 2, name: "तपाईंका परीक्षाहरू" })).toBeVisible();
  await expect(main.getByText(/परीक्षकका लागि हो/)).toBeHidden();
});
