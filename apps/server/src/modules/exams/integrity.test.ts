import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import {
  EXAMINER,
  EXAMINER_ENV,
  client,
  nextSeq,
  privateBank,
  type BankQuestion,
} from "./exam-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(EXAMINER_ENV);
});
afterAll(async () => {
  await t.close();
});

/**
 * Every way a key or an explanation of `bank` could show in a body; in an exam's own responses,
 * also any field that would carry one (the practice banks' answers are public by design).
 */
function leaks(body: string, bank: BankQuestion[], examResponse = true): string[] {
  const found: string[] = [];
  if (examResponse && /"(answer|explanation|correct)"\s*:/.test(body))
    found.push("a key or explanation field");
  for (const q of bank) {
    if (body.includes(q.explanation)) found.push(`explanation of ${q.id}`);
    if (body.includes(JSON.stringify(q.answer).slice(1, -1) + '","explanation'))
      found.push(`answer of ${q.id}`);
  }
  return found;
}

describe("no key or explanation of an open exam leaves the server", () => {
  it("over a whole attempt: every response body and every cached response", async () => {
    const api = client(t);
    const examiner = await api.signUp(EXAMINER);
    const bank = privateBank({ mathematics: 4, physics: 4, english: 4 }, 500);
    const bankId = await api.uploadBank(examiner, bank, "Sealed paper");
    const exam = await api.examOn(examiner, bankId);
    const student = await api.signUp();
    const base = `/api/exams/${exam.slug}`;
    const responses: { url: string; res: Awaited<ReturnType<typeof api.call>> }[] = [];
    const record = async (...args: Parameters<typeof api.call>) => {
      const res = await api.call(...args);
      responses.push({ url: args[1], res });
      return res;
    };
    await record("GET", "/api/exams", student);
    const attempt = (await record("POST", `${base}/attempt`, student, {})).json();
    for (const q of attempt.questions as { id: number; options: string[] }[]) {
      await record("PUT", `${base}/attempt/answers/${q.id}`, student, {
        pick: q.options[0],
        seq: nextSeq(),
      });
      await record("PUT", `${base}/attempt/answers/${q.id}`, student, {
        pick: q.options[1],
        seq: nextSeq(),
      });
    }
    await record("POST", `${base}/attempt`, student, {});
    await record("PUT", `${base}/attempt/answers/999999`, student, { pick: "x", seq: nextSeq() });
    await record("POST", `${base}/attempt/submit`, student);
    await record("GET", `${base}/result`, student);
    await record("GET", "/api/exams", student);
    // What the rest of the site serves and caches, fetched while the exam is open.
    for (const url of [
      "/api/health",
      "/api/banks/entrance/draw",
      "/api/banks/entrance/draw/compact",
      "/api/banks/entrance/papers/2074",
    ])
      await record("GET", url);

    expect(responses.length).toBeGreaterThan(27);
    for (const { url, res } of responses) {
      expect(leaks(res.body, bank, url.startsWith("/api/exams")), url).toEqual([]);
      if (url.startsWith("/api/exams")) expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const cached = await t.app.responseCache.bodies();
    expect(cached.length).toBeGreaterThan(0);
    for (const body of cached) expect(leaks(body, bank, false)).toEqual([]);

    // The same search finds the keys once the exam has closed and its results are out.
    t.clock.advance(2 * 60 * 60_000);
    const result = await api.call("GET", `${base}/result`, student);
    expect(result.statusCode).toBe(200);
    expect(leaks(result.body, bank)).toEqual(
      expect.arrayContaining(["a key or explanation field", "explanation of 500", "answer of 500"]),
    );
  });
});
