import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, EXAMINER, EXAMINER_ENV } from "./modules/exams/exam-fixtures";
import { writeMockFixtures } from "./modules/mocks/mock-fixtures";
import { expectCodedError } from "./test/routes";
import { createTestApp, type TestApp } from "./test/test-app";

// fuzz.test.ts's malformed requests reach no signed-in route; these do, as the callers that once
// got a 500 from them (issue 47). Seeded like the rest (FUZZ_RUNS, FUZZ_SEED).
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

/**
 * The two causes of issue 47's 500s, as properties over the routes they reached: HTML nested deep
 * in a Moodle XML file (the HTML reader recursed, and overflowed the stack at 20,000) on the four
 * routes that read a file, and a mock sitting's id sent again by another student or for another
 * paper (the unique key answered 500).
 */
describe("signed-in requests that once answered 500 (issue 47)", () => {
  const SIGNED_RUNS = Math.max(20, Math.round(RUNS / 40));
  let s: TestApp;
  let students: Record<string, string>[];
  let examiner: Record<string, string>;
  beforeAll(async () => {
    s = await createTestApp({ ...EXAMINER_ENV, ...writeMockFixtures().env });
    const api = client(s);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    examiner = bearer(await api.signUp(EXAMINER));
    students = [bearer(await api.signUp()), bearer(await api.signUp())];
  }, 120_000);
  afterAll(async () => s.close());

  const expectAnswered = (res: { statusCode: number; json(): unknown }, what: string) => {
    expect(res.statusCode, what).toBeLessThan(500);
    if (res.statusCode >= 400) expectCodedError(res.json(), what);
  };

  it("a Moodle XML file of HTML nested up to 20,000 deep, on every route that reads a file", async () => {
    const html = fc
      .record({
        tags: fc.array(fc.constantFrom("b", "i", "div", "span", "p", "li", "td", "a", "sub"), {
          minLength: 1,
          maxLength: 4,
        }),
        depth: fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 5_000, max: 20_000 })),
        attributes: fc.boolean(),
      })
      .map(({ tags, depth, attributes }) =>
        Array.from({ length: depth }, (_, i) => {
          const tag = tags[i % tags.length]!;
          return attributes ? `<${tag} id="n${i}">` : `<${tag}>`;
        }).join(""),
      );
    const file = (body: string) =>
      `<?xml version="1.0"?><quiz><question type="multichoice"><questiontext format="html"><text><![CDATA[${body}Which?]]></text></questiontext>` +
      ["right", "wrong", "other"]
        .map((o, i) => `<answer fraction="${i ? 0 : 100}"><text>${o}</text></answer>`)
        .join("") +
      `<generalfeedback format="html"><text><![CDATA[${body}]]></text></generalfeedback></question></quiz>`;
    const route = fc.constantFrom(
      ["/api/examiner/catalog-import/preview", { into: "grade-x-mathematics/algebra/sets" }],
      ["/api/examiner/catalog-import", { into: "grade-x-mathematics/algebra/sets" }],
      ["/api/examiner/banks", { name: "Deep bank", dry_run: true }],
      ["/api/examiner/banks", { name: "Deep bank" }],
    );
    await fc.assert(
      fc.asyncProperty(html, route, async (body, [url, fields]) => {
        const res = await s.app.inject({
          method: "POST",
          url,
          headers: examiner,
          payload: { ...fields, format: "moodle-xml", text: file(body) },
        });
        expectAnswered(res, `POST ${url}`);
      }),
      { numRuns: SIGNED_RUNS, seed: SEED },
    );
  }, 300_000);

  it("a mock sitting's id sent again, by another student or for another paper", async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const save = fc.record({
      student: fc.constantFrom(0, 1),
      id: fc.constantFrom(...ids),
      paper: fc.constantFrom("mock-1", "mock-2", "mock-3"),
      elapsed: fc.integer({ min: 0, max: 60 * 60_000 }),
      changes: fc.nat({ max: 50 }),
    });
    await fc.assert(
      fc.asyncProperty(save, async ({ student, id, paper, elapsed, changes }) => {
        const res = await s.app.inject({
          method: "PUT",
          url: `/api/me/mocks/${paper}/sitting`,
          headers: students[student]!,
          payload: {
            id,
            elapsed_ms: elapsed,
            current: 0,
            picks: Array.from({ length: 100 }, () => null),
            flags: [],
            seen: [0],
            changes,
          },
        });
        expectAnswered(res, `PUT ${paper} sitting ${id} as student ${student}`);
      }),
      { numRuns: SIGNED_RUNS, seed: SEED },
    );
    // Each id is one sitting's, of one student and one paper.
    const rows = await s.app.db.selectFrom("mock_sittings").select(["id", "user_id"]).execute();
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  }, 300_000);
});
