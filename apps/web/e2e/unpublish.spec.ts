import { expect, test } from "@playwright/test";
import { chooseNepali } from "./nepali-support";
import { signedInExaminer } from "./support";

// Issue 29, "mistakes can be undone" (decision 0082): the import page lists what the examiner
// published, newest first, and each question has "Unpublish", asked first, then said what happened.

/** Ten good questions, the first with a formula; `tag` keeps them apart from other journeys'. */
function unitCsv(tag: string): string {
  const rows = [
    "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation",
    `"If $x^2 = 64$ what is the positive x? (${tag})",$8$,$-8$,$64$,,,A,mathematics,"$8^2 = 64$."`,
  ];
  for (let i = 2; i <= 10; i++)
    rows.push(
      `What is ${i} plus ${i} (${tag})?,${2 * i},${2 * i + 1},${2 * i - 1},,,A,mathematics,${i} plus ${i} is ${2 * i}.`,
    );
  return rows.join("\n");
}

test.use({ viewport: { width: 360, height: 740 } });

test("an examiner unpublishes a question from the import page's list and rewords another's options, at 360 px, in English and Nepali", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = `undo ${Date.now() % 100_000}`;
  await signedInExaminer(page);
  await page.goto("/examiner/import");
  const list = page.getByRole("region", { name: "Your published questions" });
  await expect(list).toContainText("You have not published any questions into the catalog yet.");

  await page.getByLabel("Question file").setInputFiles({
    name: "undo.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(unitCsv(tag)),
  });
  await page.getByLabel("Subject").selectOption({ label: "Mathematics" });
  await page.getByLabel("Unit", { exact: true }).selectOption({ label: "New unit in Arithmetic" });
  await page.getByLabel("New unit name").fill(`Undo ${tag}`);
  await page.getByRole("button", { name: "Check the file" }).click();
  const report = page.getByRole("form", { name: "Report" });
  await report.getByRole("button", { name: "Publish 10 questions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "written into" })).toBeVisible();

  // The list: the ten, in the file's order, the formula drawn as MathML.
  await expect(list).toContainText("10 questions you published, the most recent first.");
  const items = list.getByRole("listitem");
  await expect(items).toHaveCount(10);
  const first = items.first();
  await expect(first).toContainText(`Undo ${tag}, published`);
  await expect(first).toContainText("undo.csv");
  await expect(first.locator("math msup")).toBeVisible();
  await expect(first).not.toContainText("$");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Asked first: keeping it changes nothing.
  const second = items.nth(1);
  await expect(second).toContainText(`What is 2 plus 2 (${tag})?`);
  await second.getByRole("button", { name: "Unpublish" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(/Unpublish question \d+ from Undo/);
  await expect(dialog).toContainText("Students will no longer get it.");
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toBeHidden();
  await expect(items).toHaveCount(10);

  // Then unpublished: said, and gone from the list.
  await second.getByRole("button", { name: "Unpublish" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Unpublish" }).click();
  await expect(list.getByRole("status")).toHaveText(
    new RegExp(
      `^Question \\d+ is taken out of the unit Undo ${tag}: students no longer get it\\.$`,
    ),
  );
  await expect(list).toContainText("9 questions you published, the most recent first.");
  await expect(items).toHaveCount(9);
  await expect(list).not.toContainText(`What is 2 plus 2 (${tag})?`);

  // Its options reworded in place (decision 350): the words as written, one field each.
  await first.getByText("Reword its options").click();
  await expect(first.getByLabel("Option A")).toHaveValue("$8$");
  await first.getByLabel("Option C").fill("$64$ (the square)");
  await first.getByRole("button", { name: "Save the new words" }).click();
  await expect(list.getByRole("status")).toHaveText(
    new RegExp(
      `^The options of question \\d+ of the unit Undo ${tag} are reworded: answers given before are kept, marked as given to the earlier words\\.$`,
    ),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // In Nepali: the list, the button, the question and the answer.
  await chooseNepali(page);
  const listNe = page.getByRole("region", { name: "तपाईंले प्रकाशित गरेका प्रश्न" });
  await expect(listNe).toContainText("तपाईंले प्रकाशित गरेका 9 प्रश्न, पछिल्लो पहिले।");
  const third = listNe.getByRole("listitem").nth(1);
  await expect(third).toContainText(`What is 3 plus 3 (${tag})?`);
  await third.getByRole("button", { name: "प्रकाशन हटाउनुहोस्" }).click();
  const dialogNe = page.getByRole("dialog");
  await expect(dialogNe).toContainText("अब विद्यार्थीहरूले यो प्रश्न पाउँदैनन्।");
  await dialogNe.getByRole("button", { name: "प्रकाशन हटाउनुहोस्" }).click();
  await expect(listNe.getByRole("status")).toContainText(
    "बाट हटाइयो: अब विद्यार्थीहरूले यो प्रश्न पाउँदैनन्।",
  );
  await expect(listNe.getByRole("listitem")).toHaveCount(8);
  // The same words again: said so, in Nepali.
  const lastNe = listNe.getByRole("listitem").last();
  await expect(lastNe).toContainText(`What is 10 plus 10 (${tag})?`);
  await lastNe.getByText("यसका विकल्पहरू फेरि लेख्नुहोस्").click();
  await expect(lastNe.getByLabel("विकल्प A")).toHaveValue("20");
  await lastNe.getByRole("button", { name: "नयाँ शब्द सुरक्षित गर्नुहोस्" }).click();
  await expect(listNe.getByRole("status")).toContainText("पहिले नै यसरी नै लेखिएका छन्।");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
