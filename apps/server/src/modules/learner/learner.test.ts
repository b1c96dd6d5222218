import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/progress-fixtures";
import { difficultiesOf, practisedBins } from "./repository";
import { createTestApp, type TestApp } from "../../test/test-app";
import {
  fetchPaper,
  sitting,
  submit,
  writeBcaFixtures,
  writeMockFixtures,
  type Headers,
} from "../mocks/mock-fixtures";

let t: TestApp;
beforeAll(async () => {
  const { env } = writeMockFixtures();
  writeBcaFixtures(env.BANKS_DIR);
  t = await createTestApp(env);
});
afterAll(async () => t.close());

/** An entrance practice attempt: ids with picks ("B" is every key), finished a minute ago. */
function practice(picks: Array<[id: number, pick: string | null]>) {
  const finishedAt = new Date(t.clock.now.getTime() - 60_000);
  return {
    mode: "entrance",
    source: "entrance",
    started_at: new Date(finishedAt.getTime() - 10 * 60_000).toISOString(),
    finished_at: finishedAt.toISOString(),
    questions: picks.map(([id, pick]) => ({ id, pick, seconds: 20 })),
  };
}

const difficulties = (ids: number[]) =>
  t.app.db
    .selectFrom("question_difficulties")
    .select(["question_id", "subject", "mean", "variance", "count"])
    .where("bank", "=", "entrance")
    .where("question_id", "in", ids)
    .orderBy("question_id")
    .execute();

async function abilities(headers: Headers) {
  const me = await t.app.inject({ method: "GET", url: "/api/me", headers });
  const id = me.json<{ user: { id: number } }>().user.id;
  return t.app.db
    .selectFrom("student_abilities")
    .select(["subject", "mean", "variance", "count"])
    .where("user_id", "=", id)
    .orderBy("subject")
    .execute();
}

