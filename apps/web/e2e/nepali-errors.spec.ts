import { expect, test, type Browser, type Page, type Response } from "@playwright/test";
import type { Text } from "@tayari/contracts/messages/text";
import { ne as report } from "../src/components/import-report/messages.ne";
import { auth } from "../src/lib/codes/auth.ne";
import { exams } from "../src/lib/codes/exams.ne";
import { imports } from "../src/lib/codes/imports.ne";
import { createExam, uploadBank } from "./exams-support";
import { englishLeftOn } from "./nepali-support";
import { login, noticeSettled, registeredThroughApi, setRole, signedInPage } from "./support";

// Issue 27: the server speaks in codes and the page says them in the reader's language. A Nepali
// reader on a 360 px phone meets five of the server's refusals (a wrong password, a rate limit, a
// refused import line, time up in an exam, a second attempt) and reads each in Devanagari: the
// text of the web's Nepali catalogue for the code the server sent, with no English in the place
// the page shows it.

const PHONE = { width: 360, height: 740 };

/** A page loaded in Nepali from now on (the choice kept on the device, as the switch keeps it). */
async function inNepali(page: Page) {
  await page.addInitScript(() => localStorage.setItem("language", "ne"));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The Nepali catalogue's `text` as the page shows it: each `{value}` given in `values` as it is,
 * any other (a date, a number the page formats) as any text; the plural form by `count`.
 */
function shown(text: Text, values: Record<string, string | number> = {}): RegExp {
  const form =
    typeof text === "string"
      ? text
      : new Intl.PluralRules("ne").select(Number(values.count)) === "one"
        ? text.one
        : text.other;
  const pattern = escape(form).replace(/\\\{(\w+)\\\}/g, (_, name: string) =>
    name in values ? escape(String(values[name])) : ".*?",
  );
  return new RegExp(`^${pattern}$`);
}

/** The error body of the next answer of `path` that `page` receives with `status`. */
function refusal(page: Page, path: RegExp, status: number) {
  return page
    .waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.status() === status)
    .then(async (response: Response) => ({
      response,
      body: (await response.json()) as {
        code: string;
        params: Record<string, unknown>;
        errors?: Record<string, { code: string }[]>;
      },
    }));
}

/** No message text in Latin letters where the page shows the error (names and addresses aside). */
async function expectNoEnglish(page: Page, region: string) {
  expect(await page.locator(region).count(), region).toBeGreaterThan(0);
  expect(await englishLeftOn(page, region), region).toEqual([]);
}

