import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAPERS } from "@tayari/content/mock-papers";
import type { Question } from "@tayari/contracts/question";
import { shuffleOptions } from "@tayari/quiz/shuffle";
import { signIn } from "../../test/progress-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import {
  fetchPaper,
  sitting,
  standing,
  submit,
  writeMockFixtures,
  type Headers,
} from "./mock-fixtures";
import { MAX_AGE_MS } from "./standings";

let t: TestApp;
let fixtures: ReturnType<typeof writeMockFixtures>;
beforeAll(async () => {
  fixtures = writeMockFixtures();
  t = await createTestApp(fixtures.env);
});
afterAll(async () => t.close());

const firstN = (n: number) => (_q: Question, i: number) => i < n;
/** Every paper's standings start empty: each test sits its own paper, mock tests then models. */
let used = 0;
async function freshPaper() {
  const paper = PAPERS[used++]!;
  const title = paper.kind === "mock" ? `Mock test ${paper.number}` : `Model paper ${paper.number}`;
  return { slug: paper.slug, title, questions: await fetchPaper(t, paper.slug) };
}

describe("GET /api/mocks/{paper}", () => {
  it("serves a mock test's 100 questions in the file's order, the same for everyone, with its format", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/mocks/mock-3" });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ paper: unknown; questions: Question[] }>();
    expect(body.paper).toEqual({
      slug: "mock-3",
      kind: "mock",
      number: 3,
      questions: 100,
      minutes: 120,
      profile: "csit",
      family: "csit",
    });
    expect(body.questions.map((q) => q.id)).toEqual(fixtures.papers.papers[2]!.questions);
    expect(res.headers.etag).toBeTruthy();
    const again = await t.app.inject({ method: "GET", url: "/api/mocks/mock-3" });
    expect(again.body).toBe(res.body);
  });

  it("serves the model papers as sittable papers: the year's 100 questions of the bank", async () => {
    const questions = await fetchPaper(t, "model-2076");
    expect(questions.map((q) => q.id)).toEqual(fixtures.entrance.slice(200, 300).map((q) => q.id));
  });

  it("answers a paper that does not exist with 404 and a message, a malformed name with 4xx", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/api/mocks/mock-99" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: "mocks.noSuchPaper",
      params: { paper: "mock-99" },
      message: "There is no paper called 'mock-99'.",
    });
    const model = await t.app.inject({ method: "GET", url: "/api/mocks/model-2090" });
    expect(model.statusCode).toBe(404);
    const bad = await t.app.inject({ method: "GET", url: "/api/mocks/mock-1%27%20or%201=1" });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json()).toMatchObject({ code: "mocks.paperUnknown" });
  });
});