describe("the learner model, moved by recorded attempts", () => {
  it("moves each answered question's difficulty and the student's ability per subject, once per attempt", async () => {
    const { headers } = await signIn(t);
    // Ids 1-25 are mathematics, 26-50 physics in the fixtures' bank.
    const body = practice([
      [1, "B"],
      [2, "A"],
      [26, "B"],
      [27, null],
    ]);
    const id = randomUUID();
    expect((await submit(t, body, headers, id)).statusCode).toBe(201);

    const rows = await difficulties([1, 2, 26, 27]);
    // The blank (27) says nothing of the student: no row, still at the prior.
    expect(rows.map((r) => [r.question_id, r.subject, r.count])).toEqual([
      [1, "mathematics", 1],
      [2, "mathematics", 1],
      [26, "physics", 1],
    ]);
    const [q1, q2] = rows;
    // Answered right: easier than thought; wrong: harder. Both less uncertain than the prior (2).
    expect(q1!.mean).toBeLessThan(0);
    expect(q2!.mean).toBeGreaterThan(0);
    expect(q1!.variance).toBeLessThan(2);
    const mine = await abilities(headers);
    expect(mine.map((a) => [a.subject, a.count])).toEqual([
      ["mathematics", 2],
      ["physics", 1],
    ]);
    expect(mine[1]!.mean).toBeGreaterThan(0);

    // The same attempt sent again (a retry from the queue) is answered 200 and moves nothing.
    const again = await submit(t, body, headers, id);
    expect(again.statusCode).toBe(200);
    expect(await difficulties([1, 2, 26, 27])).toEqual(rows);
    expect(await abilities(headers)).toEqual(mine);
  });

  it("gives readiness a student's answers by their question's difficulty as recorded now (decision 425)", async () => {
    const { headers } = await signIn(t);
    const body = practice([
      [3, "B"],
      [4, "B"],
      [5, "A"],
      [28, "B"],
      [29, null],
    ]);
    expect((await submit(t, body, headers)).statusCode).toBe(201);
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers });
    const bins = await practisedBins(t.app.db, me.json<{ user: { id: number } }>().user.id);
    const total = (subject: string, key: "answers" | "right") =>
      bins.filter((b) => b.subject === subject).reduce((n, b) => n + b[key], 0);
    // The blank (29) moved nothing and is not read again.
    expect([total("mathematics", "answers"), total("mathematics", "right")]).toEqual([3, 2]);
    expect([total("physics", "answers"), total("physics", "right")]).toEqual([1, 1]);
    const recorded = await difficulties([3, 4, 5]);
    const read = bins
      .filter((b) => b.subject === "mathematics")
      .reduce((n, b) => n + b.answers * b.mean, 0);
    expect(read / 3).toBeCloseTo(recorded.reduce((n, r) => n + r.mean, 0) / 3, 10);
  });

  it("gives the next step each question's difficulty exactly as stored, read as one row (decision 434)", async () => {
    const { headers } = await signIn(t);
    expect(
      (
        await submit(
          t,
          practice([
            [6, "B"],
            [7, "A"],
            [8, "B"],
          ]),
          headers,
        )
      ).statusCode,
    ).toBe(201);
    const stored = await t.app.db
      .selectFrom("question_difficulties")
      .select(["question_id", "mean", "variance", "count"])
      .where("bank", "=", "entrance")
      .execute();
    const read = await difficultiesOf(t.app.db, "entrance");
    expect(stored.length).toBeGreaterThanOrEqual(3);
    expect(read.size).toBe(stored.length);
    for (const r of stored)
      expect(read.get(r.question_id)).toEqual({
        mean: r.mean,
        variance: r.variance,
        count: r.count,
      });
    expect((await difficultiesOf(t.app.db, "no-such-bank")).size).toBe(0);
  });

  it("is moved by the answers an attempt keeps, not by one naming a question its bank does not hold", async () => {
    const { headers } = await signIn(t);
    const sent = await submit(
      t,
      practice([
        [451, "B"],
        [99_999, "B"],
      ]),
      headers,
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().answers[1]).toMatchObject({
      state: "refused",
      refusal: { code: "attempts.questionNotInBank" },
    });
    expect((await difficulties([451, 99_999])).map((d) => d.question_id)).toEqual([451]);
    expect(await abilities(headers)).toHaveLength(1);
  });

  it("counts every answer when many students' attempts on the same questions arrive at once", async () => {
    const students = await Promise.all(Array.from({ length: 6 }, () => signIn(t)));
    const ids = [101, 102, 103, 104, 105];
    const before = await difficulties(ids);
    expect(before).toEqual([]);
    const results = await Promise.all(
      students.flatMap(({ headers }, s) => [
        submit(t, practice(ids.map((q) => [q, (q + s) % 2 ? "B" : "A"])), headers),
        submit(t, practice([[ids[s % ids.length]!, "B"]]), headers),
      ]),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const after = await difficulties(ids);
    const extra = (q: number) => students.filter((_, s) => ids[s % ids.length] === q).length;
    expect(after.map((r) => [r.question_id, r.count])).toEqual(
      ids.map((q) => [q, students.length + extra(q)]),
    );
    for (const { headers } of students)
      expect((await abilities(headers)).map((a) => [a.subject, a.count])).toEqual([
        ["mathematics", 6],
      ]);
  });

  it("moves the model by a mock sitting the server records, and not by one it refuses", async () => {
    const { headers } = await signIn(t);
    const questions = await fetchPaper(t, "mock-1");
    const ok = await submit(
      t,
      sitting(t, "mock-1", questions, (_q, i) => i % 2 === 0),
      headers,
    );
    expect(ok.statusCode).toBe(201);
    expect((await abilities(headers)).map((a) => [a.subject, a.count])).toEqual([
      ["chemistry", 25],
      ["computer", 10],
      ["english", 15],
      ["mathematics", 25],
      ["physics", 25],
    ]);
    // Finished faster than anyone can open the questions: refused, and the model stays as it was.
    const other = await signIn(t);
    const refused = await submit(
      t,
      sitting(t, "mock-2", await fetchPaper(t, "mock-2"), () => true, { minutes: 0.1 }),
      other.headers,
    );
    expect(refused.statusCode).toBe(422);
    expect(await abilities(other.headers)).toEqual([]);
  });
});

