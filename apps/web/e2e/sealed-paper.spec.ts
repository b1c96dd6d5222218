import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { entranceQuestionIds } from "./exams-support";
import { apiAccount, fitsThePhone } from "./support";

// The sealed paper (issue 66 point 1, decision 0452): a candidate opens the exam's page before
// the opening, gives the access code, and the page says the paper is ready on this device; at the
// bell (the page's clock moved) the paper appears without a start's round trip, and the first
// answer's save records the start (decision 0453); answers picked while the saves fail survive a
// reload before the start is on the server; a reload after it resumes without the paper (0463).

/** A seal as the server makes it (decision 0458): exam.version.account.seed.paper.mac. */
const SEAL_SHAPE = /^\d+\.\d+\.\d+\.\d*\.[0-9a-z]+(?:-[0-9a-z]+)*\.[\w-]{22}$/;

test.use({ viewport: { width: 360, height: 740 } });
// Each waits for a real bell some 25 seconds away, on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

/** An exam of the examiner's opening in `seconds` (the server's own clock), with an access code. */
async function examOpeningSoon(request: APIRequestContext, seconds: number) {
  const examiner = await apiAccount(request, "examiner");
  const slug = `sealed-${Math.random().toString(36).slice(2, 10)}`;
  const made = await request.post("/api/examiner/exams", {
    headers: examiner.headers,
    data: {
      title: "Sealed scholarship test",
      slug,
      source: { public_bank: "entrance" },
      selection: { mode: "fixed", question_ids: entranceQuestionIds(3) },
      timing: { mode: "whole_paper", minutes: 10 },
      opens_at: new Date(Date.now() + seconds * 1000).toISOString(),
      closes_at: new Date(Date.now() + 3_600_000).toISOString(),
      profile: "csit",
      release: "manual",
      access_code: "KOSHI",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return slug;
}

/** A student signed in by the profile the app keeps, in `language`, on a clock the test moves. */
async function studentPage(page: Page, request: APIRequestContext, language: "en" | "ne") {
  const student = await apiAccount(request);
  await page.addInitScript(
    ([profile, lang]) => {
      localStorage.setItem("profile", profile);
      localStorage.setItem("language", lang);
    },
    [JSON.stringify(student.profile), language] as const,
  );
  await page.clock.install({ time: new Date() });
  return student;
}

/** The exam requests the page makes, and the seal each answer's save carried. */
function watchExamCalls(page: Page) {
  const calls: string[] = [];
  const seals: Array<{ path: string; seal: string | undefined }> = [];
  const saved: string[] = [];
  page.on("response", (r) => {
    if (r.request().method() === "PUT" && r.url().includes("/attempt/answers/") && r.ok())
      saved.push(r.url());
  });
  page.on("request", (r) => {
    if (!r.url().includes("/api/exams/")) return;
    const path = new URL(r.url()).pathname;
    calls.push(`${r.method()} ${path}`);
    if (r.method() === "PUT")
      seals.push({ path, seal: (r.postDataJSON() as { seal?: string } | null)?.seal });
  });
  return { calls, seals, saved };
}

/** Once the server's clock reaches the bell (the key out), the page's clock moved to it. */
async function bell(page: Page, request: APIRequestContext, slug: string) {
  await expect
    .poll(async () => (await request.get(`/api/exams/${slug}/key`)).status(), {
      timeout: 40_000,
      intervals: [1_000],
    })
    .toBe(200);
  await page.clock.runFor(5_000);
}

/** A student who gave the access code and has the paper on the device before the bell. */
async function paperReady(page: Page, slug: string) {
  await page.goto(`/exams/${slug}`);
  await page.getByLabel("Access code").fill("KOSHI");
  await page.getByRole("button", { name: "Get my paper ready" }).click();
  await expect(page.getByText("Your paper is ready on this device.")).toBeVisible();
}

test("the paper is ready before the bell, opens at it without a start's round trip, and its first answer is saved", async ({
  page,
  request,
}) => {
  const slug = await examOpeningSoon(request, 25);
  const student = await studentPage(page, request, "en");
  const { calls, seals } = watchExamCalls(page);
  await page.goto(`/exams/${slug}`);
  await expect(page.getByRole("heading", { name: "Sealed scholarship test" })).toBeVisible();
  // In the window: the access code first, then the paper comes to the device, encrypted.
  await expect(page.getByText("Enter the access code your college gives you")).toBeVisible();
  await page.getByLabel("Access code").fill("KOSHI");
  await page.getByRole("button", { name: "Get my paper ready" }).click();
  await expect(page.getByText("Your paper is ready on this device.")).toBeVisible();
  await fitsThePhone(page, "the page before the opening");
  expect(calls).toContain(`POST /api/exams/${slug}/sealed`);
  // The key is not out before the bell.
  expect((await request.get(`/api/exams/${slug}/key`)).status()).toBe(409);

  // The bell, on the server's clock; then the page's clock moved to it.
  await bell(page, request, slug);
  // The clock from the server's opening: ten minutes, less the seconds since the bell.
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/^(09:[3-5]\d|10:00)$/);
  await expect(page.locator(".question-text").first()).toBeVisible();
  // Since the paper came, only the key was asked (the page may ask it before the test's own poll
  // sees the bell, and again on a busy machine): no start, no paper.
  const sinceSealed = calls.slice(calls.lastIndexOf(`POST /api/exams/${slug}/sealed`) + 1);
  expect(sinceSealed).toContain(`GET /api/exams/${slug}/key`);
  expect(new Set(sinceSealed)).toEqual(new Set([`GET /api/exams/${slug}/key`]));
  await fitsThePhone(page, "the sealed paper");

  // The first answer waits on the device until a moment 10-50 s after the opening (decision
  // 0459), and says so; then its save records the start, the seal with it (decision 0453): no
  // request of its own, no start's.
  await page.getByRole("radio").first().check();
  await expect(
    page.getByRole("status").filter({ hasText: "Kept on this device: sent to the server" }),
  ).toBeVisible();
  await expect(page.getByTestId("unsaved")).toHaveCount(0);
  expect(seals).toEqual([]);
  await page.clock.runFor(46_000);
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const saves = seals.filter((s) => s.path.startsWith(`/api/exams/${slug}/attempt/answers/`));
  expect(saves[0]?.seal).toMatch(SEAL_SHAPE);
  expect(calls).not.toContain(`POST /api/exams/${slug}/attempt/sealed`);
  expect(calls).not.toContain(`POST /api/exams/${slug}/attempt`);

  // On the server: one attempt, its clock from the opening, the answer in it; a reload goes on
  // with it.
  const resumed = await request.post(`/api/exams/${slug}/attempt`, {
    headers: student.headers,
    data: {},
  });
  expect(resumed.status()).toBe(200);
  const attempt = (await resumed.json()) as { started_at: string; answers: object };
  expect(Object.keys(attempt.answers)).toHaveLength(1);
  const opens = (await (await request.get(`/api/exams/${slug}/key`)).json()) as {
    opens_at: string;
  };
  expect(attempt.started_at).toBe(opens.opens_at);
  // A reload on this device, which holds its copy (decision 0463): the resume carries the seal and
  // comes back with the clock and the answers only; the copy opens again with the key.
  const resume = page.waitForResponse(
    (r) => r.url().endsWith(`/api/exams/${slug}/attempt`) && r.request().method() === "POST",
  );
  await page.reload();
  const light = await resume;
  expect(light.request().postDataJSON()).toEqual({ seal: expect.stringMatching(SEAL_SHAPE) });
  const body = (await light.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ paper_from_seal: true, answers: attempt.answers });
  expect(body).not.toHaveProperty("questions");
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/^(0[89]:\d\d|10:00)$/);
  // On at the second question, the first one's answer picked.
  await expect(page.getByText(/Question 2 of 3/)).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByRole("radio").first()).toBeChecked();
});