describe("a finished sitting, sent as an attempt of mode mock", () => {
  it("is kept on the account, scored by the csit profile, and ranks its student", async () => {
    const { slug, title, questions } = await freshPaper();
    const { headers } = await signIn(t);
    const res = await submit(t, sitting(t, slug, questions, firstN(62)), headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().attempt).toMatchObject({
      mode: "mock",
      source: slug,
      title,
      score: 62,
      total: 100,
    });
    const s = await standing(t, slug, headers);
    expect(s.candidates).toBe(1);
    expect(s.you).toMatchObject({
      marks: 62,
      max_marks: 100,
      rank: 1,
      percentile: 100,
      bucket: 12,
    });
    expect(s.distribution).toHaveLength(20);
    expect(s.distribution[12]).toBe(1);
  });

  it("counts in progress and sends its wrong answers to the review queue", async () => {
    const { slug, questions } = await freshPaper();
    const { headers } = await signIn(t);
    // Right on the first 50, wrong on 30, 20 left unanswered.
    const body = sitting(t, slug, questions, firstN(50), { skip: (_q, i) => i >= 80 });
    expect((await submit(t, body, headers)).statusCode).toBe(201);
    const progress = await t.app.inject({ method: "GET", url: "/api/me/progress", headers });
    const totals = progress.json().totals as { answered: number; correct: number };
    expect(totals).toMatchObject({ answered: 80, correct: 50 });
    const cards = await t.app.db
      .selectFrom("review_cards")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(cards.n)).toBeGreaterThanOrEqual(30);
  });

  it("only the first sitting counts; a later one is practice", async () => {
    const { slug, questions } = await freshPaper();
    const { headers } = await signIn(t);
    const first = sitting(t, slug, questions, firstN(40), {
      finishedAt: new Date(t.clock.now.getTime() - 3 * 3600_000),
    });
    expect((await submit(t, first, headers)).statusCode).toBe(201);
    const again = sitting(t, slug, questions, firstN(95));
    expect((await submit(t, again, headers)).statusCode).toBe(201);
    const s = await standing(t, slug, headers);
    expect(s.candidates).toBe(1);
    expect(s.you?.marks).toBe(40);
  });

  it("a first sitting made offline that arrives after a later one takes its place", async () => {
    const { slug, questions } = await freshPaper();
    const { headers } = await signIn(t);
    const later = sitting(t, slug, questions, firstN(90));
    expect((await submit(t, later, headers)).statusCode).toBe(201);
    const earlier = sitting(t, slug, questions, firstN(30), {
      finishedAt: new Date(t.clock.now.getTime() - 24 * 3600_000),
    });
    expect((await submit(t, earlier, headers)).statusCode).toBe(201);
    expect((await standing(t, slug, headers)).you?.marks).toBe(30);
  });

  it("ties: equal marks and tie-breaks share a rank; mathematics decides between equal marks", async () => {
    const { slug, questions } = await freshPaper();
    const maths = (q: Question) => q.category === "mathematics";
    const students: Array<[string, (q: Question, i: number) => boolean]> = [
      // 50 marks: all 25 mathematics and 25 physics.
      ["maths", (q) => maths(q) || q.category === "physics"],
      // 50 marks: 25 physics, 25 chemistry, no mathematics.
      ["no-maths-1", (q) => q.category === "physics" || q.category === "chemistry"],
      ["no-maths-2", (q) => q.category === "physics" || q.category === "chemistry"],
      ["top", firstN(75)],
      ["last", firstN(10)],
    ];
    const seen = new Map<string, Headers>();
    for (const [name, right] of students) {
      const { headers } = await signIn(t);
      seen.set(name, headers);
      expect((await submit(t, sitting(t, slug, questions, right), headers)).statusCode).toBe(201);
    }
    const ranks = await Promise.all(
      [...seen].map(async ([name, headers]) => {
        const s = await standing(t, slug, headers);
        return [name, s.you!.rank, s.you!.percentile, s.candidates];
      }),
    );
    expect(ranks).toEqual([
      ["maths", 2, 80, 5],
      ["no-maths-1", 3, 60, 5],
      ["no-maths-2", 3, 60, 5],
      ["top", 1, 100, 5],
      ["last", 5, 20, 5],
    ]);
  });

  it("another student's sitting reaches the standings within 60 s", async () => {
    const { slug, questions } = await freshPaper();
    const a = await signIn(t);
    const b = await signIn(t);
    expect((await submit(t, sitting(t, slug, questions, firstN(50)), a.headers)).statusCode).toBe(
      201,
    );
    expect((await standing(t, slug, a.headers)).candidates).toBe(1);
    expect((await submit(t, sitting(t, slug, questions, firstN(70)), b.headers)).statusCode).toBe(
      201,
    );
    // B sees themself at once; A sees B once the snapshot is renewed, well within 60 s.
    expect((await standing(t, slug, b.headers)).you).toMatchObject({ rank: 1 });
    t.clock.advance(MAX_AGE_MS);
    const s = await standing(t, slug, a.headers);
    expect(s).toMatchObject({ candidates: 2, you: { rank: 2, percentile: 50 } });
  });

  it("a guest cannot send a sitting or read standings: 401", async () => {
    const { slug, questions } = await freshPaper();
    expect((await submit(t, sitting(t, slug, questions, firstN(5)), {})).statusCode).toBe(401);
    const res = await t.app.inject({ method: "GET", url: `/api/me/mocks/${slug}/standing` });
    expect(res.statusCode).toBe(401);
  });
});

