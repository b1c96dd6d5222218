import { expect, test } from "@playwright/test";
import { chooseNepali, expectAllNepali } from "./nepali-support";
import { practise } from "./quiz-support";
import { fitsThePhone, signedInPage } from "./support";

// Issue 69: the everyday practice loop as a signed-in student sees it on a 360 x 740 phone.
const PHONE = { width: 360, height: 740 };

test.describe("the practice loop, signed in at 360 px (issue 69)", () => {
  test("the home page never asks a signed-in student to log in, in English and Nepali", async ({
    browser,
  }) => {
    const { page } = await signedInPage(browser, PHONE);
    // The card, not the top bar's link of the same name.
    const progress = page.locator("a.card[href='/progress']");
    await expect(progress).toContainText("My progress");
    await expect(progress).toContainText("the questions due for review.");
    await expect(page.getByText(/Log in to/)).toHaveCount(0);
    await fitsThePhone(page, "the signed-in home page");

    await chooseNepali(page);
    await expect(progress).toContainText("मेरो प्रगति");
    await expect(progress).toContainText("दोहोर्‍याउनुपर्ने प्रश्न।");
    await expect(page.getByText(/लग इन गर्नुहोस्/)).toHaveCount(0);
    await fitsThePhone(page, "the signed-in Nepali home page");

    // /csit's Start Test leads to the CSIT mock tests (it said "Comming Soon!").
    await page.goto("/csit");
    await page.getByRole("link", { name: "परीक्षा सुरु गर्नुहोस्" }).click();
    await expect(page).toHaveURL(/\/csit\/mock-tests$/);
    await expect(page.locator("a.card[href='/csit/mock-tests/mock-1']")).toContainText(
      "नमुना परीक्षा 1",
    );
    await page.context().close();
  });

  test("the language switch is a 44 x 44 button apart from the logo, signed in, in both languages", async ({
    browser,
  }) => {
    const { page } = await signedInPage(browser, PHONE);
    for (const name of ["नेपाली", "English"]) {
      const toggle = page.getByRole("button", { name });
      const box = (await toggle.boundingBox())!;
      const logo = (await page.locator(".site-title").boundingBox())!;
      expect(box.width, `${name}: width`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${name}: height`).toBeGreaterThanOrEqual(44);
      // A gap between the logo's last letter and the switch's edge, and an outline of its own.
      expect(box.x - (logo.x + logo.width), `${name}: gap to the logo`).toBeGreaterThanOrEqual(8);
      expect(
        await toggle.evaluate((el) => getComputedStyle(el).borderTopWidth),
        `${name}: outline`,
      ).not.toBe("0px");
      // The menu and Logout beside it keep their 44 px too.
      for (const other of [page.locator(".menu-toggle"), page.locator(".top-bar .icon-button")])
        expect(
          (await other.boundingBox())!.width,
          `${name}: beside the switch`,
        ).toBeGreaterThanOrEqual(44);
      await fitsThePhone(page, `the signed-in top bar (${name})`);
      if (name === "नेपाली") await chooseNepali(page);
    }
    await page.context().close();
  });

  test("on a timed screen the verify-e-mail notice is one line above the question, in both languages", async ({
    browser,
  }) => {
    const { page } = await signedInPage(browser, PHONE);
    await page.goto("/exam-questions");
    await expect(page.getByText("Question 1 of 100")).toBeVisible();
    for (const language of ["en", "ne"]) {
      const notice = page.locator(".verify-notice");
      await expect(notice).toBeVisible();
      // One line: the lead and its button, no taller than the button (it was 270 of 740 px).
      const box = (await notice.boundingBox())!;
      expect(box.height, `${language}: the notice's height`).toBeLessThanOrEqual(60);
      await expect(notice.getByRole("button")).toBeInViewport();
      await expect(page.getByRole("timer")).toBeInViewport();
      await fitsThePhone(page, `the timed screen with the notice (${language})`);
      if (language === "en") await chooseNepali(page);
    }
    // Away from the clock too, one line on a phone (decision 0501; every page: verify-notice-phone.spec.ts).
    await page.goto("/progress");
    const away = page.locator(".verify-notice");
    await expect(away).toBeVisible();
    await expect
      .poll(async () => (await away.boundingBox())?.height ?? 999)
      .toBeLessThanOrEqual(60);
    await page.context().close();
  });

  test("4 of 10 is not congratulated: where the student stands and the next step, above the fold", async ({
    browser,
  }) => {
    const { page } = await signedInPage(browser, PHONE);
    await page.evaluate(() => {
      localStorage.setItem("finalScore", "4");
      localStorage.setItem("totalQuestions", "10");
    });
    await page.goto("/result");
    for (const [heading, standing, next] of [
      [
        "Keep going!",
        /^You are at 40%: past the 35% pass mark, 20 points short of 60%/,
        "Practise next",
      ],
      ["लागिरहनुहोस्!", /^तपाईं 40% मा हुनुहुन्छ/, "अब यो अभ्यास गर्नुहोस्"],
    ] as const) {
      const h1 = page.getByRole("heading", { level: 1, name: heading });
      await expect(h1).toBeVisible();
      await expect(page.getByText(/Congratulations|बधाई/)).toHaveCount(0);
      await expect(page.getByText(standing)).toBeInViewport();
      await expect(page.locator(".result-hero .score")).toBeInViewport();
      await expect(page.locator(".result-hero").getByRole("link", { name: next })).toBeInViewport({
        ratio: 0.9,
      });
      // The heading stays inside the screen's edges.
      const box = (await h1.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await fitsThePhone(page, `the result (${heading})`);
      if (heading === "Keep going!") await chooseNepali(page);
    }
    await page.context().close();
  });

  test("9 of 10 is congratulated for the competitive score, the word inside its card, the score and the next step above the fold", async ({
    browser,
  }) => {
    const { page } = await signedInPage(browser, PHONE);
    await page.evaluate(() => {
      localStorage.setItem("finalScore", "9");
      localStorage.setItem("totalQuestions", "10");
    });
    await page.goto("/result");
    for (const [heading, next] of [
      ["Congratulations!", "Practise next"],
      ["बधाई छ!", "अब यो अभ्यास गर्नुहोस्"],
    ] as const) {
      const h1 = page.getByRole("heading", { level: 1, name: heading });
      await expect(h1).toBeVisible();
      // The animated letters stay inside the scrim's edges (it ran into the card's edge).
      const card = (await page.locator(".full-screen-text").boundingBox())!;
      const word = (await h1.locator(".word").first().boundingBox())!;
      expect(word.x, heading).toBeGreaterThanOrEqual(card.x);
      expect(word.x + word.width, heading).toBeLessThanOrEqual(card.x + card.width);
      await expect(page.locator(".result-hero .score")).toBeInViewport();
      await expect(page.locator(".result-hero").getByRole("link", { name: next })).toBeInViewport({
        ratio: 0.9,
      });
      await fitsThePhone(page, `the result (${heading})`);
      if (heading === "Congratulations!") await chooseNepali(page);
    }
    await page.context().close();
  });

  test("in Nepali: the target and the pace kept on the account, the result praising the target by name, readiness telling the table's counts", async ({
    browser,
  }) => {
    const { page } = await signedInPage(browser, PHONE);
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem("profile")!) as { token: string }).token,
    );
    const account = async () =>
      (
        (await (
          await page.request.get("/api/me", { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { user: { pace: string | null; target: number | null } }
      ).user;
    await chooseNepali(page);

    // A target of the student's own on the account page (decision 0495).
    await page.goto("/account");
    await page.getByLabel("लक्ष्य (अङ्कको %)").fill("40");
    await page.getByRole("button", { name: "लक्ष्य सुरक्षित गर्नुहोस्" }).click();
    await expect(page.getByText(/^तपाईंको लक्ष्य प्रश्नपत्रको 40% अङ्क हो/)).toBeVisible();
    await fitsThePhone(page, "the account page with the target");
    expect((await account()).target).toBe(40);

    // The pace chosen on a start screen goes on the account (decision 0496).
    await page.goto("/csit/entrance-preparation");
    const stay = page.getByRole("radio", { name: "‘अर्को’ नथिचेसम्म रहोस्" });
    await expect(stay).toBeEnabled();
    await stay.check();
    await expect(page.getByText(/तपाईंको रोजाइ तपाईंको खातामा राखिन्छ/)).toBeVisible();
    await expect.poll(async () => (await account()).pace).toBe("stay");

    // 5 of 10 clears the student's 40 %, not the competitive 60 %: praised, and it says whose bar.
    await page.evaluate(() => {
      localStorage.setItem("finalScore", "5");
      localStorage.setItem("totalQuestions", "10");
    });
    await page.goto("/result");
    await expect(page.getByRole("heading", { level: 1, name: "बधाई छ!" })).toBeVisible();
    await expect(page.getByText(/तपाईंकै लक्ष्य/)).toBeInViewport();
    await fitsThePhone(page, "the result praising the target");

    // Readiness and the table: English with 8 answers is "few (8)", never "not tried" (decision 0497).
    await practise(page.request, token, ["mathematics", "physics", "chemistry"], 12);
    await practise(page.request, token, ["english"], 8);
    await page.goto("/progress");
    const card = page.getByRole("article", { name: "B.Sc.CSIT प्रवेश परीक्षा" });
    await expect(card).toContainText("अङ्ग्रेजी (8)");
    await expect(card).toContainText("कम्प्युटर अहिलेसम्म प्रयास नगरिएको");
    await expect(card).not.toContainText("अङ्ग्रेजी अहिलेसम्म प्रयास नगरिएको");
    // The card says the student's own target in its marks, and how the prediction stands to it.
    const predicted = Number(
      (await card.getByText(/^अनुमानित अङ्क: 100 मध्ये \d+$/).textContent())!.match(/(\d+)$/)![1],
    );
    await expect(card.locator(".readiness-target")).toHaveText(
      `तपाईंकै लक्ष्य (खातामा राखिएको): 100 मध्ये 40। ${
        predicted >= 40
          ? "अनुमानित अङ्क त्यहाँ पुग्छ।"
          : `अनुमानित अङ्क त्यसभन्दा ${40 - predicted} अङ्कले कम छ।`
      }`,
    );
    await expect(page.getByText(/तपाईंकै लक्ष्य अहिलेसम्म छैन/)).toHaveCount(0);
    await expectAllNepali(page);
    await fitsThePhone(page, "the progress page in Nepali");
    await page.context().close();
  });
});
