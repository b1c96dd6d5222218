import { expect, test, type Page } from "@playwright/test";
import { createExam, tokenOf, uploadBank } from "./exams-support";
import { signedInExaminer, signedInPage } from "./support";

// No answer lost (issue 47, point 1; decision 143): a student loses the network mid-exam, picks on,
// is told how many answers are not saved and until when, closes the page; back online on a new
// page, the sitting sends every kept pick, and the server has them all, scored.
const bank = [1, 2, 3, 4].map((id) => ({
  id,
  category: "mathematics",
  question: `Offline journey question ${id}: which option is the key?`,
  options: [`Offline wrong ${id}a`, `Offline key ${id}`, `Offline wrong ${id}b`],
  answer: `Offline key ${id}`,
  explanation: `Offline journey explanation ${id}.`,
}));

/** Picks the key of the question on screen, and goes to the next one unless it is the last. */
async function pickKey(page: Page, last = false) {
  await page.getByRole("radio", { name: /Offline key \d/ }).click();
  if (!last) await page.getByRole("button", { name: "Next" }).click();
}

test.use({ timezoneId: "Asia/Kathmandu" });

test("picks made offline are kept through a closed page and stored and scored on return", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const examinerContext = await browser.newContext();
  const examiner = await examinerContext.newPage();
  await examiner.goto("/");
  await signedInExaminer(examiner);
  const slug = `offline-${Date.now().toString(36)}`;
  await createExam(examiner, Date.now() + 30 * 60_000, {
    title: "Offline journey exam",
    slug,
    source: { bank_id: await uploadBank(examiner, "Offline journey bank", bank) },
    selection: { mode: "fixed" },
  });

  const { page } = await signedInPage(browser, { width: 360, height: 740 });
  const student = page.context();
  await page.goto(`/exams/${slug}`);
  await page.getByRole("button", { name: "Start exam" }).click();
  // The first answer goes out with the network up.
  await page.getByRole("radio", { name: /Offline key \d/ }).click();
  await expect(page.getByRole("status")).toHaveText("Saved");
  await page.getByRole("button", { name: "Next" }).click();

  // The network drops: three more picks, each kept on the device, and the page says so.
  await student.setOffline(true);
  await pickKey(page);
  await pickKey(page);
  await pickKey(page, true);
  await expect(page.getByTestId("unsaved")).toHaveText(
    /^3 answers are not saved yet\. Keep this page open, or come back to it on this device before .+ \(Nepal time\): they are sent as soon as the connection returns\.$/,
  );
  await expect(page.getByRole("status")).toHaveText(
    "Not saved yet: kept on this device, sent when the connection returns.",
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // (The Nepali words: exam-sitting.test.tsx; a language not loaded before cannot be shown offline.)
  await page.close();

  // Back online, on a new page: the sitting resumes and sends what the device kept.
  await student.setOffline(false);
  const again = await student.newPage();
  await again.goto(`/exams/${slug}`);
  // The paper resumes after the last answer the server had (its order is the student's own).
  await expect(again.getByText(/^Question \d of 4 · 4 answered$/)).toBeVisible();
  await expect(again.getByRole("radio", { name: /Offline key \d/ })).toBeChecked();
  await expect(again.getByRole("status")).toHaveText("Saved");
  await expect(again.getByTestId("unsaved")).toHaveCount(0);
  await expect
    .poll(() =>
      again.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("exam:"))),
    )
    .toEqual([]);

  // The server has every pick, and the live merit list scores them: 4 right of 4.
  const merit = async () => {
    const response = await examiner.request.get(`/api/examiner/exams/${slug}/merit`, {
      headers: { authorization: `Bearer ${await tokenOf(examiner)}` },
    });
    return ((await response.json()) as { rows: Array<{ correct: number; unanswered: number }> })
      .rows;
  };
  await expect.poll(merit).toEqual([expect.objectContaining({ correct: 4, unanswered: 0 })]);
  await examinerContext.close();
});
