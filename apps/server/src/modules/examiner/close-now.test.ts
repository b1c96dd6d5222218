import { nepal } from "../../test/nepal-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, usingPostgres, type TestApp } from "../../test/test-app";
import {
  EXAMINER,
  EXAMINER_ENV,
  OTHER_EXAMINER,
  client,
  privateBank,
  examinerSuite,
} from "../exams/exam-fixtures";

/**
 * "Close now" (issue 30): an examiner ends a running exam early. No one starts it afterwards, the
 * students sitting it can save nothing more (after the usual grace for answers in flight), and its
 * results follow the close as they would at the planned one.
 */
const attempt = (slug: string) => `/api/exams/${slug}/attempt`;
const close = (slug: string) => `/api/examiner/exams/${slug}/close`;

const { t, api, examiner, bankId } = await examinerSuite({
  bank: privateBank({ mathematics: 3, physics: 2 }, 9100),
});

describe("close now", () => {
  it("ends the window and every running attempt; results at close follow it", async () => {
    const exam = await api.examOn(examiner, bankId);
    const [asha, bikash, late] = [await api.signUp(), await api.signUp(), await api.signUp()];
    const paper = (await api.call("POST", attempt(exam.slug), asha, {})).json();
    await api.call("POST", attempt(exam.slug), bikash, {});
    await api.call("POST", `${attempt(exam.slug)}/submit`, bikash);
    const [q1, q2] = paper.questions as { id: number }[];
    const save = (q: { id: number }, seq: number) =>
      api.call("PUT", `${attempt(exam.slug)}/answers/${q.id}`, asha, { pick: `Key ${q.id}`, seq });
    expect((await save(q1!, 1)).statusCode).toBe(200);

    const closedAt = t.clock.now.toISOString();
    const closed = await api.call("POST", close(exam.slug), examiner);
    expect(closed.statusCode).toBe(200);
    // Bikash had submitted: only Asha was cut short.
    expect(closed.json()).toEqual({
      code: "exams.closedNow",
      params: { when: closedAt, count: 1 },
      message: `Closed at ${nepal(closedAt)}. The 1 student still sitting it can save no more answers; their answers so far are kept.`,
    });

    // Nobody starts it any more; it is gone from the students' list of open exams.
    const refused = await api.call("POST", attempt(exam.slug), late, {});
    expect(refused.statusCode).toBe(404);
    // Said as closed (decision 108), not as an address with no exam.
    expect(refused.json().code).toBe("exams.closedAt");
    const open = (await api.call("GET", "/api/exams", late)).json();
    expect(open.exams.map((e: { slug: string }) => e.slug)).not.toContain(exam.slug);

    // Past the grace for answers in flight, Asha's next tap is refused, naming the close.
    t.clock.advance(2_001);
    const after = await save(q2!, 2);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: "exams.timeUp" });
    expect(after.json().params.when).toBe(closedAt.replace(/\.\d{3}Z$/, "Z"));

    // The examiner's list shows the new close; both attempts count as handed in.
    const listed = await api.listed(examiner, exam.slug);
    expect(listed).toMatchObject({ closes_at: closedAt, started: 2, submitted: 2 });
    // Results at close are out now, with the answer saved before the close.
    const result = await api.call("GET", `/api/exams/${exam.slug}/result`, asha);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ correct: 1, candidates: 2 });
  });

  it("the sitting's status poll learns the new end at once, and a submit on another device", async () => {
    const exam = await api.examOn(examiner, bankId);
    const [asha, bikash, never] = [await api.signUp(), await api.signUp(), await api.signUp()];
    const paper = (await api.call("POST", attempt(exam.slug), asha, {})).json();
    await api.call("POST", attempt(exam.slug), bikash, {});
    const status = (who: string) => api.call("GET", attempt(exam.slug), who);

    const before = await status(asha);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      deadline: paper.deadline,
      seconds_left: paper.seconds_left,
      submitted: false,
      clock_ms: paper.clock_ms,
    });
    t.clock.advance(60_000);
    expect((await status(asha)).json().seconds_left).toBe(paper.seconds_left - 60);

    // Bikash hands in on another device: his other screen learns it.
    await api.call("POST", `${attempt(exam.slug)}/submit`, bikash);
    expect((await status(bikash)).json()).toMatchObject({ submitted: true });

    // Closed now: the very next poll names the close as Asha's end, no time left.
    const closedAt = t.clock.now.toISOString();
    expect((await api.call("POST", close(exam.slug), examiner)).statusCode).toBe(200);
    expect((await status(asha)).json()).toEqual({
      deadline: closedAt,
      seconds_left: 0,
      submitted: false,
      clock_ms: paper.clock_ms + 60_000,
    });
    expect(Date.parse(closedAt)).toBeLessThan(Date.parse(paper.deadline));

    // Not started, or not signed in: refused with a code and a message.
    const none = await status(never);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "exams.notStarted", message: expect.any(String) });
    expect((await api.call("GET", attempt(exam.slug))).statusCode).toBe(401);
  });

  it("cancels an exam not open yet: nobody can start it, even at its planned opening", async () => {
    const now = t.clock.now.getTime();
    const later = await api.examOn(examiner, bankId, {
      opens_at: new Date(now + 60 * 60_000).toISOString(),
      closes_at: new Date(now + 2 * 60 * 60_000).toISOString(),
    });
    const cancelledAt = t.clock.now.toISOString();
    const cancelled = await api.call("POST", close(later.slug), examiner);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      code: "exams.cancelled",
      params: { when: cancelledAt },
      message: `Cancelled at ${nepal(cancelledAt)}: the exam will not open, and no student can start it.`,
    });
    const listed = await api.listed(examiner, later.slug);
    expect(listed).toMatchObject({ opens_at: cancelledAt, closes_at: cancelledAt, started: 0 });
    // At the planned opening, a student cannot start it.
    t.clock.advance(60 * 60_000 + 1_000);
    const student = await api.signUp();
    const start = await api.call("POST", attempt(later.slug), student, {});
    expect(start.statusCode).toBe(404);
    expect(start.json().code).toBe("exams.notOpen");
    // Once cancelled, it is over: a second tap is refused.
    const again = await api.call("POST", close(later.slug), examiner);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("exams.notRunning");
  });

  it("is refused after it closed, to another examiner and to a student", async () => {
    const running = await api.examOn(examiner, bankId);
    const other = await api.signUp(OTHER_EXAMINER);
    const notTheirs = await api.call("POST", close(running.slug), other);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe("exams.noExam");
    const student = await api.signUp();
    expect((await api.call("POST", close(running.slug), student)).statusCode).toBe(403);
    expect((await api.call("POST", close(running.slug))).statusCode).toBe(401);
    expect((await api.call("POST", close(running.slug), examiner)).statusCode).toBe(200);
    const twice = await api.call("POST", close(running.slug), examiner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("exams.notRunning");
  });

  it("lets the results of an exam it held back go out", async () => {
    const shared = privateBank({ mathematics: 2 }, 9300);
    const bank = await api.uploadBank(examiner, shared, "Shared for close now");
    const now = t.clock.now.getTime();
    const morning = await api.examOn(examiner, bank, {
      release: "manual",
      closes_at: new Date(now + 10 * 60_000).toISOString(),
    });
    const afternoon = await api.examOn(examiner, bank, {
      closes_at: new Date(now + 3 * 60 * 60_000).toISOString(),
    });
    t.clock.advance(10 * 60_000 + 2_001);
    const held = await api.call("POST", `/api/examiner/exams/${morning.slug}/release`, examiner);
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe("exams.heldBack");
    expect((await api.call("POST", close(afternoon.slug), examiner)).statusCode).toBe(200);
    t.clock.advance(2_001);
    const released = await api.call(
      "POST",
      `/api/examiner/exams/${morning.slug}/release`,
      examiner,
    );
    expect(released.statusCode).toBe(200);
  });
});

