import { expect, test, type Page } from "@playwright/test";
import { chooseNepali } from "./nepali-support";
import { openMathsUnit, practise, shows } from "./quiz-support";
import { createExam, uploadBank } from "./exams-support";
import { fitsThePhone, loggedInByForm, signedInExaminer } from "./support";

// Issue 69 point 5 (decision 0501): during a timed practice or paper on a phone the verify-e-mail
// notice took 270 of 740 px above the question, and a third of the screen on every other page. On a
// phone it is one line, its lead and its button, on every page that shows it: on each timed screen a
// student can open, with the clock and the question in sight, and on the pages around them; in
// English and in Nepali. On a wider screen it says it all.

test.use({ viewport: { width: 360, height: 740 } });

const WORDS = {
  en: {
    start: "Start",
    startQuiz: "Start Quiz",
    startPaper: "Start the paper",
    unit: "Addition",
    startExam: "Start exam",
  },
  ne: {
    start: "सुरु गर्नुहोस्",
    startQuiz: "क्विज सुरु गर्नुहोस्",
    startPaper: "प्रश्नपत्र सुरु गर्नुहोस्",
    unit: "जोड",
    startExam: "परीक्षा सुरु गर्नुहोस्",
  },
};

async function press(page: Page, name: string) {
  const button = page.getByRole("button", { name, exact: true, disabled: false });
  await shows(page, button);
  await button.click();
}

/** The notice is one line, its button in sight, and nothing on the page is too wide. */
async function oneLine(page: Page, where: string) {
  const notice = page.locator(".verify-notice:visible");
  await expect(notice, where).toBeVisible();
  // One line: no taller than its button and its padding (it was 245-270 of 740 px).
  await expect
    .poll(async () => (await notice.boundingBox())?.height ?? 999, { message: where })
    .toBeLessThanOrEqual(60);
  await expect(notice.getByRole("button"), where).toBeInViewport();
  // Its lead whole ("Verify your e-mail."), only the rest cut; the button's words inside it.
  const fits = await notice.evaluate((n) => {
    const lead = n.querySelector("strong")!.getBoundingClientRect();
    const text = n.querySelector("p")!.getBoundingClientRect();
    const button = n.querySelector("button")!;
    return {
      lead: lead.right <= text.right + 0.5,
      button: button.scrollWidth <= button.clientWidth,
    };
  });
  expect(fits, where).toEqual({ lead: true, button: true });
  await fitsThePhone(page, where);
}

/** On a timed screen, also the clock and the question's first line in sight under it. */
async function oneLineOverTheQuestion(page: Page, where: string) {
  const timer = page.locator(".countdown[role='timer']").first();
  await shows(page, timer);
  await oneLine(page, where);
  await expect(timer, where).toBeInViewport();
  // The question's first line is in sight under it, not pushed below the fold.
  await expect(page.locator(".question-text").first(), where).toBeInViewport({ ratio: 0.1 });
}

for (const language of ["en", "ne"] as const)
  test(`the verify-e-mail notice is one line on every page that shows it, on a phone (${language})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(360_000);
    const words = WORDS[language];
    const student = await loggedInByForm(page, request);
    // Answers for the weak-topics practice to draw from.
    await practise(request, student.token, ["mathematics", "physics"], 12);
    // A scholarship exam open to anyone signed in, on a bank of its own (so it holds no other
    // exam's results, decision 79), set by an examiner on another device.
    const examiner = await browser.newContext();
    const staff = await examiner.newPage();
    await signedInExaminer(staff);
    const slug = `verify-notice-${language}-${Date.now()}`;
    const bankId = await uploadBank(staff, `Notice ${slug}`, [
      {
        id: 1,
        category: "mathematics",
        question: "What is 7 + 6?",
        options: ["12", "13", "14"],
        answer: "13",
        explanation: "Seven and six make thirteen.",
      },
      {
        id: 2,
        category: "mathematics",
        question: "What is 9 - 4?",
        options: ["5", "4", "6"],
        answer: "5",
        explanation: "Nine less four is five.",
      },
    ]);
    await createExam(staff, Date.now() + 30 * 60_000, {
      title: `Notice ${slug}`,
      slug,
      source: { bank_id: bankId },
      selection: { mode: "fixed" },
    });
    await examiner.close();
    if (language === "ne") await chooseNepali(page);

    const screens: Array<[where: string, open: () => Promise<void>]> = [
      ["the CSIT practice test", () => page.goto("/exam-questions").then(() => {})],
      ["the CSIT entrance questions", () => page.goto("/csit/entrance-questions").then(() => {})],
      ["the +2 Science test", () => page.goto("/exam/science/start").then(() => {})],
      ["the +2 Management test", () => page.goto("/exam/management/start").then(() => {})],
      [
        "a year paper",
        async () => {
          await page.goto("/csit-entrance/2076");
          await press(page, words.start);
        },
      ],
      [
        "a drill",
        async () => {
          await page.goto("/entrance-preparation/English/Phrasal%20Verbs");
          await press(page, words.start);
        },
      ],
      [
        "Practise next",
        async () => {
          await page.goto("/progress/next-step");
          await press(page, words.start);
        },
      ],
      [
        "my weak topics",
        async () => {
          await page.goto("/progress/weak-topics");
          await press(page, words.start);
        },
      ],
      [
        "a unit quiz",
        async () => {
          await openMathsUnit(page, words.unit);
          await press(page, words.startQuiz);
        },
      ],
      [
        "a CSIT mock paper",
        async () => {
          await page.goto("/csit/mock-tests/mock-1");
          await press(page, words.startPaper);
        },
      ],
      [
        "a BCA mock paper",
        async () => {
          await page.goto("/bca/mock-tests/bca-mock-1");
          await press(page, words.startPaper);
        },
      ],
      [
        "a scholarship exam",
        async () => {
          await page.goto(`/exams/${slug}`);
          await press(page, words.startExam);
        },
      ],
    ];
    for (const [where, open] of screens) {
      await open();
      await oneLineOverTheQuestion(page, `${where} (${language})`);
    }
    // And the pages around them, which show it too.
    for (const address of [
      "/",
      "/progress",
      "/account",
      "/csit",
      "/csit/mock-tests",
      "/exams",
      "/school/grade-x",
    ]) {
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await oneLine(page, `${address} (${language})`);
    }
  });

test("on a wider screen the notice says it all: the address and what to do", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const student = await loggedInByForm(page, request);
  await page.goto("/progress");
  const notice = page.getByRole("region", { name: "Verify your e-mail" });
  await expect(notice).toContainText(`Open the link we sent to ${student.email}`);
  // Its whole text on screen: not cut to one line.
  expect(await notice.locator("p").evaluate((p) => p.scrollWidth <= p.clientWidth + 1)).toBe(true);
});
