import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAllNepali } from "./nepali-support";
import { bankFile, createExam, localTime, uploadBank } from "./exams-support";
import { noticeSettled, setRole, signedInPage } from "./support";

// The scholarship exams and the examiner's pages in Nepali, the whole page checked (top bar,
// menu, the page and any dialog).

/**
 * A signed-in account on its own browser; signing up and in happen in English (those pages are
 * another part's), then every page after is loaded with Nepali chosen on the device.
 */
/** The page is no wider than the phone: nothing to scroll sideways. */
async function fitsThePhone(page: Page, where: string) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `${where} at 360 px`).toBeLessThanOrEqual(360);
}

async function nepaliPage(browser: Browser, width: number, examiner = false) {
  const { page, person } = await signedInPage(browser, { width, height: 800 });
  if (examiner) await setRole(person.email, "examiner");
  await page.addInitScript(() => localStorage.setItem("language", "ne"));
  return page;
}

const bank = [1, 2, 3].map((id) => ({
  id,
  category: "mathematics",
  question: `Nepali journey question ${id}: which is the key?`,
  options: [`Wrong ${id}`, `Key ${id}`, `Other ${id}`],
  answer: `Key ${id}`,
  explanation: `Explanation ${id}.`,
}));
const quickBank = bank.map((q) => ({
  ...q,
  id: q.id + 10,
  question: `Quick ${q.question}`,
  options: q.options.map((o) => `Quick ${o}`),
  answer: `Quick ${q.answer}`,
}));

