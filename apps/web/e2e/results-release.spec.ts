import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createExam, uploadBank } from "./exams-support";
import { chooseNepali, expectAllNepali } from "./nepali-support";
import { apiAccount, fitsThePhone, mailsFor, signedInExaminer } from "./support";

// Issue 68 point 3 (decisions 0474-0476), on a 360 px phone as an examiner clicks it: an exam whose
// results are released by hand closes; two key corrections gathered into one regrade, previewed
// (who moves, marks and rank before and after) and made at once; the results released once (one
// mail each); after the release a drop by mistake and its undo (nobody to tell, nobody mailed),
// then a real correction told by releasing the corrections: one mail, to the one student it moved.
test.use({ viewport: { width: 360, height: 740 }, timezoneId: "Asia/Kathmandu" });

const QUESTIONS = [
  { category: "mathematics", question: "What is 3 + 4?", options: ["7", "8", "9", "10"] },
  { category: "mathematics", question: "What is 2 × 3?", options: ["5", "6", "7", "8"] },
  {
    category: "physics",
    question: "The SI unit of force is the",
    options: ["joule", "newton", "watt", "pascal"],
  },
].map((q, i) => ({
  ...q,
  id: 68_300 + i,
  answer: q.options[1]!,
  explanation: "As worked in class.",
}));

/** A student (verified when `verified`) who sits the exam and picks `picks` by question. */
async function candidate(
  request: APIRequestContext,
  slug: string,
  picks: Array<string | null>,
  verified: boolean,
) {
  const account = await apiAccount(request);
  if (verified) {
    const [mail] = await mailsFor(account.email, 1, /verify-email\?token=/);
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail!)![1];
    expect((await request.post("/api/verify-email", { data: { token } })).status()).toBe(200);
  }
  const { headers } = account;
  expect((await request.post(`/api/exams/${slug}/attempt`, { headers, data: {} })).status()).toBe(
    201,
  );
  let seq = 0;
  for (const [i, pick] of picks.entries())
    if (pick !== null)
      expect(
        (
          await request.put(`/api/exams/${slug}/attempt/answers/${QUESTIONS[i]!.id}`, {
            headers,
            data: { pick, seq: ++seq },
          })
        ).status(),
      ).toBe(200);
  expect((await request.post(`/api/exams/${slug}/attempt/submit`, { headers })).status()).toBe(200);
  return account.email;
}

/** Question `number`'s "Correct the key" form: `kind`, the options chosen, the reason, added. */
async function addCorrection(
  page: Page,
  number: number,
  kind: "key" | "accept" | "drop",
  reason: string,
  options: string[] = [],
) {
  const card = page.getByRole("article", { name: `Figures of question ${number}` });
  const form = card.getByRole("form", { name: `Correct the key of question ${number}` });
  if (!(await form.isVisible())) await card.getByText("Correct the key", { exact: true }).click();
  await form
    .getByLabel(
      kind === "key"
        ? "Make another option the key"
        : kind === "accept"
          ? "Accept more than one option"
          : "Drop the question: everyone gets its marks",
    )
    .check();
  if (kind === "key")
    await form
      .getByRole("group", { name: "The key", exact: true })
      .getByRole("radio", { name: new RegExp(`^[A-D]\\. ${options[0]!}$`) })
      .check();
  for (const option of options.slice(kind === "key" ? 1 : 0))
    await form.getByRole("checkbox", { name: new RegExp(`^[A-D]\\. ${option}$`) }).check();
  await form.getByLabel(/^Reason/).fill(reason);
  await form.getByRole("button", { name: /in the regrade$|to the regrade$/ }).click();
  await expect(card.getByText(`Question ${number} waits in the regrade.`)).toBeVisible();
}

