import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Passage, Question } from "@tayari/contracts/question";
import { signIn } from "../../test/progress-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { sitting, standing, submit, writeBcaFixtures, writeMockFixtures } from "./mock-fixtures";

let t: TestApp;
let bca: ReturnType<typeof writeBcaFixtures>;
beforeAll(async () => {
  const fixtures = writeMockFixtures();
  bca = writeBcaFixtures(fixtures.env.BANKS_DIR);
  t = await createTestApp(fixtures.env);
});
afterAll(async () => t.close());

async function paper(slug: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/mocks/${slug}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ paper: unknown; questions: Question[]; passages?: Passage[] }>();
}

describe("BCA mock tests (decision 175)", () => {
  it("serves a BCA paper of 100 in the file's order with its one passage, once, with maths trees", async () => {
    const body = await paper("bca-mock-2");
    expect(body.paper).toEqual({
      slug: "bca-mock-2",
      kind: "mock",
      number: 2,
      questions: 100,
      minutes: 120,
      profile: "bca",
      family: "bca",
    });
    expect(body.questions.map((q) => q.id)).toEqual(bca.papers.papers[1]!.questions);
    // The reading run first: five questions naming one passage, which the paper carries once.
    const named = body.questions.slice(0, 5).map((q) => q.passage);
    expect(new Set(named).size).toBe(1);
    expect(body.questions.slice(5).every((q) => q.passage === undefined)).toBe(true);
    expect(body.passages?.map((p) => p.id)).toEqual([named[0]]);
    expect(body.passages![0]!.text).toBe(bca.bank.passages.find((p) => p.id === named[0])!.text);

    const withTable = (await Promise.all([1, 2, 3, 4, 5].map((n) => paper(`bca-mock-${n}`))))
      .flatMap((p) => p.passages ?? [])
      .find((p) => p.text.includes("| Town |"))!;
    expect(withTable.math?.["$\\bar{r}$"]).toBeTruthy();
    // A B.Sc.CSIT paper carries no passages.
    expect((await paper("mock-1")).passages).toBeUndefined();
  });

  it("answers a BCA paper the installation has not with 404, and a malformed slug with 400", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/api/mocks/bca-mock-6" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "mocks.noSuchPaper" });
    const bad = await t.app.inject({ method: "GET", url: "/api/mocks/bca-model-2080" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "mocks.paperUnknown" });
  });

  it("keeps a running BCA sitting for another device", async () => {
    const { questions } = await paper("bca-mock-3");
    const { headers } = await signIn(t);
    const id = crypto.randomUUID();
    const picks = questions.map((_q, i) => (i < 3 ? "B" : null));
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/me/mocks/bca-mock-3/sitting",
      headers,
      payload: { id, elapsed_ms: 60_000, current: 2, picks, flags: [1], seen: [0, 1, 2] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ code: "mocks.sittingSaved", seconds_left: 120 * 60 - 60 });
    const got = await t.app.inject({
      method: "GET",
      url: "/api/me/mocks/bca-mock-3/sitting",
      headers,
    });
    expect(got.json().sitting).toMatchObject({ id, current: 2, flags: [1], picks });
  });

  it("scores a finished sitting by the bca profile: a mark a right answer, none lost for a wrong one", async () => {
    const { questions } = await paper("bca-mock-1");
    const { headers } = await signIn(t);
    // 55 right, 40 wrong, 5 left: 55 marks (negative marking would give fewer).
    const body = sitting(t, "bca-mock-1", questions, (_q, i) => i < 55, {
      skip: (_q, i) => i >= 95,
    });
    const res = await submit(t, body, headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().attempt).toMatchObject({
      mode: "mock",
      source: "bca-mock-1",
      title: "BCA mock test 1",
      score: 55,
      total: 100,
    });
    const s = await standing(t, "bca-mock-1", headers);
    expect(s.candidates).toBe(1);
    expect(s.you).toMatchObject({ marks: 55, max_marks: 100, rank: 1 });

    // Its review finds every question of the paper, the reading run's with their passage's id.
    const attempt = res.json().attempt as { id: string };
    const review = await t.app.inject({
      method: "GET",
      url: `/api/me/attempts/${attempt.id}`,
      headers,
    });
    expect(review.statusCode).toBe(200);
    const reviewed = review.json().questions as Array<{ id: number; passage?: string }>;
    expect(reviewed).toHaveLength(100);
    expect(reviewed[0]!.passage).toBe(questions[0]!.passage);
    expect(review.json().passages.map((p: Passage) => p.id)).toEqual([questions[0]!.passage]);
  });
});