test("in Nepali at 360 px: an examiner sets an exam; a student lists, sits, finishes it and sees a result", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const examiner = await nepaliPage(browser, 360, true);
  await examiner.goto("/examiner");
  await expect(examiner.getByRole("heading", { name: "परीक्षक", exact: true })).toBeVisible();
  await expectAllNepali(examiner);

  await examiner.getByLabel("प्रश्नसङ्ग्रहको नाम").fill("Nepali journey bank");
  await examiner.getByLabel("प्रश्नसङ्ग्रह फाइल").setInputFiles(bankFile("nepali-journey.json", bank));
  await examiner.getByRole("button", { name: "अपलोड गर्नुहोस्" }).click();
  await expect(examiner.getByText("सुरक्षित भयो: 3 प्रश्न।")).toBeVisible();
  // Said in a <pre> (its lines kept) whose monospace font has no Devanagari: drawn in the app's.
  expect(
    await examiner.getByText("सुरक्षित भयो: 3 प्रश्न।").evaluate((e) => getComputedStyle(e).fontFamily),
  ).toMatch(/"Noto Sans Devanagari", monospace$/);

  const slug = `nepali-${Date.now().toString(36)}`;
  await examiner.getByLabel("शीर्षक", { exact: true }).fill("Nepali journey exam");
  await examiner.getByLabel("ठेगाना (स्लग)").fill(slug);
  await examiner.getByLabel("मिनेट वा सेकेन्ड").fill("10");
  await examiner.getByLabel("खुल्ने समय").fill(await localTime(examiner, -1));
  await examiner.getByLabel("बन्द हुने समय").fill(await localTime(examiner, 60));
  // The pickers stay Gregorian; the Bikram Sambat day shows beside them.
  await expect(examiner.getByText(/विक्रम संवत्‌मा: २०/).first()).toBeVisible();
  // Results at the close (by hand is the default, decision 0474): the student is told when.
  await examiner
    .getByLabel("नतिजा सार्वजनिक हुने", { exact: true })
    .selectOption({ label: "परीक्षा बन्द भएपछि" });
  // The questions in the written order (each student still gets the options in their own).
  await examiner.getByLabel("हरेक विद्यार्थीले हरेक खण्डका प्रश्न आफ्नै क्रममा पाउँछन्").uncheck();
  await examiner.getByRole("button", { name: "परीक्षा बनाउनुहोस्" }).click();
  await expect(examiner.getByText(`विद्यार्थीले यसलाई /exams/${slug} मा दिन्छन्।`)).toBeVisible();
  const panel = examiner.getByRole("article", { name: "Nepali journey exam" });
  await expect(panel.getByTestId("started")).toHaveText("सुरु गरेका: 0");
  await expectAllNepali(examiner);
  // The chosen bank's questions open, with the order each student gets: still the phone's width.
  await examiner.getByText("यो प्रश्नसङ्ग्रहका प्रश्न विद्यार्थीले देख्ने रूपमा पढ्नुहोस्").click();
  await expect(examiner.getByTestId("order-note")).toContainText("आफ्नै फेरबदल गरिएको क्रममा");
  await fitsThePhone(examiner, "/examiner in Nepali");

  // A second exam, made through the API, that closes within seconds and releases at once: on a
  // bank of its own (one sharing the first exam's questions would wait for that exam to close).
  const quick = `${slug}-r`;
  const bankId = await uploadBank(examiner, "Nepali quick bank", quickBank);
  const closes = Date.now() + 30_000;
  await createExam(examiner, closes, {
    title: "Nepali quick exam",
    slug: quick,
    source: { bank_id: bankId },
    selection: { mode: "fixed" },
    timing: { mode: "whole_paper", minutes: 5 },
    release: "at_close",
    shuffle_questions: false,
  });

  // The student: the list, the start page, the paper with its clock, Finish now, submitted.
  const student = await nepaliPage(browser, 360);
  await student.goto("/exams");
  await expect(student.getByRole("heading", { name: "छात्रवृत्ति परीक्षाहरू" })).toBeVisible();
  // This run's exam (an earlier run's, on the same server, may still be open under the same title).
  const listed = student
    .getByRole("link", { name: "Nepali journey exam" })
    .and(student.locator(`[href="/exams/${slug}"]`));
  await expect(listed).toBeVisible();
  await expect(student.getByText(/3 प्रश्न, 10 मिनेट; २०/).first()).toBeVisible();
  await expectAllNepali(student);

  await listed.click();
  await expect(student.getByText(/10 मिनेटमा 3 प्रश्न/)).toBeVisible();
  await expectAllNepali(student);
  await student.getByRole("button", { name: "परीक्षा सुरु गर्नुहोस्" }).click();
  await expect(student.getByText(bank[0]!.question)).toBeVisible();
  await expect(student.getByRole("timer", { name: "बाँकी समय" })).toHaveText(/^\d\d:\d\d$/);
  await student.getByLabel(bank[0]!.answer).check();
  await expect(student.getByRole("status")).toHaveText("सुरक्षित भयो");
  await expect(student.getByText("प्रश्न 1 / 3 · 1 वटाको उत्तर दिइयो")).toBeVisible();
  await expectAllNepali(student);
  await student.getByRole("button", { name: "अहिल्यै सकाउनुहोस्" }).click();
  const finish = student.getByRole("dialog", { name: "परीक्षा अहिल्यै सकाउने हो?" });
  await expect(finish).toContainText("2 प्रश्नको उत्तर दिइएको छैन।");
  await expectAllNepali(student);
  await finish.getByRole("button", { name: "अहिल्यै सकाउनुहोस्" }).click();
  await expect(student.getByRole("heading", { name: "परीक्षा बुझाइयो" })).toBeVisible();
  // Results at close: the time they come out, as a Bikram Sambat date and the time in Nepal.
  await expect(student.getByRole("status")).toHaveText(
    /^तपाईंका उत्तरहरू बुझाइए। नतिजा २०\S+ \S+ \S+ (राति|बिहान|दिउँसो|बेलुका) [०-९]{1,2}:[०-९]{2} \(नेपाल समय\) मा आउनेछ।$/,
  );
  await student.getByRole("button", { name: "मेरो नतिजा हेर्नुहोस्" }).click();
  await expect(student.getByText(/^यो परीक्षाको नतिजा २०.* मा आउनेछ।$/)).toBeVisible();
  await expectAllNepali(student);

  // The quick exam: sat, submitted on its last question, then its result once it has closed.
  await student.goto(`/exams/${quick}`);
  await noticeSettled(student);
  await student.getByRole("button", { name: "परीक्षा सुरु गर्नुहोस्" }).click();
  for (const [i, q] of quickBank.entries()) {
    await student.getByLabel(q.answer).check();
    await expect(student.getByRole("status")).toHaveText("सुरक्षित भयो");
    if (i < quickBank.length - 1) await student.getByRole("button", { name: "अर्को" }).click();
  }
  await student.getByRole("button", { name: "परीक्षा बुझाउनुहोस्" }).click();
  // Asked first, with what is unanswered (issue 68 point 4).
  await expect(student.getByRole("dialog")).toContainText("परीक्षा बुझाउने हो?");
  await student.getByRole("button", { name: "अहिल्यै बुझाउनुहोस्" }).click();
  await expect(student.getByRole("status")).toHaveText(/^तपाईंका उत्तरहरू बुझाइए। नतिजा २०/);
  await expectAllNepali(student);
  await student.getByRole("button", { name: "मेरो नतिजा हेर्नुहोस्" }).click();
  // The exam closes about 30 s after it was made (the server's real clock) and releases then: the
  // result page, loaded again until it shows the result instead of waiting a fixed time.
  const result = student.getByRole("heading", { name: "Nepali quick exam: तपाईंको नतिजा" });
  await expect(async () => {
    await student.reload();
    await expect(result).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: Math.max(0, closes - Date.now()) + 30_000 });
  await expect(student.getByText("3 सही, 0 गलत, 0 उत्तर नदिइएका।")).toBeVisible();
  await expectAllNepali(student);

  // Back on the list, the exams sat are under "Your results".
  await student.goto("/exams");
  await expect(student.getByRole("heading", { name: "तपाईंका नतिजाहरू" })).toBeVisible();
  await expectAllNepali(student);

  // The examiner reads the quick exam's merit list on the phone: times in Nepal's time, named
  // once in the heading; nothing off the page (the list scrolls in its own box).
  await examiner.reload();
  const quickPanel = examiner.getByRole("article", { name: "Nepali quick exam" });
  await quickPanel.getByRole("button", { name: "योग्यताक्रम सूची" }).click();
  await expect(
    quickPanel.getByRole("columnheader", { name: "बुझाएको समय (नेपाल समय)" }),
  ).toBeVisible();
  await expect(quickPanel.getByRole("row")).toHaveCount(2);
  await fitsThePhone(examiner, "the merit list in Nepali");
  await expectAllNepali(examiner);
  await examiner.goto("/examiner/import");
  await expect(examiner.getByRole("heading", { level: 1 })).toBeVisible();
  await fitsThePhone(examiner, "/examiner/import in Nepali");
});

