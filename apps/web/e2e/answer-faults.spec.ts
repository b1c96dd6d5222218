import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import {
  accountAnswers,
  fixtureSources,
  keptEntry,
  makeAttempt,
  seeded,
  unitCsv,
  type DeviceAnswer,
  type Made,
  type Rng,
} from "./fault-scenarios";
import { chooseNepali } from "./nepali-support";
import { readBank, type BankQuestion } from "./quiz-support";
import { apiAccount, appRunning, fitsThePhone, login } from "./support";
import { E2E_PORT } from "../../../playwright.config";

/**
 * Issue 64 point 6 (decision 347): nothing a student answers is ever lost, proved under faults.
 * Seeded random scenarios on the production build, the real server and its real database: a
 * random practice mode, random answers (one forged now and then), kept on the device as the
 * screen that finished the attempt keeps it; then random faults between answering and the server
 * (the tab closed and opened again, the signal dropping as it sends, a reply lost after the
 * server kept it, the signal dropping and coming back while a send hangs, a guest who signs in
 * later, a second device of the same account sending at the same time, the question taken out of
 * its unit by its examiner, or the option picked given new words by its examiner); then every
 * answer given must be
 * in the account exactly once (the export) or kept on the device as not counted, with its reason.
 *
 * FAULT_SCENARIOS (200 in npm test; `npm run test:faults` runs 2,000) and SEED (a run's seed is
 * printed, and named in any failure, to play it again).
 */

const TOTAL = Number(process.env.FAULT_SCENARIOS || 200);
const SEED = process.env.SEED ? Number(process.env.SEED) : Math.floor(Math.random() * 2 ** 31);
/** Scenarios a batch: one account, its device and its second device for each batch. */
const PER_BATCH = 25;
const BATCHES = Math.ceil(TOTAL / PER_BATCH);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/** The examiner's unit the scenarios' unit questions come from; a new one once most are taken out. */
let examiner: Awaited<ReturnType<typeof apiAccount>>;
let unit: { id: number; questions: BankQuestion[] } = { id: 0, questions: [] };
let units = 0;
/** Rewordings made by this worker: each gives an option words it never had. */
let rewordings = 0;

/**
 * The examiner gives option `pick` of the unit's question `id` new words
 * (`PUT /api/examiner/catalog-import/units/{unit}/questions/{id}/options`, decision 350); the
 * scenarios' copy of the unit follows, so later answers are to the new words.
 */
async function rewordOption(request: Parameters<typeof apiAccount>[0], id: number, pick: string) {
  const question = unit.questions.find((q) => q.id === id)!;
  const at = question.options.indexOf(pick);
  expect(at, `option "${pick}" of question ${id}`).toBeGreaterThanOrEqual(0);
  rewordings += 1;
  const worker = process.env.TEST_WORKER_INDEX ?? "0";
  const options = question.options.map((o, i) =>
    i === at ? `${o.replace(/ \(new words [\d.]+\)$/, "")} (new words ${worker}.${rewordings})` : o,
  );
  const reworded = await request.put(
    `/api/examiner/catalog-import/units/${unit.id}/questions/${id}/options`,
    { headers: examiner.headers, data: { options } },
  );
  expect(reworded.status(), await reworded.text()).toBe(200);
  if (question.answer === pick) question.answer = options[at]!;
  question.options = options;
}

const tally = {
  shownNotCounted: 0,
  scenarios: 0,
  answers: 0,
  kept: 0,
  refused: 0,
  withdrawn: 0,
  reworded: 0,
  faults: {} as Record<string, number>,
};
const fault = (name: string) => (tally.faults[name] = (tally.faults[name] ?? 0) + 1);

test.beforeAll(async ({ request }) => {
  console.log(`answer faults: SEED=${SEED}, ${TOTAL} scenarios`);
  examiner = await apiAccount(request, "examiner");
});

test.afterAll(() => {
  console.log(`answer faults (SEED=${SEED}): ${JSON.stringify(tally)}`);
});

