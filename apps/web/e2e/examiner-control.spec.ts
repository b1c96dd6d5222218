import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { createExam, pasteCandidateList, tokenOf } from "./exams-support";
import { FORMAT_QUESTIONS, RAIN_ALT } from "./fixture-banks";
import { fitsThePhone, signedInExaminer, signedInPage } from "./support";

// The examiner's control of one exam (issue 46 points 3, 4 and 6): reopening one candidate's
// handed-in attempt with a reason, the log showing it and its CSV carrying the line; and the paper
// previewed exactly as a candidate sees it at 360 px, in English and Nepali, nothing recorded; then
// sat by a candidate, its passage (maths, a table, a drawing) beside its question in the paper and
// the review (issue 49, decisions 221 and 223).
test.use({ timezoneId: "Asia/Kathmandu" });

test("an examiner reopens one candidate's attempt with a reason; the log and its CSV say so", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedInExaminer(page);
  const stamp = Date.now();
  const title = `Reopened sitting ${stamp}`;
  const slug = `reopened-${stamp}`;
  await createExam(page, Date.now() + 30 * 60_000, {
    title,
    slug,
  });

  // A student sits and hands in by mistake.
  const { page: student, person } = await signedInPage(browser);
  const headers = { authorization: `Bearer ${await tokenOf(student)}` };
  expect(
    (await student.request.post(`/api/exams/${slug}/attempt`, { headers, data: {} })).status(),
  ).toBe(201);
  expect(
    (await student.request.post(`/api/exams/${slug}/attempt/submit`, { headers })).status(),
  ).toBe(200);

  // The examiner reopens it with a reason and five minutes more.
  await page.goto(`/examiner/exams/${slug}/candidates`);
  const candidates = page.getByRole("region", { name: "Candidates", exact: true });
  await candidates.getByText("Reopen a handed-in attempt").click();
  const reopen = candidates.getByRole("form", { name: "Reopen a handed-in attempt" });
  await reopen.getByLabel("E-mail or roll number").fill(person.email);
  const reason = "Pressed submit by mistake; the hall's power went off";
  await reopen.getByLabel("Reason").fill(reason);
  await reopen.getByLabel("Extra minutes").fill("5");
  await reopen.getByRole("button", { name: "Reopen" }).click();
  await expect(reopen).toContainText(`${person.email} can go on until`);

  // The log shows the hand-in and the reopening with its reason.
  const log = page.getByRole("region", { name: "Log", exact: true });
  // The log is its own view (issue 68 point 5).
  await page.getByRole("link", { name: "Log", exact: true }).click();
  await expect(log).toContainText(`reopened (+5 min): ${reason}`);
  await expect(log).toContainText("submitted");

  // The CSV, downloaded as the examiner does: one row for the reopening, with the reason.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    log.getByRole("button", { name: "Download the log (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${slug}-log.csv`);
  const csv = readFileSync((await download.path())!, "utf8");
  const line = csv.split("\r\n").find((row) => row.includes(",reopened,"));
  expect(line, csv).toContain(person.email);
  expect(line).toContain(`+5 min: ${reason}`);
  expect(csv).toContain(",submitted,");
});

