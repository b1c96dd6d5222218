import { expect, test } from "@playwright/test";
import { expectAllNepali } from "./nepali-support";
import {
  controlClock,
  englishTopic,
  expectQuestionNumber,
  PROFILE,
  readBank,
  secondsLeft,
  shows,
  startPaper,
  storage,
  type BankQuestion,
} from "./quiz-support";

// Issue 48, point 4: year papers and drills open on a short start screen (what the paper is, its
// clock, Start); the clock begins on Start, and the specification's clearing of storage happens
// then (decision 122).

test.describe("start when ready, on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a year paper waits on its start screen with no clock running; Start clears the last test and starts the clock; a reload goes on", async ({
    page,
  }) => {
    await controlClock(page);
    await page.goto("/csit-entrance/2077");
    // What is left of another test, and the student's profile.
    await page.evaluate((profile) => {
      localStorage.setItem("profile", profile);
      localStorage.setItem("finalScore", "9");
      localStorage.setItem("totalQuestions", "10");
    }, PROFILE);
    await page.reload();
    await shows(page, page.getByRole("button", { name: "Start", exact: true }));
    await expect(
      page.getByRole("heading", { name: "2077 Model Entrance Questions" }),
    ).toBeVisible();
    await expect(page.getByText(/model paper in the pattern of the 2077/)).toBeVisible();
    await expect(page.getByText("100 questions, 60 seconds for each.")).toBeVisible();
    await expect(page.getByText("The clock starts when you press Start.")).toBeVisible();
    // What follows each answer: the specification's 2 s by default, or until Next (issue 69).
    await expect(page.getByRole("radio", { name: "Move on by itself after 2 s" })).toBeChecked();
    await expect(page.getByText(/Hold \(or the H key\) keeps one answer on screen/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // Time passes on the start screen: no question, no clock, nothing cleared yet.
    await page.clock.runFor(90_000);
    await expect(page.getByRole("timer")).toHaveCount(0);
    await expect(page.getByText("Question 1 of 100")).toHaveCount(0);
    expect(await storage(page, "finalScore")).toBe(9);

    await page.getByRole("button", { name: "Start", exact: true }).click();
    await expectQuestionNumber(page, 1, 100);
    const bank = readBank<{ questions: BankQuestion[] }>("entrance.json").questions;
    expect(await page.locator(".question-text").textContent()).toBe(bank[300]!.question);
    expect(await secondsLeft(page)).toBe(60);
    await page.clock.runFor(1000);
    expect(await secondsLeft(page)).toBe(59);
    // The specification's clearing: every key but the profile, as the paper starts.
    expect(await storage(page, "finalScore")).toBeNull();
    expect(await storage(page, "totalQuestions")).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("profile"))).toBe(PROFILE);

    // A reload mid-paper goes on with it, its clock where it was, without the start screen.
    await page.clock.runFor(9000);
    await page.reload();
    await expectQuestionNumber(page, 1, 100);
    expect(await secondsLeft(page)).toBe(50);
    await expect(page.getByRole("button", { name: "Start", exact: true })).toHaveCount(0);
  });

  test("a drill opens on its start screen from the preparation page, in Nepali too", async ({
    page,
  }) => {
    const count = englishTopic("Verbs MCQ").length;
    await page.addInitScript(() => localStorage.setItem("language", "ne"));
    await controlClock(page);
    await page.goto(`/entrance-preparation/English/${encodeURIComponent("Verbs MCQ")}`);
    await shows(page, page.getByRole("button", { name: "सुरु गर्नुहोस्", exact: true }));
    await expect(page.getByText(`${count} प्रश्न, प्रत्येकलाई 60 सेकेन्ड।`)).toBeVisible();
    await expect(page.getByText("‘सुरु गर्नुहोस्’ थिचेपछि मात्र घडी चल्छ।")).toBeVisible();
    await expectAllNepali(page);
    await page.clock.runFor(30_000);
    await startPaper(page, "सुरु गर्नुहोस्");
    await shows(page, page.getByText(`प्रश्न 1 / ${count}`));
    expect(await secondsLeft(page)).toBe(60);
    await expectAllNepali(page);
  });
});