async function publishUnit(request: Parameters<typeof apiAccount>[0]) {
  units += 1;
  // Each worker publishes its own units (the batches run on both workers). Their texts differ by
  // more than the near-duplicate check's 3 edits: worker 0's "000000", unit 2's "2222".
  const worker = process.env.TEST_WORKER_INDEX ?? "0";
  const tag = `faults ${SEED} ${worker.repeat(6)} ${String(units).repeat(4)}`;
  const published = await request.post("/api/examiner/catalog-import", {
    headers: examiner.headers,
    data: {
      file_name: "faults.csv",
      format: "csv",
      text: unitCsv(tag, 60),
      into: `grade-x-mathematics/arithmetic/faults-${Date.now().toString(36)}-${units}`,
      unit_name: `Faults ${units} ${SEED} ${worker}`,
    },
  });
  expect(published.status(), await published.text()).toBe(201);
  const body = (await published.json()) as {
    target: { path: string | null };
    questions: BankQuestion[];
  };
  // The unit's page (/school/<subject>/<category>/<id>) names its id.
  unit = { id: Number(body.target.path!.split("/").at(-1)), questions: body.questions };
}

const sources = fixtureSources(() => unit);

/** A browser context signed in as the login page keeps a sign-in. */
const signedIn = (browser: Browser, profile: unknown, viewport = { width: 1280, height: 720 }) =>
  browser.newContext({
    viewport,
    storageState: {
      cookies: [],
      origins: [
        { origin: baseURL, localStorage: [{ name: "profile", value: JSON.stringify(profile) }] },
      ],
    },
  });

/**
 * A guest's new browser, holding `made` as kept signed out from its first page on (set as that
 * page starts, not by a page of its own as a context's stored state is).
 */
async function guestDevice(browser: Browser, made: Made) {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ entry, origin }) => {
      if (location.origin !== origin || sessionStorage.getItem("faults:kept")) return;
      sessionStorage.setItem("faults:kept", "1");
      localStorage.setItem("attemptQueue", JSON.stringify([entry]));
    },
    { entry: keptEntry(made, null), origin: baseURL },
  );
  return context;
}

/** The signal drops and comes back on `context`: its tabs are told "online" and send what waits. */
async function flap(context: BrowserContext) {
  await context.setOffline(true);
  await context.setOffline(false);
}

/** Keeps `made` on the device as the screen that finished it does (its owner: whoever is signed in). */
const keep = (page: Page, made: Made) =>
  page.evaluate(
    ({ entry }) => {
      const profile = JSON.parse(localStorage.getItem("profile") ?? "null") as {
        user?: { id?: number };
      } | null;
      entry.owner = profile?.user?.id ?? null;
      const queue = JSON.parse(localStorage.getItem("attemptQueue") ?? "[]") as unknown[];
      localStorage.setItem("attemptQueue", JSON.stringify([...queue, entry]));
    },
    { entry: keptEntry(made, null) },
  );

/** The device's ledger of the attempt `id`, or null once the attempt has left it (all kept). */
const deviceLedger = (page: Page, id: string) =>
  page.evaluate((id) => {
    const queue = JSON.parse(localStorage.getItem("attemptQueue") ?? "[]") as Array<{
      id: string;
      ledger?: { answers: Record<string, DeviceAnswer> };
    }>;
    return queue.find((e) => e.id === id)?.ledger?.answers ?? null;
  }, id);

/**
 * Until nothing of `id` waits on the device: every answer kept, marked or refused with a reason. A send
 * that fails again waits RETRY_FIRST_MS (10 s), then twice that: the bound lets two tries fail (CI's
 * SEED=1135835581 batch 4 scenario 3, load from the lanes beside it, still waited at 20 s and passed
 * when played again alone); an attempt that is stuck still fails it.
 */
async function settled(page: Page, id: string) {
  await expect
    .poll(
      async () => {
        const answers = await deviceLedger(page, id);
        return answers === null || Object.values(answers).every((a) => a.state !== "waiting");
      },
      { message: `attempt ${id} still waits on the device`, timeout: 45_000, intervals: [50] },
    )
    .toBe(true);
}

type FirstSend = "delivered" | "replyLost" | "signalDrops" | "signalFlaps";