test("the paper previewed as a candidate sees it at 360 px, in English and Nepali, nothing recorded; a candidate sits it and reads its passage in the review", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInExaminer(page);
  const stamp = Date.now();
  const questions = [
    ...FORMAT_QUESTIONS,
    {
      category: "english",
      question: "In which months did Pokhara get more than 850 mm of rain?",
      options: ["Saun only", "Asar only", "Both", "Neither"],
      answer: "Saun only",
      explanation: "Saun had 900 mm; Asar 800 mm.",
      passage: "monsoon",
    },
  ].map((q, i) => ({ ...q, id: 46_000 + i }));
  const bank = await page.request.post("/api/examiner/banks", {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: {
      name: `Preview bank ${stamp}`,
      questions,
      passages: [
        {
          id: "monsoon",
          title: "Rain in Pokhara",
          text: "Pokhara had $2^{2}$ wet months.\n\n| Month | Rain (mm) | Rainy days | Warmest (°C) |\n| --- | --- | --- | --- |\n| Asar | 800 | 24 | 31 |\n| Saun | 900 | 27 | 30 |",
          figure: { file: "rain-bars.svg", alt: RAIN_ALT },
        },
      ],
    },
  });
  expect(bank.status(), await bank.text()).toBe(201);
  const slug = `preview-${stamp}`;
  await createExam(page, Date.now() + 60 * 60_000, {
    title: `Preview sitting ${stamp}`,
    slug,
    source: { bank_id: ((await bank.json()) as { id: number }).id },
    selection: { mode: "fixed" },
    shuffle_questions: false,
  });

  await page.goto(`/examiner/exams/${slug}`);
  await page.getByRole("link", { name: "Preview as a candidate" }).click();
  await expect(page).toHaveURL(new RegExp(`/examiner/exams/${slug}/preview$`));
  const banner = page.getByTestId("preview-banner");
  await expect(banner).toContainText("Preview. This is the paper as a candidate sees it.");
  await expect(banner).toContainText("This exam shuffles the options: this is one of the orders");
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText("10:00");
  await expect(page.getByTestId("preview-key")).toHaveCount(0);

  // Each question as the sitting draws it: the C code, the maths, the figure, the passage's table.
  await expect(page.locator("pre code").first()).toContainText("printf");
  await page.getByRole("radio", { name: /6/ }).check();
  await fitsThePhone(page, "the code question");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.locator(".question-view math").first()).toBeVisible();
  await fitsThePhone(page, "the maths question");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("img", { name: /A bar cut by one line/ })).toBeVisible();
  await fitsThePhone(page, "the figure question");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.locator("details.passage")).toContainText("Rain in Pokhara");
  await expect(page.locator("details.passage table")).toBeVisible();
  await fitsThePhone(page, "the passage question");

  // The keys only when asked for.
  await page.getByRole("button", { name: "Show keys" }).click();
  await expect(page.getByTestId("preview-key")).toContainText("Saun only");
  await page.getByRole("button", { name: "Submit exam" }).click();
  await page.getByRole("button", { name: "Hand in now" }).click();
  await expect(banner).toContainText("Handed in, in the preview only: 1 answered");
  await fitsThePhone(page, "the preview with its keys");
  // A key in maths is drawn as its option is.
  await page.getByRole("button", { name: "Previous" }).click();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByTestId("preview-key").locator("math")).toBeVisible();

  // In Nepali: the sitting's own words and the preview's.
  await page.getByRole("button", { name: "नेपाली" }).click();
  await expect(banner).toContainText("पूर्वावलोकन।");
  await expect(page.getByRole("button", { name: "सही उत्तर लुकाउनुहोस्" })).toBeVisible();
  await expect(page.getByRole("button", { name: "अघिल्लो" })).toBeVisible();
  await fitsThePhone(page, "the preview in Nepali");

  // Nothing was recorded: no start counted, no one in the log.
  const exams = await page.request.get("/api/examiner/exams", {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const exam = ((await exams.json()) as { exams: { slug: string; started: number }[] }).exams.find(
    (e) => e.slug === slug,
  )!;
  expect(exam.started).toBe(0);
  const logged = await page.request.get(`/api/examiner/exams/${slug}/log`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(((await logged.json()) as { candidates: unknown[] }).candidates).toEqual([]);

  // A candidate sits it on a phone: the passage, its table and its drawing above its question.
  const { page: student } = await signedInPage(browser, { width: 360, height: 740 });
  await student.goto(`/exams/${slug}`);
  await student.getByRole("button", { name: "Start exam" }).click();
  await expect(student.getByText("Question 1 of 4 · 0 answered")).toBeVisible();
  for (let i = 0; i < 3; i++) await student.getByRole("button", { name: "Next" }).click();
  const passage = student.locator("details.passage");
  await expect(passage).toContainText("Rain in Pokhara");
  await expect(passage.locator("table")).toBeVisible();
  await expect(passage.locator("math").first()).toBeVisible();
  await expect(passage.getByRole("img", { name: RAIN_ALT })).toBeVisible();
  await student.getByRole("radio", { name: "Saun only" }).check();
  await expect(student.getByRole("status")).toHaveText("Saved");
  await fitsThePhone(student, "the candidate's passage question");
  await student.getByRole("button", { name: "Submit exam" }).click();
  await student.getByRole("button", { name: "Hand in now" }).click();
  await expect(student.getByRole("heading", { name: "Exam submitted" })).toBeVisible();

  // Closed and released by the examiner (once the close's grace for answers on their way is
  // over); the review draws the passage again, in Nepali too.
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const post = (step: string) =>
    page.request.post(`/api/examiner/exams/${slug}/${step}`, { headers });
  expect((await post("close")).status()).toBe(200);
  await expect(async () => expect((await post("release")).status()).toBe(200)).toPass({
    timeout: 15_000,
  });
  await student.getByRole("button", { name: "Check my result" }).click();
  const items = student.locator(".review-item");
  await expect(items).toHaveCount(4);
  const reviewed = items.nth(3).locator("details.passage");
  await expect(reviewed).toContainText("Rain in Pokhara");
  await reviewed.locator("summary").click();
  await expect(reviewed.getByRole("img", { name: RAIN_ALT })).toBeVisible();
  await expect(reviewed.locator("table")).toBeVisible();
  await expect(items.nth(3).locator(".verdict")).toHaveText("Right");
  await fitsThePhone(student, "the review's passage");
  await student.getByRole("button", { name: "नेपाली" }).click();
  await expect(reviewed.locator("summary")).toContainText("अनुच्छेद पढ्नुहोस्");
  await expect(items.nth(3).locator(".verdict")).toHaveText("सही");
  await fitsThePhone(student, "the review's passage in Nepali");
});

test("a roll number claimed by the wrong account is freed with a reason; the right candidate sits", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedInExaminer(page);
  const stamp = Date.now();
  const slug = `freed-roll-${stamp}`;
  await createExam(page, Date.now() + 30 * 60_000, {
    title: `Freed roll ${stamp}`,
    slug,
  });
  const candidates = await pasteCandidateList(page, slug, "roll,name\n079-BCT-012,Asha Rai\n");
  await expect(candidates).toContainText("Only the 1 candidate on the list may sit this exam.");

  // Another student types Asha's number first; Asha is then refused.
  const startWith = async (who: Page) => {
    await who.goto(`/exams/${slug}`);
    await who.getByRole("button", { name: "Start exam" }).click();
    await who.getByLabel("Roll (symbol) number").fill("079-BCT-012");
    await who.getByRole("button", { name: "Start exam" }).click();
  };
  const { page: wrong, person: wrongPerson } = await signedInPage(browser);
  await startWith(wrong);
  await expect(wrong.getByRole("timer", { name: "Time left" })).toBeVisible();
  const { page: asha } = await signedInPage(browser, { width: 360, height: 740 });
  await startWith(asha);
  await expect(asha.getByRole("alert")).toContainText(
    "Roll number 079-BCT-012 is already taken by another account.",
  );

  // The examiner frees it, with a reason; the log says so.
  await page.reload();
  await candidates.getByText("Free a roll number claimed by the wrong account").click();
  const free = candidates.getByRole("form", {
    name: "Free a roll number claimed by the wrong account",
  });
  await expect(free.getByLabel("Roll number")).toContainText(`079-BCT-012 · `);
  await expect(free.getByLabel("Roll number")).toContainText(wrongPerson.email);
  await free.getByLabel("Reason").fill("Asha holds the hall ticket for this number");
  await free.getByRole("button", { name: "Free the roll number" }).click();
  await expect(free).toContainText("Roll number 079-BCT-012 is free again");
  const log = page.getByRole("region", { name: "Log", exact: true });
  // The log is its own view (issue 68 point 5).
  await page.getByRole("link", { name: "Log", exact: true }).click();
  await expect(log).toContainText(
    /roll number 079-BCT-012 taken back, its attempt removed \(0 answered\): Asha holds the hall ticket/,
  );

  // Asha now starts; the wrong account cannot take the number back.
  await asha.getByRole("button", { name: "Start exam" }).click();
  await expect(asha.getByRole("timer", { name: "Time left" })).toBeVisible();
  await fitsThePhone(asha, "Asha's paper");
  await wrong.reload();
  await expect(wrong.getByRole("timer", { name: "Time left" })).toHaveCount(0);
});
