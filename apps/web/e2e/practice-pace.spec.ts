import { expect, test, type Page } from "@playwright/test";
import { chooseNepali, expectAllNepali } from "./nepali-support";
import { loggedInByForm } from "./support";
import {
  choose,
  controlClock,
  englishTopic,
  expectQuestionNumber,
  shows,
  startPaper,
  storage,
  wrongOption,
  type BankQuestion,
} from "./quiz-support";

// Issue 69 point 1 (decision 0492): every practice mode's start screen offers "move on by itself"
// (the specification's delay, the default) or "stay until I press Next"; the choice is remembered
// for the student and explained once there with Hold. In "stay" the key, the pick and the
// explanation wait for Next, on the mouse and on the keyboard. On a controlled clock, at 360 px.

const panel = (page: Page) => page.locator(".reveal-panel");
const stay = (page: Page, name = "Stay until I press Next") => page.getByRole("radio", { name });

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
}

async function onScreen(page: Page, bank: BankQuestion[]) {
  const text = (await page.locator(".question-text").textContent()) ?? "";
  return bank.find((q) => q.question === text)!;
}

test.describe("time to read, on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a drill in stay mode: the explanation waits ten minutes for Next; Enter moves on; remembered on the next start screen", async ({
    page,
  }) => {
    const bank = englishTopic("Phrasal Verbs");
    await controlClock(page);
    await page.goto("/entrance-preparation/English/Phrasal%20Verbs");
    await shows(page, stay(page));
    await expect(page.getByRole("radio", { name: "Move on by itself after 2 s" })).toBeChecked();
    await stay(page).check();
    await expect(page.getByText(/start when you press Next \(or Enter\)/)).toBeVisible();
    await fitsThePhone(page);
    await startPaper(page);
    await expectQuestionNumber(page, 1, bank.length);
    // Nothing to hold: every answer stays.
    await expect(page.getByRole("button", { name: "Hold", exact: true })).toHaveCount(0);

    const first = await onScreen(page, bank);
    await choose(page, first, wrongOption(first));
    await page.getByRole("button", { name: "Next" }).click();
    await page.clock.runFor(600_000);
    await expectQuestionNumber(page, 1, bank.length);
    await expect(panel(page).locator(".reveal-note")).toContainText(
      `Incorrect. The answer is: ${first.answer}`,
    );
    await expect(panel(page).locator(".explanation")).toContainText(first.explanation);
    await expect(panel(page)).toContainText("the next question comes when you press Next");
    await expect(page.locator(".option.incorrect")).toContainText(wrongOption(first));
    await expect(panel(page)).toBeInViewport();
    await fitsThePhone(page);

    // The keyboard: a letter and Enter answer, Enter again moves on.
    await page.keyboard.press("Enter");
    await expectQuestionNumber(page, 2, bank.length);
    const second = await onScreen(page, bank);
    await choose(page, second, second.answer);
    await page.keyboard.press("Enter");
    await expect(panel(page).locator(".reveal-note")).toHaveText("Correct!");
    await page.clock.runFor(120_000);
    await expectQuestionNumber(page, 2, bank.length);
    await page.keyboard.press("Enter");
    await expectQuestionNumber(page, 3, bank.length);

    // Remembered for the student: the next practice's start screen has it chosen.
    expect(await storage(page, "pace:guest")).toBe("stay");
    await page.goto("/csit-entrance/2076");
    await shows(page, stay(page));
    await expect(stay(page)).toBeChecked();
  });

  test("the CSIT practice test is chosen on its landing; a unit quiz in Nepali moves on by itself after 1 s by default", async ({
    page,
  }) => {
    await controlClock(page);
    await page.goto("/csit/entrance-preparation");
    await shows(page, stay(page));
    await expect(page.getByText(/Hold \(or the H key\) keeps one answer on screen/)).toBeVisible();
    await stay(page).check();
    await fitsThePhone(page);
    await page.getByRole("link", { name: "Start Now" }).first().click();
    await expectQuestionNumber(page, 1, 100);
    const drawn = Object.values(
      (await storage(page, "categoryQuestions")) as Record<string, BankQuestion[]>,
    ).flat();
    await choose(page, drawn[0]!, drawn[0]!.answer);
    await page.getByRole("button", { name: "Next" }).click();
    await page.clock.runFor(300_000);
    await expectQuestionNumber(page, 1, 100);
    await expect(panel(page).locator(".reveal-note")).toHaveText("Correct!");
    await page.getByRole("button", { name: "Next" }).click();
    await expectQuestionNumber(page, 2, 100);

    // A unit quiz, in Nepali: the choice explained in Nepali, back to moving on by itself.
    await chooseNepali(page);
    await page.goto("/school/grade-x-mathematics/mcq");
    const unit = page.getByRole("main").getByRole("link", { name: "जोड", exact: true });
    await shows(page, unit);
    await unit.click();
    const moveOn = page.getByRole("radio", { name: "1 सेकेन्डपछि आफैँ अगाडि बढोस्" });
    await shows(page, moveOn);
    await expect(stay(page, "‘अर्को’ नथिचेसम्म रहोस्")).toBeChecked();
    await moveOn.check();
    await expect(page.getByText(/‘रोक्नुहोस्’ \(वा H\) थिचे/)).toBeVisible();
    await expectAllNepali(page);
    await fitsThePhone(page);
    await page.getByRole("button", { name: "क्विज सुरु गर्नुहोस्" }).click();
    await shows(page, page.getByText("प्रश्न 1 / 3"));
    await page.getByRole("main").locator('input[type="radio"][value="42"]').check();
    await page.getByRole("button", { name: "अर्को" }).click();
    await expect(panel(page).locator(".reveal-note")).toHaveText("सही!");
    await page.clock.runFor(1000);
    await shows(page, page.getByText("प्रश्न 2 / 3"));
  });

  // Decision 0499: a signed-in student's choice made with the network cut is not lost.
  for (const language of ["en", "ne"] as const)
    test(`signed in, a pace chosen offline waits on the device and reaches the account when the network returns (${language})`, async ({
      page,
      request,
      context,
    }) => {
      const words = {
        en: {
          stay: "Stay until I press Next",
          moveOn: "Move on by itself after 2 s",
          waiting: /kept on this device for now and goes to your account when you are back online/,
          onAccount: /kept on your account, for every practice on any device/,
        },
        ne: {
          stay: "‘अर्को’ नथिचेसम्म रहोस्",
          moveOn: "2 सेकेन्डपछि आफैँ अगाडि बढोस्",
          waiting: /अहिलेलाई यस उपकरणमा राखिएको छ र इन्टरनेट फर्किएपछि तपाईंको खातामा पुग्छ/,
          onAccount: /तपाईंको खातामा राखिन्छ, जुनसुकै उपकरणमा/,
        },
      }[language];
      const student = await loggedInByForm(page, request);
      const accountPace = async () => {
        const me = await request.get("/api/me", { headers: student.headers });
        return ((await me.json()) as { user: { pace: string | null } }).user.pace;
      };
      const isPut = (r: import("@playwright/test").Request) =>
        r.url().endsWith("/api/me/practice") && r.method() === "PUT";
      await page.goto("/entrance-preparation/English/Phrasal%20Verbs");
      if (language === "ne") await chooseNepali(page);
      await shows(page, stay(page, words.stay));
      // Online: the choice goes to the account at once.
      const saved = page.waitForResponse((r) => isPut(r.request()) && r.ok());
      await stay(page, words.stay).check();
      await saved;
      await expect(page.getByText(words.onAccount)).toBeVisible();
      expect(await accountPace()).toBe("stay");

      // The network cut: the new choice holds on this device and says it waits.
      await context.setOffline(true);
      await page.getByRole("radio", { name: words.moveOn }).check();
      await expect(page.getByText(words.waiting)).toBeVisible();
      await fitsThePhone(page);
      expect(await accountPace()).toBe("stay");
      await expect(page.getByRole("radio", { name: words.moveOn })).toBeChecked();

      // The network back: sent again by itself, without a tap.
      const resent = page.waitForRequest(isPut);
      await context.setOffline(false);
      expect((await resent).postDataJSON()).toEqual({ pace: "move-on" });
      await expect(page.getByText(words.onAccount)).toBeVisible();
      await expect.poll(accountPace).toBe("move-on");
      if (language === "ne") await expectAllNepali(page, ".pace-choice");
      // A reload on the same device: the account's choice, the one made offline.
      await page.reload();
      await shows(page, stay(page, words.stay));
      await expect(page.getByRole("radio", { name: words.moveOn })).toBeChecked();
    });
});