test("answers picked while saves fail, then a reload before the start is recorded: the paper opens again and every answer reaches the server", async ({
  page,
  request,
}) => {
  const slug = await examOpeningSoon(request, 25);
  const student = await studentPage(page, request, "en");
  await paperReady(page, slug);
  await bell(page, request, slug);
  await expect(page.locator(".question-text").first()).toBeVisible();

  // The network drops for the saves: two answers picked, kept on the device, not saved.
  const saves = `**/api/exams/${slug}/attempt/answers/**`;
  await page.route(saves, (route) => route.abort("internetdisconnected"));
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio").nth(1).check();
  // Past the first answers' moment (decision 0459), before the start's own record (60 s on).
  await page.clock.runFor(46_000);
  await expect(page.getByRole("status").filter({ hasText: "Not saved yet" })).toBeVisible();
  const status = await request.get(`/api/exams/${slug}/attempt`, { headers: student.headers });
  expect((await status.json()).code).toBe("exams.notStarted");

  // The signal back, and the page reloaded before anything reached the server.
  await page.unroute(saves);
  const { calls, seals, saved } = watchExamCalls(page);
  await page.reload();
  // The same sealed paper again, not the start form; both answers go with the seal.
  await expect(page.locator(".question-text").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Start exam" })).toHaveCount(0);
  await expect.poll(() => saved.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  expect(calls).not.toContain(`POST /api/exams/${slug}/attempt/sealed`);
  expect(seals[0]?.seal).toBeTruthy();
  const resumed = await request.post(`/api/exams/${slug}/attempt`, {
    headers: student.headers,
    data: {},
  });
  const opens = (await (await request.get(`/api/exams/${slug}/key`)).json()) as {
    opens_at: string;
  };
  const attempt = (await resumed.json()) as { started_at: string; answers: object };
  expect(resumed.status()).toBe(200);
  expect(Object.keys(attempt.answers)).toHaveLength(2);
  expect(attempt.started_at).toBe(opens.opens_at);
  await fitsThePhone(page, "the sealed paper opened again after a reload");
});

test("handed in before any answer: the hand-in carries the seal and records the start, no start request of its own", async ({
  page,
  request,
}) => {
  const slug = await examOpeningSoon(request, 25);
  const student = await studentPage(page, request, "en");
  await paperReady(page, slug);
  const { calls } = watchExamCalls(page);
  const handIns: Array<{ seal?: string } | null> = [];
  page.on("request", (r) => {
    if (r.url().endsWith(`/api/exams/${slug}/attempt/submit`))
      handIns.push(r.postDataJSON() as { seal?: string } | null);
  });
  await bell(page, request, slug);
  await expect(page.locator(".question-text").first()).toBeVisible();
  // Nothing answered: the paper handed in as it is (decision 0455).
  await page.getByRole("button", { name: "Finish now" }).click();
  const finish = page.getByRole("dialog", { name: "Finish the exam now?" });
  await expect(finish).toContainText("3 questions are unanswered.");
  await finish.getByRole("button", { name: "Finish now" }).click();
  await expect(page.getByRole("heading", { name: "Exam submitted" })).toBeVisible();
  await fitsThePhone(page, "a sealed paper handed in empty");
  expect(handIns[0]?.seal).toMatch(SEAL_SHAPE);
  expect(calls).not.toContain(`POST /api/exams/${slug}/attempt/sealed`);
  expect(calls).not.toContain(`POST /api/exams/${slug}/attempt`);
  // On the server: the attempt handed in, nothing in it; a start now says it was sat.
  const status = await request.get(`/api/exams/${slug}/attempt`, { headers: student.headers });
  expect(await status.json()).toMatchObject({ submitted: true });
  const again = await request.post(`/api/exams/${slug}/attempt`, {
    headers: student.headers,
    data: {},
  });
  expect((await again.json()).code).toBe("exams.oneAttempt");
});

test("the page before the bell says the paper is ready in Nepali", async ({ page, request }) => {
  const slug = await examOpeningSoon(request, 120);
  await studentPage(page, request, "ne");
  await page.goto(`/exams/${slug}`);
  await expect(page.getByText("पहुँच कोड लेख्नुहोस्", { exact: false })).toBeVisible();
  await page.getByLabel("पहुँच कोड").fill("KOSHI");
  await page.getByRole("button", { name: "मेरो प्रश्नपत्र तयार गर्नुहोस्" }).click();
  await expect(page.getByText("तपाईंको प्रश्नपत्र यो उपकरणमा तयार छ।", { exact: false })).toBeVisible();
  await fitsThePhone(page, "the page before the opening, in Nepali");
});