describe("a mock sitting's options, shown in the order of its seed", () => {
  it("the review shows each student's options in the order they saw them", async () => {
    // Papers sat above: this test reads no standings.
    const slug = PAPERS[0]!.slug;
    const questions = await fetchPaper(t, slug);
    const review = async (seed: number) => {
      const { headers } = await signIn(t);
      const id = randomUUID();
      const body = { ...sitting(t, slug, questions, firstN(10)), seed };
      expect((await submit(t, body, headers, id)).statusCode).toBe(201);
      const res = await t.app.inject({ method: "GET", url: `/api/me/attempts/${id}`, headers });
      expect(res.statusCode).toBe(200);
      return res.json<{ questions: Array<{ id: number; options: string[] }> }>().questions;
    };
    const [mine, yours] = await Promise.all([review(1_234_567), review(987_654_321)]);
    // As the browser showed them: the paper's questions in its order, each one's options by the seed.
    expect(mine.map((q) => q.options)).toEqual(
      shuffleOptions(questions, 1_234_567).map((q) => q.options),
    );
    expect(mine.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    const differ = mine.filter((q, i) => q.options.join() !== yours[i]!.options.join()).length;
    expect(differ).toBeGreaterThan(50);
  });
});

describe("a sitting whose timing is impossible is refused with the reason", () => {
  const reasonOf = async (body: unknown) => {
    const { headers } = await signIn(t);
    const res = await submit(t, body, headers);
    expect(res.statusCode).toBe(422);
    return res.json().message as string;
  };

  it("longer than the paper's two hours and the grace: answers after the time", async () => {
    const { slug, questions } = await freshPaper();
    const body = sitting(t, slug, questions, firstN(60), { minutes: 121 });
    expect(await reasonOf(body)).toBe(
      "This sitting lasted 121 min, longer than the paper's 120 min and 30 s of grace: answers after the time are not taken.",
    );
    // Within the grace it is taken.
    const { headers } = await signIn(t);
    const late = sitting(t, slug, questions, firstN(60), { minutes: 120.4 });
    expect((await submit(t, late, headers)).statusCode).toBe(201);
  });

  it("faster than a person can open the questions", async () => {
    const { slug, questions } = await freshPaper();
    const body = { ...sitting(t, slug, questions, firstN(100), { minutes: 1 }) };
    body.questions = body.questions.map((q) => ({ ...q, seconds: 0 }));
    expect(await reasonOf(body)).toBe(
      "Finished in 1 min with 100 answered: faster than anyone can open the questions (at least 1 min 40 s).",
    );
  });

  it("more seconds on the questions than the sitting lasted", async () => {
    const { slug, questions } = await freshPaper();
    const body = sitting(t, slug, questions, firstN(50), { minutes: 10 });
    expect(await reasonOf(body)).toBe(
      "The seconds spent on the questions add up to 50 min, more than the sitting lasted (10 min).",
    );
  });

  it("not the paper: a question missing, or out of the paper's order", async () => {
    const { slug, title, questions } = await freshPaper();
    const short = sitting(t, slug, questions.slice(1), firstN(10));
    expect(await reasonOf(short)).toBe(`These are not the questions of ${title}, in its order.`);
    const swapped = sitting(
      t,
      slug,
      [questions[1]!, questions[0]!, ...questions.slice(2)],
      firstN(10),
    );
    expect(await reasonOf(swapped)).toMatch(/^These are not the questions of /);
  });
});

describe("a running sitting, resumed on another device", () => {
  const url = (slug: string) => `/api/me/mocks/${slug}/sitting`;
  const state = (id: string, elapsedMs: number, patch: Record<string, unknown> = {}) => ({
    id,
    elapsed_ms: elapsedMs,
    current: 7,
    picks: Array.from({ length: 100 }, (_, i) => (i < 5 ? "B" : i === 6 ? "C" : null)),
    flags: [2, 6],
    seen: [0, 1, 2, 3, 4, 5, 6, 7],
    ...patch,
  });

  it("gives another device the same question, answers and flags, with the same time left", async () => {
    const { slug } = await freshPaper();
    const { headers } = await signIn(t);
    const id = randomUUID();
    const saved = await t.app.inject({
      method: "PUT",
      url: url(slug),
      headers,
      payload: state(id, 10 * 60_000),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      code: "mocks.sittingSaved",
      message: "Sitting saved.",
      seconds_left: 110 * 60,
    });
    // Five minutes later, from a phone signed in to the same account.
    t.clock.advance(5 * 60_000);
    const phone = (await signIn(t)).headers;
    expect(
      (await t.app.inject({ method: "GET", url: url(slug), headers: phone })).json().sitting,
    ).toBeNull();
    const resumed = await t.app.inject({ method: "GET", url: url(slug), headers });
    expect(resumed.json().sitting).toMatchObject({
      id,
      seconds_left: 105 * 60,
      current: 7,
      flags: [2, 6],
      picks: state(id, 0).picks,
    });
    // A later save of the same sitting keeps the first start: the device's own clock does not move it.
    const later = await t.app.inject({
      method: "PUT",
      url: url(slug),
      headers,
      payload: state(id, 1000, { current: 9 }),
    });
    expect(later.json().seconds_left).toBe(105 * 60);
  });

  it("refuses changes after the paper's time, and forgets the sitting once it is submitted", async () => {
    const { slug, questions } = await freshPaper();
    const { headers } = await signIn(t);
    const id = randomUUID();
    const put = (payload: unknown) =>
      t.app.inject({ method: "PUT", url: url(slug), headers, payload: payload as object });
    expect((await put(state(id, 60 * 60_000))).statusCode).toBe(200);
    t.clock.advance(60 * 60_000 + 31_000);
    const late = await put(state(id, 0, { current: 8 }));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: "mocks.sittingTimeUp",
      message: expect.stringMatching(/^Time is up for this sitting of /),
    });
    // Reading it back says no time is left: the device ends it and submits it.
    const read = await t.app.inject({ method: "GET", url: url(slug), headers });
    expect(read.json().sitting).toMatchObject({ id, seconds_left: 0 });
    const body = sitting(t, slug, questions, firstN(5), { minutes: 120, finishedAt: t.clock.now });
    expect((await submit(t, body, headers, id)).statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: "GET", url: url(slug), headers })).json().sitting,
    ).toBeNull();
    const again = await put(state(id, 0));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "mocks.sittingSubmitted",
      message: "This sitting has already been submitted.",
    });
  });

  it("merges two devices' copies per question: the later change of each wins, the place of the later device", async () => {
    const { slug } = await freshPaper();
    const { headers } = await signIn(t);
    const id = randomUUID();
    const put = (payload: unknown) =>
      t.app.inject({ method: "PUT", url: url(slug), headers, payload: payload as object });
    const none = Array.from({ length: 100 }, () => 0);
    /** Picks and their numbers: `changes` maps a question index to [pick, number]. */
    const copy = (changes: Record<number, [string, number]>, extra: Record<string, unknown>) =>
      state(id, 0, {
        picks: Array.from({ length: 100 }, (_, i) => changes[i]?.[0] ?? null),
        seqs: none.map((z, i) => changes[i]?.[1] ?? z),
        ...extra,
      });
    // The laptop starts the sitting a minute ago and answers question 1 at 10 s.
    expect(
      (
        await put({
          ...copy({ 0: ["A", 10_000] }, { current: 1, seq: 10_000 }),
          elapsed_ms: 60_000,
        })
      ).statusCode,
    ).toBe(200);
    // The phone takes it up and answers question 12 at 50 s, flags question 7, goes to 12.
    const phone = await put(
      copy({ 0: ["A", 10_000], 11: ["D", 50_000] }, { current: 11, flags: [6], seq: 50_000 }),
    );
    expect(phone.json()).toMatchObject({ code: "mocks.sittingSaved" });
    // The laptop, offline since, answered question 8 at 40 s and changed question 1 at 45 s. Its
    // copy arrives last: each question keeps its later change, the phone's place stays.
    t.clock.advance(30_000);
    const laptop = await put(
      copy({ 0: ["C", 45_000], 7: ["B", 40_000] }, { current: 7, flags: [], seq: 45_000 }),
    );
    expect(laptop.statusCode).toBe(200);
    const merged = laptop.json();
    expect([merged.picks[0], merged.picks[7], merged.picks[11]]).toEqual(["C", "B", "D"]);
    expect([merged.seqs[0], merged.seqs[7], merged.seqs[11]]).toEqual([45_000, 40_000, 50_000]);
    expect(merged).toMatchObject({ seconds_left: 119 * 60 - 30, elapsed_ms: 90_000, refused: [] });
    const kept = (await t.app.inject({ method: "GET", url: url(slug), headers })).json().sitting;
    expect(kept).toMatchObject({ id, current: 11, flags: [6], elapsed_ms: 90_000 });
    expect([kept.picks[0], kept.picks[7], kept.picks[11]]).toEqual(["C", "B", "D"]);
    // The same copy sent twice changes nothing.
    const again = await put(
      copy({ 0: ["C", 45_000], 7: ["B", 40_000] }, { current: 7, flags: [], seq: 45_000 }),
    );
    expect(again.json().picks).toEqual(merged.picks);
    // A number far ahead of the sitting's clock (90 s) is refused on its own: it would keep every
    // later change of the question out. The rest of the copy is kept.
    const forged = await put(copy({ 2: ["B", 900_000], 3: ["A", 80_000] }, { seq: 80_000 }));
    expect(forged.json().refused).toEqual([
      {
        number: 3,
        code: "mocks.seqAhead",
        params: { number: 3 },
        message:
          "The answer to question 3 is numbered ahead of the sitting's clock: it was not kept.",
      },
    ]);
    expect([forged.json().picks[2], forged.json().picks[3]]).toEqual([null, "A"]);
    // A sitting started afresh replaces the old one whatever its numbers; a device from before the
    // numbers (none sent) is kept as it is sent.
    const fresh = randomUUID();
    expect((await put(state(fresh, 0))).json()).toMatchObject({ changes: 0 });
    const read = (await t.app.inject({ method: "GET", url: url(slug), headers })).json().sitting;
    expect(read).toMatchObject({ id: fresh, changes: 0, current: 7 });
    expect((await put(state(fresh, 0, { changes: -1 }))).json().errors).toMatchObject({
      changes: [{ code: "mocks.changesInvalid" }],
    });
  });

  it("refuses a state that is not of the paper, with the field", async () => {
    const { slug } = await freshPaper();
    const { headers } = await signIn(t);
    const put = (payload: unknown) =>
      t.app.inject({ method: "PUT", url: url(slug), headers, payload: payload as object });
    const short = await put(state(randomUUID(), 0, { picks: ["B"] }));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.picks[0]).toMatchObject({
      code: "mocks.wrongLength",
      params: { total: 100 },
    });
    const notOption = await put(
      state(randomUUID(), 0, {
        picks: Array.from({ length: 100 }, (_, i) => (i === 3 ? "E" : null)),
      }),
    );
    // A pick that is no option is refused on its own; the rest of the copy is kept.
    expect(notOption.statusCode).toBe(200);
    expect(notOption.json().refused).toEqual([
      {
        number: 4,
        code: "mocks.pickNotAnOption",
        params: { number: 4 },
        message: "The answer to question 4 is not one of its options.",
      },
    ]);
    const past = await put(state(randomUUID(), 0, { current: 100 }));
    expect(past.statusCode).toBe(422);
    const hostile = await put(state("not-a-uuid", -5));
    expect(hostile.statusCode).toBe(422);
    expect(hostile.json().errors).toMatchObject({
      id: [{ code: "mocks.sittingIdInvalid" }],
      elapsed_ms: [{ code: "mocks.elapsedInvalid" }],
    });
  });
});