/**
 * The first send of an attempt from the device `context`: delivered, or its reply lost after the server kept it
 * (the connection reset), or the signal gone as it left (the device offline from then on), or the
 * signal gone and back while it hangs, and then it fails (the page told "online" mid-send: CI's
 * SEED=1881585303 batch 3 scenario 16, decision 0352).
 * `beforeLoss` runs as the signal goes, before that send fails: what happens between the first
 * send and the next (a question taken out "late") is done before any later send can land.
 * Its `ended` resolves once that send has happened; `quiet` waits only for a send under way.
 */
async function armFirstSend(
  context: BrowserContext,
  how: FirstSend,
  beforeLoss?: () => Promise<void>,
): Promise<{ ended: () => Promise<void>; quiet: () => Promise<void> }> {
  if (how === "delivered")
    return { ended: () => Promise.resolve(), quiet: () => Promise.resolve() };
  let step = "not asked";
  let failed: unknown = null;
  // Armed on the device (every tab of it) before the attempt is kept: whichever send carries it first.
  await context.route(
    "**/api/attempts/*",
    async (route) => {
      try {
        step = "asked";
        if (how === "replyLost") {
          await route.fetch();
          step = "kept by the server";
          await route.abort("connectionreset");
        } else if (how === "signalFlaps") {
          // Listened for after the app's own listener: heard once the page has been told.
          type Told = { told?: Promise<void> };
          const page = route.request().frame().page();
          await page.evaluate(() => {
            (window as Told).told = new Promise((r) => addEventListener("online", () => r()));
          });
          await flap(context);
          await page.evaluate(() => (window as Told).told);
          await route.abort("internetdisconnected");
        } else {
          if (beforeLoss) await beforeLoss();
          await route.abort("internetdisconnected");
          await context.setOffline(true);
        }
        step = "done";
      } catch (error) {
        failed = error;
        step = "failed";
      }
    },
    { times: 1 },
  );
  // Bounded: a send that never leaves fails the scenario with its seed, not the batch's time.
  const ended = async () => {
    await expect
      .poll(() => step, {
        message: `the first send (${how}) ended`,
        timeout: 30_000,
        intervals: [50],
      })
      .toMatch(/^(done|failed)$/);
    if (failed) throw failed as Error;
  };
  return { ended, quiet: async () => (step === "not asked" ? undefined : ended()) };
}

const expectedRefusal = {
  noOption: "attempts.pickNotOption",
  noQuestion: "attempts.questionNotInBank",
};

interface Account {
  headers: Record<string, string>;
}

/** Every answer of `made` is in the account once, as given, or on the device refused with its reason. */
async function checkMade(
  request: Parameters<typeof apiAccount>[0],
  account: Account,
  held: Awaited<ReturnType<typeof accountAnswers>>,
  page: Page,
  made: Made,
) {
  const counted = made.given.filter((g) => !g.forged);
  const answers = held.byAttempt.get(made.id);
  if (counted.length === 0)
    expect(held.seen.get(made.id), "an attempt of no kept answer").toBeUndefined();
  else {
    expect(held.seen.get(made.id), `attempt ${made.id} in the account once`).toBe(1);
    expect(answers!.size, `attempt ${made.id}: its answers, none more`).toBe(counted.length);
    for (const g of counted)
      expect(
        answers!.get(`${g.bank}/${g.id}`),
        `${made.attempt.mode} answer ${g.position}`,
      ).toEqual({
        pick: g.pick,
        count: 1,
      });
  }
  const device = await deviceLedger(page, made.id);
  for (const g of made.given.filter((g) => g.forged)) {
    const answer = device?.[String(g.position)];
    expect(answer?.state, `forged answer ${g.position} not counted on the device`).toBe("refused");
    expect(answer?.reason?.code).toBe(expectedRefusal[g.forged!]);
    expect(answer?.reason?.message).toBeTruthy();
    tally.refused += 1;
  }
  const marked = made.given.filter((g) => g.withdrawn || g.reworded);
  if (marked.length) {
    const review = await request.get(`/api/me/attempts/${made.id}`, { headers: account.headers });
    const questions = (
      (await review.json()) as { questions: Array<{ id: number; bank: string; mark?: string }> }
    ).questions;
    for (const g of marked)
      expect(
        questions.find((q) => q.id === g.id && q.bank === g.bank)?.mark,
        `${made.attempt.mode} answer ${g.position} marked`,
      ).toBe(g.withdrawn ? "withdrawn" : "reworded");
    tally.withdrawn += marked.filter((g) => g.withdrawn).length;
    tally.reworded += marked.filter((g) => g.reworded).length;
  }
  tally.answers += made.given.length;
  tally.kept += counted.length;
  return counted.length;
}

