import { expect, test, type Page } from "@playwright/test";
import { chooseNepali, expectAllNepali } from "./nepali-support";
import { fitsThePhone } from "./support";
import {
  choose,
  controlClock,
  expectQuestionNumber,
  finishNow,
  shows,
  storage,
  untilResult,
  wrongOption,
  type BankQuestion,
} from "./quiz-support";

// Issue 69 points 1, 2 and 6 (decisions 0492, 0493): the practice loop as a new student on a
// 360 x 740 phone, on a controlled clock: practise, read as long as it takes, skip, come back,
// finish, the next step; in English and in Nepali.
test.use({ viewport: { width: 360, height: 740 } });

const panel = (page: Page) => page.locator(".reveal-panel");

test("English: the practice test mixed and read at one's own pace; a skip is never wrong; the result's next step", async ({
  page,
}) => {
  await controlClock(page);
  await page.goto("/csit/entrance-preparation");
  const stay = page.getByRole("radio", { name: "Stay until I press Next" });
  await shows(page, stay);
  await stay.check();
  await page.getByRole("radio", { name: "Mixed: every subject from the start" }).check();
  await fitsThePhone(page, "the preparation page with its choices");
  await page.getByRole("link", { name: "Start Now" }).first().click();
  await expectQuestionNumber(page, 1, 100);
  await expect(page).toHaveURL(/\/csit\/entrance-questions\?order=mixed$/);

  // Mixed: the first five questions are five subjects.
  const drawn = Object.values(
    (await storage(page, "categoryQuestions")) as Record<string, BankQuestion[]>,
  ).flat();
  expect(new Set(drawn.slice(0, 5).map((q) => q.category)).size).toBe(5);

  // Read: a wrong answer's key and explanation stay five minutes, until Next.
  const first = drawn[0]!;
  await choose(page, first, wrongOption(first));
  await page.getByRole("button", { name: "Next" }).click();
  await page.clock.runFor(300_000);
  await expectQuestionNumber(page, 1, 100);
  await expect(panel(page).locator(".reveal-note")).toContainText(`The answer is: ${first.answer}`);
  await expect(panel(page)).toBeInViewport();
  await page.getByRole("button", { name: "Next" }).click();

  // Skip: the next question at once, nothing waited out.
  await expectQuestionNumber(page, 2, 100);
  await page.getByRole("button", { name: "Skip" }).click();
  await expectQuestionNumber(page, 3, 100);
  await expect(page.getByText("1 skipped: it comes back at the end.")).toBeVisible();
  await fitsThePhone(page, "a question with a skip waiting");
  const third = drawn[2]!;
  await choose(page, third, third.answer);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(panel(page).locator(".reveal-note")).toHaveText("Correct!");

  // Finish: the result says where the student stands with the next step in the first screen.
  await finishNow(page);
  await untilResult(page);
  const next = page.locator(".result-hero").getByRole("link", { name: "Practise next" });
  await expect(next).toBeInViewport();
  await fitsThePhone(page, "the result");
  // The skipped question is not answered, not wrong: two answered, one right.
  const queue = (await storage(page, "attemptQueue")) as Array<{
    attempt: { questions: Array<{ id: number; pick: string | null }> };
  }>;
  const picks = queue
    .at(-1)!
    .attempt.questions.slice(0, 3)
    .map((q) => q.pick);
  expect(picks).toEqual([wrongOption(first), null, third.answer]);

  // The next step opens on its start screen, the pace remembered, its clock not yet running.
  await next.click();
  await shows(page, page.getByRole("button", { name: "Start", exact: true }));
  await expect(stay).toBeChecked();
  await expect(page.getByRole("timer")).toHaveCount(0);
});

test("Nepali: a unit quiz read at one's own pace, with a skip that comes back before the end", async ({
  page,
}) => {
  await controlClock(page);
  await page.goto("/school/grade-x-mathematics/mcq");
  await chooseNepali(page);
  const unit = page.getByRole("main").getByRole("link", { name: "जोड", exact: true });
  await shows(page, unit);
  await unit.click();
  const startQuiz = page.getByRole("button", { name: "क्विज सुरु गर्नुहोस्" });
  await shows(page, startQuiz);
  await expect(page.getByRole("radio", { name: "1 सेकेन्डपछि आफैँ अगाडि बढोस्" })).toBeChecked();
  // Read at one's own pace: every answer and its explanation stay until Next.
  await page.getByRole("radio", { name: "‘अर्को’ नथिचेसम्म रहोस्" }).check();
  await expectAllNepali(page);
  await fitsThePhone(page, "the unit's start screen in Nepali");
  await startQuiz.click();
  await shows(page, page.getByText("प्रश्न 1 / 3"));

  const next = page.getByRole("button", { name: "अर्को" });
  const pick = async (value: string, explanation: string) => {
    await page.getByRole("main").locator(`input[type="radio"][value="${value}"]`).check();
    await next.click();
    // Five minutes later the explanation is still there, whole, in sight; Next moves on.
    await page.clock.runFor(300_000);
    await expect(panel(page).locator(".explanation")).toContainText(explanation);
    await expect(panel(page)).toBeInViewport();
    await next.click();
  };
  // Three buttons in the bar (Finish, Skip, Next: nothing to hold), each one line, in sight.
  const buttons = page.locator(".sitting-nav > .button");
  expect(await buttons.count()).toBe(3);
  for (const button of await buttons.all()) {
    const box = (await button.boundingBox())!;
    const name = await button.textContent();
    expect(box.height, `${name}: one line`).toBeLessThanOrEqual(56);
    expect(box.y + box.height, `${name}: in sight`).toBeLessThanOrEqual(740);
  }
  await page.getByRole("button", { name: "छोड्नुहोस्" }).click();
  await shows(page, page.getByText("प्रश्न 2 / 3"));
  await expect(page.getByText("1 छोडियो: अन्त्यमा फेरि आउँछ।")).toBeVisible();
  await expectAllNepali(page);
  await fitsThePhone(page, "a skip in Nepali");
  await pick("15", "7 + 8 = 15.");
  await shows(page, page.getByText("प्रश्न 3 / 3"));
  await pick("100", "45 + 55 = 100.");
  // Back to the skipped first question before the end.
  await shows(page, page.getByText("प्रश्न 1 / 3"));
  await expect(page.getByText(/^छोडेको प्रश्न फेरि आयो।/)).toBeVisible();
  await pick("42", "12 + 30 = 42.");
  await shows(page, page.getByRole("heading", { name: "क्विज सकियो!" }));
  await expect(page.getByText("तपाईंको प्राप्ताङ्क: 3 मध्ये 3")).toBeVisible();
  // What to do next, in the first screen above the buttons and the review (issue 69).
  await expect(page.getByText(/^सबै सही। अब: ‘अब यो अभ्यास गर्नुहोस्’/)).toBeInViewport();
  await expect(page.getByRole("link", { name: "अब यो अभ्यास गर्नुहोस्" })).toBeInViewport();
  await fitsThePhone(page, "the unit's end in Nepali");
});
