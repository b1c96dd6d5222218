import { expect, test, type Browser, type Page } from "@playwright/test";
import { login, newStudent, noticeSettled, register, signedInExaminer } from "./support";

/**
 * An examiner's day on phones (issue 30): a bank of its own questions (no other journey's exam
 * holds them, so no other journey's window can hold these results back), two exams on it, two
 * students in their own browsers at 360 px, Close now, a release held back by the other exam and
 * then made, and the merit list read on the examiner's phone.
 */
const PHONE = { width: 360, height: 740 };
const ZONE = "Asia/Kathmandu";
const stamp = Date.now().toString(36);
const bank = [1, 2, 3, 4, 5].map((id) => ({
  id,
  category: "mathematics",
  question: `Examiner day ${stamp} question ${id}: which option is right?`,
  options: [`Right ${id}`, `Near miss ${id}`, `Far off ${id}`, `Unrelated ${id}`],
  answer: `Right ${id}`,
  explanation: `Examiner day explanation ${id}.`,
}));

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: ZONE });
  return context.newPage();
}

async function student(browser: Browser) {
  const page = await phone(browser);
  // The page's clock runs as usual; the journey moves it on past the status poll's interval.
  await page.clock.install();
  const person = newStudent();
  await register(page, person);
  await login(page, person.email, person.password);
  await expect(page).toHaveURL(/\/$/);
  return { page, person };
}

/** "YYYY-MM-DDTHH:mm" for a datetime-local field, `minutes` from now on Nepal's clock. */
const localTime = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    // Nepal's clock, which the form reads every time in (decision 106), whatever the page's zone.
    const d = new Date(Date.now() + m * 60_000 + (5 * 60 + 45) * 60_000);
    return d.toISOString().slice(0, 16);
  }, minutes);

/** The page is no wider than the phone: nothing to scroll sideways. */
async function fitsThePhone(page: Page, where: string) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `${where} at 360 px`).toBeLessThanOrEqual(PHONE.width);
}

/**
 * Next, then the sitting on question `n`: what is read from the screen after it is that question's
 * (the question before it stays visible until the page has moved on).
 */
async function next(page: Page, n: number) {
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(new RegExp(`^Question ${n} of 5`))).toBeVisible();
}

/** The bank question on screen and its options in the order shown. */
async function onScreen(page: Page) {
  const view = page.locator(".question-view").first();
  await expect(view).toBeVisible();
  const text = await view.innerText();
  const question = bank.find((q) => text.includes(q.question))!;
  expect(question, text).toBeTruthy();
  const shown = await page
    .getByRole("radio")
    .evaluateAll((radios) =>
      radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent ?? ""),
    );
  const order = question.options
    .map((o) => [shown.findIndex((s) => s.includes(o)), o] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, o]) => o);
  return { question, order };
}

async function createExam(examiner: Page, title: string, slug: string, closesIn: number) {
  const form = examiner.locator("form", {
    has: examiner.getByRole("heading", { name: "Create an exam" }),
  });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Slug").fill(slug);
  await expect(form.getByLabel("Questions from")).toHaveValue(/^bank:/);
  await form.getByLabel("Minutes or seconds").fill("30");
  await form.getByLabel("Opens (Nepal time)", { exact: true }).fill(await localTime(examiner, -1));
  await form
    .getByLabel("Closes (Nepal time)", { exact: true })
    .fill(await localTime(examiner, closesIn));
  // The picker's time said back with the zone named.
  await expect(form.getByText(/^That is .+ \(Nepal time\)\.$/).nth(1)).toBeVisible();
  await form.getByLabel("Results released").selectOption("manual");
  await form.getByRole("button", { name: "Create exam" }).click();
  const card = examiner.getByRole("article").first();
  // The new exam heads the list, with the confirmation on its card; the form is empty again.
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
  await expect(card.getByRole("status")).toHaveText(`Created: students sit it at /exams/${slug}.`);
  await expect(card.getByRole("status")).toBeFocused();
  // The card says what the exam does with the order (the form's boxes, left ticked).
  await expect(card.getByTestId("order")).toHaveText(
    "Each student's own order of the questions and of their options.",
  );
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Slug")).toHaveValue("");
  return card;
}