interface Batch {
  browser: Browser;
  request: Parameters<typeof apiAccount>[0];
  account: Awaited<ReturnType<typeof apiAccount>>;
  device: BrowserContext;
  /** The device's open tab. */
  page?: Page;
  second: BrowserContext | null;
  /** The second device's open tab. */
  otherPage?: Page;
  /** The forged answers each device keeps refused: its page shows them as not counted. */
  /** What the scenario under way drew, for its failure's message. */
  plan?: string;
  refused: Map<"device" | "second", Array<{ position: number; pick: string | null }>>;
}

/** One scenario: returns how many answers the account must now hold more. */
async function scenario(b: Batch, rng: Rng): Promise<number> {
  if (unit.questions.length < 20) await publishUnit(b.request);
  const guest = rng.chance(0.2);
  const made = makeAttempt(rng, sources(rng), rng.chance(0.2), Date.now());
  const unitKey = `unit:${unit.id}`;
  const ofUnit = made.given.filter((g) => g.bank === unitKey && !g.forged);
  const withdraw = ofUnit.length && rng.chance(0.6) ? rng.pick(ofUnit) : null;
  // An option picked, reworded by its examiner (decision 350): another question than the one taken out.
  const rewordable = ofUnit.filter((g) => g !== withdraw && g.pick !== null);
  const reword = rewordable.length && rng.chance(0.6) ? rng.pick(rewordable) : null;
  const first = rng.pick<FirstSend>([
    "delivered",
    "delivered",
    "replyLost",
    "signalDrops",
    "signalFlaps",
  ]);
  const closeTab = rng.chance(0.5);
  const twoDevices = !guest && rng.chance(0.25);
  // Between answering and sending, or between a send the signal lost and the next.
  const changeLate =
    (withdraw !== null || reword !== null) && first === "signalDrops" && rng.chance(0.5);
  b.plan = JSON.stringify({
    mode: made.attempt.mode,
    answers: made.given.length,
    guest,
    first,
    closeTab,
    twoDevices,
    withdraw: withdraw ? (changeLate ? "late" : "early") : null,
    reword: reword ? (changeLate ? "late" : "early") : null,
  });

  const takeOut = async () => {
    fault("withdrawn");
    const out = await b.request.delete(
      `/api/examiner/catalog-import/units/${unit.id}/questions/${withdraw!.id}`,
      { headers: examiner.headers },
    );
    expect(out.status(), await out.text()).toBe(200);
    unit.questions = unit.questions.filter((q) => q.id !== withdraw!.id);
    withdraw!.withdrawn = true;
  };
  const rewordIt = async () => {
    fault("reworded");
    await rewordOption(b.request, reword!.id, reword!.pick!);
    reword!.reworded = true;
  };
  const change = async () => {
    if (withdraw) await takeOut();
    if (reword) await rewordIt();
  };
  // The device's tab stays open from scenario to scenario. A guest's is a new browser's, which
  // holds the attempt (kept signed out) as it opens where they will sign in: its one page load.
  const context = guest ? await guestDevice(b.browser, made) : b.device;
  fault(first);
  const sent = await armFirstSend(context, first, changeLate ? change : undefined);
  let page = guest ? await context.newPage() : (b.page ??= await context.newPage());
  if (page.url() === "about:blank") {
    await page.goto(guest ? "/login" : "/");
    // Started: its start-up send has looked for waiting attempts before this one is kept (a
    // start-up running late sent it before the question was taken out or reworded: SEED=64064
    // batch 7 scenario 1).
    await appRunning(page);
  }
  if (!guest) await keep(page, made);
  let other: { page: Page; made: Made } | null = null;
  if (twoDevices) {
    fault("secondDevice");
    b.second ??= await signedIn(b.browser, b.account.profile);
    b.otherPage ??= await b.second.newPage();
    if (b.otherPage.url() === "about:blank") {
      await b.otherPage.goto("/");
      await appRunning(b.otherPage);
    }
    other = {
      page: b.otherPage,
      made: makeAttempt(rng, sources(rng), rng.chance(0.2), Date.now()),
    };
    await keep(b.otherPage, other.made);
  }
  if (!changeLate) await change();

  // The page may already have tried its first send and lost the signal. The signal comes back
  // before the page opens again: a tab opened with none shows the browser's offline page (the
  // service worker, which would serve it, is blocked in these journeys). A send still to come
  // meets the armed fault all the same.
  // A send the page made on its own ends first, so that it cannot take the device offline again
  // after the signal is back.
  if (first === "signalDrops") {
    await sent.quiet();
    await context.setOffline(false);
  }
  // The first send: a guest's when they sign in; a signed-in device's as the tab opens again.
  if (guest) {
    fault("guestSignsInLater");
    await login(page, b.account.email, b.account.password);
  } else if (closeTab) {
    fault("tabClosed");
    await page.close();
    page = b.page = await context.newPage();
    await page.goto("/");
  } else {
    fault("reload");
    await page.reload();
  }
  // The second device sends its own as its signal comes back, while the first sends.
  if (b.second && other) await flap(b.second);
  await sent.ended();
  // The fault mended: the signal back (the page sends what waits as it is told "online").
  if (first === "signalDrops") await context.setOffline(false);
  if (first === "replyLost") await flap(context);

  await settled(page, made.id);
  if (other) await settled(other.page, other.made.id);
  // The account as both devices have left it: one export.
  const held = await accountAnswers(b.request, b.account.headers);
  let more = await checkMade(b.request, b.account, held, page, made);
  if (other) more += await checkMade(b.request, b.account, held, other.page, other.made);
  const forged = (which: Made) =>
    which.given.filter((g) => g.forged).map((g) => ({ position: g.position, pick: g.pick }));
  // A guest's browser is gone with its scenario; the account's devices show theirs at the end.
  if (!guest) b.refused.set("device", [...(b.refused.get("device") ?? []), ...forged(made)]);
  if (other) b.refused.set("second", [...(b.refused.get("second") ?? []), ...forged(other.made)]);
  tally.scenarios += 1;
  if (guest) await context.close();
  return more;
}

