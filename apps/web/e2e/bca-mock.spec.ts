import { expect, test, type Page } from "@playwright/test";
import type { Passage } from "@tayari/contracts/question";
import { readBank, shows, signedInStudent, type BankQuestion } from "./quiz-support";
import { chooseNepali } from "./nepali-support";
import { openPage } from "./support";

// Issue 49 (decisions 174 and 175): a BCA mock paper sat at 360 px, its reading passage drawn above
// each of its five questions (a table wider than the phone scrolling in its own box, the maths
// rendered), scored by the bca profile, the passage again in the review.

interface BcaBank {
  passages: Passage[];
  questions: BankQuestion[];
}

/** BCA mock test `number`'s questions in paper order, and the bank's passages. */
function bcaPaper(number: number) {
  const bank = readBank<BcaBank>("bca-entrance.json");
  const file = readBank<{ papers: Array<{ number: number; questions: number[] }> }>(
    "bca-mock-papers.json",
  );
  const byId = new Map(bank.questions.map((q) => [q.id, q]));
  const questions = file.papers
    .find((p) => p.number === number)!
    .questions.map((id) => byId.get(id)!);
  const passage = bank.passages.find((p) => p.id === questions[0]!.passage)!;
  return { questions, passage };
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

const questionOf = (page: Page, n: number) => page.getByText(`Question ${n} of 100`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.use({ viewport: { width: 360, height: 740 } });

test("sit BCA mock test 1 at 360 px: the passage above its five questions, its table and maths, the bca marks, the passage in the review", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { questions, passage } = bcaPaper(1);
  await signedInStudent(page, request);

  // From the BCA landing to its mock tests, the format's assumption said plainly.
  await openPage(page, "/bca", { pausedClock: true });
  await shows(page, page.getByRole("link", { name: "All BCA mock tests" }));
  await page.getByRole("link", { name: "All BCA mock tests" }).click();
  await shows(page, page.getByRole("heading", { name: "BCA mock tests", level: 1 }));
  await expect(
    page.getByRole("complementary", { name: "What is the site's assumption" }),
  ).toContainText("The university publishes no specimen paper we could check");
  await expectNoSidewaysScroll(page);
  await page.getByRole("link", { name: /^BCA mock test 1\b/ }).click();
  await shows(page, page.getByRole("button", { name: "Start the paper", disabled: false }));
  await expect(page.getByRole("heading", { name: "BCA mock test 1" })).toBeVisible();
  await page.getByRole("button", { name: "Start the paper", disabled: false }).click();
  await shows(page, questionOf(page, 1));

  // Question 1 stands on the passage: drawn above it, open, its table a real one.
  const shown = page.locator("details.passage");
  await expect(shown).toHaveAttribute("open", "");
  await expect(shown.getByText("Read the passage")).toBeVisible();
  await expect(shown.getByText(passage.title!)).toBeVisible();
  const table = shown.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Shrawan" })).toBeAttached();
  await expect(table.getByRole("row")).toHaveCount(2);
  // Its maths is MathML, no LaTeX left; the text is above the question's stem.
  await expect(shown.locator("mfrac")).toHaveCount(1);
  await expect(shown).not.toContainText("\\frac");
  const passageBox = (await shown.boundingBox())!;
  const stemBox = (await page.locator("fieldset.question-view legend").boundingBox())!;
  expect(passageBox.y + passageBox.height).toBeLessThanOrEqual(stemBox.y);
  // The table wider than the phone scrolls in its own box, never the page; the passage's text
  // takes at most half the screen, so the question stays in reach.
  const tableBox = shown.locator(".passage-table");
  expect(await tableBox.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  const body = (await shown.locator(".passage-body").boundingBox())!;
  expect(body.height).toBeLessThanOrEqual(740 / 2 + 1);
  await expectNoSidewaysScroll(page);

  // Answered right by tapping the key; question 2 shows the same passage.
  await page
    .getByRole("radio", { name: new RegExp(escape(questions[0]!.answer)) })
    .first()
    .check();
  await page.clock.runFor(4000);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(questionOf(page, 2)).toBeVisible();
  await expect(page.locator("details.passage").getByText(passage.title!)).toBeVisible();
  // Folded away with a tap, the question is still there to answer.
  await page.getByText("Read the passage").click();
  await expect(page.locator("details.passage")).not.toHaveAttribute("open", "");
  await page
    .getByRole("radio", { name: new RegExp(escape(questions[1]!.answer)) })
    .first()
    .check();
  await page.clock.runFor(4000);

  // The Nepali label, then back to English for the rest.
  await chooseNepali(page);
  await expect(page.locator("details.passage summary")).toContainText("अनुच्छेद पढ्नुहोस्");
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // Question 6 (grammar) stands on no passage.
  await page.getByRole("button", { name: "All questions" }).click();
  await page
    .getByRole("dialog", { name: "Questions" })
    .getByRole("button", { name: /^Question 6:/ })
    .click();
  await expect(questionOf(page, 6)).toBeVisible();
  await expect(page.locator("details.passage")).toHaveCount(0);
  // A wrong answer loses nothing (the bca profile).
  await page
    .getByRole("radio", {
      name: new RegExp(escape(questions[5]!.options.find((o) => o !== questions[5]!.answer)!)),
    })
    .first()
    .check();
  await page.clock.runFor(4000);

  await page.getByRole("button", { name: "Submit the paper" }).click();
  await page
    .getByRole("dialog", { name: "Submit the paper?" })
    .getByRole("button", { name: "Submit now" })
    .click();
  await page.clock.resume();

  await expect(page.getByRole("heading", { name: "Your result: BCA mock test 1" })).toBeVisible();
  await expect(page.getByText("2 of 100 marks")).toBeVisible();
  await expect(page.getByText("Marks to be called to the interview: 40.")).toBeVisible();
  // Ranked among the paper's candidates (shown once enough have sat it).
  await expect(page.getByRole("region", { name: "Your rank" })).toContainText("first to sit");

  // The review: the reading questions with their passage, folded at first, its table inside.
  const items = page.locator(".review-item");
  await expect(items).toHaveCount(100);
  const reviewed = items.nth(0).locator("details.passage");
  await expect(reviewed).not.toHaveAttribute("open", "");
  await reviewed.getByText("Read the passage").click();
  await expect(reviewed.getByRole("table")).toBeVisible();
  await expect(items.nth(5).locator("details.passage")).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});