test("an examiner's day on phones: shuffled papers, a resume, Close now, a release held back then made, the merit list", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const examiner = await phone(browser);
  await signedInExaminer(examiner);
  await examiner.goto("/examiner");
  await examiner.getByLabel("Bank name").fill(`Examiner day ${stamp}`);
  await examiner.getByLabel("Bank file").setInputFiles({
    name: "examiner-day.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ questions: bank })),
  });
  await examiner.getByRole("button", { name: "Upload bank" }).click();
  await expect(examiner.getByText(`Saved "Examiner day ${stamp}": 5 questions.`)).toBeVisible();

  // Before setting an exam, the chosen bank's questions read as students will see them.
  const form = examiner.locator("form", {
    has: examiner.getByRole("heading", { name: "Create an exam" }),
  });
  await form.getByText("Read this bank's questions as students will see them").click();
  await expect(form.getByText(bank[4]!.question)).toBeVisible();
  await fitsThePhone(examiner, "/examiner with the bank's questions open");
  // ...with the order each student will meet them in, as the form's settings will make it.
  await expect(form.getByTestId("order-note")).toContainText(
    "each question's options in their own shuffled order",
  );
  // A public practice bank can be read before it is chosen too, a page at a time.
  await form.getByLabel("Questions from").selectOption("public:entrance");
  await form.getByText("Read this bank's questions as students will see them").click();
  await expect(
    form.getByText(/^\d+ questions, in the bank's written order; the first 20/),
  ).toBeVisible();
  await expect(form.locator(".question-list > li")).toHaveCount(20);
  await form.getByRole("button", { name: "Show 20 more questions" }).click();
  await expect(form.locator(".question-list > li")).toHaveCount(40);
  await fitsThePhone(examiner, "/examiner with a public bank's questions open");
  await form.getByLabel("Questions from").selectOption({ index: 0 });

  // A fault is named beside its field, in words, and nothing is made.
  await form.getByLabel("Title", { exact: true }).fill("Morning paper");
  await form.getByLabel("Slug").fill("Morning Paper!");
  await form.getByRole("button", { name: "Create exam" }).click();
  await expect(form.getByLabel("Slug")).toBeFocused();
  await expect(form.getByText("The slug may hold only a-z, 0-9 and single hyphens.")).toBeVisible();
  await expect(examiner.getByText("No exams yet.")).toBeVisible();
  await fitsThePhone(examiner, "/examiner with field errors");
  await form.getByLabel("Title", { exact: true }).fill("");

  const morningSlug = `morning-${stamp}`;
  const afternoonSlug = `afternoon-${stamp}`;
  await createExam(examiner, "Morning paper", morningSlug, 60);
  await createExam(examiner, "Afternoon paper", afternoonSlug, 120);
  await fitsThePhone(examiner, "/examiner");
  // The examiner opening the paper's address is told at once that examiners do not sit exams.
  await examiner.goto(`/exams/${morningSlug}`);
  await expect(
    examiner.getByText(
      "Examiner accounts do not sit exams. Sign in with a student account to sit one.",
    ),
  ).toBeVisible();
  await expect(examiner.getByRole("button", { name: "Start exam" })).toHaveCount(0);
  await examiner.goto("/examiner");

  // Two students sit the morning paper, each in a browser of their own.
  const asha = await student(browser);
  const bina = await student(browser);
  const papers: string[][] = [];
  for (const { page } of [asha, bina]) {
    await page.goto(`/exams/${morningSlug}`);
    await noticeSettled(page);
    await page.getByRole("button", { name: "Start exam" }).click();
    await expect(page.getByText(/^Question 1 of 5/)).toBeVisible();
    await fitsThePhone(page, "the exam sitting");
  }

  // Asha answers every question right, noting the order she was shown.
  for (let i = 0; i < 5; i++) {
    const { question, order } = await onScreen(asha.page);
    papers[0] = [...(papers[0] ?? []), question.question, ...order];
    await asha.page.getByLabel(question.answer).check();
    await expect(asha.page.getByRole("status")).toHaveText("Saved");
    if (i < 4) await next(asha.page, i + 2);
  }
  await asha.page.getByRole("button", { name: "Submit exam" }).click();
  await asha.page.getByRole("button", { name: "Hand in now" }).click();
  await expect(asha.page.getByRole("heading", { name: "Exam submitted" })).toBeVisible();

  // Bina answers two, the second wrong, and reloads: she resumes at the third with both kept.
  const binaSeen: Array<Awaited<ReturnType<typeof onScreen>>> = [];
  for (let i = 0; i < 2; i++) {
    const shown = await onScreen(bina.page);
    binaSeen.push(shown);
    await bina.page
      .getByLabel(i === 0 ? shown.question.answer : shown.question.options[1]!)
      .check();
    await expect(bina.page.getByRole("status")).toHaveText("Saved");
    await next(bina.page, i + 2);
  }
  await bina.page.reload();
  await expect(bina.page.getByText("Question 3 of 5 · 2 answered")).toBeVisible();
  await bina.page.getByRole("button", { name: "Previous" }).click();
  const again = await onScreen(bina.page);
  // The same question in the same order as before the reload, her pick still chosen.
  expect(again).toEqual(binaSeen[1]);
  await expect(bina.page.getByLabel(again.question.options[1]!)).toBeChecked();
  await next(bina.page, 3);
  for (let i = 2; i < 5; i++) {
    binaSeen.push(await onScreen(bina.page));
    if (i < 4) await next(bina.page, i + 2);
  }
  papers[1] = binaSeen.flatMap((s) => [s.question.question, ...s.order]);
  // Neighbours in the lab see different papers.
  expect(papers[1]).not.toEqual(papers[0]);
  expect(new Set(papers[1])).toEqual(new Set(papers[0]));

  // The examiner closes the morning paper early: asked first, then closed; Bina can save no more.
  await examiner.reload();
  const morning = examiner.getByRole("article", { name: "Morning paper" });
  await expect(morning.getByTestId("started")).toHaveText("Started: 2");
  await morning.getByRole("button", { name: "Close now" }).click();
  const closeDialog = examiner.getByRole("dialog", { name: "Close the exam now?" });
  await expect(closeDialog).toContainText(
    "The 1 student sitting it can save no more answers from now",
  );
  await expect(closeDialog).toContainText("You release the results afterwards.");
  await closeDialog.getByRole("button", { name: "Close now" }).click();
  await expect(morning.getByRole("status")).toHaveText(
    /^Closed at .+ \(Nepal time\)\. The 1 student still sitting it can save no more answers; their answers so far are kept\.$/,
  );
  await expect(morning.getByRole("button", { name: "Close now" })).toHaveCount(0);
  // The afternoon paper runs on with the same questions: the card says it holds the results back,
  // and offers no release; the server refuses one all the same.
  await expect(morning).toContainText(
    /Results cannot be released yet: Afternoon paper is running with some of the same questions\. They can be released after it closes, at .+ \(Nepal time\)\./,
    { timeout: 20_000 },
  );
  await expect(morning.getByRole("button", { name: "Release results" })).toHaveCount(0);
  // Bina's screen learns of the close without a tap of hers: within the status poll's 30 s
  // (moved on here, the clock never paused), it hands the paper in with her answers so far and
  // says the examiner closed it.
  await bina.page.clock.fastForward(30_000);
  await expect(bina.page.getByRole("heading", { name: "Exam submitted" })).toBeVisible();
  await expect(
    bina.page.getByText(
      /^The examiner closed this exam at .+\. The answers you saved until then are kept and will be marked\.$/,
    ),
  ).toBeVisible();
  await expect(bina.page.getByRole("status")).toHaveText(
    "Your answers are in. Your college will release the results.",
  );
  await fitsThePhone(bina.page, "the sitting ended by Close now");
  const refused = await examiner.evaluate(async (slug) => {
    const token = (JSON.parse(localStorage.getItem("profile")!) as { token: string }).token;
    const response = await fetch(`/api/examiner/exams/${slug}/release`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as { code: string } };
  }, morningSlug);
  expect(refused).toMatchObject({ status: 409, body: { code: "exams.heldBack" } });

  // The afternoon paper is closed too (nobody sat it); then the morning's results can go out.
  const afternoon = examiner.getByRole("article", { name: "Afternoon paper" });
  await afternoon.getByRole("button", { name: "Close now" }).click();
  const second = examiner.getByRole("dialog", { name: "Close the exam now?" });
  await expect(second).toContainText("The 0 students sitting it");
  await second.getByRole("button", { name: "Close now" }).click();
  await expect(afternoon.getByRole("status")).toHaveText(/^Closed at /);
  const release = morning.getByRole("button", { name: "Release results" });
  await expect(release).toBeVisible({ timeout: 20_000 });
  await release.click();
  const releaseDialog = examiner.getByRole("dialog", { name: "Release the results now?" });
  await expect(releaseDialog).toContainText("The 2 students who sat it will see");
  await expect(releaseDialog).toContainText("This cannot be undone.");
  await releaseDialog.getByRole("button", { name: "Release results" }).click();
  await expect(morning.getByRole("status")).toHaveText(
    /^Results are released \(.+ \(Nepal time\)\)/,
  );

  // Asha reads her result on her phone.
  await asha.page.goto(`/exams/${morningSlug}`);
  await expect(asha.page.getByText(/Score 5 of 5 · Rank 1 of 2/)).toBeVisible();
  await fitsThePhone(asha.page, "the result");

  // The merit list, read on the examiner's phone: every column there, nothing off the page.
  await morning.getByRole("button", { name: "Merit list" }).click();
  const rows = morning.getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(asha.person.name);
  await expect(rows.nth(2)).toContainText(bina.person.name);
  await fitsThePhone(examiner, "the merit list");
  // Each submitted time in the examiner's zone, named once in the column's heading.
  await expect(morning.getByRole("columnheader", { name: "Submitted (Nepal time)" })).toBeVisible();
  // On the phone each candidate is a card (decision 187): every column's label and value on it.
  for (const column of ["Score", "Percentile", "Submitted (Nepal time)"]) {
    const label = rows.nth(1).getByText(column, { exact: true });
    await label.scrollIntoViewIfNeeded();
    await expect(label).toBeInViewport();
  }

  // The import page, the examiner's other page, fits the phone too.
  await examiner.goto("/examiner/import");
  await expect(examiner.getByRole("heading", { level: 1 })).toBeVisible();
  await fitsThePhone(examiner, "/examiner/import");
});
