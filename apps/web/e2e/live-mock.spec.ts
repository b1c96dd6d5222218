import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expectAllNepali } from "./nepali-support";
import { apiAccount, noticeSettled, openPage } from "./support";
import { finishNow } from "./quiz-support";

// A live mock (issue 50, point 4; decision 257): an examiner schedules one of the site's mock
// papers for everyone; a student sees it on /csit/mock-tests with a countdown, joins it during its
// window through the exam page, and reads the standings after the close. Accounts are made through
// the API, and a student is signed in by the profile the app keeps, to keep the journey short.

/** Signs `page` in as the account of `profile` (the app reads it at start-up), on a clock the test moves. */
async function signIn(page: Page, profile: object, language: "en" | "ne" = "en") {
  await page.addInitScript(
    ([value, lang]) => {
      localStorage.setItem("profile", value);
      localStorage.setItem("language", lang);
    },
    [JSON.stringify(profile), language] as const,
  );
  await page.clock.install({ time: new Date() });
}

async function schedule(
  request: APIRequestContext,
  headers: Record<string, string>,
  paper: string,
  minutesFromNow: number,
) {
  const made = await request.post("/api/examiner/live-mocks", {
    headers,
    data: { paper, opens_at: new Date(Date.now() + minutesFromNow * 60_000).toISOString() },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { slug: string }).slug;
}

/** Joins the live mock of `card` through the exam page, saves one answer and finishes the paper. */
async function sitOneAnswer(page: Page, card: Locator, slug: string) {
  await card.getByRole("link", { name: "Join now" }).click();
  await expect(page).toHaveURL(`/exams/${slug}`);
  await noticeSettled(page);
  await page.getByRole("button", { name: "Start exam" }).click();
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/^1:59:\d\d$/);
  await page.getByRole("radio").first().check();
  await expect(page.getByRole("status")).toHaveText("Saved");
  await noSidewaysScroll(page);
  await finishNow(page, "Finish now", "Finish the exam now?");
  await expect(page.getByRole("heading", { name: "Exam submitted" })).toBeVisible();
}

/** The examiner's Close now. */
async function closeNow(request: APIRequestContext, headers: Record<string, string>, slug: string) {
  const closed = await request.post(`/api/examiner/exams/${slug}/close`, { headers });
  expect(closed.status(), await closed.text()).toBe(200);
}

/** Waits until the standings are out: once the close's grace has passed. */
async function standingsOut(
  request: APIRequestContext,
  headers: Record<string, string>,
  slug: string,
) {
  await expect
    .poll(
      async () => (await request.get(`/api/live-mocks/${slug}/standings`, { headers })).status(),
      {
        timeout: 10_000,
      },
    )
    .toBe(200);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );
}

test.use({ viewport: { width: 360, height: 740 } });

test("a student sees a live mock count down, joins one during its window at 360 px and reads its standings after the close", async ({
  page,
  request,
}) => {
  const examiner = await apiAccount(request, "examiner");
  await schedule(request, examiner.headers, "mock-2", 10);
  // The 2074 model paper holds the fixture bank's maths, code and figure.
  const slug = await schedule(request, examiner.headers, "model-2074", 0);
  const student = await apiAccount(request);
  await signIn(page, student.profile);

  await openPage(page, "/csit/mock-tests");
  const live = page.locator(".live-mocks");
  await expect(live.getByRole("heading", { name: "Live mocks" })).toBeVisible();

  // Open now: joined through the exam page, the scholarship exams' start and sitting screen.
  const open = live.getByRole("listitem").filter({ hasText: "Live: 2074 model paper" });
  await sitOneAnswer(page, open, slug);

  // The examiner closes it (Close now); the standings are out once the close's grace has passed.
  await closeNow(request, examiner.headers, slug);

  await openPage(page, "/csit/mock-tests");
  // The one still to come counts down on the page's clock (the server's seconds to its start).
  const upcoming = live.getByRole("listitem").filter({ hasText: "Live: Mock test 2" });
  await expect(upcoming.getByRole("timer")).toHaveText(/^Starts in 0[89]:\d\d$/);
  await page.clock.runFor(120_000);
  await expect(upcoming.getByRole("timer")).toHaveText(/^Starts in 0[67]:\d\d$/);
  await noSidewaysScroll(page);
  await standingsOut(request, student.headers, slug);
  await live
    .getByRole("listitem")
    .filter({ hasText: "Live: 2074 model paper" })
    .getByRole("link", { name: "See the standings" })
    .click();
  await expect(
    page.getByRole("heading", { name: "Standings: Live: 2074 model paper" }),
  ).toBeVisible();
  await expect(page.getByText(/^You scored [01] of 100 marks: rank 1 of 1\.$/)).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Mathematics" })).toBeVisible();
  await noSidewaysScroll(page);
  // The keys and explanations, with the paper's maths, after the close.
  await page.getByRole("link", { name: "Your answers with the keys and explanations" }).click();
  await expect(page.getByRole("heading", { name: /Live Model paper 2074/ })).toBeVisible();
  await expect(page.locator("main math").first()).toBeVisible();
  await noSidewaysScroll(page);
});

