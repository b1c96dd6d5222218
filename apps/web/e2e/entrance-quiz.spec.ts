import { expect, test } from "@playwright/test";
import {
  choose,
  controlClock,
  currentQuestionText,
  englishTopic,
  expectQuestionNumber,
  openOnClock,
  PROFILE,
  radios,
  readBank,
  secondsLeft,
  shows,
  startPaper,
  storage,
  tick,
  wrongOption,
  type BankQuestion,
} from "./quiz-support";
import { openPage } from "./support";

async function drawnQuestions(page: import("@playwright/test").Page): Promise<BankQuestion[]> {
  const drawn = (await storage(page, "categoryQuestions")) as Record<string, BankQuestion[]>;
  return Object.values(drawn).flat();
}

test.describe("B.Sc.CSIT entrance preparation", () => {
  test("the preparation home: heading, Start Now, six years and the English topics; links clear progress but keep the profile", async ({
    page,
  }) => {
    await page.goto("/csit/entrance-preparation");
    await expect(
      page.getByRole("heading", { name: "Be Ready for B.Sc.CSIT Entrance Preparation" }),
    ).toBeVisible();
    for (const year of [2074, 2075, 2076, 2077, 2078, 2079]) {
      await expect(
        page.getByRole("link", { name: new RegExp(`${year} Model Entrance Questions`) }),
      ).toHaveAttribute("href", `/csit-entrance/${year}`);
    }
    await expect(
      page.getByRole("heading", { name: "Let's Practice Subject wise Questions !!" }),
    ).toBeVisible();
    for (const topic of [
      "Tag Questions",
      "Pronouns",
      "Subject-verb Agreement",
      "Phrasal Verbs",
      "Word Knowledge MCQ",
      "Verbs MCQ",
    ]) {
      await expect(page.getByRole("link", { name: topic, exact: true })).toHaveAttribute(
        "href",
        `/entrance-preparation/English/${encodeURIComponent(topic)}`,
      );
    }
    await page.evaluate((profile) => {
      localStorage.setItem("profile", profile);
      localStorage.setItem("score", "77");
      localStorage.setItem("currentQuestionIndex", "12");
    }, PROFILE);
    await page.getByRole("link", { name: "Start Now" }).click();
    await expect(page).toHaveURL(/\/csit\/entrance-questions$/);
    expect(await storage(page, "score")).not.toBe(77);
    expect(await page.evaluate(() => localStorage.getItem("profile"))).toBe(PROFILE);
  });

  test("the timed quiz: quotas, reveal then advance after 2 s, the time-out path, reload resume, the score on /result", async ({
    page,
  }) => {
    await controlClock(page);
    await openPage(page, "/csit/entrance-preparation", { pausedClock: true });
    await shows(page, page.getByRole("link", { name: "Start Now" }));
    await page.getByRole("link", { name: "Start Now" }).click();
    await expectQuestionNumber(page, 1, 100);

    // The draw: 25 mathematics, 25 physics, 25 chemistry, 15 english, 10 computer, in that order.
    const drawn = (await storage(page, "categoryQuestions")) as Record<string, BankQuestion[]>;
    expect(Object.keys(drawn)).toEqual([
      "mathematics",
      "physics",
      "chemistry",
      "english",
      "computer",
    ]);
    expect(Object.values(drawn).map((q) => q.length)).toEqual([25, 25, 25, 15, 10]);
    const questions = Object.values(drawn).flat();
    expect(await currentQuestionText(page)).toBe(questions[0]!.question);
    expect(await secondsLeft(page)).toBe(60);

    // A right answer: Next waits for a choice, the key reads "Correct", radios lock, score 1.
    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeDisabled();
    await choose(page, questions[0]!, questions[0]!.answer);
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.locator(".option.correct")).toContainText("Correct");
    await expect(radios(page).first()).toBeDisabled();
    expect(await storage(page, "score")).toBe(1);
    await page.clock.runFor(1990);
    await expectQuestionNumber(page, 1, 100);
    await page.clock.runFor(10);
    await expectQuestionNumber(page, 2, 100);
    expect(await storage(page, "startTime")).toBe(await page.evaluate(() => Date.now()));
    expect(await secondsLeft(page)).toBe(60);

    // A wrong answer: the pick reads "Incorrect", the key "Correct", the score stays.
    await choose(page, questions[1]!, wrongOption(questions[1]!));
    await next.click();
    await expect(page.locator(".option.incorrect")).toContainText("Incorrect");
    await expect(page.locator(".option.correct")).toContainText(questions[1]!.answer);
    expect(await storage(page, "score")).toBe(1);
    await page.clock.runFor(2000);
    await expectQuestionNumber(page, 3, 100);

    // Time runs out: locked and revealed at 0 without scoring, then on after 2 s.
    await tick(page, 59);
    expect(await secondsLeft(page)).toBe(1);
    await page.clock.runFor(1000);
    await expect(page.locator(".option.correct")).toContainText("Correct");
    await expect(radios(page).first()).toBeDisabled();
    await shows(page, page.getByText(/Time is up/));
    expect(await storage(page, "score")).toBe(1);
    await page.clock.runFor(2000);
    await expectQuestionNumber(page, 4, 100);

    // A reload resumes the same question with the time computed from startTime.
    await tick(page, 15);
    await page.reload();
    await expectQuestionNumber(page, 4, 100);
    expect(await currentQuestionText(page)).toBe(questions[3]!.question);
    expect(await secondsLeft(page)).toBe(45);
    // The same draw; the explanations it came without were added once the first question showed
    // (decision 88), so the review has them.
    const withoutExplanation = ({ explanation: _, ...q }: BankQuestion) => q;
    const resumed = await drawnQuestions(page);
    expect(resumed.map(withoutExplanation)).toEqual(questions.map(withoutExplanation));
    expect(resumed.filter((q) => typeof q.explanation !== "string")).toEqual([]);

    // Skip to the last question as if the student had answered 41 of the first 99 right.
    await page.evaluate(() => {
      localStorage.setItem("currentQuestionIndex", "99");
      localStorage.setItem("score", "41");
      localStorage.setItem("startTime", String(Date.now()));
    });
    await page.reload();
    await expectQuestionNumber(page, 100, 100);
    await choose(page, questions[99]!, questions[99]!.answer);
    await next.click();
    await expect(page.locator(".option.correct")).toBeVisible();
    expect(await storage(page, "finalScore")).toBe(42);
    expect(await storage(page, "totalQuestions")).toBe(100);
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(/\/result$/);
    await shows(page, page.getByText("You got : 42 / 100"));
    expect(await storage(page, "currentQuestionIndex")).toBeNull();

    // The review lists every question with the key and its explanation.
    const items = page.locator(".review-item");
    await expect(items).toHaveCount(100);
    await expect(items.first()).toContainText(resumed[0]!.explanation!);
    await expect(items.first().locator(".verdict")).toHaveText("Right");
    await expect(items.nth(1).locator(".verdict")).toHaveText("Wrong");
    await expect(items.nth(1).locator(".option.incorrect")).toContainText("IncorrectYour answer");
    await expect(items.nth(2).locator(".verdict")).toHaveText("Not answered");
  });

  test("keyboard: a letter or digit chooses, Enter presses Next", async ({ page }) => {
    await controlClock(page);
    await page.goto("/csit/entrance-questions");
    await expectQuestionNumber(page, 1, 100);
    await page.keyboard.press("b");
    await expect(radios(page).nth(1)).toBeChecked();
    await page.keyboard.press("1");
    await expect(radios(page).nth(0)).toBeChecked();
    await page.keyboard.press("Enter");
    await expect(radios(page).first()).toBeDisabled();
  });

  test("corrupted progress in storage starts afresh instead of crashing", async ({ page }) => {
    await page.goto("/csit/entrance-questions");
    await expectQuestionNumber(page, 1, 100);
    await page.evaluate(() => {
      localStorage.setItem("categoryQuestions", "{not json");
      localStorage.setItem("currentQuestionIndex", "5000");
      localStorage.setItem("startTime", '"yesterday"');
    });
    await page.reload();
    await expectQuestionNumber(page, 1, 100);
    expect(Object.values((await storage(page, "categoryQuestions")) as object).flat()).toHaveLength(
      100,
    );
  });

  test("the quiz and a year paper fetch their 100 questions from the API, not the whole bank", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("requestfinished", (request) => fetched.push(new URL(request.url()).pathname));
    const bankChunk = (path: string) => /^\/assets\/entrance-[^/]+\.js$/.test(path);

    await page.goto("/csit/entrance-questions");
    await expectQuestionNumber(page, 1, 100);
    expect(fetched).toContain("/api/banks/entrance/draw/compact");
    expect((await drawnQuestions(page)).map((q) => q.category.toLowerCase())).toEqual([
      ...Array<string>(25).fill("mathematics"),
      ...Array<string>(25).fill("physics"),
      ...Array<string>(25).fill("chemistry"),
      ...Array<string>(15).fill("english"),
      ...Array<string>(10).fill("computer"),
    ]);

    const bank = readBank<{ questions: BankQuestion[] }>("entrance.json").questions;
    await page.goto("/csit-entrance/2078");
    await startPaper(page);
    await expectQuestionNumber(page, 1, 100);
    expect(await currentQuestionText(page)).toBe(bank[400]!.question);
    expect(fetched).toContain("/api/banks/entrance/papers/2078");
    expect(fetched.filter(bankChunk)).toEqual([]);
  });

  test("without the API, the quiz and a year paper draw from the bundled bank", async ({
    page,
  }) => {
    await page.route("**/api/banks/**", (route) => route.abort());
    const fetched: string[] = [];
    page.on("requestfinished", (request) => fetched.push(new URL(request.url()).pathname));

    await page.goto("/csit/entrance-questions");
    await expectQuestionNumber(page, 1, 100);
    const drawn = (await storage(page, "categoryQuestions")) as Record<string, BankQuestion[]>;
    expect(Object.values(drawn).map((q) => q.length)).toEqual([25, 25, 25, 15, 10]);
    expect(fetched.some((path) => /^\/assets\/entrance-[^/]+\.js$/.test(path))).toBe(true);

    const bank = readBank<{ questions: BankQuestion[] }>("entrance.json").questions;
    await page.goto("/csit-entrance/2075");
    await startPaper(page);
    await expectQuestionNumber(page, 1, 100);
    expect(await currentQuestionText(page)).toBe(bank[100]!.question);
  });

  test("a year paper is the bank's slice for that year and says it is a model paper", async ({
    page,
  }) => {
    const bank = readBank<{ questions: BankQuestion[] }>("entrance.json").questions;
    await openOnClock(
      page,
      "/csit-entrance/2076",
      page.getByRole("heading", { name: "2076 Model Entrance Questions" }),
    );
    await expect(page.getByText(/model paper in the pattern of the 2076/)).toBeVisible();
    await startPaper(page);
    await expectQuestionNumber(page, 1, 100);
    expect(await currentQuestionText(page)).toBe(bank[200]!.question);
    expect(await secondsLeft(page)).toBe(60);
    await choose(page, bank[200]!, bank[200]!.answer);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.locator(".option.correct")).toContainText("Correct");
    await page.clock.runFor(2000);
    await expectQuestionNumber(page, 2, 100);
    expect(await currentQuestionText(page)).toBe(bank[201]!.question);

    await page.goto("/csit-entrance/2090");
    await shows(page, page.getByText("Model papers are available for the years 2074 to 2079."));
  });

  test("subject practice shows the subject and section, or says there are no questions", async ({
    page,
  }) => {
    const topic = englishTopic("Phrasal Verbs");
    const first = topic[0]!;
    await openOnClock(
      page,
      "/entrance-preparation/English/Phrasal%20Verbs",
      page.getByText("Subject: English · Section: Phrasal Verbs"),
    );
    await startPaper(page);
    await expectQuestionNumber(page, 1, topic.length);
    expect(await currentQuestionText(page)).toBe(first.question);
    await choose(page, first, wrongOption(first));
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.locator(".option.incorrect")).toContainText("Incorrect");
    await page.clock.runFor(2000);
    await expectQuestionNumber(page, 2, topic.length);

    await page.goto("/entrance-preparation/English/Poetry");
    await shows(page, page.getByText("No questions available for this subject and section."));
  });
});