describe("GET /api/me/mocks: the list's labels on every device", () => {
  const list = async (headers: Headers) => {
    const res = await t.app.inject({ method: "GET", url: "/api/me/mocks", headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ papers: Array<{ paper: string; status: string }> }>().papers;
  };

  it("says which papers the student is sitting and which they have sat, and nothing of others", async () => {
    // Papers the tests above have sat: this one reads no standings.
    const paper = async (n: number) => {
      const slug = PAPERS[n]!.slug;
      return { slug, questions: await fetchPaper(t, slug) };
    };
    const [sat, running, ended] = await Promise.all([paper(0), paper(1), paper(2)]);
    const { headers } = await signIn(t);
    expect(await list(headers)).toEqual([]);
    expect(
      (await submit(t, sitting(t, sat.slug, sat.questions, firstN(3)), headers)).statusCode,
    ).toBe(201);
    const put = (slug: string, elapsed: number) =>
      t.app.inject({
        method: "PUT",
        url: `/api/me/mocks/${slug}/sitting`,
        headers,
        payload: {
          id: randomUUID(),
          elapsed_ms: elapsed,
          current: 0,
          picks: Array.from({ length: 100 }, () => null),
          flags: [],
          seen: [0],
        },
      });
    expect((await put(running.slug, 60_000)).statusCode).toBe(200);
    expect((await put(ended.slug, 119 * 60_000)).statusCode).toBe(200);
    const byPaper = (papers: Array<{ paper: string; status: string }>) =>
      Object.fromEntries(papers.map((p) => [p.paper, p.status]));
    expect(byPaper(await list(headers))).toEqual({
      [sat.slug]: "finished",
      [running.slug]: "running",
      [ended.slug]: "running",
    });
    // Two minutes on, the second sitting's time is over: the next device to open it submits it.
    t.clock.advance(2 * 60_000);
    expect(byPaper(await list(headers))).toEqual({
      [sat.slug]: "finished",
      [running.slug]: "running",
      [ended.slug]: "finished",
    });
    // Sitting a paper again after finishing it: in progress.
    expect((await put(sat.slug, 1000)).statusCode).toBe(200);
    expect(byPaper(await list(headers))[sat.slug]).toBe("running");
    // Another student's list is their own; a guest is refused.
    expect(await list((await signIn(t)).headers)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/me/mocks" })).statusCode).toBe(401);
  });
});