describe("GET /api/me/readiness", () => {
  const readiness = async (headers: Headers) => {
    const res = await t.app.inject({ method: "GET", url: "/api/me/readiness", headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ papers: Array<Record<string, unknown>> }>().papers;
  };
  /** `n` answers in each of the fixtures' subjects named (ids: 25 a subject in turn). */
  const answersIn = (subjects: string[], n: number, right: (i: number) => boolean) => {
    const start = { mathematics: 1, physics: 26, chemistry: 51, english: 76, computer: 91 };
    return practice(
      subjects.flatMap((s) =>
        Array.from({ length: n }, (_, i): [number, string] => [
          start[s as keyof typeof start] + i + 100 * 3,
          right(i) ? "B" : "A",
        ]),
      ),
    );
  };

  it("tells a new student what is missing instead of a number, heaviest subject first", async () => {
    const { headers } = await signIn(t);
    const [csit] = await readiness(headers);
    expect(csit).toEqual({
      paper: "csit",
      weights: [
        { subject: "mathematics", marks: 25 },
        { subject: "physics", marks: 25 },
        { subject: "chemistry", marks: 25 },
        { subject: "english", marks: 15 },
        { subject: "computer", marks: 10 },
      ],
      max: 100,
      pass_marks: 35,
      answers: 0,
      estimate: null,
      missing: [
        { subject: "mathematics", answers: 0, needed: 10 },
        { subject: "physics", answers: 0, needed: 10 },
        { subject: "chemistry", answers: 0, needed: 10 },
        { subject: "english", answers: 0, needed: 10 },
        { subject: "computer", answers: 0, needed: 10 },
      ],
      min_answers: 10,
    });
    // Half the paper's marks tried is still too little.
    await submit(
      t,
      answersIn(["mathematics", "physics"], 10, () => true),
      headers,
    );
    const [half] = await readiness(headers);
    expect(half!.estimate).toBeNull();
    expect(half!.answers).toBe(20);
    expect(half!.missing).toEqual([
      { subject: "chemistry", answers: 0, needed: 10 },
      { subject: "english", answers: 0, needed: 10 },
      { subject: "computer", answers: 0, needed: 10 },
    ]);
  });

  it("predicts a score with an 80% range once 60% of the marks are tried, naming what is not", async () => {
    const { headers } = await signIn(t);
    await submit(
      t,
      answersIn(["mathematics", "physics", "chemistry"], 12, (i) => i % 4 !== 0),
      headers,
    );
    const [csit] = await readiness(headers);
    const estimate = csit!.estimate as {
      expected: number;
      low: number;
      high: number;
      untried: string[];
      subjects: Array<{ subject: string; answers: number; tried: boolean; max: number }>;
    };
    expect(csit!.answers).toBe(36);
    expect(estimate.untried).toEqual(["english", "computer"]);
    expect(estimate.low).toBeLessThan(estimate.expected);
    expect(estimate.expected).toBeLessThan(estimate.high);
    expect(estimate.low).toBeGreaterThanOrEqual(0);
    expect(estimate.high).toBeLessThanOrEqual(100);
    expect(estimate.subjects.map((s) => [s.subject, s.answers, s.tried, s.max])).toEqual([
      ["mathematics", 12, true, 25],
      ["physics", 12, true, 25],
      ["chemistry", 12, true, 25],
      ["english", 0, false, 15],
      ["computer", 0, false, 10],
    ]);
  });

  it("puts a student who gets most right above one who gets most wrong", async () => {
    const strong = await signIn(t);
    const weak = await signIn(t);
    const all = ["mathematics", "physics", "chemistry", "english", "computer"];
    await submit(
      t,
      answersIn(all, 10, (i) => i !== 0),
      strong.headers,
    );
    await submit(
      t,
      answersIn(all, 10, (i) => i === 0),
      weak.headers,
    );
    const [a] = await readiness(strong.headers);
    const [b] = await readiness(weak.headers);
    const ea = a!.estimate as { expected: number; low: number };
    const eb = b!.estimate as { expected: number; high: number };
    expect(ea.expected).toBeGreaterThan(60);
    expect(eb.expected).toBeLessThan(40);
    expect(ea.low).toBeGreaterThan(eb.high);
  });

  it("names the BCA entrance beside the CSIT one, with the BCA paper's weights and interview marks", async () => {
    const { headers } = await signIn(t);
    const papers = await readiness(headers);
    expect(papers.map((p) => p.paper)).toEqual(["csit", "bca"]);
    expect(papers[1]).toEqual({
      paper: "bca",
      weights: [
        { subject: "english", marks: 40 },
        { subject: "mathematics", marks: 50 },
        { subject: "general knowledge", marks: 10 },
      ],
      max: 100,
      pass_marks: 40,
      answers: 0,
      estimate: null,
      missing: [
        { subject: "mathematics", answers: 0, needed: 10 },
        { subject: "english", answers: 0, needed: 10 },
        { subject: "general knowledge", answers: 0, needed: 10 },
      ],
      min_answers: 10,
    });

    // A BCA mock sitting, right in English and general knowledge, wrong in mathematics.
    const questions = await fetchPaper(t, "bca-mock-1");
    const sat = await submit(
      t,
      sitting(t, "bca-mock-1", questions, (q) => q.category !== "mathematics"),
      headers,
    );
    expect(sat.statusCode).toBe(201);
    const [csit, bca] = await readiness(headers);
    const estimate = bca!.estimate as {
      expected: number;
      subjects: Array<{ subject: string; answers: number; expected: number; max: number }>;
      untried: string[];
    };
    expect(bca!.answers).toBe(100);
    expect(estimate.untried).toEqual([]);
    const bySubject = Object.fromEntries(estimate.subjects.map((s) => [s.subject, s]));
    expect(bySubject.english!.max).toBe(40);
    expect(bySubject.mathematics!.max).toBe(50);
    expect(bySubject.english!.expected / 40).toBeGreaterThan(0.6);
    expect(bySubject.mathematics!.expected / 50).toBeLessThan(0.4);
    // The CSIT paper rests on the same student's English and mathematics, and says what else it needs.
    expect(csit!.answers).toBe(90);
    expect(csit!.estimate).toBeNull();
    expect((csit!.missing as Array<{ subject: string }>).map((m) => m.subject)).toEqual([
      "physics",
      "chemistry",
      "computer",
    ]);
  });

  it("says only what one subject can tell: the other subjects missing, no number", async () => {
    const { headers } = await signIn(t);
    await submit(
      t,
      answersIn(["mathematics"], 25, () => true),
      headers,
    );
    const [csit, bca] = await readiness(headers);
    expect(csit!.estimate).toBeNull();
    expect(csit!.answers).toBe(25);
    expect((csit!.missing as Array<{ subject: string }>).map((m) => m.subject)).toEqual([
      "physics",
      "chemistry",
      "english",
      "computer",
    ]);
    // Mathematics is half the BCA paper: still short of the 60% of the marks a number needs.
    expect(bca!.estimate).toBeNull();
    expect((bca!.missing as Array<{ subject: string }>).map((m) => m.subject)).toEqual([
      "english",
      "general knowledge",
    ]);
  });

  it("tells the same counts as the progress table, answers the model has not taken included (issue 69 point 4)", async () => {
    const { headers } = await signIn(t);
    await submit(
      t,
      answersIn(["mathematics", "physics", "chemistry"], 12, (i) => i % 3 !== 0),
      headers,
    );
    await submit(
      t,
      answersIn(["english"], 8, () => true),
      headers,
    );
    // English's and computer's answers kept before the model existed: in the table, not in the model.
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers });
    const userId = me.json<{ user: { id: number } }>().user.id;
    await t.app.db
      .deleteFrom("student_abilities")
      .where("user_id", "=", userId)
      .where("subject", "=", "english")
      .execute();
    await t.app.db
      .insertInto("progress_days")
      .values({
        user_id: userId,
        day: "2026-11-20",
        mode: "entrance",
        category: "computer",
        topic: "",
        attempts: 1,
        answered: 4,
        correct: 2,
        seconds: 80,
      })
      .execute();
    const progress = await t.app.inject({ method: "GET", url: "/api/me/progress", headers });
    const table = new Map(
      progress
        .json<{ by_category: Array<{ category: string; answered: number }> }>()
        .by_category.map((r) => [r.category, r.answered]),
    );
    expect(table.get("english")).toBe(8);
    expect(table.get("computer")).toBe(4);

    const [csit] = await readiness(headers);
    const estimate = csit!.estimate as {
      untried: string[];
      few: Array<{ subject: string; answers: number }>;
      subjects: Array<{ subject: string; answers: number }>;
    };
    // Never "not tried" beside a table that shows answers: few, with the table's numbers.
    expect(estimate.untried).toEqual([]);
    expect(estimate.few).toEqual([
      { subject: "english", answers: 8 },
      { subject: "computer", answers: 4 },
    ]);
    for (const s of estimate.subjects) expect(s.answers, s.subject).toBe(table.get(s.subject));
    expect(csit!.answers).toBe(36 + 8 + 4);
  });

  it("says what Practise next holds, by subject, with the card's counts (issue 69 point 4)", async () => {
    const { headers } = await signIn(t);
    await submit(
      t,
      answersIn(["mathematics", "physics"], 12, (i) => i % 2 === 0),
      headers,
    );
    await submit(
      t,
      answersIn(["english"], 3, () => true),
      headers,
    );
    const res = await t.app.inject({ method: "GET", url: "/api/me/readiness", headers });
    const body = res.json<{
      papers: Array<{ paper: string; missing: Array<{ subject: string; answers: number }> }>;
      next_step: {
        paper: string;
        questions: number;
        reviews: number;
        subjects: Array<{ subject: string; questions: number; answers: number }>;
      };
    }>();
    const step = await t.app.inject({ method: "GET", url: "/api/me/next-step", headers });
    const why = step.json<{ why: Array<{ subject: string; reason: string }> }>().why;
    // The very set the link opens, told by subject, most questions first.
    const held = new Map<string, number>();
    for (const w of why) held.set(w.subject, (held.get(w.subject) ?? 0) + 1);
    expect(body.next_step.paper).toBe("csit");
    expect(body.next_step.questions).toBe(why.length);
    expect(body.next_step.reviews).toBe(why.filter((w) => w.reason === "review").length);
    expect(new Map(body.next_step.subjects.map((s) => [s.subject, s.questions]))).toEqual(held);
    const counts = body.next_step.subjects.map((s) => s.questions);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Each subject's answers are the card's (its "missing" list says them while it has no number).
    const card = new Map(
      body.papers.find((p) => p.paper === "csit")!.missing.map((m) => [m.subject, m.answers]),
    );
    const expected: Record<string, number> = {
      mathematics: 12,
      physics: 12,
      english: 3,
      chemistry: 0,
      computer: 0,
    };
    for (const s of body.next_step.subjects) {
      expect(s.answers, s.subject).toBe(expected[s.subject]);
      if (card.has(s.subject)) expect(s.answers, s.subject).toBe(card.get(s.subject));
    }
  });

  it("is for a signed-in student only", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/me/readiness" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });
});