// The batches share nothing but the worker's examiner: both workers take them, so that eight of
// them in a row are not one worker's long tail.
test.describe.configure({ mode: "parallel", timeout: PER_BATCH * 20_000 });

for (let batch = 0; batch < BATCHES; batch++) {
  const count = Math.min(PER_BATCH, TOTAL - batch * PER_BATCH);
  test(`answer faults, batch ${batch + 1} of ${BATCHES}: ${count} scenarios`, async ({
    browser,
    request,
  }) => {
    test.info().annotations.push({ type: "seed", description: `SEED=${SEED}` });
    const rng = seeded(SEED + batch);
    const account = await apiAccount(request);
    const b: Batch = {
      refused: new Map(),
      browser,
      request,
      account,
      device: await signedIn(browser, account.profile),
      second: null,
    };
    let expected = 0;
    for (let n = 1; n <= count; n++) {
      try {
        expected += await scenario(b, rng);
      } catch (error) {
        (error as Error).message =
          `SEED=${SEED} batch ${batch + 1} scenario ${n} ${b.plan}: ${(error as Error).message}`;
        throw error;
      }
    }
    // The account holds what was given, and nothing more.
    expect((await accountAnswers(request, account.headers)).total).toBe(expected);
    // Each device shows the answers it keeps refused as not counted, with the reason.
    for (const [device, refused] of b.refused) {
      if (refused.length === 0) continue;
      const page = (device === "device" ? b.page : b.otherPage)!;
      await page.goto("/progress");
      const section = page.getByRole("region", { name: "Answers not counted" });
      for (const { position, pick } of refused)
        await expect(section).toContainText(
          `Question ${position + 1}, your answer \u201c${pick ?? "left blank"}\u201d: not counted, because`,
        );
      tally.shownNotCounted += refused.length;
    }
    await b.device.close();
    await b.second?.close();
  });
}