/**
 * Each server process keeps its own copy of every exam it has served (papers.ts); a close made on
 * one process must hold on the other at once. Two processes share only a database server: these
 * run with TEST_DATABASE_URL.
 */
if (usingPostgres) {
  describe("close now with two server processes on one PostgreSQL database", () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp(EXAMINER_ENV);
      b = await createTestApp({ ...EXAMINER_ENV, DATABASE_URL: a.config.databaseUrl! });
      b.clock.now = a.clock.now;
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it("closed on B: a save and a start on A, which has the exam in its memory, are refused", async () => {
      const onA = client(a);
      const onB = client(b);
      const examiner = await onA.signUp(EXAMINER);
      const bankId = await onA.uploadBank(examiner, privateBank({ mathematics: 4 }, 9500));
      const exam = await onA.createExam(examiner, onA.examForm({ source: { bank_id: bankId } }));
      const [asha, bikash] = [await onA.signUp(), await onA.signUp()];
      // A learns the exam: Asha starts and saves there.
      const { questions } = (await onA.call("POST", attempt(exam.slug), asha, {})).json();
      const save = (q: { id: number }, seq: number) =>
        onA.call("PUT", `${attempt(exam.slug)}/answers/${q.id}`, asha, {
          pick: `Key ${q.id}`,
          seq,
        });
      expect((await save(questions[0], 1)).statusCode).toBe(200);

      const closed = await onB.call("POST", close(exam.slug), examiner);
      expect(closed.statusCode).toBe(200);
      expect(closed.json().params.count).toBe(1);

      // One wall clock: past the grace on both.
      a.clock.advance(2_001);
      b.clock.now = a.clock.now;
      const refused = await save(questions[1], 2);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe("exams.timeUp");
      // A still has the old close in its memory; the start reads the database's.
      const start = await onA.call("POST", attempt(exam.slug), bikash, {});
      expect(start.statusCode).toBe(404);
      expect(start.json().code).toBe("exams.closedAt");
      // Her sitting's status poll on A reads the close made on B.
      const status = await onA.call("GET", attempt(exam.slug), asha);
      expect(status.json()).toMatchObject({ seconds_left: 0, submitted: false });
      expect(status.json().deadline).toBe(closed.json().params.when);
      // Asha's answer from before the close is kept.
      const merit = (
        await onA.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner)
      ).json();
      expect(merit.rows).toHaveLength(1);
      expect(merit.rows[0]).toMatchObject({ correct: 1 });
    });
  });
}
