import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/test-app";
import { createProgressApp, signIn } from "../../test/progress-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createProgressApp();
  // Noon in Nepal: "due today" and the per-day sums follow Nepal's calendar day, so a run that starts
  // just before midnight there must not move a card into the next day.
  t.clock.now = new Date("2026-11-20T06:15:00Z");
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const DAY = 24 * 60 * 60_000;
const get = (url: string, headers: Headers) => t.app.inject({ method: "GET", url, headers });

async function record(
  headers: Headers,
  mode: string,
  source: string,
  questions: Array<{ id: number; pick: string | null; bank?: string; seconds?: number }>,
  finishedAt = new Date(t.clock.now.getTime() - 60_000),
) {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/attempts/${randomUUID()}`,
    headers,
    payload: {
      mode,
      source,
      started_at: new Date(finishedAt.getTime() - 60_000).toISOString(),
      finished_at: finishedAt.toISOString(),
      questions: questions.map((q) => ({ seconds: 10, ...q })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** Entrance ids of a category: the fixture's categories take turns (1 maths, 2 physics, ...). */
const idsOf = (offset: number, count: number) =>
  Array.from({ length: count }, (_, i) => offset + 1 + i * 5);

describe("GET /api/me/progress", () => {
  it("adds up per mode, per category, per English topic and per Nepal day", async () => {
    const { headers } = await signIn(t);
    const now = t.clock.now.getTime();
    await record(
      headers,
      "entrance",
      "entrance",
      [
        { id: 1, pick: "B", seconds: 20 },
        { id: 2, pick: "A", seconds: 40 },
        // Computer met only in a time-out: not tried.
        { id: 5, pick: null },
      ],
      new Date(now - 2 * DAY),
    );
    await record(headers, "english-topic", "Pronouns", [
      { id: 1, pick: "B" },
      { id: 2, pick: "B" },
      { id: 3, pick: null },
    ]);
    // Older than 90 days: counted in the totals but not among the days.
    await record(
      headers,
      "entrance",
      "entrance",
      [{ id: 3, pick: "B" }],
      new Date(now - 100 * DAY),
    );
    const res = await get("/api/me/progress", headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The question left without a pick counts in no "answered", accuracy or seconds.
    expect(body.totals).toEqual({
      attempts: 3,
      answered: 5,
      correct: 4,
      accuracy: 4 / 5,
      average_seconds: 18,
    });
    expect(body.by_mode).toEqual([
      {
        mode: "english-topic",
        attempts: 1,
        answered: 2,
        correct: 2,
        accuracy: 1,
        average_seconds: 10,
      },
      {
        mode: "entrance",
        attempts: 2,
        answered: 3,
        correct: 2,
        accuracy: 2 / 3,
        average_seconds: 23.3,
      },
    ]);
    expect(body.by_category.map((c: { category: string }) => c.category)).toEqual([
      "physics",
      "chemistry",
      "english",
      "mathematics",
    ]);
    expect(body.by_topic).toEqual([
      {
        topic: "Pronouns",
        attempts: 1,
        answered: 2,
        correct: 2,
        accuracy: 1,
        average_seconds: 10,
      },
    ]);
    // Never answered (nor met only in time-outs) is "not tried yet", never weakest.
    expect(body.not_tried).toEqual({
      categories: ["computer", "gk", "biology"],
      topics: ["Tag Questions"],
    });
    expect(body.today).toBe("2026-11-20");
    expect(body.by_day.map((d: { answered: number }) => d.answered)).toEqual([2, 2]);
    const nepalDay = (ms: number) =>
      new Date(ms + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
    expect(body.by_day[0]).toEqual({
      day: nepalDay(now - 2 * DAY - 60_000),
      answered: 2,
      correct: 1,
      accuracy: 0.5,
    });
  });

  it("is empty for a new student and refused without a token", async () => {
    const { headers } = await signIn(t);
    const body = (await get("/api/me/progress", headers)).json();
    expect(body.totals).toEqual({
      attempts: 0,
      answered: 0,
      correct: 0,
      accuracy: 0,
      average_seconds: 0,
    });
    expect(body.by_day).toEqual([]);
    const anonymous = await get("/api/me/progress", {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toMatch(/log in/);
  });
});

describe("review cards", () => {
  it("makes a card of each wrong answer, due the next day, and grades it in a review", async () => {
    const { headers } = await signIn(t);
    await record(headers, "entrance", "entrance", [
      { id: 1, pick: "A" },
      { id: 2, pick: null },
      { id: 3, pick: "B" },
    ]);
    // Nothing is due today; two wait, the first due tomorrow (Nepal's calendar).
    expect((await get("/api/me/review", headers)).json()).toEqual({
      due: 0,
      questions: [],
      waiting: 2,
      next_due: "2026-11-21",
      today: "2026-11-20",
    });
    t.clock.advance(DAY);
    const due = (await get("/api/me/review", headers)).json();
    expect(due.due).toBe(2);
    expect(due.questions.map((q: { bank: string; id: number }) => `${q.bank}:${q.id}`)).toEqual([
      "entrance:1",
      "entrance:2",
    ]);
    expect(due.questions[0]).toMatchObject({ question: "mathematics question 1?", answer: "B" });

    // Right = Good moves the card days ahead; wrong = Again keeps it close.
    await record(headers, "review", "review", [
      { id: 1, bank: "entrance", pick: "B" },
      { id: 2, bank: "entrance", pick: "C" },
    ]);
    t.clock.advance(DAY);
    const next = (await get("/api/me/review", headers)).json();
    expect(next.questions.map((q: { id: number }) => q.id)).toEqual([2]);
    // Twenty days on, in steps a student who visits now and then would take (a session idle for
    // SESSION_IDLE_DAYS ends), both cards are due again.
    for (let step = 0; step < 4; step++) {
      t.clock.advance(5 * DAY);
      expect((await get("/api/me/review", headers)).statusCode).toBe(200);
    }
    expect((await get("/api/me/review", headers)).json().due).toBe(2);
  });

  it("a missed question is due from the first minute of its day in Nepal, not the hour it was missed", async () => {
    const { headers } = await signIn(t);
    // Missed at 17:59 in Nepal: due tomorrow from 00:00 there, not from 17:59.
    const evening = new Date("2026-11-25T12:14:00Z");
    t.clock.now = evening;
    await record(
      headers,
      "year-paper",
      "2074",
      idsOf(0, 20).map((id) => ({ id, pick: "A" })),
      evening,
    );
    const today = (await get("/api/me/review", headers)).json();
    expect(today).toMatchObject({
      due: 0,
      waiting: 20,
      next_due: "2026-11-26",
      today: "2026-11-25",
    });
    t.clock.now = new Date("2026-11-25T18:16:00Z"); // 00:01 on the 26th in Nepal
    const tomorrow = (await get("/api/me/review", headers)).json();
    expect(tomorrow).toMatchObject({ due: 20, waiting: 0, next_due: null, today: "2026-11-26" });
    expect(tomorrow.questions).toHaveLength(20);
    t.clock.now = new Date("2026-11-26T06:15:00Z");
  });

  it("a question never reached (finished early) makes no card; a wrong pick and a time-out do", async () => {
    const { headers } = await signIn(t);
    await record(headers, "entrance", "entrance", [
      { id: 1, pick: "A", seconds: 12 },
      { id: 2, pick: null, seconds: 60 },
      { id: 3, pick: null, seconds: 0 },
      { id: 4, pick: null, seconds: 0 },
    ]);
    expect((await get("/api/me/review", headers)).json()).toMatchObject({ due: 0, waiting: 2 });
  });

  it("does not reset a card when the question is missed again outside a review", async () => {
    const { headers } = await signIn(t);
    await record(headers, "category-test", "category-test", [{ id: 1, pick: "A" }]);
    t.clock.advance(DAY);
    await record(headers, "review", "review", [{ id: 1, bank: "category-test", pick: "B" }]);
    await record(headers, "category-test", "category-test", [{ id: 1, pick: "C" }]);
    t.clock.advance(DAY);
    expect((await get("/api/me/review", headers)).json().due).toBe(0);
  });
});

describe("GET /api/me/weak-topics", () => {
  it("draws 20 questions from the three weakest categories with 10 answers or more, unseen first", async () => {
    const { headers } = await signIn(t);
    expect((await get("/api/me/weak-topics", headers)).statusCode).toBe(404);
    // maths 2/10 right, physics 5/10, chemistry 8/10, english 10/10, computer 0/9 (too few).
    const answers = (offset: number, count: number, right: number) =>
      idsOf(offset, count).map((id, i) => ({ id, pick: i < right ? "B" : "A" }));
    await record(headers, "entrance", "entrance", [
      ...answers(0, 10, 2),
      ...answers(1, 10, 5),
      ...answers(2, 10, 8),
      ...answers(3, 10, 10),
      ...answers(4, 9, 0),
    ]);
    const res = await get("/api/me/weak-topics", headers);
    expect(res.statusCode).toBe(200);
    const { categories, questions } = res.json();
    expect(categories).toEqual(["mathematics", "physics", "chemistry"]);
    expect(questions).toHaveLength(20);
    const count = (c: string) =>
      questions.filter((q: { category: string }) => q.category === c).length;
    expect([count("mathematics"), count("physics"), count("chemistry")]).toEqual([7, 7, 6]);
    const seen = new Set(
      [...idsOf(0, 10), ...idsOf(1, 10), ...idsOf(2, 10)].map((id) => `entrance:${id}`),
    );
    for (const q of questions as Array<{ bank: string; id: number }>)
      expect(seen.has(`${q.bank}:${q.id}`), `${q.bank}:${q.id}`).toBe(false);
    expect(
      new Set(questions.map((q: { bank: string; id: number }) => `${q.bank}:${q.id}`)).size,
    ).toBe(20);
  });
});
