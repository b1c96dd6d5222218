import { expect, test, type Page } from "@playwright/test";
import {
  choose,
  controlClock,
  currentQuestionText,
  expectQuestionNumber,
  radios,
  readBank,
  secondsLeft,
  shows,
  storage,
  tick,
  type BankQuestion,
} from "./quiz-support";
import { openPage } from "./support";

type SetBank = { sets: { set: number; questions: BankQuestion[] }[] };

/**
 * Notes the page's (fake) time when the thank-you screen enters the document, where its timer
 * starts; the function returned reads how much fake time has passed since.
 */
async function thankYouClock(page: Page) {
  await page.evaluate(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector(".thank-you")) return;
      (window as { thankYouShownAt?: number }).thankYouShownAt = Date.now();
      seen.disconnect();
    });
    seen.observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => Date.now() - (window as { thankYouShownAt?: number }).thankYouShownAt!);
}

test.describe("+2 entrance practice and exams", () => {
  test("landings: +2 Science starts the category test, BCA and B.Sc.CSIT their mock tests; +2 Management says 'Comming Soon!'", async ({
    page,
  }) => {
    await openPage(page, "/plus-2-science/entrance-preparation");
    await expect(
      page.getByRole("heading", { name: "Be Ready for +2 Science Entrance Preparation" }),
    ).toBeVisible();
    await expect(page.getByText(/scholarships/)).toBeVisible();
    await page.getByRole("link", { name: "Start Test" }).click();
    await expect(page).toHaveURL(/\/exam-questions$/);
    // BCA has its mock tests now (decision 175).
    await openPage(page, "/bca");
    await page.getByRole("link", { name: "Start Test" }).click();
    await expect(page).toHaveURL(/\/bca\/mock-tests$/);
    // B.Sc.CSIT's ten mock tests (issue 69 point 5).
    await openPage(page, "/csit");
    await page.getByRole("link", { name: "Start Test" }).click();
    await expect(page).toHaveURL(/\/csit\/mock-tests$/);

    for (const [path, course] of [
      ["/plus-2-management/entrance-preparation", "+2 Management"],
    ] as const) {
      // The button acts once the app runs the page (a prerendered page paints before that, and
      // its part of the page hydrates after the top bar).
      await openPage(page, path);
      await expect(
        page.getByRole("heading", { name: `Be Ready for ${course} Entrance Preparation` }),
      ).toBeVisible();
      const messages: string[] = [];
      page.once("dialog", (dialog) => {
        messages.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByRole("button", { name: "Start Test" }).click();
      await expect.poll(() => messages).toEqual(["Comming Soon!"]);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test("the category test: quotas, 30 s, reveal, time-out and score", async ({ page }) => {
    await controlClock(page);
    await page.goto("/exam-questions");
    await expectQuestionNumber(page, 1, 100);
    await expect(page.getByText(/Remaining Time/)).toBeVisible();
    expect(await secondsLeft(page)).toBe(30);
    const drawn = (await storage(page, "categoryQuestions")) as Record<string, BankQuestion[]>;
    expect(Object.fromEntries(Object.entries(drawn).map(([k, v]) => [k, v.length]))).toEqual({
      english: 20,
      physics: 20,
      chemistry: 20,
      mathematics: 20,
      biology: 10,
      gk: 10,
    });
    const questions = Object.values(drawn).flat();
    expect(new Set(questions.map((q) => q.id)).size).toBe(100);

    await choose(page, questions[0]!, questions[0]!.answer);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.locator(".option.correct")).toContainText("Correct");
    expect(await storage(page, "score")).toBe(1);
    await page.clock.runFor(2000);
    await expectQuestionNumber(page, 2, 100);

    await tick(page, 30);
    await shows(page, page.getByText(/Time is up/));
    expect(await storage(page, "score")).toBe(1);
    await page.clock.runFor(2000);
    await expectQuestionNumber(page, 3, 100);
  });

  test("the science exam: a kept set, the instruction, lettered options, Next or expiry, reload, then /thankyou and home after 7 s", async ({
    page,
  }) => {
    const bank = readBank<SetBank>("science-exam.json");
    await controlClock(page);
    await openPage(page, "/exam/science", { pausedClock: true });
    await shows(page, page.getByRole("heading", { name: "Entrance Examination of +2 Science" }));
    await page.evaluate(() => {
      localStorage.setItem("profile", '{"token":"x"}');
      localStorage.setItem("finalScore", "9");
    });
    await page.getByRole("link", { name: "Start Exam" }).click();
    await expect(page).toHaveURL(/\/exam\/science\/start$/);
    await expectQuestionNumber(page, 1, 50);
    expect(await storage(page, "finalScore")).toBeNull();
    expect(await storage(page, "profile")).toEqual({ token: "x" });

    const setIndex = (await storage(page, "setIndex")) as number;
    const set = bank.sets[setIndex]!;
    await expect(page.getByText(`Set ${set.set}`, { exact: true })).toBeVisible();
    await expect(
      page.getByText("Attempt all the questions and darken your answer in the given answer sheet."),
    ).toBeVisible();
    expect(await currentQuestionText(page)).toBe(set.questions[0]!.question);
    await expect(page.locator(".question-number")).toHaveText("1.");
    await expect(page.locator(".option-letter")).toHaveText(
      set.questions[0]!.options.map((_, i) => String.fromCharCode(65 + i)),
    );
    expect(await secondsLeft(page)).toBe(60);

    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeDisabled();
    await choose(page, set.questions[0]!, set.questions[0]!.options[0]!);
    await tick(page, 5);
    await next.click();
    // No reveal and no score: straight on to the next question with a fresh timer.
    await expectQuestionNumber(page, 2, 50);
    expect(await secondsLeft(page)).toBe(60);
    await expect(radios(page).first()).not.toBeChecked();
    expect(await storage(page, "startTime")).toBe(await page.evaluate(() => Date.now()));
    expect(await storage(page, "score")).toBeNull();

    await tick(page, 60);
    await expectQuestionNumber(page, 3, 50);

    await tick(page, 10);
    await page.reload();
    await expectQuestionNumber(page, 3, 50);
    expect(await storage(page, "setIndex")).toBe(setIndex);
    expect(await secondsLeft(page)).toBe(50);

    await page.evaluate(() => localStorage.setItem("currentQuestionIndex", "49"));
    await page.reload();
    await expectQuestionNumber(page, 50, 50);
    await choose(page, set.questions[49]!, set.questions[49]!.options[1]!);
    const sinceShown = await thankYouClock(page);
    await next.click();
    await expect(page).toHaveURL(/\/thankyou$/);
    await shows(page, page.getByRole("heading", { name: "Thank you!" }));
    await expect(page.getByTestId("background-video")).toHaveAttribute("loop", "");
    expect(
      await page.getByTestId("background-video").evaluate((v: HTMLVideoElement) => v.muted),
    ).toBe(true);
    // Home 7 s after the page showed (exact to the millisecond in thank-you.test.tsx); here within
    // the 100 ms step by which `shows` moves the clock until the page is there.
    await page.clock.runFor(6800 - (await sinceShown()));
    await expect(page).toHaveURL(/\/thankyou$/);
    await page.clock.runFor(300);
    await expect(page).toHaveURL(/\/$/);
  });

  test("the management exam picks one of its two sets", async ({ page }) => {
    const bank = readBank<SetBank>("management-exam.json");
    await openPage(page, "/exam/management");
    await expect(
      page.getByRole("heading", { name: "Entrance Examination of +2 Management" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Start Exam" }).click();
    await expectQuestionNumber(page, 1, 50);
    const setIndex = (await storage(page, "setIndex")) as number;
    expect([0, 1]).toContain(setIndex);
    expect(await currentQuestionText(page)).toBe(bank.sets[setIndex]!.questions[0]!.question);
  });

  test("the result screen honours reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => {
      localStorage.setItem("finalScore", "7");
      localStorage.setItem("totalQuestions", "10");
    });
    await page.goto("/result");
    await expect(page.getByText("You got : 7 / 10")).toBeVisible();
    await expect(page.getByTestId("background-video")).toHaveCount(0);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.reload();
    await expect(page.getByTestId("background-video")).toHaveCount(1);
  });
});
