import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, usingPostgres, type TestApp } from "../../test/test-app";
import { EXAMINER, EXAMINER_ENV, client, nextSeq } from "../exams/exam-fixtures";
import { writeBcaFixtures, writeMockFixtures } from "../mocks/mock-fixtures";
import { patternOf } from "./held-back-pool";
import { CSIT_PATTERN, heldBackPool } from "./pool-fixtures";

/**
 * Live mocks (issue 50, point 4; decisions 257 and 0450): a paper in one of the site's mock papers'
 * pattern, drawn from the examiner's held-back bank, at one start time for every signed-in student,
 * started through the scholarship exams' start, standings at the close. The held-back bank's keys
 * are "Key <id>"; each question's text names its subject.
 */
const MINUTE = 60_000;

let t: TestApp;
let api: ReturnType<typeof client>;
let examiner: string;
let dataDir: string | null = null;
let fixtures: ReturnType<typeof writeMockFixtures>;
let bca: ReturnType<typeof writeBcaFixtures>;
/** The examiner's held-back bank: enough for four live mocks of the B.Sc.CSIT pattern. */
let pool: number;
/** Set once the app was closed to start another on its data (the last test). */
let closed = false;
beforeAll(async () => {
  fixtures = writeMockFixtures();
  bca = writeBcaFixtures(fixtures.env.BANKS_DIR);
  dataDir = usingPostgres ? null : mkdtempSync(path.join(tmpdir(), "tayari-live-mock-"));
  t = await createTestApp({
    ...fixtures.env,
    ...EXAMINER_ENV,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  });
  api = client(t);
  examiner = await api.signUp(EXAMINER);
  pool = await api.uploadBank(examiner, heldBackPool(CSIT_PATTERN, 4), "Held back for live mocks");
});
afterAll(async () => {
  if (!closed) await t?.close();
});

type Listed = { slug: string; state: string; attempt: string; opens_in_seconds: number };
const listed = async (token: string, slug: string) =>
  ((await api.call("GET", "/api/live-mocks", token)).json().live_mocks as Listed[]).find(
    (m) => m.slug === slug,
  );
const inMinutes = (minutes: number) =>
  new Date(t.clock.now.getTime() + minutes * MINUTE).toISOString();
type PaperQuestion = { id: number; question: string; options: string[]; passage?: string };
/** The held-back bank's key of a question: "Key <id>". */
const key = (q: { id: number }) => `Key ${q.id}`;
/** Schedules a live mock on the held-back bank (or `bank_id`); the answer as it came. */
const schedule = (body: Record<string, unknown>, token = examiner) =>
  api.call("POST", "/api/examiner/live-mocks", token, { bank_id: pool, ...body });

