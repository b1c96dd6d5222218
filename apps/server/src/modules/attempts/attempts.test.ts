import { randomUUID } from "node:crypto";
import { shuffleOptions } from "@tayari/quiz/shuffle";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/test-app";
import { FORMULA_QUESTION, createProgressApp, signIn, unitIds } from "../../test/progress-fixtures";

let t: TestApp;
let units: { unit: number; mcq: number };
beforeAll(async () => {
  t = await createProgressApp();
  units = await unitIds(t);
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const put = (id: string, payload: unknown, headers: Headers) =>
  t.app.inject({ method: "PUT", url: `/api/attempts/${id}`, payload: payload as object, headers });
const get = (url: string, headers: Headers) => t.app.inject({ method: "GET", url, headers });

/** An attempt at the given time: question ids with picks ("B" is every key). */
function attempt(
  mode: string,
  source: string,
  picks: Array<[id: number, pick: string | null]>,
  finishedAt = new Date(t.clock.now.getTime() - 60_000),
) {
  return {
    mode,
    source,
    started_at: new Date(finishedAt.getTime() - 10 * 60_000).toISOString(),
    finished_at: finishedAt.toISOString(),
    questions: picks.map(([id, pick]) => ({ id, pick, seconds: 12 })),
  };
}

describe("PUT /api/attempts/{uuid}", () => {
  it("keeps an attempt, scored by the server: 201, then 200 for the same attempt again", async () => {
    const { headers } = await signIn(t);
    const id = randomUUID();
    const body = {
      ...attempt("entrance", "entrance", [
        [1, "B"],
        [2, "A"],
        [3, null],
      ]),
      score: 3,
    };
    const first = await put(id, body, headers);
    expect(first.statusCode).toBe(201);
    expect(first.json().attempt).toMatchObject({
      id,
      mode: "entrance",
      title: "CSIT entrance test",
      label: { kind: "entrance" },
      score: 1,
      total: 3,
    });
    const again = await put(id, body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().attempt).toEqual(first.json().attempt);
    const list = await get("/api/me/attempts", headers);
    expect(list.json().attempts).toHaveLength(1);
  });

  it("answers 409 with a message when another attempt reuses an id, even another student's", async () => {
    const asha = await signIn(t);
    const bikash = await signIn(t);
    const id = randomUUID();
    const first = attempt("entrance", "entrance", [[1, "B"]]);
    expect((await put(id, first, asha.headers)).statusCode).toBe(201);
    // Another attempt (another start) under the id: refused whole, nothing of it kept.
    const other = {
      ...first,
      started_at: new Date(t.clock.now.getTime() - 3_600_000).toISOString(),
    };
    const changed = await put(id, other, asha.headers);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toMatch(/already used/);
    expect((await put(id, first, bikash.headers)).statusCode).toBe(409);
    // The same attempt with another pick for a question it holds: the first kept answer stays,
    // and the answer says which (decision 343).
    const again = await put(
      id,
      attempt("entrance", "entrance", [[1, "C"]], new Date(first.finished_at)),
      asha.headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      code: "attempts.alreadySaved",
      answers: [{ state: "kept", pick: "B" }],
    });
  });

  it("takes every scored mode, each checked against its own bank", async () => {
    const { headers } = await signIn(t);
    const cases: Array<[string, string, number, string]> = [
      ["year-paper", "2074", 100, "CSIT model paper 2074"],
      ["english-topic", "Pronouns", 3, "English: Pronouns"],
      ["category-test", "category-test", 12, "Category test"],
      ["school-unit", String(units.unit), 3, "Sets"],
      ["mcq-unit", String(units.mcq), 11, "Optics"],
    ];
    for (const [mode, source, id, title] of cases) {
      const res = await put(randomUUID(), attempt(mode, source, [[id, "B"]]), headers);
      expect(res.statusCode, mode).toBe(201);
      expect(res.json().attempt, mode).toMatchObject({ title, score: 1, total: 1 });
      expect(res.json().answers, mode).toEqual([{ state: "kept", pick: "B" }]);
    }
    // The 2075 paper is ids 101-200; id 100 is the entrance bank's all the same: a paper sent
    // after the bank changed (its slice moved) keeps the answers of the questions it had.
    const outside = await put(randomUUID(), attempt("year-paper", "2075", [[100, "B"]]), headers);
    expect(outside.statusCode).toBe(201);
    expect(outside.json().answers).toEqual([{ state: "kept", pick: "B" }]);
  });

  it("refuses an attempt of nothing we have with a 422 and a message saying what is wrong", async () => {
    const { headers } = await signIn(t);
    const bad: Array<[unknown, RegExp]> = [
      [attempt("year-paper", "1990", [[1, "B"]]), /no year-paper called '1990'/],
      [attempt("english-topic", "Poetry", [[1, "B"]]), /no english-topic called 'Poetry'/],
      [attempt("school-unit", "999999", [[1, "B"]]), /no school-unit called '999999'/],
      [attempt("review", "entrance", [[1, "B"]]), /The source of a review attempt is 'review'/],
    ];
    for (const [body, message] of bad) {
      const res = await put(randomUUID(), body, headers);
      expect(res.statusCode, String(message)).toBe(422);
      expect(res.json().message).toMatch(message);
    }
  });

  it("keeps every answer it can and refuses the others answer by answer, with a code each", async () => {
    const { headers } = await signIn(t);
    const id = randomUUID();
    const res = await put(
      id,
      attempt("entrance", "entrance", [
        [1, "B"],
        [9999, "B"],
        [2, "E"],
        [3, "A"],
        [3, "B"],
      ]),
      headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().answers).toEqual([
      { state: "kept", pick: "B" },
      {
        state: "refused",
        pick: "B",
        refusal: expect.objectContaining({
          code: "attempts.questionNotInBank",
          message: "Question 2 (id 9999) is not in CSIT entrance test.",
        }),
      },
      {
        state: "refused",
        pick: "E",
        refusal: expect.objectContaining({ code: "attempts.pickNotOption", params: { n: 3 } }),
      },
      { state: "kept", pick: "A" },
      {
        state: "refused",
        pick: "B",
        refusal: expect.objectContaining({ code: "attempts.questionTwice" }),
      },
    ]);
    // Scored over what it keeps: 1 right of the 5 questions sent.
    expect(res.json().attempt).toMatchObject({ score: 1, total: 5 });
    const mixed = await put(
      randomUUID(),
      {
        ...attempt("review", "review", []),
        questions: [
          { id: 1, pick: "B", seconds: 1 },
          { id: 1, bank: "unit:999999", pick: null, seconds: 1 },
          { id: 2, bank: "entrance", pick: "B", seconds: 1 },
        ],
      },
      headers,
    );
    expect(mixed.statusCode).toBe(201);
    expect(
      mixed.json().answers.map((a: { refusal?: { code: string } }) => a.refusal?.code),
    ).toEqual(["attempts.questionWithoutBank", "attempts.questionUnknownBank", undefined]);
  });

  it("keeps an attempt whose clock was wrong: a finish in the future moves back, its length kept", async () => {
    const { headers } = await signIn(t);
    const future = new Date(t.clock.now.getTime() + 60 * 60_000);
    const ahead = await put(
      randomUUID(),
      attempt("entrance", "entrance", [[1, "B"]], future),
      headers,
    );
    expect(ahead.statusCode).toBe(201);
    expect(ahead.json().attempt).toMatchObject({
      finished_at: t.clock.now.toISOString(),
      started_at: new Date(t.clock.now.getTime() - 10 * 60_000).toISOString(),
    });
    const backwards = await put(
      randomUUID(),
      {
        ...attempt("entrance", "entrance", [[1, "B"]]),
        started_at: new Date(t.clock.now.getTime() - 60_000).toISOString(),
        finished_at: "2026-01-01T00:00:00Z",
      },
      headers,
    );
    expect(backwards.statusCode).toBe(201);
    expect(backwards.json().attempt).toMatchObject({
      started_at: "2026-01-01T00:00:00.000Z",
      finished_at: "2026-01-01T00:00:00.000Z",
    });
  });

  it("refuses malformed input with a 4xx and a message", async () => {
    const { headers } = await signIn(t);
    const ok = attempt("entrance", "entrance", [[1, "B"]]);
    const cases: Array<[string, unknown]> = [
      ["not-a-uuid", ok],
      [randomUUID(), { ...ok, mode: "+2-science" }],
      [randomUUID(), { ...ok, questions: [] }],
      [randomUUID(), { ...ok, questions: [{ id: -1, pick: null, seconds: 1 }] }],
      [randomUUID(), { ...ok, questions: [{ id: 1, pick: null, seconds: 99999 }] }],
      [randomUUID(), { ...ok, started_at: "yesterday" }],
      [
        randomUUID(),
        {
          ...ok,
          questions: Array.from({ length: 201 }, (_, i) => ({ id: i, pick: null, seconds: 1 })),
        },
      ],
      [randomUUID(), "just text"],
    ];
    for (const [id, body] of cases) {
      const res = await put(id, body, headers);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("needs a signed-in student", async () => {
    const res = await put(randomUUID(), attempt("entrance", "entrance", [[1, "B"]]), {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/log in/);
  });

  it("counts an attempt sent many times at once only once", async () => {
    const { headers } = await signIn(t);
    const id = randomUUID();
    const body = attempt("entrance", "entrance", [
      [1, "B"],
      [2, "B"],
    ]);
    const codes = (await Promise.all(Array.from({ length: 5 }, () => put(id, body, headers)))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect((await get("/api/me/progress", headers)).json().totals.answered).toBe(2);
  });
});

describe("reading attempts back", () => {
  it("lists a student's attempts newest first, a page at a time", async () => {
    const { headers } = await signIn(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = randomUUID();
      ids.push(id);
      const at = new Date(t.clock.now.getTime() - (10 - i) * 60 * 60_000);
      expect(
        (await put(id, attempt("entrance", "entrance", [[1, "B"]], at), headers)).statusCode,
      ).toBe(201);
    }
    const first = (await get("/api/me/attempts?limit=2", headers)).json();
    expect(first.attempts.map((a: { id: string }) => a.id)).toEqual([ids[4], ids[3]]);
    const second = (
      await get(`/api/me/attempts?limit=2&before=${encodeURIComponent(first.next_before)}`, headers)
    ).json();
    expect(second.attempts.map((a: { id: string }) => a.id)).toEqual([ids[2], ids[1]]);
    const last = (
      await get(
        `/api/me/attempts?limit=2&before=${encodeURIComponent(second.next_before)}`,
        headers,
      )
    ).json();
    expect(last).toEqual({
      attempts: [expect.objectContaining({ id: ids[0] })],
      next_before: null,
    });
    for (const q of ["limit=0", "limit=101", "limit=x", "before=soon"]) {
      const res = await get(`/api/me/attempts?${q}`, headers);
      expect(res.statusCode, q).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("gives the full review of an attempt, and only to its owner", async () => {
    const asha = await signIn(t);
    const bikash = await signIn(t);
    const id = randomUUID();
    await put(
      id,
      attempt("school-unit", String(units.unit), [
        [2, "C"],
        [3, "B"],
      ]),
      asha.headers,
    );
    const review = await get(`/api/me/attempts/${id}`, asha.headers);
    expect(review.statusCode).toBe(200);
    expect(review.json().attempt).toMatchObject({ score: 1, total: 2, title: "Sets" });
    expect(review.json().questions[0]).toEqual({
      id: 2,
      bank: `unit:${units.unit}`,
      category: "mathematics",
      question: "mathematics question 2?",
      options: ["A", "B", "C", "D"],
      answer: "B",
      explanation: "B is the key of mathematics question 2.",
      pick: "C",
      correct: false,
      seconds: 12,
    });
    const stranger = await get(`/api/me/attempts/${id}`, bikash.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toMatch(/not found/);
    expect((await get(`/api/me/attempts/nope`, asha.headers)).statusCode).toBe(400);
    expect((await get(`/api/me/attempts`, bikash.headers)).json().attempts).toEqual([]);
    expect((await get(`/api/me/attempts/${id}`, {})).statusCode).toBe(401);
  });
  it("a review carries each question's formulas as trees and its figure, as the quiz showed them", async () => {
    const { headers } = await signIn(t);
    const id = randomUUID();
    await put(id, attempt("category-test", "category-test", [[12, "$x^2$"]]), headers);
    const [reviewed] = (await get(`/api/me/attempts/${id}`, headers)).json().questions;
    expect(reviewed).toMatchObject({ pick: "$x^2$", correct: false });
    expect(reviewed.figure).toEqual(FORMULA_QUESTION.figure);
    expect(Object.keys(reviewed.math).sort()).toEqual(["$2^3$", "$\\frac{1}{2}$", "$x^2$"]);
    expect(reviewed.math["$x^2$"]).toEqual([
      [
        "msup",
        [
          ["mi", ["x"]],
          ["mn", ["2"]],
        ],
      ],
    ]);
  });

  it("a review shows the options in the order the attempt's seed showed them (decision 69)", async () => {
    const { headers } = await signIn(t);
    const written = ["A", "B", "C", "D"];
    const review = async (body: object) => {
      const id = randomUUID();
      expect((await put(id, body, headers)).statusCode).toBe(201);
      // Sent again (a reload mid-send): the same attempt, seed and all.
      expect((await put(id, body, headers)).statusCode).toBe(200);
      return (await get(`/api/me/attempts/${id}`, headers))
        .json()
        .questions.map((q: { options: string[] }) => q.options);
    };
    // As the browser shows them: each question's address is its id, with its bank in a mixed attempt.
    const seen = (questions: Array<{ id: number; bank?: string }>, seed: number) =>
      shuffleOptions(
        questions.map((q) => ({ ...q, options: written })),
        seed,
      ).map((q) => q.options);
    const ids = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id }));
    const picks = ids.map(({ id }): [number, string] => [id, "B"]);
    const entrance = (seed?: number) => ({
      ...attempt("entrance", "entrance", picks),
      ...(seed === undefined ? {} : { seed }),
    });
    expect(await review(entrance(77))).toEqual(seen(ids, 77));
    expect(await review(entrance(78))).toEqual(seen(ids, 78));
    expect(seen(ids, 77)).not.toEqual(seen(ids, 78));
    // Without a seed (an attempt from before seeds): as written.
    expect(await review(entrance())).toEqual(ids.map(() => written));
    // A review quiz mixes banks: the same id in two banks is two questions.
    const mixed = [
      { id: 1, bank: "entrance" },
      { id: 1, bank: "category-test" },
      { id: 2, bank: "entrance" },
      { id: 2, bank: "category-test" },
    ];
    const reviewBody = {
      ...attempt("review", "review", []),
      seed: 5,
      questions: mixed.map((q) => ({ ...q, pick: "B", seconds: 3 })),
    };
    expect(await review(reviewBody)).toEqual(seen(mixed, 5));
    const bad = await put(randomUUID(), { ...entrance(), seed: -1 }, headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/seed/);
  });
});
