import { describe, expect, it } from "vitest";
import { nextSeq, privateBank, examinerSuite } from "./exam-fixtures";
import { GRACE_MS } from "./deadline";

const { t, api, examiner, student: first } = await examinerSuite({ student: true });

/**
 * Results are fixed once, by the first request after the close and the grace (decision 201). A
 * request that read its clock before the close but reached the database after the results were
 * fixed (held up on a busy server, or on another process) must not add a candidate or an answer the
 * fixed results leave out: seen once as a 500 ("no fixed result for attempt") on a student's result.
 * The order is made explicit with the test clock: the results are fixed with the clock past the end,
 * then the held-up request is replayed with the time it read before the close.
 */
describe("a request held up past the fixing of the results", () => {
  it("starts no attempt and saves no answer: every candidate of the exam has a fixed result", async () => {
    const bankId = await api.uploadBank(examiner, privateBank({ mathematics: 3 }));
    const closesAt = t.clock.now.getTime() + 20 * 60_000;
    const exam = await api.examOn(examiner, bankId, {
      closes_at: new Date(closesAt).toISOString(),
    });
    const url = `/api/exams/${exam.slug}/attempt`;
    const [second, late] = [await api.signUp(), await api.signUp()];
    const pick = (id: number) => ({ pick: `Key ${id}`, seq: nextSeq() });

    // The first sits and submits; the second starts, answers one question and is still writing.
    const mine = (await api.call("POST", url, first, {})).json();
    const [q1] = mine.questions as { id: number }[];
    expect(
      (await api.call("PUT", `${url}/answers/${q1!.id}`, first, pick(q1!.id))).statusCode,
    ).toBe(200);
    expect((await api.call("POST", `${url}/submit`, first)).statusCode).toBe(200);
    const theirs = (await api.call("POST", url, second, {})).json();
    const [p1, p2] = theirs.questions as { id: number }[];
    expect(
      (await api.call("PUT", `${url}/answers/${p1!.id}`, second, pick(p1!.id))).statusCode,
    ).toBe(200);

    // Past the close and the grace, the first student's result fixes the exam's results.
    const end = closesAt + GRACE_MS + 1_000;
    t.clock.now = new Date(end);
    const result = (who: string) => api.call("GET", `/api/exams/${exam.slug}/result`, who);
    const fixed = await result(first);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ correct: 1, candidates: 2 });

    // Requests that read the clock a second before the close, and reached the database only now.
    t.clock.now = new Date(closesAt - 1_000);
    const start = await api.call("POST", url, late, {});
    expect(start.statusCode, start.body).toBe(404);
    expect(start.json().code).toBe("exams.notOpen");
    const save = await api.call("PUT", `${url}/answers/${p2!.id}`, second, pick(p2!.id));
    expect(save.statusCode, save.body).toBe(409);
    expect(save.json().code).toBe("exams.timeUp");

    // Read after the end: the late student sat nothing (the address says the exam closed); the
    // second's result and review agree.
    t.clock.now = new Date(end + 60_000);
    const none = await result(late);
    expect(none.statusCode, none.body).toBe(404);
    expect(none.json().code).toBe("exams.closedAt");
    const read = await result(second);
    expect(read.statusCode, read.body).toBe(200);
    const body = read.json() as {
      correct: number;
      unanswered: number;
      candidates: number;
      review: { id: number; pick: string | null }[];
    };
    expect(body).toMatchObject({ correct: 1, unanswered: 2, candidates: 2 });
    expect(body.review.filter((item) => item.pick !== null).map((item) => item.id)).toEqual([
      p1!.id,
    ]);
    const merit = await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner);
    expect(merit.statusCode, merit.body).toBe(200);
    expect(merit.json().rows).toHaveLength(2);
  });
});
