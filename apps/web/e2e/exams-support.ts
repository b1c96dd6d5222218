import { expect, type Page } from "@playwright/test";
import type { BankUploadRequest } from "@tayari/contracts/bank-upload";
import type { CreateExamRequest } from "@tayari/contracts/examiner-exams";
import { readBank, type BankQuestion } from "./quiz-support";

// Scholarship exams set up the way an examiner's tools would, for the journeys whose subject is
// something else (sitting one in Nepali, its review, every route at 360 px). The examiner's page
// itself is driven by hand in scholarship-exam.spec.ts and nepali-exams.spec.ts.
//
// Results wait while another running exam shares a question (decision 79): an exam on the public
// banks holds every other such exam's results, so keep its window short, or give the exam a bank of
// its own (`uploadBank`) with questions no other journey uses.

/** The signed-in account's token, from the profile the app keeps on the device. */
export const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("profile")!) as { token: string }).token);

/** "YYYY-MM-DDTHH:mm" for a datetime-local field, `minutes` from now on Nepal's clock. */
export const localTime = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    // Nepal's clock, which the form reads every time in (decision 106), whatever the page's zone.
    const d = new Date(Date.now() + m * 60_000 + (5 * 60 + 45) * 60_000);
    return d.toISOString().slice(0, 16);
  }, minutes);

/** The first `count` questions of the public entrance bank the build bundles (code, maths, a figure). */
export const entranceQuestionIds = (count: number) =>
  readBank<{ questions: BankQuestion[] }>("entrance.json")
    .questions.slice(0, count)
    .map((q) => q.id);

/** A bank file as an examiner picks it on /examiner: `{ "questions": [...] }` in the bank format. */
export const bankFile = (name: string, questions: unknown[]) => ({
  name,
  mimeType: "application/json",
  buffer: Buffer.from(JSON.stringify({ questions })),
});

/** A private bank of `questions`, uploaded by the examiner signed in on `page`; its id. */
export async function uploadBank(
  page: Page,
  name: string,
  questions: NonNullable<BankUploadRequest["questions"]>,
): Promise<number> {
  const response = await page.request.post("/api/examiner/banks", {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { name, questions } satisfies BankUploadRequest,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * The list of who may sit exam `slug`, pasted on its candidates' view by the examiner signed in
 * on `page` and saved; the view's Candidates region.
 */
export async function pasteCandidateList(page: Page, slug: string, list: string) {
  await page.goto(`/examiner/exams/${slug}/candidates`);
  const candidates = page.getByRole("region", { name: "Candidates", exact: true });
  await candidates.getByText("Who may sit (a list)").click();
  await candidates.getByLabel("Or paste the list").fill(list);
  // Read first (issue 68 point 1): the list as read, then saved as shown.
  await candidates.getByRole("button", { name: "Read the list" }).click();
  await candidates.getByRole("button", { name: "Save the list" }).click();
  return candidates;
}

/**
 * An exam created by the examiner signed in on `page`, through the API: open since a minute ago,
 * closing at `closesAt` (ms), 10 minutes for the whole paper, marked as CSIT, results released by
 * hand, on the first three questions of the public entrance bank, unless `exam` says otherwise.
 */
export async function createExam(
  page: Page,
  closesAt: number,
  exam: Pick<CreateExamRequest, "title" | "slug"> & Partial<CreateExamRequest>,
): Promise<void> {
  const data: CreateExamRequest = {
    source: { public_bank: "entrance" },
    selection: { mode: "fixed", question_ids: entranceQuestionIds(3) },
    timing: { mode: "whole_paper", minutes: 10 },
    opens_at: new Date(Date.now() - 60_000).toISOString(),
    closes_at: new Date(closesAt).toISOString(),
    profile: "csit",
    release: "manual",
    ...exam,
  };
  const response = await page.request.post("/api/examiner/exams", {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
}