describe("scheduling a live mock", () => {
  it("is an examiner's: a student is refused, a paper that is not the site's or a short window is said so", async () => {
    const student = await api.signUp();
    const asStudent = await schedule({ paper: "mock-1", opens_at: inMinutes(10) }, student);
    expect(asStudent.statusCode).toBe(403);
    const unknown = await schedule({
      paper: "mock-99",
      opens_at: inMinutes(10),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("There is no paper called 'mock-99'.");
    const short = await schedule({
      paper: "mock-1",
      opens_at: inMinutes(10),
      window_minutes: 60,
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toMatch(/at least the paper's 120 minutes/);
    const past = await schedule({
      paper: "mock-1",
      opens_at: inMinutes(-200),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toMatch(/which has passed/);
    const noDate = await schedule({
      paper: "mock-1",
      opens_at: "tomorrow",
    });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().message).toBeTruthy();
    // The held-back bank: the examiner's own, with enough questions nobody has seen.
    const noBank = await schedule({ paper: "mock-1", opens_at: inMinutes(10), bank_id: 987_654 });
    expect(noBank.statusCode).toBe(404);
    expect(noBank.json().message).toBe("You have no bank with id 987654.");
    const noPool = await schedule({ paper: "mock-1", opens_at: inMinutes(10), bank_id: undefined });
    expect(noPool.statusCode).toBe(422);
    expect(noPool.json().message).toBe("A bank id is a whole number.");
    const small = await api.uploadBank(
      examiner,
      heldBackPool({ ...CSIT_PATTERN, physics: 2 }, 1, 90_000),
      "Too small",
    );
    const short2 = await schedule({ paper: "mock-1", opens_at: inMinutes(10), bank_id: small });
    expect(short2.statusCode).toBe(422);
    expect(short2.json().message).toBe(
      "The bank has 2 physics questions nobody has seen; the paper needs 25. Add questions that are in no public paper, practice set or other exam.",
    );
  });

  it("lists it for every signed-in student with a countdown; the same paper at the same start twice is refused", async () => {
    const made = await schedule({
      paper: "mock-2",
      opens_at: inMinutes(10),
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      title: "B.Sc.CSIT entrance: live mock",
      paper: "mock-2",
      state: "upcoming",
      question_count: 100,
      duration_seconds: 7200,
    });
    const slug = made.json().slug as string;
    const student = await api.signUp();
    expect(await listed(student, slug)).toMatchObject({ state: "upcoming", attempt: "none" });
    expect((await listed(student, slug))!.opens_in_seconds).toBeGreaterThan(540);
    const again = await schedule({
      paper: "mock-2",
      opens_at: inMinutes(10),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^B\.Sc\.CSIT entrance: live mock is already scheduled to start at/,
    );
    expect((await api.call("GET", "/api/live-mocks")).statusCode).toBe(401);
  });
});

describe("a live mock from its start to its standings", () => {
  it("opens at its start, gives one attempt across devices, keeps keys and standings until the close", async () => {
    // A start is kept in whole minutes: the clock on one, to count the seconds to it.
    t.clock.now = new Date(Math.ceil(t.clock.now.getTime() / MINUTE) * MINUTE);
    const made = await schedule({
      paper: "mock-3",
      opens_at: inMinutes(5),
      window_minutes: 150,
    });
    expect(made.statusCode, made.body).toBe(201);
    const slug = made.json().slug as string;
    const start = `/api/exams/${slug}/attempt`;
    const email = `two.devices.${Date.now()}@example.com`;
    const [top, second, late, onlooker] = [
      await api.signUp(email),
      await api.signUp(),
      await api.signUp(),
      await api.signUp(),
    ];

    // Before the start: the scholarship exams' words, with the seconds for the page's countdown.
    const early = await api.call("POST", start, top!, {});
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ code: "exams.opensLater" });
    expect(early.json().params.seconds).toBe(300);

    t.clock.advance(5 * MINUTE);
    expect(await listed(top!, slug)).toMatchObject({ state: "open", attempt: "none" });

    // The same student on two devices (two sessions) at the same moment: one attempt.
    const phoneToken = (
      await api.call("POST", "/api/login", undefined, { email, password: "correct horse 42" })
    ).json().token as string;
    const [a, b] = await Promise.all([
      api.call("POST", start, top!, {}),
      api.call("POST", start, phoneToken, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(a.json().deadline).toBe(b.json().deadline);
    expect(a.json().questions.map((q: PaperQuestion) => q.id)).toEqual(
      b.json().questions.map((q: PaperQuestion) => q.id),
    );
    const paper = a.json().questions as PaperQuestion[];
    expect(paper).toHaveLength(100);
    // No key and no explanation on the paper.
    for (const q of paper) expect(Object.keys(q)).not.toContain("answer");
    expect(JSON.stringify(paper)).not.toMatch(/Sealed explanation/);

    const answer = (token: string, q: PaperQuestion) =>
      api.call("PUT", `${start}/answers/${q.id}`, token, { pick: key(q), seq: nextSeq() });
    for (const q of paper) expect((await answer(top!, q)).statusCode).toBe(200);
    const secondPaper = (await api.call("POST", start, second!, {})).json()
      .questions as PaperQuestion[];
    for (const q of secondPaper.filter((q) => q.question.includes(" mathematics ")))
      expect((await answer(second!, q)).statusCode).toBe(200);
    expect((await api.call("POST", `${start}/submit`, top!)).statusCode).toBe(200);
    expect(await listed(top!, slug)).toMatchObject({ attempt: "submitted" });

    // Submitted, yet before the close: no key, no standings.
    const result = await api.call("GET", `/api/exams/${slug}/result`, top!);
    expect(result.statusCode).toBe(409);
    const before = await api.call("GET", `/api/live-mocks/${slug}/standings`, top!);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toMatch(
      /^The standings of B\.Sc\.CSIT entrance: live mock are published at/,
    );

    // The close: nobody starts any more; the standings are everyone's.
    t.clock.advance(150 * MINUTE);
    const afterClose = await api.call("POST", start, late!, {});
    expect(afterClose.statusCode).toBe(404);
    expect(afterClose.json().code).toBe("exams.closedAt");
    // The close's grace (for answers in flight) first.
    expect((await api.call("GET", `/api/live-mocks/${slug}/standings`, top!)).statusCode).toBe(409);
    t.clock.advance(3_000);
    const standings = await api.call("GET", `/api/live-mocks/${slug}/standings`, top!);
    expect(standings.statusCode, standings.body).toBe(200);
    const body = standings.json();
    expect(body).toMatchObject({
      title: "B.Sc.CSIT entrance: live mock",
      paper: "mock-3",
      candidates: 2,
      max_score: 100,
      mean: 62.5,
      mine: { score: 100, rank: 1, percentile: 100, correct: 100, wrong: 0, unanswered: 0 },
    });
    expect(body.subjects).toEqual([
      { subject: "mathematics", mean: 25, max: 25 },
      { subject: "physics", mean: 12.5, max: 25 },
      { subject: "chemistry", mean: 12.5, max: 25 },
      { subject: "english", mean: 7.5, max: 15 },
      { subject: "computer", mean: 5, max: 10 },
    ]);
    expect(body.distribution).toHaveLength(20);
    expect(body.distribution[5]).toEqual({ from: 25, count: 1 });
    expect(body.distribution[19]).toEqual({ from: 95, count: 1 });
    const secondsView = (
      await api.call("GET", `/api/live-mocks/${slug}/standings`, second!)
    ).json();
    expect(secondsView.mine).toMatchObject({ score: 25, rank: 2, percentile: 50, unanswered: 75 });
    const onlookers = (
      await api.call("GET", `/api/live-mocks/${slug}/standings`, onlooker!)
    ).json();
    expect(onlookers).toMatchObject({ candidates: 2, mine: null });
    // The keys and explanations, after the close.
    const review = await api.call("GET", `/api/exams/${slug}/result`, top!);
    expect(review.statusCode).toBe(200);
    const first = review.json().review[0];
    expect(first).toMatchObject({ answer: first.pick, correct: true });
    expect(first.answer).toMatch(/^Key \d+$/);
    expect(first.explanation).toMatch(/^Sealed explanation \d+/);
    expect(
      (await api.call("GET", "/api/live-mocks/live-nothing/standings", top!)).json().message,
    ).toBe("There is no live mock called 'live-nothing'.");
  });

  it("sits a BCA paper with its reading passages, marked by the BCA profile (decision 296)", async () => {
    // The BCA pattern, drawn from a held-back bank whose reading passage holds maths and a table:
    // its trees must come with it.
    if ("short" in bca.papers) throw new Error("the BCA fixture is short");
    const number = bca.papers.papers[0]!.number;
    const byId = new Map(bca.bank.questions.map((q) => [q.id, q]));
    const pattern = patternOf(bca.papers.papers[0]!.questions.map((id) => byId.get(id)!));
    const held = heldBackPool(Object.fromEntries(pattern), 1, 50_000);
    const reading = held.filter((q) => q.category === "english").slice(0, 5);
    for (const q of reading) q.passage = "held-1";
    const passage = {
      id: "held-1",
      title: "Reading 1",
      text: "Rain in mm, and its mean $\\bar{r}$:\n\n| Town | Rain |\n| --- | --- |\n| Pokhara | $3500$ |",
    };
    const bcaPool = await api.uploadBank(examiner, held, "Held back (BCA)", [passage]);
    t.clock.now = new Date(Math.ceil(t.clock.now.getTime() / MINUTE) * MINUTE);
    const made = await schedule({
      paper: `bca-mock-${number}`,
      opens_at: inMinutes(1),
      bank_id: bcaPool,
    });
    expect(made.statusCode, made.body).toBe(201);
    const slug = made.json().slug as string;
    const title = "BCA entrance: live mock";
    expect(made.json()).toMatchObject({ paper: `bca-mock-${number}`, title });
    t.clock.advance(MINUTE);
    const student = await api.signUp();
    const start = `/api/exams/${slug}/attempt`;
    const sat = (await api.call("POST", start, student, {})).json() as {
      questions: PaperQuestion[];
      passages?: { id: string; title: string; text: string; math?: Record<string, unknown> }[];
    };
    expect(sat.questions).toHaveLength(100);
    // The paper's reading passage comes with it, once, with its maths trees; its questions stay
    // together, in a run.
    const onPassage = sat.questions.filter((q) => q.passage);
    expect(onPassage.map((q) => q.id).sort()).toEqual(reading.map((q) => q.id).sort());
    expect(sat.passages).toHaveLength(1);
    expect(sat.passages![0]).toMatchObject({ id: "held-1", title: "Reading 1" });
    expect(sat.passages![0]!.text).toContain("| Pokhara | $3500$ |");
    expect(Object.keys(sat.passages![0]!.math ?? {})).toContain("$\\bar{r}$");
    const first = sat.questions.findIndex((q) => q.passage);
    expect(sat.questions.slice(first, first + 5).every((q) => q.passage)).toBe(true);
    // A reload of the sitting brings the passage again.
    const again = (await api.call("POST", start, student, {})).json();
    expect(again.passages).toEqual(sat.passages);

    for (const q of sat.questions.slice(0, 40))
      expect(
        (
          await api.call("PUT", `${start}/answers/${q.id}`, student, {
            pick: key(q),
            seq: nextSeq(),
          })
        ).statusCode,
      ).toBe(200);
    expect((await api.call("POST", `${start}/submit`, student)).statusCode).toBe(200);
    t.clock.advance(150 * MINUTE + 3_000);
    const standings = await api.call("GET", `/api/live-mocks/${slug}/standings`, student);
    expect(standings.statusCode, standings.body).toBe(200);
    // One mark a question, nothing off for a wrong or empty one: 40 of 100.
    expect(standings.json()).toMatchObject({
      title,
      candidates: 1,
      max_score: 100,
      mine: { score: 40, rank: 1, correct: 40, unanswered: 60 },
    });
    const review = (await api.call("GET", `/api/exams/${slug}/result`, student)).json();
    expect(review.passages).toEqual(sat.passages);
  });

  it("never gives a student a live mock on a question they met before: in a college's exam, or an earlier live mock they sat and reviewed", async () => {
    // A fresh held-back bank, three live mocks' worth (ids from 7001), for this test alone.
    const bank = await api.uploadBank(
      examiner,
      heldBackPool(CSIT_PATTERN, 3, 7001),
      "Held back: met before",
    );
    const student = await api.signUp();
    const sitAll = async (slug: string) => {
      const started = await api.call("POST", `/api/exams/${slug}/attempt`, student, {});
      expect(started.statusCode, started.body).toBe(201);
      const paper = started.json().questions as PaperQuestion[];
      for (const q of paper) {
        const saved = await api.call("PUT", `/api/exams/${slug}/attempt/answers/${q.id}`, student, {
          pick: q.options[0],
          seq: nextSeq(),
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      const submitted = await api.call("POST", `/api/exams/${slug}/attempt/submit`, student);
      expect(submitted.statusCode).toBe(200);
      return paper.map((q) => q.id);
    };

    // A college's exam on ten of the bank's questions, sat by the student.
    const college = await api.examOn(examiner, bank, {
      selection: { mode: "fixed", question_ids: Array.from({ length: 10 }, (_, i) => 7001 + i) },
      closes_at: inMinutes(30),
    });
    const seen = new Set(await sitAll(college.slug));
    // The first live mock, sat the same day, its keys read after its close.
    t.clock.now = new Date(Math.ceil(t.clock.now.getTime() / MINUTE) * MINUTE);
    const first = await schedule({
      paper: "mock-1",
      opens_at: inMinutes(40),
      window_minutes: 130,
      bank_id: bank,
    });
    expect(first.statusCode, first.body).toBe(201);
    t.clock.advance(40 * MINUTE);
    const firstIds = await sitAll(first.json().slug);
    expect(firstIds.filter((id) => seen.has(id))).toEqual([]);
    firstIds.forEach((id) => seen.add(id));
    t.clock.advance(131 * MINUTE);
    const review = await api.call("GET", `/api/exams/${first.json().slug}/result`, student);
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().review[0].answer).toMatch(/^Key \d+$/);

    // The next live mock on the same bank: none of the 110 questions the student has met.
    const next = await schedule({
      paper: "mock-2",
      opens_at: inMinutes(10),
      window_minutes: 130,
      bank_id: bank,
    });
    expect(next.statusCode, next.body).toBe(201);
    t.clock.advance(10 * MINUTE);
    const nextPaper = (
      await api.call("POST", `/api/exams/${next.json().slug}/attempt`, student, {})
    ).json().questions as PaperQuestion[];
    expect(nextPaper).toHaveLength(100);
    expect(nextPaper.filter((q) => seen.has(q.id))).toEqual([]);
    expect(nextPaper.every((q) => q.id >= 7001 && q.id <= 7300)).toBe(true);
  });

  it("resumes with the same paper and clock on a process started afresh after one died mid-sitting", async () => {
    const made = await schedule({
      paper: "mock-4",
      opens_at: inMinutes(0),
    });
    const slug = made.json().slug as string;
    const student = await api.signUp();
    const start = `/api/exams/${slug}/attempt`;
    const first = (await api.call("POST", start, student, {})).json();
    const closedAt = t.clock.now.getTime();
    // The process dies (on the embedded database, its files are closed first); another starts.
    if (dataDir) {
      await t.close();
      closed = true;
    }
    const again = await createTestApp({
      ...fixtures.env,
      ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: t.config.databaseUrl! }),
    });
    try {
      again.clock.now = new Date(closedAt + 30_000);
      const resumed = await client(again).call("POST", start, student, {});
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toMatchObject({
        id: first.id,
        deadline: first.deadline,
        seconds_left: first.seconds_left - 30,
      });
      expect(resumed.json().questions.map((q: PaperQuestion) => q.id)).toEqual(
        first.questions.map((q: PaperQuestion) => q.id),
      );
    } finally {
      await again.close();
    }
  });
});
