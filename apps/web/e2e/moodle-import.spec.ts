import { expect, test } from "@playwright/test";
import { signedInExaminer } from "./support";

/**
 * A Moodle XML export as Moodle writes it (categories, CDATA HTML, TeX, a true/false question),
 * saved by Windows as UTF-16: two multiple-choice questions, one without any feedback.
 */
function moodleExport(tag: number): Buffer {
  const mc = (text: string, right: string, wrong: string[], feedback: string) =>
    [
      '  <question type="multichoice">',
      `    <name><text>q ${tag}</text></name>`,
      `    <questiontext format="html"><text><![CDATA[${text}]]></text></questiontext>`,
      `    <generalfeedback format="html"><text><![CDATA[${feedback}]]></text></generalfeedback>`,
      "    <single>true</single>",
      `    <answer fraction="100" format="html"><text><![CDATA[${right}]]></text><feedback format="html"><text></text></feedback></answer>`,
      ...wrong.map(
        (w) =>
          `    <answer fraction="0" format="html"><text><![CDATA[${w}]]></text><feedback format="html"><text></text></feedback></answer>`,
      ),
      "  </question>",
    ].join("\n");
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<quiz>",
    '  <question type="category"><category><text>$course$/top/Default for Entrance/Physics</text></category></question>',
    mc(
      `<p>A body starts from rest with acceleration \\(a = ${tag}\\) m/s&sup2;.</p><p>What is its speed after 2&nbsp;s?</p>`,
      `\\(${2 * tag}\\) m/s`,
      [`\\(${tag}\\) m/s`, `\\(${4 * tag}\\) m/s`],
      "<p>\\(v = u + at\\), with \\(u = 0\\).</p>",
    ),
    mc(`<p>Which quantity is a vector? (${tag})</p>`, "Velocity", ["Mass", "Time"], ""),
    '  <question type="truefalse"><name><text>tf</text></name><questiontext format="html"><text>Light is a wave.</text></questiontext></question>',
    "</quiz>",
  ].join("\n");
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, "utf16le")]);
}

test.use({ viewport: { width: 360, height: 740 } });

test("an examiner brings a Moodle XML export in as a private bank and previews it for the catalog", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInExaminer(page);
  const tag = Date.now() % 10_000;
  // Named as Moodle names its exports; read by its content.
  const file = { name: "moodle-export.txt", mimeType: "text/plain", buffer: moodleExport(tag) };

  await page.goto("/examiner");
  await page.getByLabel("Bank name").fill(`Moodle bank ${tag}`);
  await page.getByLabel("Bank file").setInputFiles(file);
  await page.getByRole("button", { name: "Check the file" }).click();
  const report = page.getByRole("region", { name: "The file's report" });
  await expect(report.getByRole("status")).toHaveText(
    "3 read from moodle-export.txt: 2 pass, 0 refused, 1 not supported",
  );
  await expect(report).toContainText(
    "the file was UTF-16; it was read as such and converted to UTF-8",
  );
  await expect(report).toContainText(
    "1 question has no explanation: students will see none after the exam (give it general feedback, or feedback on the right answer)",
  );
  await expect(report.getByRole("row").nth(1)).toHaveText(
    /^22\s*not imported: true\/false question: not supported/,
  );
  await page.getByRole("button", { name: "Upload bank" }).click();
  await expect(page.getByText(`Saved "Moodle bank ${tag}": 2 questions.`)).toBeVisible();

  // A refused file is not saved; its report names the line and the reason.
  await page.getByLabel("Bank name").fill(`GIFT bank ${tag}`);
  await page.getByLabel(/Category for questions/).fill("general");
  await page.getByLabel("Bank file").setInputFiles({
    name: "two-in-one.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("First? {=a ~b ~c}\nSecond? {=d ~e ~f}\n\nThird? {=g ~h ~i}\n"),
  });
  await page.getByRole("button", { name: "Upload bank" }).click();
  await expect(report.getByRole("status")).toHaveText(
    "2 read from two-in-one.txt: 1 pass, 1 refused, 0 not supported",
  );
  await expect(report.getByRole("row").nth(1)).toHaveText(
    /^1\s*holds a second answer block \{ \.\.\. \} on line 2: two questions need a blank line between them$/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The same file for the catalog: the preview draws its maths as students will see them.
  await page.goto("/examiner/import");
  await page.getByLabel("Question file").setInputFiles(file);
  await expect(page.getByLabel("Format")).toHaveValue("moodle-xml");
  await page.getByLabel("Category (optional)").fill("physics");
  await page.getByRole("button", { name: "Check the file" }).click();
  const catalog = page.getByRole("form", { name: "Report" });
  await expect(catalog.getByRole("status")).toContainText("3 read from moodle-export.txt:");
  await catalog.getByText(/questions? that pass/).click();
  await expect(catalog.locator("math").first()).toBeVisible();
  await expect(catalog).not.toContainText("\\(");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
