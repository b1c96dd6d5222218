import { expect, test } from "@playwright/test";
import { createExam } from "./exams-support";
import { fitsThePhone, signedInExaminer, signedInPage } from "./support";

// The allow-list read as people write it (issue 68 point 1) on a phone, in English and Nepali:
// "R001 Rajesh Gurung" is roll R001 and a name; the list is shown as read, with what could not
// be read, before it is saved; the candidate then starts with that roll number.
test.use({ viewport: { width: 360, height: 740 }, timezoneId: "Asia/Kathmandu" });

test("a pasted list is shown as read, lines it cannot read counted, then saved as shown", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedInExaminer(page);
  const title = `Listed sitting ${Date.now()}`;
  const slug = `listed-sitting-${Date.now()}`;
  await createExam(page, Date.now() + 30 * 60_000, { title, slug });
  await page.goto(`/examiner/exams/${slug}/candidates`);
  const candidates = page.getByRole("region", { name: "Candidates", exact: true });
  await candidates.getByText("Who may sit (a list)").click();

  // As typed by hand: spaces, a tab, a Devanagari name, and one line that is no candidate.
  const typed = "R001 Rajesh Gurung\nR002\tसीता थापा\n!!! nobody\nR003   Hari  Shah\n";
  await candidates.getByLabel("Or paste the list").fill(typed);
  await candidates.getByRole("button", { name: "Read the list" }).click();
  const read = candidates.getByRole("region", { name: "The list as read" });
  await expect(read).toContainText("3 candidates read.");
  await expect(read).toContainText("1 line could not be read:");
  await expect(read).toContainText('Line 3: "!!!" is neither an e-mail nor a roll number');
  await expect(read).toContainText("Line 1: roll R001 · Rajesh Gurung");
  await expect(read).toContainText("Line 2: roll R002 · सीता थापा");
  await expect(read).toContainText("Line 4: roll R003 · Hari Shah");
  await expect(candidates.getByRole("button", { name: "Save the list" })).toHaveCount(0);
  await fitsThePhone(page, "the list as read");

  // In Nepali: the same reading, in Nepali.
  await page.getByRole("button", { name: "नेपाली" }).click();
  const readNe = page.getByRole("region", { name: "पढिएको सूची" });
  await expect(readNe).toContainText("3 परीक्षार्थी पढिए।");
  await expect(readNe).toContainText("1 पङ्क्ति पढ्न सकिएन:");
  await expect(readNe).toContainText("पङ्क्ति 1: रोल R001 · Rajesh Gurung");
  await fitsThePhone(page, "the list as read, in Nepali");
  await page.getByRole("button", { name: "English" }).click();

  // The line taken out: read again, saved as shown.
  await candidates.getByLabel("Or paste the list").fill(typed.replace("!!! nobody\n", ""));
  await expect(read).toHaveCount(0);
  await candidates.getByRole("button", { name: "Read the list" }).click();
  await expect(read).toContainText("3 candidates read.");
  await candidates.getByRole("button", { name: "Save the list" }).click();
  await expect(candidates).toContainText(`The list is saved: 3 candidates may sit ${title}.`);
  await expect(candidates).toContainText("Only the 3 candidates on the list may sit this exam.");
  await expect(candidates).toContainText("R001 · Rajesh Gurung");
  await fitsThePhone(page, "the saved list");

  // Rajesh starts with his roll number.
  const rajesh = (await signedInPage(browser, { width: 360, height: 740 })).page;
  await rajesh.goto(`/exams/${slug}`);
  // The roll field is there from the start (issue 68 point 4).
  await rajesh.getByLabel("Roll (symbol) number").fill("r001");
  await rajesh.getByRole("button", { name: "Start exam" }).click();
  await expect(rajesh.getByRole("timer", { name: "Time left" })).toBeVisible();
  // On the last question, "Submit exam" asks first and says what is unanswered.
  await rajesh.getByRole("button", { name: "Next" }).click();
  await rajesh.getByRole("button", { name: "Next" }).click();
  await rajesh.getByRole("button", { name: "Submit exam" }).click();
  const handIn = rajesh.getByRole("dialog", { name: "Hand in the exam?" });
  await expect(handIn).toContainText("3 questions are unanswered.");
  await fitsThePhone(rajesh, "the hand-in question");
  await handIn.getByRole("button", { name: "Keep going" }).click();
  await expect(rajesh.getByRole("timer", { name: "Time left" })).toBeVisible();

  // Mid-exam, one line pasted over the list: who it takes off is said, and saving asks (point 2).
  await page.reload();
  await candidates.getByText("Who may sit (a list)").click();
  await candidates.getByLabel("Or paste the list").fill("R003 Hari Shah\n");
  await candidates.getByRole("button", { name: "Read the list" }).click();
  await expect(read).toContainText("2 candidates are taken off (1 started):");
  await expect(read).toContainText("R001 · Rajesh Gurung (started)");
  await expect(read.getByRole("alert")).toContainText("The exam is open");
  await expect(candidates.getByRole("button", { name: "Save the list" })).toHaveCount(0);
  await fitsThePhone(page, "a list that takes candidates off");
  await page.getByRole("button", { name: "नेपाली" }).click();
  await expect(page.getByRole("region", { name: "पढिएको सूची" })).toContainText(
    "2 परीक्षार्थी हटाइन्छन् (1 ले सुरु गरिसके):",
  );
  await fitsThePhone(page, "a list that takes candidates off, in Nepali");
  await page.getByRole("button", { name: "English" }).click();
  await candidates.getByRole("button", { name: "Take them off and save" }).click();
  await expect(candidates).toContainText(`The list is saved: 1 candidate may sit ${title}.`);
  // The log is its own view (issue 68 point 5).
  const log = page.getByRole("region", { name: "Log", exact: true });
  await page.getByRole("link", { name: "Log", exact: true }).click();
  await expect(log).toContainText(
    /the list of 3 replaced by 1: 0 added, 2 taken off \(1 started\), by /,
  );
  await fitsThePhone(page, "the log");
});