/** One of the exam's views, by its link (issue 68 point 5: each view at its own address). */
async function view(page: Page, name: "Summary" | "Item analysis") {
  const views = page.getByRole("navigation", { name: "This exam's views" });
  await views.getByRole("link", { name, exact: true }).click();
  await expect(views.getByRole("link", { name, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
}

/** Previews the waiting corrections (`said`), then makes them, asked first. */
async function regradeNow(page: Page, said: string, count: number) {
  const regrade = page.getByRole("region", { name: "Corrections to make" });
  await regrade.getByRole("button", { name: "Preview the regrade" }).click();
  await expect(regrade.getByRole("status")).toContainText(said);
  const label =
    count === 1 ? "Regrade with this correction" : `Regrade with these ${count} corrections`;
  await regrade.getByRole("button", { name: label }).click();
  const dialog = page.getByRole("dialog", { name: "Make these corrections and regrade?" });
  await expect(dialog).toContainText("They are mailed only when you release the corrections.");
  await dialog.getByRole("button", { name: label }).click();
  await expect(regrade.getByRole("status")).toContainText(/^Regraded with/);
  return regrade;
}

test("results released when the examiner says: corrections previewed and batched, one mail per release", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signedInExaminer(page);
  const stamp = Date.now();
  const bankId = await uploadBank(page, `Release bank ${stamp}`, QUESTIONS);
  const title = `Release journey ${stamp}`;
  const slug = `release-${stamp}`;
  await createExam(page, Date.now() + 45_000, {
    title,
    slug,
    source: { bank_id: bankId },
    selection: { mode: "fixed" },
    shuffle_questions: false,
  });
  const [q1, q2, q3] = QUESTIONS as [
    (typeof QUESTIONS)[number],
    (typeof QUESTIONS)[number],
    (typeof QUESTIONS)[number],
  ];
  // Asha and Bina verified their addresses; Chandra did not. Bina 3, Asha 2, Chandra 1.
  const asha = await candidate(page.request, slug, ["7", q2.answer, q3.answer], true);
  const bina = await candidate(page.request, slug, [q1.answer, q2.answer, q3.answer], true);
  await candidate(page.request, slug, ["7", q2.answer, null], false);

  await page.goto(`/examiner/exams/${slug}`);
  const results = page.getByRole("region", { name: "Results" });
  await expect(page.getByText(/Results by hand/).first()).toBeVisible();
  const release = results.getByRole("button", { name: "Release results" });
  await expect(release).toBeVisible({ timeout: 60_000 });

  // Before the release: question 1's key is 7, question 3 dropped; both previewed, one regrade,
  // in the item analysis's own view (issue 68 point 5).
  await view(page, "Item analysis");
  await addCorrection(page, 1, "key", "The working gives 7.", ["7"]);
  await addCorrection(page, 3, "drop", "The figure was missing.");
  const regrade = page.getByRole("region", { name: "Corrections to make" });
  await expect(regrade.getByRole("listitem")).toHaveText([
    /^A becomes the key of question 1\. The working gives 7\./,
    /^Question 3 is dropped: every candidate gets its marks\. The figure was missing\./,
  ]);
  await regrade.getByRole("button", { name: "Preview the regrade" }).click();
  const moves = regrade.getByRole("table", { name: "Who moves" });
  await expect(moves.getByRole("row")).toHaveCount(4);
  await expect(moves.getByRole("row").nth(1)).toContainText("1 → 3");
  await fitsThePhone(page, "the regrade's preview");
  await regradeNow(page, "With these 2 corrections, 3 of 3 candidates move: 3 by their marks", 2);
  await expect(regrade.getByRole("status")).toContainText(
    "Regraded with 2 corrections: 3 of 3 candidates moved, 3 by their marks.",
  );

  // Released once, from the summary: one results mail to each verified student.
  await view(page, "Summary");
  await release.click();
  const releaseDialog = page.getByRole("dialog", { name: "Release the results now?" });
  await releaseDialog.getByRole("button", { name: "Release results" }).click();
  await expect(results.getByRole("status")).toContainText(/^Results are released/);
  const link = `/exams/${slug}`;
  for (const to of [asha, bina]) expect(await mailsFor(to, 1, new RegExp(link))).toHaveLength(1);

  // After the release: question 1 dropped by mistake, then undone. Nobody's score moved since the
  // mail, so there is nobody to tell.
  await view(page, "Item analysis");
  await addCorrection(page, 1, "drop", "Pressed by mistake.");
  await regradeNow(page, "With this correction, ", 1);
  await addCorrection(page, 1, "key", "Undoing the drop.", ["7"]);
  await regradeNow(page, "With this correction, ", 1);
  await view(page, "Summary");
  await expect(page.getByTestId("untold")).toHaveCount(0);
  await expect(results.getByRole("button", { name: "Release the corrections" })).toHaveCount(0);

  // A real correction: 7 and 8 both accepted on question 1; only Bina's score moves.
  await view(page, "Item analysis");
  await addCorrection(page, 1, "accept", "Both readings are fair.", ["7", "8"]);
  await regradeNow(page, "1 by their marks", 1);
  await view(page, "Summary");
  await expect(page.getByTestId("untold")).toContainText(
    "Corrections since the release changed 1 student's score.",
  );
  await results.getByRole("button", { name: "Release the corrections" }).click();
  const tell = page.getByRole("dialog", { name: "Tell the students of the corrections?" });
  await expect(tell).toContainText("1 student's score changed since their last mail");
  await tell.getByRole("button", { name: "Release the corrections" }).click();
  await expect(results.getByRole("status")).toContainText(
    "The corrections are released: 1 student's score changed since the last mail",
  );
  await expect(page.getByTestId("untold")).toHaveCount(0);
  const regraded = /was marked again/;
  await mailsFor(bina, 2, new RegExp(link));
  expect(await mailsFor(bina, 1, regraded)).toHaveLength(1);
  expect((await mailsFor(asha, 1, new RegExp(link))).filter((m) => regraded.test(m))).toEqual([]);
  await fitsThePhone(page, "the exam after the corrections' release");

  // The same regrade in Nepali.
  await view(page, "Item analysis");
  await chooseNepali(page);
  await expect(page.getByRole("region", { name: "गर्नुपर्ने सच्याइ" })).toBeVisible();
  await expectAllNepali(page, ".regrade-batch");
  await fitsThePhone(page, "the regrade in Nepali");
});