test.describe("in Nepali at 1280 px", () => {
  test("an examiner checks a file on /examiner/import", async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await nepaliPage(browser, 1280, true);
    await page.goto("/examiner/import");
    await expect(page.getByRole("heading", { name: "क्याटलगमा प्रश्न आयात गर्नुहोस्" })).toBeVisible();
    await expectAllNepali(page);
    const n = Date.now() % 100_000;
    const rows = [
      "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation",
    ];
    for (let i = 2; i <= 4; i++)
      rows.push(
        `What is ${i} times ${n}?,${i * n},${i * n + 1},${i * n - 1},,,A,mathematics,${i} times ${n} is ${i * n}.`,
      );
    rows.push(`Which number is the bad row's key (${n})?,1,2,3,,,D,mathematics,No option D.`);
    await page.getByLabel("प्रश्न फाइल").setInputFiles({
      name: "nepali-check.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(rows.join("\n")),
    });
    await page.getByLabel("विषय", { exact: true }).selectOption({ label: "Mathematics" });
    await page.getByRole("button", { name: "फाइल जाँच्नुहोस्" }).click();
    const report = page.getByRole("form", { name: "प्रतिवेदन" });
    await expect(report.getByRole("status")).toHaveText(
      "nepali-check.csv बाट 4 पढियो: 3 पास, 1 अस्वीकृत, 0 समर्थित छैनन्",
    );
    // The refused line's reason, from its code, in Devanagari.
    await expect(report.getByRole("table").getByRole("row").nth(1)).toHaveText(
      /^5\s*उत्तर "D" विकल्पहरूमा छैन$/,
    );
    await expectAllNepali(page);
    // Without leaving the bad one out, the server refuses: its message, in Nepali.
    await report.getByRole("button", { name: "3 प्रश्न प्रकाशित गर्नुहोस्" }).click();
    await expect(report.getByText(/बाँकी 3 प्रकाशित गर्न अस्वीकृत 1 प्रश्न छोड्नुहोस्/)).toBeVisible();
    await expect(report.getByRole("alert")).toHaveText(
      "nepali-check.csv बाट 4 पढियो, 1 अस्वीकृत: केही पनि थपिएन",
    );
    await expectAllNepali(page);
  });
});