test("answers not counted, at 360 px in English and Nepali: sent again, then let go knowingly; an option reworded since, marked in the review", async ({
  browser,
  request,
}) => {
  if (unit.questions.length < 20) await publishUnit(request);
  const account = await apiAccount(request);
  const context = await signedIn(browser, account.profile, { width: 360, height: 740 });
  const page = await context.newPage();
  await page.goto("/");
  const [first, second] = readBank<{ questions: BankQuestion[] }>("entrance.json").questions;
  const third = unit.questions.at(-1)!;
  const bank = `unit:${unit.id}`;
  const now = Date.now();
  const made: Made = {
    id: crypto.randomUUID(),
    given: [
      { position: 0, bank: "entrance", id: first!.id, pick: first!.answer },
      { position: 1, bank: "entrance", id: second!.id, pick: "Not an option", forged: "noOption" },
      { position: 2, bank, id: third.id, pick: third.answer, reworded: true },
    ],
    attempt: {
      mode: "next-step",
      source: "next-step",
      started_at: new Date(now - 300_000).toISOString(),
      finished_at: new Date(now - 60_000).toISOString(),
      questions: [
        { id: first!.id, bank: "entrance", pick: first!.answer, seconds: 20 },
        { id: second!.id, bank: "entrance", pick: "Not an option", seconds: 30 },
        { id: third.id, bank, pick: third.answer, seconds: 25 },
      ],
    },
  };
  await keep(page, made);
  // Its key given new words by the examiner after it was answered, before it was sent.
  const picked = third.answer;
  await rewordOption(request, third.id, picked);
  await page.goto("/progress");
  const section = page.getByRole("region", { name: "Answers not counted" });
  await expect(section).toContainText(
    "Question 2, your answer \u201cNot an option\u201d: not counted, because the pick for question 2 is not one of its options.",
  );
  await expect(section).not.toContainText("Question 1,");
  await fitsThePhone(page, "answers not counted");
  // Sent again: the server refuses it again, and it stays.
  await section.getByRole("button", { name: "Send again" }).click();
  await expect(section.getByRole("button", { name: "Send again" })).toBeEnabled();
  await expect(section).toContainText("not counted, because");
  // The answer to the words before counts, and its review says the question has been reworded.
  await page.goto(`/progress/attempts/${made.id}`);
  const reworded = page.locator(".earlier-pick");
  await expect(reworded).toHaveText(
    `Your answer (the question has been reworded since): ${picked}`,
  );
  await fitsThePhone(page, "a reworded option's review");
  await page.goto("/progress");

  await chooseNepali(page);
  const nepali = page.getByRole("region", { name: "नगनिएका उत्तर" });
  await expect(nepali).toContainText("गनिएन, किनभने प्रश्न 2 को छानिएको उत्तर त्यसको विकल्पमध्ये होइन।");
  await fitsThePhone(page, "answers not counted, in Nepali");
  // Let go knowingly: asked first, then gone from the device; the answer that counted stays counted.
  await nepali.getByRole("button", { name: "छोडिदिनुहोस्" }).click();
  await expect(nepali.getByRole("group")).toContainText("यो उत्तर छोड्ने?");
  await nepali.getByRole("group").getByRole("button", { name: "छोडिदिनुहोस्" }).click();
  await expect(nepali).toBeHidden();
  expect(await deviceLedger(page, made.id)).toBeNull();
  const held = await accountAnswers(request, account.headers);
  expect(held.byAttempt.get(made.id)).toEqual(
    new Map([
      [`entrance/${first!.id}`, { pick: first!.answer, count: 1 }],
      [`${bank}/${third.id}`, { pick: picked, count: 1 }],
    ]),
  );
  await page.goto(`/progress/attempts/${made.id}`);
  await expect(reworded).toHaveText(`तपाईंले छानेको उत्तर (त्यसपछि यो प्रश्न फेरि लेखिएको छ): ${picked}`);
  await fitsThePhone(page, "a reworded option's review, in Nepali");
  await context.close();
});
