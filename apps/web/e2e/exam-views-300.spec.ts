import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Browser, type Page, type Response } from "@playwright/test";
import { seriousViolations } from "./axe-support";
import { createExam, tokenOf, uploadBank } from "./exams-support";
import { startJourneysServer, type JourneysServer } from "./journeys-server";
import { fitsThePhone, newStudent, setRole } from "./support";

// Issue 68 point 5: the exam's views at 300 candidates on a 360 px phone, in English and in
// Nepali. Each view is its own address and asks only for its own answer (decision 0481), under a
// budget of bytes; long lists show 50 at a time (decision 0483). The examiner makes the bank, the
// exam and its roll list of 300 through the API; the 300 candidates' sittings (an account bound to
// each roll, started, answered and handed in) are written into the database as the server stores
// them, on a server of this journey's own, stopped for it and started again (decision 0331): 300
// sign-ups, starts and saves through the API were 600 password hashes and 2,100 requests.

const CANDIDATES = 300;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const QUESTIONS = [
  {
    category: "mathematics",
    question: "What is $\\frac{3}{4} + \\frac{1}{4}$?",
    options: ["$1$", "$\\frac{1}{2}$", "$\\frac{4}{8}$", "$2$"],
    answer: "$1$",
    explanation: "Three quarters and one quarter make four quarters, one whole.",
  },
  {
    category: "physics",
    question: "Which unit measures electric current?",
    options: ["ampere", "volt", "ohm", "watt"],
    answer: "ampere",
    explanation: "Current is measured in amperes; volts measure potential difference.",
  },
  {
    category: "english",
    question: "Which word is a noun?",
    options: ["river", "quickly", "blue", "run"],
    answer: "river",
    explanation: "A river is a thing; the others describe or act.",
  },
].map((q, i) => ({ ...q, id: 68_300 + i }));

const roll = (i: number) => `079-BCT-${String(i + 1).padStart(3, "0")}`;
const FIRST = "Asha Bina Chandra Dipak Gita Hari Indira Jyoti Kiran Laxmi".split(" ");
const LAST = "Rai Gurung Thapa Shrestha Magar Tamang Karki Adhikari Bhandari Sharma".split(" ");
/** A name as the list has it, with no digit (a digit after a roll is read as part of it, 0470). */
const nameOf = (i: number) =>
  `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]} ${"Kumar Devi Bahadur".split(" ")[Math.floor(i / 100)]}`;

/** Candidate `i`'s sitting: the first `i % 4` questions answered right, the rest wrong. */
const sitting = (i: number, stamp: number) => ({
  roll: roll(i),
  email: `candidate.${i + 1}.${stamp}@three-hundred.example`,
  picks: QUESTIONS.map((q, j) => ({
    id: q.id,
    pick: j < i % 4 ? q.answer : q.options.find((o) => o !== q.answer)!,
  })),
});

/**
 * A port nobody listens on now, below Linux's ephemeral range (32768-60999): a port the system
 * hands out (listen on 0) is one outgoing connections take their own ports from, and at CI's load
 * one took it between this probe and the server's start (EADDRINUSE). Below that range only a
 * server that asks for the port by its number can take it, and the restart below needs the same.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (!free) continue;
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }
}

/**
 * Opens a view at `address`, waits for `ready`, and gives the examiner API's requests it made
 * (paths) with the bytes of each answer's body.
 */
async function openView(page: Page, address: string, ready: () => Promise<void>) {
  const asked: Array<{ path: string; bytes: Promise<number> }> = [];
  const listen = (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/examiner/")) return;
    asked.push({ path: url.pathname, bytes: response.body().then((b) => b.length) });
  };
  // Listened from the new document on: the last view's answers still arriving are not this one's.
  await page.goto(address, { waitUntil: "commit" });
  page.on("response", listen);
  await ready();
  await page.waitForLoadState("networkidle");
  page.off("response", listen);
  const sizes = new Map<string, number>();
  for (const { path, bytes } of asked) sizes.set(path, Math.max(sizes.get(path) ?? 0, await bytes));
  return sizes;
}