describe("GET /api/me/next-step", () => {
  type NextStep = {
    questions: Array<{ id: number; bank: string; category: string; answer: string }>;
    why: Array<{ reason: string; subject: string; chance: number }>;
  };
  const nextStep = async (headers: Headers) => {
    const res = await t.app.inject({ method: "GET", url: "/api/me/next-step", headers });
    expect(res.statusCode).toBe(200);
    return res.json<NextStep>();
  };

  it("gives a new student ten questions of the entrance bank, spread over the paper's heavy subjects", async () => {
    const { headers } = await signIn(t);
    const { questions, why } = await nextStep(headers);
    expect(questions).toHaveLength(10);
    expect(new Set(questions.map((q) => q.id)).size).toBe(10);
    expect(questions.every((q) => q.bank === "entrance" && q.answer === "B")).toBe(true);
    expect(why.every((w) => w.reason === "gain" && w.chance > 0 && w.chance < 1)).toBe(true);
    // At the prior every subject is as hard: the 25-mark subjects come first, none ten times.
    const subjects = new Set(questions.map((q) => q.category));
    expect(subjects.size).toBeGreaterThanOrEqual(3);
    expect(
      why
        .map((w) => w.subject)
        .slice(0, 3)
        .sort(),
    ).toEqual(["chemistry", "mathematics", "physics"]);
    // The same set when asked again the same day.
    expect((await nextStep(headers)).questions.map((q) => q.id)).toEqual(
      questions.map((q) => q.id),
    );
  });

  it("puts due reviews first, at most three, and leaves what was just answered out of new ground", async () => {
    const { headers } = await signIn(t);
    // Five missed (each becomes a review card, due the next day) and ten right, all mathematics.
    const ids = Array.from({ length: 15 }, (_, i) => 600 + i + 1);
    await submit(t, practice(ids.map((id, i) => [id, i < 5 ? "A" : "B"])), headers);
    const today = await nextStep(headers);
    expect(today.why.every((w) => w.reason === "gain")).toBe(true);
    expect(today.questions.some((q) => ids.includes(q.id))).toBe(false);

    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    const later = await nextStep(headers);
    expect(later.questions).toHaveLength(10);
    expect(later.why.slice(0, 3).map((w) => w.reason)).toEqual(["review", "review", "review"]);
    expect(later.why.slice(3).every((w) => w.reason === "gain")).toBe(true);
    expect(later.questions.slice(0, 3).every((q) => ids.slice(0, 5).includes(q.id))).toBe(true);
    expect(later.questions.slice(3).some((q) => ids.includes(q.id))).toBe(false);
  });

  it("is for a signed-in student only", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/me/next-step" });
    expect(res.statusCode).toBe(401);
  });
});
