import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe-support";
import { bankFile, localTime } from "./exams-support";
import { setRole, signedInPage } from "./support";

// A private bank of four questions whose keys and explanations must stay on the server.
const bank = [1, 2, 3, 4].map((id) => ({
  id,
  category: ["mathematics", "physics", "chemistry", "english"][id - 1]!,
  question: `Journey question ${id}: which is the sealed key?`,
  options: [`Wrong ${id}a`, `Sealed key ${id}`, `Wrong ${id}b`],
  answer: `Sealed key ${id}`,
  explanation: `Journey explanation ${id} that no student may read early.`,
}));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const clockSeconds = async (page: Page) => {
  const [m, s] = (await page.getByRole("timer").innerText()).split(":").map(Number);
  return m! * 60 + s!;
};

test("an examiner sets an exam, two students sit it (one after a reload), and the merit list ranks them", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const bodies: string[] = [];
  const keep = (page: Page) =>
    page.on("response", (response) => {
      void response.text().then(
        (body) => bodies.push(body),
        () => {},
      );
    });

  // The examiner: an ordinary sign-up, made an examiner from the command line while the server runs.
  const { page: examiner, person: staff } = await signedInPage(browser);
  await setRole(staff.email, "examiner");
  // The menu leads a signed-in account to the open exams; there the role given since signing in
  // shows, and with it the way to set exams (1280 px: the menu sits beside the page).
  const menu = (page: Page) => page.getByRole("navigation", { name: "Main" });
  await menu(examiner).getByRole("link", { name: "Scholarship exams" }).click();
  await expect(examiner).toHaveURL(/\/exams$/);
  await menu(examiner).getByRole("link", { name: "Set exams" }).click();
  await expect(examiner).toHaveURL(/\/examiner$/);
  await examiner.getByLabel("Bank name").fill("Journey bank");
  await examiner.getByLabel("Bank file").setInputFiles(bankFile("journey.json", bank));
  await examiner.getByRole("button", { name: "Upload bank" }).click();
  await expect(examiner.getByText('Saved "Journey bank": 4 questions.')).toBeVisible();

  const slug = `journey-${Date.now().toString(36)}`;
  await examiner.getByLabel("Title", { exact: true }).fill("Journey scholarship test");
  await examiner.getByLabel("Slug").fill(slug);
  await expect(examiner.getByLabel("Questions from")).toHaveValue(/^bank:/);
  await examiner.getByLabel("Minutes or seconds").fill("10");
  await examiner
    .getByLabel("Opens (Nepal time)", { exact: true })
    .fill(await localTime(examiner, -1));
  await examiner
    .getByLabel("Closes (Nepal time)", { exact: true })
    .fill(await localTime(examiner, 60));
  await examiner.getByLabel("Access code (optional)").fill("KTM-42");
  await examiner.getByLabel("Results released").selectOption("manual");
  await examiner.getByRole("button", { name: "Create exam" }).click();
  await expect(examiner.getByText(`Created: students sit it at /exams/${slug}.`)).toBeVisible();
  expect(await seriousViolations(examiner), "/examiner").toEqual([]);
  // A public practice bank is flagged before it is chosen.
  await examiner.getByLabel("Questions from").selectOption("public:entrance");
  await expect(examiner.getByText(/questions and answers can be read by anyone/)).toBeVisible();

  // The first student, on a 360 px phone, finds the exams in the menu and answers straight through.
  const { page: asha, person: ashaPerson } = await signedInPage(browser, {
    width: 360,
    height: 740,
  });
  keep(asha);
  await asha.getByRole("button", { name: /menu/i }).click();
  await expect(menu(asha).getByRole("link", { name: "Set exams" })).toHaveCount(0);
  await menu(asha).getByRole("link", { name: "Scholarship exams" }).click();
  await expect(asha).toHaveURL(/\/exams$/);
  await expect(menu(asha)).toBeHidden();
  await expect(asha.getByRole("link", { name: "Journey scholarship test" })).toBeVisible();
  expect(await seriousViolations(asha), "/exams at 360 px").toEqual([]);
  await asha.getByRole("link", { name: "Journey scholarship test" }).click();
  await asha.getByLabel("Access code").fill("KTM-24");
  await asha.getByRole("button", { name: "Start exam" }).click();
  await expect(asha.getByRole("main").getByRole("alert")).toHaveText(/access code is not right/);
  await asha.getByLabel("Access code").fill("KTM-42");
  await asha.getByRole("button", { name: "Start exam" }).click();
  await expect(asha.getByText(bank[0]!.question)).toBeVisible();
  expect(await seriousViolations(asha), "a question at 360 px").toEqual([]);
  for (const q of bank) {
    await expect(asha.getByText(q.question)).toBeVisible();
    await asha.getByLabel(q.answer).check();
    await expect(asha.getByRole("status")).toHaveText("Saved");
    if (q.id < 4) await asha.getByRole("button", { name: "Next" }).click();
  }
  await asha.getByRole("button", { name: "Submit exam" }).click();
  await asha.getByRole("button", { name: "Hand in now" }).click();
  await expect(asha.getByRole("heading", { name: "Exam submitted" })).toBeVisible();
  await asha.getByRole("button", { name: "Check my result" }).click();
  await expect(asha.getByText("Results of this exam are not released yet.")).toBeVisible();

  // The second student reloads in the middle, with the device's clock set an hour back.
  const { page: bina, person: binaPerson } = await signedInPage(browser);
  keep(bina);
  await bina.goto(`/exams/${slug}`);
  await bina.getByLabel("Access code").fill("KTM-42");
  await bina.getByRole("button", { name: "Start exam" }).click();
  await bina.getByLabel(bank[0]!.answer).check();
  await expect(bina.getByRole("status")).toHaveText("Saved");
  await bina.getByRole("button", { name: "Next" }).click();
  await bina.getByLabel("Wrong 2a").check();
  await expect(bina.getByRole("status")).toHaveText("Saved");
  const before = await clockSeconds(bina);
  await bina.clock.install({ time: new Date(Date.now() - 60 * 60_000) });
  await bina.reload();
  await expect(bina.getByText("Question 3 of 4 · 2 answered")).toBeVisible();
  await expect(bina.getByRole("timer")).toHaveText(/^\d\d:\d\d$/);
  const after = await clockSeconds(bina);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 120);
  await bina.getByRole("button", { name: "Previous" }).click();
  await expect(bina.getByLabel("Wrong 2a")).toBeChecked();
  await bina.getByRole("button", { name: "Next" }).click();
  await bina.getByLabel(bank[2]!.answer).check();
  await expect(bina.getByRole("status")).toHaveText("Saved");
  // However long the question, the time left stays pinned in sight.
  await bina.addStyleTag({ content: ".question-view { padding-bottom: 2500px; }" });
  await bina.evaluate(() => window.scrollTo(0, 2000));
  await expect(bina.getByRole("timer")).toBeInViewport();
  // She stops early: Finish now names the unanswered question and submits what she answered.
  await bina.getByRole("button", { name: "Finish now" }).click();
  const finish = bina.getByRole("dialog", { name: "Finish the exam now?" });
  await expect(finish).toContainText("1 question is unanswered.");
  await finish.getByRole("button", { name: "Finish now" }).click();
  await expect(bina.getByRole("heading", { name: "Exam submitted" })).toBeVisible();

  // While the window is open no response a student got, and no built asset, holds a key or explanation.
  // One search a text and one expectation in all: an expectation a text and question took the test
  // past its time on a loaded machine (hundreds of built files).
  const texts = [
    ...bodies.map((text, n) => ({ where: `response ${n}`, text })),
    ...filesUnder(process.env.E2E_DIST!).map((file) => ({
      where: path.relative(process.env.E2E_DIST!, file),
      text: readFileSync(file, "utf8"),
    })),
  ];
  const leaks = texts.flatMap(({ where, text }) =>
    bank
      .filter((q) => text.includes(q.explanation) || text.includes(`"answer":"${q.answer}"`))
      .map((q) => `${where}: question ${q.id}`),
  );
  expect(leaks).toEqual([]);
  expect(bodies.length).toBeGreaterThan(10);

  // The examiner sees both, ranked, and downloads the list.
  await examiner.reload();
  const panel = examiner.getByRole("article", { name: "Journey scholarship test" });
  await expect(panel.getByTestId("started")).toHaveText("Started: 2");
  await expect(panel.getByTestId("submitted")).toHaveText("Submitted: 2");
  await panel.getByRole("button", { name: "Merit list" }).click();
  const rows = panel.getByRole("row");
  await expect(rows.nth(2)).toBeVisible();
  expect(await seriousViolations(examiner), "the merit list").toEqual([]);
  // Rank, name, address, score, marks per section (decision 187), percentile, submitted, and
  // while the exam runs, when the last answer arrived (decision 143); a button opening their answers (decision 210).
  const cells = (n: number) => rows.nth(n).getByRole("cell");
  await expect(cells(1)).toHaveText(
    ["1", ashaPerson.name, ashaPerson.email, "4", /Mathematics 1/, "100", /\d/, /\d/, /^Open\b/],
    { useInnerText: true },
  );
  await expect(cells(2)).toHaveText(
    ["2", binaPerson.name, binaPerson.email, "2", /Mathematics \d/, "50", /\d/, /\d/, /^Open\b/],
    { useInnerText: true },
  );
  const [download] = await Promise.all([
    examiner.waitForEvent("download"),
    panel.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${slug}-merit.csv`);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.split("\r\n")[1]).toMatch(
    new RegExp(`^1,${ashaPerson.name},${ashaPerson.email},4,4,0,0,100,`),
  );
  expect(csv.split("\r\n")[2]).toMatch(
    new RegExp(`^2,${binaPerson.name},${binaPerson.email},2,2,1,1,50,`),
  );
  // While it is open, "Release results" is not offered: the card says when it will be.
  await expect(panel.getByRole("button", { name: "Release results" })).toHaveCount(0);
  await expect(
    panel.getByText(/^Results can be released after it closes, at .+ \S+\.$/),
  ).toBeVisible();
});
