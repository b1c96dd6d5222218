import { expect, test } from "@playwright/test";
import { createExam, pasteCandidateList } from "./exams-support";
import { fitsThePhone, signedInExaminer, signedInPage } from "./support";

// Per-candidate control on a phone (issue 46 point 3): the examiner lists who may sit by roll
// number, a student not on the list is refused at the start with a clear message (in Nepali too),
// the listed one gives the roll number, and extra time given during the exam moves their clock.
test.use({ viewport: { width: 360, height: 740 }, timezoneId: "Asia/Kathmandu" });

test("an allow-list refuses a stranger; a listed student gets extra time on the clock", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signedInExaminer(page);
  const title = `Roll-number sitting ${Date.now()}`;
  const slug = `roll-sitting-${Date.now()}`;
  await createExam(page, Date.now() + 30 * 60_000, {
    title,
    slug,
  });

  // The examiner pastes the list: a header, one roll number with a name.
  const candidates = await pasteCandidateList(
    page,
    slug,
    "Roll No.;Name\r\n079-BCT-012;Asha Rai\r\n",
  );
  await expect(candidates).toContainText(`The list is saved: 1 candidate may sit ${title}.`);
  await expect(candidates).toContainText("Only the 1 candidate on the list may sit this exam.");
  await fitsThePhone(page);

  // A student not on the list gives a roll number and is refused plainly, in both languages.
  const stranger = (await signedInPage(browser, { width: 360, height: 740 })).page;
  await stranger.goto(`/exams/${slug}`);
  // The roll field is there from the start (issue 68 point 4), not after a refusal.
  await expect(stranger.getByLabel("Roll (symbol) number")).toBeVisible();
  await stranger.getByLabel("Roll (symbol) number").fill("080-BCT-999");
  await stranger.getByRole("button", { name: "Start exam" }).click();
  await expect(stranger.getByRole("alert")).toHaveText(
    `Roll number 080-BCT-999 is not on the list of candidates for ${title}. Check it with your college.`,
  );
  await fitsThePhone(stranger);
  await stranger.getByRole("button", { name: "नेपाली" }).click();
  await expect(stranger.getByRole("alert")).toHaveText(
    `रोल नम्बर 080-BCT-999 ${title} का परीक्षार्थीको सूचीमा छैन। आफ्नो कलेजसँग जाँच गर्नुहोस्।`,
  );

  // The listed student gives the roll number and sits: 10 minutes on the clock.
  const asha = (await signedInPage(browser, { width: 360, height: 740 })).page;
  await asha.goto(`/exams/${slug}`);
  await asha.getByRole("button", { name: "Start exam" }).click();
  await asha.getByLabel("Roll (symbol) number").fill("079-bct-012");
  await asha.getByRole("button", { name: "Start exam" }).click();
  const clock = asha.getByRole("timer", { name: "Time left" });
  await expect(clock).toHaveText(/^(10:00|9:\d\d)$/);

  // The examiner gives her 20 minutes more during the exam; the log shows her sitting.
  await candidates.getByText("Extra time for one candidate").click();
  const extra = candidates.getByRole("form", { name: "Extra time for one candidate" });
  await extra.getByLabel("E-mail or roll number").fill("079-BCT-012");
  await extra.getByLabel("Extra time").fill("20");
  await extra.getByRole("button", { name: "Give extra time" }).click();
  // Said first, with her new end (issue 68 point 2); in Nepali too; made when confirmed.
  const said = candidates.getByRole("alertdialog", { name: "Confirm the change" });
  await expect(said).toContainText(
    "079-BCT-012 is sitting: their extra time goes from 0 to 20 min, and their end moves to",
  );
  await fitsThePhone(page);
  await page.getByRole("button", { name: "नेपाली" }).click();
  await expect(page.getByRole("alertdialog", { name: "परिवर्तन पुष्टि गर्नुहोस्" })).toContainText(
    "079-BCT-012 परीक्षा दिँदै छन्: उनको थप समय 0 बाट 20 मिनेट हुन्छ",
  );
  await fitsThePhone(page);
  await page.getByRole("button", { name: "English" }).click();
  await said.getByRole("button", { name: "Confirm" }).click();
  await expect(extra).toContainText("079-BCT-012 has 20 min extra.");
  const log = page.getByRole("region", { name: "Log", exact: true });
  // The log is its own view (issue 68 point 5).
  await page.getByRole("link", { name: "Log", exact: true }).click();
  await expect(log).toContainText(/079-BCT-012 · .+ sitting/);
  await expect(log).toContainText(/started on a computer|started on a phone/);
  await expect(log).toContainText(/given 20 min extra \(was 0 min\), by /);
  // The stranger's refused start is there too, with the roll given and why (issue 68 point 6).
  await expect(log).toContainText(
    /start refused with roll 080-BCT-999: roll number not on the list/,
  );
  await fitsThePhone(page);

  // Her next answer's save tells her page the new end: the clock follows, about 30 minutes.
  await asha.getByRole("radio").first().check();
  await expect(clock).toHaveText(/^(30:00|29:\d\d)$/);
  await fitsThePhone(asha);
});