/** A phone of the student's: the same account signed in on a context of its own, in Nepali. */
async function secondDevice(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await login(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await inNepali(page);
  return page;
}

// Questions of this journey's own: an exam on them holds no other journey's results (decision 79).
const bank = [1, 2].map((id) => ({
  id,
  category: "mathematics",
  question: `Nepali errors question ${id}: which is the key?`,
  options: [`Nepali errors wrong ${id}`, `Nepali errors key ${id}`, `Nepali errors other ${id}`],
  answer: `Nepali errors key ${id}`,
  explanation: `Nepali errors explanation ${id}.`,
}));

test("in Nepali at 360 px, five refusals of the server read in Devanagari", async ({ browser }) => {
  test.setTimeout(360_000);

  // The exam first: its window closes while the student is elsewhere, and the server's clock is
  // the one that counts. An examiner sets it on a bank of its own, closing in 30 seconds.
  const { page: examiner } = await signedInPage(browser, PHONE).then(async (signedIn) => {
    await setRole(signedIn.person.email, "examiner");
    await inNepali(signedIn.page);
    return signedIn;
  });
  const { page: sitting, person: student } = await signedInPage(browser, PHONE);
  await inNepali(sitting);
  const otherPhone = await secondDevice(browser, student.email, student.password);
  const slug = `nepali-errors-${Date.now().toString(36)}`;
  const bankId = await uploadBank(examiner, "Nepali errors bank", bank);
  const closesAt = Date.now() + 30_000;
  await createExam(examiner, closesAt, {
    title: "Nepali errors exam",
    slug,
    source: { bank_id: bankId },
    selection: { mode: "fixed" },
    shuffle_questions: false,
    shuffle_options: false,
  });
  // The other phone opens the exam's page and leaves it there, not started.
  await otherPhone.goto(`/exams/${slug}`);
  await expect(otherPhone.getByRole("button", { name: "परीक्षा सुरु गर्नुहोस्" })).toBeVisible();
  // This phone starts it; then its page's clock stands still (a phone put away, its timers
  // asleep), so the page never ends the paper itself while the exam closes on the server.
  await sitting.clock.install();
  await sitting.goto(`/exams/${slug}`);
  await noticeSettled(sitting);
  await sitting.getByRole("button", { name: "परीक्षा सुरु गर्नुहोस्" }).click();
  await expect(sitting.getByText(bank[0]!.question)).toBeVisible();
  await expect(sitting.getByRole("timer")).toHaveText(/^\d\d:\d\d$/);
  await sitting.clock.pauseAt(Date.now() + 1_000);

  // 1. A wrong password, on the login form.
  const guest = await (await browser.newContext({ viewport: PHONE })).newPage();
  await inNepali(guest);
  const account = await registeredThroughApi(guest.request);
  await guest.goto("/login");
  const form = guest.getByRole("main");
  await expect(form.getByRole("heading", { name: "लग इन" })).toBeVisible();
  const tryPassword = async (password: string) => {
    await form.getByLabel("इमेल").fill(account.email);
    await form.getByLabel("पासवर्ड").fill(password);
    await form.getByRole("button", { name: "लग इन" }).click();
  };
  const toasts = guest.getByRole("alert");
  let wrong = refusal(guest, /^\/api\/login$/, 401);
  await tryPassword("not-my-password-1");
  expect((await wrong).body.code).toBe("auth.badCredentials");
  await expect(toasts.filter({ hasText: shown(auth["auth.badCredentials"]) })).toBeVisible();
  await expectNoEnglish(guest, ".Toastify__toast");
  await expect(guest).toHaveURL(/\/login$/);

  // 2. A rate limit: ten wrong passwords for the account from this address, then a 429 that says
  // how long to wait, in minutes, and in its Retry-After header.
  for (let n = 2; n <= 10; n++) {
    wrong = refusal(guest, /^\/api\/login$/, 401);
    await tryPassword(`not-my-password-${n}`);
    expect((await wrong).body.code).toBe("auth.badCredentials");
  }
  const limited = refusal(guest, /^\/api\/login$/, 429);
  await tryPassword("not-my-password-11");
  const { response, body } = await limited;
  expect(body.code).toBe("auth.loginLimited");
  expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
  const minutes = body.params.count as number;
  await expect(
    toasts.filter({ hasText: shown(auth["auth.loginLimited"], { count: minutes }) }),
  ).toBeVisible();
  await expectNoEnglish(guest, ".Toastify__toast");

  // 3. A refused import line: the examiner checks a file with a bad row on /examiner/import, reads
  // its reason, then tries to publish without leaving it out.
  await examiner.goto("/examiner/import");
  await expect(examiner.getByRole("heading", { level: 1 })).toBeVisible();
  const n = Date.now() % 100_000;
  const file = "nepali-errors.csv";
  const rows = [
    "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation",
  ];
  for (let i = 2; i <= 4; i++)
    rows.push(
      `What is ${i} plus ${n}?,${i + n},${i + n + 1},${i + n - 1},,,A,mathematics,${i} plus ${n} is ${i + n}.`,
    );
  rows.push(`Which is the bad row's key (${n})?,1,2,3,,,D,mathematics,No option D.`);
  await examiner.getByLabel("प्रश्न फाइल").setInputFiles({
    name: file,
    mimeType: "text/csv",
    buffer: Buffer.from(rows.join("\n")),
  });
  await examiner.getByLabel("विषय", { exact: true }).selectOption({ label: "Mathematics" });
  await examiner.getByRole("button", { name: "फाइल जाँच्नुहोस्" }).click();
  const checked = examiner.getByRole("form", { name: "प्रतिवेदन" });
  const refusedRow = checked.getByRole("table").getByRole("row").nth(1);
  await expect(refusedRow.getByRole("cell").first()).toHaveText("5");
  await expect(refusedRow.getByRole("cell").nth(1)).toHaveText(shown(report.r_answer_not_option));
  await expectNoEnglish(examiner, ".import-report table");
  const notPublished = refusal(examiner, /^\/api\/examiner\/catalog-import$/, 422);
  await checked.getByRole("button", { name: /प्रकाशित गर्नुहोस्/ }).click();
  const publishRefused = (await notPublished).body;

  expect(publishRefused.code).toBe("imports.nothingWritten");
  expect(publishRefused.errors?.["line 5"]?.[0]?.code).toBe("imports.lineRefused");
  await expect(checked.getByRole("alert")).toHaveText(
    shown(imports["imports.nothingWritten"], { file, read: 4, refused: 1 }),
  );
  await expect(
    checked.getByText(shown(imports["imports.leaveOutRefused"], { count: 1, accepted: 3 })),
  ).toBeVisible();
  await expectNoEnglish(examiner, ".import-report [role=alert]");

  // 4. Time is up: the exam has closed on the server. Once its close and the server's grace of 2 s
  // for answers on their way (GRACE_MS) have passed (the steps above take longer than the window;
  // the server's clock is real), the phone wakes, its page's clock goes on from where it stood, and
  // the student picks an answer the page still offers.
  await expect
    // (On a busy machine the steps above may outlast the close by more than 10 s: never a
    // negative wait.)
    .poll(() => Date.now(), { timeout: Math.max(closesAt - Date.now() + 10_000, 5_000) })
    .toBeGreaterThan(closesAt + 3_000);
  await sitting.clock.resume();
  const late = refusal(sitting, /\/attempt\/answers\//, 409);
  await sitting.getByLabel(bank[0]!.answer).click();
  expect((await late).body.code).toBe("exams.timeUp");
  await expect(sitting.getByRole("heading", { name: "परीक्षा बुझाइयो" })).toBeVisible();
  await expect(sitting.getByRole("main").getByRole("status")).toHaveText(
    shown(exams["exams.timeUp"]),
  );
  await expectNoEnglish(sitting, "main [role=status]");

  // 5. A second attempt: the other phone, still on the start page, starts the exam this account
  // has already sat.
  const again = refusal(otherPhone, new RegExp(`^/api/exams/${slug}/attempt$`), 409);
  await otherPhone.getByRole("button", { name: "परीक्षा सुरु गर्नुहोस्" }).click();
  expect((await again).body.code).toBe("exams.oneAttempt");
  await expect(otherPhone.getByRole("main").getByRole("alert")).toHaveText(
    shown(exams["exams.oneAttempt"]),
  );
  await expectNoEnglish(otherPhone, "main [role=alert]");
});
