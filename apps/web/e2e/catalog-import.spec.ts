import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signedInExaminer } from "./support";

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Ten good questions and, on line 9, one whose answer names no option. The first holds a formula
 * and Devanagari; the texts carry the width so the two runs (one server) never repeat each other.
 */
function unitCsv(width: number): string {
  const rows = [
    "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation",
    `"$x^2 = 49$ भए x को धनात्मक मान कति हुन्छ? (${width})",$7$,$-7$,$49$,,,A,mathematics,"$7^2 = 49$ र 7 धनात्मक छ।"`,
  ];
  for (let i = 2; i <= 10; i++) {
    rows.push(
      `What is ${i} times ${width}?,${i * width},${i * width + 1},${i * width - 1},,,A,mathematics,${i} times ${width} is ${i * width}.`,
    );
    if (i === 7)
      rows.push(`Which number is the bad row's key (${width})?,1,2,3,,,D,mathematics,No option D.`);
  }
  return rows.join("\n");
}

for (const width of [360, 1280]) {
  test.describe(`importing into the catalog at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    test("an examiner checks a CSV, publishes the good questions into a new unit, and a student takes them", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await signedInExaminer(page);

      await page.goto("/examiner");
      await page.getByRole("link", { name: "Import questions into the catalog" }).click();
      await expect(page).toHaveURL(/\/examiner\/import$/);
      await expect(
        page.getByRole("heading", { name: "Import questions into the catalog" }),
      ).toBeVisible();
      await expect(page.getByLabel("Level")).toHaveValue("grade-x");
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel("Question file").setInputFiles({
        name: `unit-${width}.csv`,
        mimeType: "text/csv",
        buffer: Buffer.from(unitCsv(width)),
      });
      await page.getByLabel("Format").selectOption("gift");
      await page.getByLabel("Question file").setInputFiles({
        name: `unit-${width}.csv`,
        mimeType: "text/csv",
        buffer: Buffer.from(unitCsv(width)),
      });
      // The format follows the file's ending.
      await expect(page.getByLabel("Format")).toHaveValue("csv");
      await page.getByLabel("Subject").selectOption({ label: "Mathematics" });
      await page
        .getByLabel("Unit", { exact: true })
        .selectOption({ label: "New unit in Arithmetic" });
      await page.getByLabel("New unit name").fill(`Imported at ${width} px`);
      await expect(page.getByLabel("New unit address")).toHaveValue(`imported-at-${width}-px`);
      await page.getByRole("button", { name: "Check the file" }).click();

      const report = page.getByRole("form", { name: "Report" });
      await expect(report.getByRole("status")).toHaveText(
        `11 read from unit-${width}.csv: 10 pass, 1 refused, 0 not supported`,
      );
      await expect(report).toContainText(
        `Into grade-x-mathematics/arithmetic/imported-at-${width}-px`,
      );
      const table = report.getByRole("table", { name: /Questions not imported/ });
      await expect(table.getByRole("row")).toHaveCount(2);
      await expect(table.getByRole("row").nth(1)).toHaveText(
        /^9\s*answer "D" is not among the options$/,
      );
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing wider than the screen, the report table included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/import-${width}.png`,
          fullPage: true,
        });

      // Without leaving the bad one out, the server refuses, and says so by the checkbox.
      await report.getByRole("button", { name: "Publish 10 questions" }).click();
      const skip = report.getByLabel(/Leave out the 1 rejected question/);
      await expect(skip).toHaveAttribute("aria-invalid", "true");
      await expect(
        report.getByText(/Leave out the 1 rejected question to publish the other 10/),
      ).toBeVisible();
      await skip.check();
      await report.getByRole("button", { name: "Publish 10 questions" }).click();
      await expect(page.getByRole("status").filter({ hasText: "written into" })).toHaveText(
        `11 read from unit-${width}.csv: 10 written into grade-x-mathematics/arithmetic/imported-at-${width}-px (School (Grade X) / Mathematics), 1 rejected and left out. Open the unit`,
      );
      await expect(page.getByRole("link", { name: "Open the unit" })).toHaveAttribute(
        "href",
        /^\/school\/grade-x-mathematics\/mcq\/\d+$/,
      );
      // Publishing again is a repeat of every question: refused, nothing written twice.
      await page.getByRole("button", { name: "Check the file" }).click();
      await expect(page.getByLabel("New unit address")).toHaveCount(0);
      await expect(report.getByRole("status")).toHaveText(
        `11 read from unit-${width}.csv: 0 pass, 11 refused, 0 not supported`,
      );

      // A student, signed out, on another browser: the new unit and its questions are there.
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const student = await context.newPage();
      await student.goto("/school/grade-x-mathematics/mcq");
      await student.getByRole("link", { name: `Imported at ${width} px` }).click();
      await expect(
        student.getByRole("heading", { name: `Unit: Imported at ${width} px` }),
      ).toBeVisible();
      await expect(student.getByText("10 questions, 30 seconds each.")).toBeVisible();
      await student.getByRole("button", { name: "Start Quiz" }).click();
      await expect(student.getByText("Question 1 of 10")).toBeVisible();
      const main = student.getByRole("main");
      await expect(main.getByText(`भए x को धनात्मक मान कति हुन्छ? (${width})`)).toBeVisible();
      // The formula arrives as MathML, as the seed makes it.
      await expect(main.locator("math").first()).toBeVisible();
      await expect(main.locator("math msup").first()).toBeVisible();
      await context.close();
    });
  });
}