test("the exam's views at 300 candidates: each its own request under its budget, at 360 px in English and Nepali", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  // The journey's own server, on a data folder of its own, the journeys' build and banks.
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "tayari-300-")), "data");
  const port = await freePort();
  const startServer = () =>
    startJourneysServer({
      port,
      dataDir,
      dist: process.env.E2E_DIST!,
      banks: process.env.E2E_BANKS_DIR!,
    });
  let server: JourneysServer = await startServer();
  try {
    await views(browser, dataDir, server.baseURL, async (whileStopped) => {
      await server.stop();
      whileStopped();
      server = await startServer();
    });
  } finally {
    await server.stop();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});

/**
 * The journey on the server at `baseURL`, whose data folder is `dataDir`: `restart` stops it, runs
 * `whileStopped` and starts it again.
 */
async function views(
  browser: Browser,
  dataDir: string,
  baseURL: string,
  restart: (whileStopped: () => void) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL });
  const page = await context.newPage();
  // The examiner signs up, is made one the way an operator does, and signs in.
  const staff = newStudent();
  const registered = await page.request.post("/api/register", {
    data: { ...staff, password_confirmation: staff.password },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  await setRole(staff.email, "examiner", dataDir);
  const login = await page.request.post("/api/login", {
    data: { email: staff.email, password: staff.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const profile = JSON.stringify(await login.json());
  // Kept once, as the login page keeps it: the language chosen later stays chosen.
  await page.addInitScript((saved) => {
    try {
      if (sessionStorage.getItem("signed-in")) return;
      localStorage.setItem("profile", saved);
      sessionStorage.setItem("signed-in", "1");
    } catch {
      // about:blank has no storage of the site's
    }
  }, profile);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  const stamp = Date.now();
  const bankId = await uploadBank(page, `Three hundred ${stamp}`, QUESTIONS);
  const slug = `three-hundred-${stamp}`;
  const title = `Three hundred ${stamp}`;
  await createExam(page, Date.now() + 3 * 60 * 60_000, {
    title,
    slug,
    source: { bank_id: bankId },
    selection: { mode: "fixed" },
  });
  const list = Array.from({ length: CANDIDATES }, (_, i) => `${roll(i)} ${nameOf(i)}`);
  const saved = await page.request.put(`/api/examiner/exams/${slug}/candidates`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { text: list.join("\n") },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The 300 sittings, written while the server is stopped (its database is its process's alone).
  await page.goto("about:blank");
  const sittings = path.join(path.dirname(dataDir), "sittings.json");
  writeFileSync(
    sittings,
    JSON.stringify({
      slug,
      sittings: Array.from({ length: CANDIDATES }, (_, i) => sitting(i, stamp)),
    }),
  );
  await restart(() =>
    execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(repo, "apps/server/src/modules/examiner/sittings-fixtures.ts"),
        dataDir,
        sittings,
      ],
      { cwd: repo, stdio: "inherit" },
    ),
  );
  const exam = `/examiner/exams/${slug}`;
  const own = (sizes: Map<string, number>) => [...sizes.keys()].sort();
  const api = `/api${exam}`;

  // The summary: the exam's acts and the flags; no candidate's list, log or merit list.
  const summary = await openView(page, exam, () =>
    expect(page.getByRole("region", { name: "About this exam" })).toContainText("Submitted: 300"),
  );
  expect(own(summary)).toEqual(
    ["/api/examiner/banks", "/api/examiner/exams", `${api}/analysis`].sort(),
  );
  await fitsThePhone(page, "the summary at 300");
  expect(await seriousViolations(page), "the summary at 300").toEqual([]);

  // Candidates: the list of 300 shown 50 at a time.
  const candidates = await openView(page, `${exam}/candidates`, () =>
    expect(page.getByText("Only the 300 candidates on the list may sit this exam.")).toBeVisible(),
  );
  expect(own(candidates)).toEqual(["/api/examiner/exams", `${api}/candidates`]);
  const part = page.getByRole("region", { name: "Candidates", exact: true });
  await part.getByText("Who may sit (a list)").click();
  await expect(part.locator(".candidate-list li")).toHaveCount(50);
  await expect(part.getByText("Showing 1–50 of 300.")).toBeVisible();
  await part.getByRole("button", { name: "Show the next 50" }).click();
  await expect(part.locator(".candidate-list li")).toHaveCount(100);
  await fitsThePhone(page, "the candidates at 300");
  expect(await seriousViolations(page), "the candidates at 300").toEqual([]);

  // The merit list: ranked, with rolls, as cards on the phone, 50 at a time.
  const ranked = page.locator(".merit-cards tbody tr");
  const merit = await openView(page, `${exam}/merit`, () => expect(ranked).toHaveCount(50));
  expect(own(merit)).toEqual(["/api/examiner/exams", `${api}/merit`]);
  await expect(ranked.first()).toContainText("079-BCT-");
  await expect(page.getByText("Showing 1–50 of 300.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeEnabled();
  await fitsThePhone(page, "the merit list at 300");
  expect(await seriousViolations(page), "the merit list at 300").toEqual([]);
  // Printed (decision 0482): A4's width inside 12 mm margins is 703 CSS px; no menus, no links to
  // the views, no buttons, no e-mail addresses; the exam's title and date above all 300 rows.
  await page.setViewportSize({ width: 703, height: 1000 });
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await page.emulateMedia({ media: "print" });
  await expect(ranked).toHaveCount(CANDIDATES);
  for (const hidden of [
    ".top-bar",
    ".sidebar",
    ".exam-views",
    ".breadcrumbs",
    ".merit-sheet button",
  ])
    await expect(page.locator(hidden).first(), hidden).toBeHidden();
  await expect(page.getByRole("columnheader", { name: "Email" })).toBeHidden();
  await expect(page.getByRole("columnheader", { name: "Roll number" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("printed")).toHaveText(/^Exam held on .+\. Printed .+\.$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(703);
  await page.emulateMedia({ media: "screen" });
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await expect(ranked).toHaveCount(50);
  await page.setViewportSize({ width: 360, height: 740 });

  // The analysis: the paper's figures over 300 candidates.
  const analysis = await openView(page, `${exam}/analysis`, () =>
    expect(page.locator(".analysed-questions > li")).toHaveCount(QUESTIONS.length),
  );
  expect(own(analysis)).toEqual(["/api/examiner/exams", `${api}/analysis`]);
  await expect(page.locator(".analysed-questions math").first()).toBeVisible();
  await fitsThePhone(page, "the analysis at 300");
  expect(await seriousViolations(page), "the analysis at 300").toEqual([]);

  // The log: 300 cards, 50 at a time.
  const log = await openView(page, `${exam}/log`, () =>
    expect(page.locator(".log-cards > li")).toHaveCount(50),
  );
  expect(own(log)).toEqual(["/api/examiner/exams", `${api}/log`]);
  await expect(page.getByText("Showing 1–50 of 300.")).toBeVisible();
  await fitsThePhone(page, "the log at 300");
  expect(await seriousViolations(page), "the log at 300").toEqual([]);

  // Each view's own answer under its budget (bytes of JSON; three-hundred.test.ts bounds them per
  // candidate on the server, this is what the phone receives).
  const bytes = {
    candidates: candidates.get(`${api}/candidates`)!,
    merit: merit.get(`${api}/merit`)!,
    analysis: analysis.get(`${api}/analysis`)!,
    log: log.get(`${api}/log`)!,
  };
  test.info().annotations.push({ type: "bytes at 300", description: JSON.stringify(bytes) });
  expect(bytes.candidates).toBeLessThan(120_000);
  expect(bytes.merit).toBeLessThan(186_000);
  expect(bytes.analysis).toBeLessThan(16_000);
  expect(bytes.log).toBeLessThan(165_000);

  // In Nepali: each view again, its words in Nepali, its counts in Devanagari digits.
  await page.getByRole("button", { name: "नेपाली" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByText("३०० मध्ये १–५० देखाइएको।")).toBeVisible();
  await fitsThePhone(page, "the log at 300 in Nepali");
  for (const [view, ready] of [
    ["", page.getByRole("region", { name: "यो परीक्षाबारे" })],
    ["/candidates", page.getByRole("region", { name: "परीक्षार्थी", exact: true })],
    ["/merit", page.getByText("३०० मध्ये १–५० देखाइएको।")],
    ["/analysis", page.locator(".analysed-questions math").first()],
  ] as const) {
    await page.goto(`${exam}${view}`);
    await expect(ready).toBeVisible();
    await expect(page.getByRole("navigation", { name: "यस परीक्षाका भाग" })).toBeVisible();
    await fitsThePhone(page, `${exam}${view} at 300 in Nepali`);
  }
  await context.close();
}