test("a live mock of a BCA paper at 360 px: on the BCA mock tests only, its reading passage with the paper, its standings back to the BCA list (decision 296)", async ({
  page,
  request,
}) => {
  const examiner = await apiAccount(request, "examiner");
  const slug = await schedule(request, examiner.headers, "bca-mock-1", 0);
  const student = await apiAccount(request);
  await signIn(page, student.profile);

  await openPage(page, "/csit/mock-tests");
  // The B.Sc.CSIT list, once asked, does not hold it (another test's live mocks may be there).
  await expect(page.locator(".live-mocks")).not.toContainText("Loading the live mocks");
  await expect(page.locator(".live-mocks")).not.toContainText("BCA");
  await openPage(page, "/bca/mock-tests");
  const live = page.locator(".live-mocks");
  const card = live.getByRole("listitem").filter({ hasText: "Live: BCA mock test 1" });
  await sitOneAnswer(page, card, slug);
  await closeNow(request, examiner.headers, slug);
  await standingsOut(request, student.headers, slug);

  await openPage(page, "/bca/mock-tests");
  await card.getByRole("link", { name: "See the standings" }).click();
  await expect(page).toHaveURL(`/bca/mock-tests/${slug}`);
  await expect(
    page.getByRole("heading", { name: "Standings: Live: BCA mock test 1" }),
  ).toBeVisible();
  await expect(page.getByText(/^You scored [01] of 100 marks: rank 1 of 1\.$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "All mock tests" })).toHaveAttribute(
    "href",
    "/bca/mock-tests",
  );
  await noSidewaysScroll(page);
  // The review with keys: the reading passage with its table and maths, as the paper had it.
  await page.getByRole("link", { name: "Your answers with the keys and explanations" }).click();
  const passage = page.locator("main details.passage").first();
  await passage.getByText("Read the passage").click();
  await expect(passage.getByRole("table")).toBeVisible();
  await expect(passage.locator("math").first()).toBeVisible();
  await expect(page.locator("main")).not.toContainText("$");
  await noSidewaysScroll(page);
});

test("in Nepali at 360 px: the live mocks, the countdown, and standings said to come at the close", async ({
  page,
  request,
}) => {
  const examiner = await apiAccount(request, "examiner");
  const slug = await schedule(request, examiner.headers, "mock-4", 10);
  const student = await apiAccount(request);
  await signIn(page, student.profile, "ne");

  await openPage(page, "/csit/mock-tests");
  const live = page.locator(".live-mocks");
  await expect(live.getByRole("heading", { name: "लाइभ नमुना परीक्षा" })).toBeVisible();
  const card = live.getByRole("listitem").filter({ hasText: "लाइभ: नमुना परीक्षा 4" });
  await expect(card.getByRole("timer")).toHaveText(/^0[89]:\d\d पछि सुरु हुन्छ$/);
  await expectAllNepali(page, ".live-mocks");
  await noSidewaysScroll(page);

  await openPage(page, `/csit/mock-tests/${slug}`);
  await expect(page.getByRole("status")).toHaveText(
    /^स्थान तालिका समाप्तिमा, २०.* \(नेपाल समय\) मा प्रकाशित हुन्छ।$/,
  );
  await expectAllNepali(page, "main");
});
