import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAllNepali } from "./nepali-support";
import { mailFor, newStudent, registeredThroughApi } from "./support";

// The accounts and progress pages in Nepali, on a phone (one case on a desktop), the whole page
// checked for English left (top bar, menu, the page and any dialog).

/** Logs in through the Nepali form. */
async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "लग इन" })).toBeVisible();
  await main.getByLabel("इमेल").fill(email);
  await main.getByLabel("पासवर्ड").fill(password);
  await main.getByRole("button", { name: "लग इन" }).click();
}

async function signedIn(page: Page, request: APIRequestContext) {
  const student = await registeredThroughApi(request);
  await logIn(page, student.email, student.password);
  await expect(page.getByText("लग इन भयो।")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  return student;
}

test.describe("accounts and progress in Nepali", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "ne"));
    await page.setViewportSize({ width: 360, height: 740 });
  });

  test("log in, and a wrong password said in Nepali", async ({ page, request }) => {
    const student = await registeredThroughApi(request);
    await page.goto("/login");
    await expect(page.getByRole("main").getByRole("heading", { name: "लग इन" })).toBeVisible();
    await expectAllNepali(page);
    await logIn(page, student.email, "not-my-password");
    await expect(page.getByText("इमेल वा पासवर्ड मिलेन।")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectAllNepali(page);
  });

  test("register: the form's own error and the server's, in Nepali", async ({ page, request }) => {
    const taken = await registeredThroughApi(request);
    await page.goto("/register");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "खाता खोल्नुहोस्" })).toBeVisible();
    await expectAllNepali(page);

    // The shared schema stops a mismatched confirmation before the server is asked.
    const student = newStudent();
    await main.getByLabel("नाम").fill(student.name);
    await main.getByLabel("इमेल").fill(student.email);
    await main.getByLabel("पासवर्ड", { exact: true }).fill(student.password);
    await main.getByLabel("पासवर्ड फेरि लेख्नुहोस्").fill("something-else-1");
    await main.getByRole("button", { name: "दर्ता गर्नुहोस्" }).click();
    await expect(main.locator(".field-error")).toHaveText("दुवै पासवर्ड मिलेनन्।");
    await expectAllNepali(page);

    // A zero-width space pasted into the name: the text rule's own sentence, the field named by
    // its label, not "यो विवरण मान्य छैन।"; still nothing sent.
    const sent: string[] = [];
    page.on("request", (r) => void (r.url().includes("/api/register") && sent.push(r.url())));
    await main.getByLabel("नाम").fill(`${student.name}\u200b`);
    await main.getByLabel("पासवर्ड फेरि लेख्नुहोस्").fill(student.password);
    await main.getByRole("button", { name: "दर्ता गर्नुहोस्" }).click();
    await expect(main.locator(".field-error")).toHaveText(
      "नाम मा नदेखिने वा लेखाइको दिशा बदल्ने अक्षर (U+200B) छ; हटाउनुहोस्।",
    );
    await expect(main.getByLabel("नाम")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
    await main.getByLabel("नाम").fill(student.name);

    // The server refuses a common password with a field error (422).
    await main.getByLabel("पासवर्ड", { exact: true }).fill("password123");
    await main.getByLabel("पासवर्ड फेरि लेख्नुहोस्").fill("password123");
    await main.getByRole("button", { name: "दर्ता गर्नुहोस्" }).click();
    await expect(main.locator(".field-error")).toHaveText(
      /^यो पासवर्ड धेरै मानिसले प्रयोग गर्ने पासवर्डमध्ये एक हो/,
    );
    await expect(main.getByLabel("पासवर्ड", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectAllNepali(page);

    // A taken address gets the same answer as a new one (decision 0040): the server's words about
    // the mail, shown in Nepali.
    await main.getByLabel("इमेल").fill(taken.email);
    await main.getByLabel("पासवर्ड", { exact: true }).fill(student.password);
    await main.getByLabel("पासवर्ड फेरि लेख्नुहोस्").fill(student.password);
    await main.getByRole("button", { name: "दर्ता गर्नुहोस्" }).click();
    await expect(page.getByText("दर्ता भयो। अब लग इन गर्नुहोस्।")).toBeVisible();
    await expect(page.getByText(/^आफ्नो इमेल हेर्नुहोस्: हामीले त्यो ठेगानामा/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await mailFor(taken.email, /reset-password\?token=/);
  });

  test("forgot password and the reset page", async ({ page }) => {
    await page.goto("/forgot-password");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "लिङ्क पाउन आफ्नो इमेल लेख्नुहोस्।" })).toBeVisible();
    await expectAllNepali(page);
    await page.goto("/reset-password");
    await expect(main.getByRole("heading", { name: "नयाँ पासवर्ड राख्नुहोस्" })).toBeVisible();
    await expectAllNepali(page);
  });

  test("the account page, with the 'verify your e-mail' notice", async ({ page, request }) => {
    const student = await signedIn(page, request);
    await page.goto("/account");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "पासवर्ड बदल्नुहोस्" })).toBeVisible();
    const notice = main.getByRole("region", { name: "आफ्नो इमेल प्रमाणित गर्नुहोस्" });
    await expect(notice).toContainText(student.email);
    await expectAllNepali(page);

    // A wrong current password: the server's field error, in Nepali.
    await main.getByLabel("हालको पासवर्ड").fill("not-my-password");
    await main.getByLabel("नयाँ पासवर्ड", { exact: true }).fill("a-new-password-42");
    await main.getByLabel("नयाँ पासवर्ड फेरि लेख्नुहोस्").fill("a-new-password-42");
    await main.getByRole("button", { name: "पासवर्ड बदल्नुहोस्" }).click();
    await expect(main.locator(".field-error")).toHaveText("हालको पासवर्ड मिलेन।");
    await expectAllNepali(page);

    // The link from the mail verifies the address; the page says so in Nepali.
    const mail = await mailFor(student.email, /verify-email\?token=/);
    const link = /http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail)![0];
    await page.goto(link);
    await expect(main.getByText(`धन्यवाद: ${student.email} प्रमाणित भयो।`)).toBeVisible();
    await expectAllNepali(page);
  });

  test("progress: signed out, empty, and with a test (its date in Bikram Sambat)", async ({
    page,
    request,
  }) => {
    await page.goto("/progress");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "मेरो प्रगति" })).toBeVisible();
    await expectAllNepali(page);

    await signedIn(page, request);
    await page.goto("/progress");
    await expect(main.getByText("अहिलेसम्म कुनै परीक्षा सकिएको छैन।")).toBeVisible();
    await expectAllNepali(page);

    // One finished entrance test (2 of 3 right), sent as the quiz screens send it.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem("profile")!) as { token: string }).token,
    );
    const bank = JSON.parse(
      readFileSync(path.join(process.env.E2E_BANKS_DIR!, "entrance.json"), "utf8"),
    ) as { questions: Array<{ id: number; answer: string; options: string[] }> };
    const [a, b, c] = bank.questions.slice(-3);
    const now = new Date();
    const put = await request.put(`/api/attempts/${crypto.randomUUID()}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        mode: "entrance",
        source: "entrance",
        started_at: new Date(now.getTime() - 60_000).toISOString(),
        finished_at: now.toISOString(),
        questions: [
          { id: a!.id, pick: a!.answer, seconds: 10 },
          { id: b!.id, pick: b!.options.find((o) => o !== b!.answer)!, seconds: 20 },
          { id: c!.id, pick: c!.answer, seconds: 30 },
        ],
      },
    });
    expect(put.ok()).toBe(true);

    await page.reload();
    const attempt = main.getByRole("link", { name: "B.Sc.CSIT प्रवेश परीक्षाको अभ्यास: 3 मध्ये 2" });
    await expect(attempt).toBeVisible();
    // The day in Nepal, in Bikram Sambat with Devanagari digits: "२०८२ ... ".
    await expect(main.locator(".recent-attempts .when")).toHaveText(
      /^[२-३][०-९]{3} \S+ [०-९]{1,2}, (राति|बिहान|दिउँसो|बेलुका) [०-९]{1,2}:[०-९]{2}$/,
    );
    await expect(main.locator(".time-chart")).toHaveCount(1);
    await expect(main.locator(".time-chart .x-labels span").first()).toHaveText(
      /^[\u0900-\u097F]+$/,
    );
    await expect(
      main.getByText(/गलत भएको 1 प्रश्न दोहोर्‍याउन बाँकी: पहिलो दोहोर्‍याइ भोलि/),
    ).toBeVisible();
    await expectAllNepali(page);

    // The attempt's own page. Its review list is the results part's (another helper's): left out.
    await attempt.click();
    await expect(page).toHaveURL(/\/progress\/attempts\/[0-9a-f-]{36}$/);
    await expect(
      main.getByRole("heading", { name: "B.Sc.CSIT प्रवेश परीक्षाको अभ्यास", level: 1 }),
    ).toBeVisible();
    await expect(main.getByText("तपाईंको प्राप्ताङ्क: 3 मध्ये 2")).toBeVisible();
    await expectAllNepali(page);
  });

  test("on a desktop: progress and the account page", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedIn(page, request);
    await page.goto("/progress");
    const main = page.getByRole("main");
    // Nothing answered yet: the weak-topic practice says what opens it (decision 133).
    await expect(main.getByText(/कमजोर विषयको अभ्यास पहिलो परीक्षापछि खुल्छ/)).toBeVisible();
    await expectAllNepali(page);
    await page.goto("/account");
    await expect(main.getByRole("heading", { name: "सबै यन्त्रबाट लग आउट" })).toBeVisible();
    await expectAllNepali(page);
  });
});
