import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, twoProcesses, usingPostgres, type TestApp } from "../../test/test-app";
import {
  EXAMINER,
  EXAMINER_ENV,
  OTHER_EXAMINER,
  client,
  nextSeq,
  privateBank,
} from "./exam-fixtures";
import { EXAM_LIMITS } from "./routes";

/**
 * Nothing an exam needs lives in one process's memory: a process started afresh (a restart on the
 * embedded database; a second process on PostgreSQL) carries on an attempt where the first left it.
 */
// A restart of the embedded database takes most of these tests: at load 20-28 on two cores 120 s
// ran out, so they have 240 s.
describe("a process with nothing in its memory", () => {
  it("resumes the attempt with its deadline and answers, and takes the rest and the submit", async () => {
    await twoProcesses(EXAMINER_ENV, "exam-restart", async (first, another) => {
      const api = client(first);
      const examiner = await api.signUp(EXAMINER);
      const bankId = await api.uploadBank(examiner, privateBank({ mathematics: 4 }));
      const exam = await api.examOn(examiner, bankId);
      const student = await api.signUp();
      const url = `/api/exams/${exam.slug}/attempt`;
      const started = (await api.call("POST", url, student, {})).json();
      const [q1, q2] = started.questions as { id: number }[];
      const pick = (q: { id: number }) => ({ pick: `Key ${q.id}`, seq: nextSeq() });
      expect(
        (await api.call("PUT", `${url}/answers/${q1!.id}`, student, pick(q1!))).statusCode,
      ).toBe(200);
      const second = await another();
      second.clock.now = new Date(first.clock.now.getTime() + 45_000);
      const again = client(second);
      const resumed = await again.call("POST", url, student, {});
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toMatchObject({
        id: started.id,
        deadline: started.deadline,
        seconds_left: started.seconds_left - 45,
        answers: { [q1!.id]: `Key ${q1!.id}` },
        resume_at: 1,
      });
      expect(
        (await again.call("PUT", `${url}/answers/${q2!.id}`, student, pick(q2!))).statusCode,
      ).toBe(200);
      const submitted = await again.call("POST", `${url}/submit`, student);
      expect(submitted.json().answered).toBe(2);
    });
  }, 240_000);
});

/**
 * Exam day runs two or more server processes behind a load balancer on one PostgreSQL database
 * (docs/exam-day.md). Here two app instances, each with its own connection pool and its own
 * in-process caches, share one database and one wall clock; a student's requests land on either,
 * as a load balancer without sticky sessions sends them, and the two must behave as one.
 * Only a database server can be shared by two processes: these run with TEST_DATABASE_URL (CI runs
 * the server tests against PostgreSQL as well).
 */
if (usingPostgres) {
  describe("two server processes on one PostgreSQL database", () => {
    let a: TestApp;
    let b: TestApp;
    let onA: ReturnType<typeof client>;
    let onB: ReturnType<typeof client>;
    let examiner: string;
    let bankId: number;
    const bank = privateBank({ mathematics: 3, physics: 3, chemistry: 2, english: 2 });

    /** One wall clock for both processes (their machines' clocks are kept in step by NTP). */
    const advance = (ms: number) => {
      a.clock.advance(ms);
      b.clock.now = a.clock.now;
    };

    beforeAll(async () => {
      a = await createTestApp(EXAMINER_ENV);
      b = await createTestApp({ ...EXAMINER_ENV, DATABASE_URL: a.config.databaseUrl! });
      b.clock.now = a.clock.now;
      onA = client(a);
      onB = client(b);
      examiner = await onA.signUp(EXAMINER);
      bankId = await onB.uploadBank(examiner, bank);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    const attempt = (slug: string) => `/api/exams/${slug}/attempt`;

    it("a student starts on A and resumes, saves and submits on B: one attempt, one deadline", async () => {
      const exam = await onA.createExam(
        examiner,
        onA.examForm({ source: { bank_id: bankId }, timing: { mode: "whole_paper", minutes: 20 } }),
      );
      const student = await onB.signUp();
      const started = await onA.call("POST", attempt(exam.slug), student, {});
      expect(started.statusCode).toBe(201);
      const { id, deadline, questions } = started.json();
      expect(started.json().seconds_left).toBe(1200);

      advance(90_000);
      const resumed = await onB.call("POST", attempt(exam.slug), student, {});
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toMatchObject({ id, deadline, seconds_left: 1110, answers: {} });
      expect(resumed.json().questions).toEqual(questions);

      const [first, second] = questions as { id: number }[];
      const onBSave = await onB.call("PUT", `${attempt(exam.slug)}/answers/${first!.id}`, student, {
        pick: `Key ${first!.id}`,
        seq: nextSeq(),
      });
      expect(onBSave.json()).toMatchObject({ question_id: first!.id, seconds_left: 1110 });
      // The next tap, at the same instant of the clock on the other process: the pick's number,
      // not the time or the question id, says which was last.
      const onASave = await onA.call(
        "PUT",
        `${attempt(exam.slug)}/answers/${second!.id}`,
        student,
        { pick: `Decoy A${second!.id}`, seq: nextSeq() },
      );
      expect(onASave.statusCode).toBe(200);
      // A reload that lands on A sees what B stored, and goes on after the last answer.
      const again = await onA.call("POST", attempt(exam.slug), student, {});
      expect(again.json()).toMatchObject({
        id,
        answers: { [first!.id]: `Key ${first!.id}`, [second!.id]: `Decoy A${second!.id}` },
        resume_at: 2,
      });

      const counts = (on: typeof onA) =>
        on
          .call("GET", "/api/examiner/exams", examiner)
          .then((r) => r.json().exams.find((e: { slug: string }) => e.slug === exam.slug));
      expect(await counts(onB)).toMatchObject({ started: 1, submitted: 0 });

      const submitted = await onB.call("POST", `${attempt(exam.slug)}/submit`, student);
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json().answered).toBe(2);
      expect(await counts(onA)).toMatchObject({ started: 1, submitted: 1 });
      const late = await onA.call("PUT", `${attempt(exam.slug)}/answers/${first!.id}`, student, {
        pick: `Decoy A${first!.id}`,
        seq: nextSeq(),
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/submitted/);
      const second_try = await onA.call("POST", attempt(exam.slug), student, {});
      expect(second_try.statusCode).toBe(409);
      expect(second_try.json().message).toMatch(/one attempt/);
    });

    it("the deadline is the database's: started on B, refused on A and B past it and its grace", async () => {
      const exam = await onA.createExam(
        examiner,
        onA.examForm({ source: { bank_id: bankId }, timing: { mode: "whole_paper", minutes: 5 } }),
      );
      const student = await onA.signUp();
      const { questions } = (await onB.call("POST", attempt(exam.slug), student, {})).json();
      const save = (on: typeof onA, n: number) => {
        const q = questions[n] as { id: number };
        return on.call("PUT", `${attempt(exam.slug)}/answers/${q.id}`, student, {
          pick: `Key ${q.id}`,
          seq: nextSeq(),
        });
      };
      advance(5 * 60_000 + 2_000);
      const inGrace = await save(onA, 0);
      expect(inGrace.statusCode).toBe(200);
      expect(inGrace.json().seconds_left).toBe(0);
      advance(1_000);
      for (const on of [onA, onB]) {
        const late = await save(on, 1);
        expect(late.statusCode).toBe(409);
        expect(late.json().message).toMatch(/^Time is up/);
      }
    });

    it("a session ended on one process is ended on the other at once", async () => {
      const exam = await onA.createExam(examiner, onA.examForm({ source: { bank_id: bankId } }));
      const student = await onA.signUp();
      const { questions } = (await onA.call("POST", attempt(exam.slug), student, {})).json();
      const q = questions[0] as { id: number };
      const save = () =>
        onB.call("PUT", `${attempt(exam.slug)}/answers/${q.id}`, student, {
          pick: `Key ${q.id}`,
          seq: nextSeq(),
        });
      expect((await save()).statusCode).toBe(200);
      expect((await onA.call("POST", "/api/logout", student)).statusCode).toBeLessThan(300);
      const after = await save();
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toMatch(/log in/);
    });

    it("the per-account limits count the requests to both processes together", async () => {
      const exam = await onA.createExam(examiner, onA.examForm({ source: { bank_id: bankId } }));
      const student = await onB.signUp();
      const on = (i: number) => (i % 2 === 0 ? onA : onB);
      const first = await onA.call("POST", attempt(exam.slug), student, {});
      const q = first.json().questions[0] as { id: number };
      for (let i = 1; i < EXAM_LIMITS.start.limit; i++)
        expect((await on(i).call("POST", attempt(exam.slug), student, {})).statusCode).toBe(200);
      for (const process of [onA, onB]) {
        const stopped = await process.call("POST", attempt(exam.slug), student, {});
        expect(stopped.statusCode).toBe(429);
        expect(stopped.json().message).toMatch(/Too many attempts/);
      }

      // Answer saves sent at once, half to each process: exactly the limit gets through.
      const saves = await Promise.all(
        Array.from({ length: EXAM_LIMITS.answer.limit + 20 }, (_, i) =>
          on(i).call("PUT", `${attempt(exam.slug)}/answers/${q.id}`, student, {
            pick: i % 3 ? `Key ${q.id}` : `Decoy A${q.id}`,
            seq: nextSeq(),
          }),
        ),
      );
      const codes = saves.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(EXAM_LIMITS.answer.limit);
      expect(codes.filter((c) => c === 429)).toHaveLength(20);
      for (const process of [onA, onB]) {
        const stopped = await process.call(
          "PUT",
          `${attempt(exam.slug)}/answers/${q.id}`,
          student,
          { pick: `Key ${q.id}`, seq: nextSeq() },
        );
        expect(stopped.statusCode).toBe(429);
        expect(Number(stopped.headers["retry-after"])).toBeGreaterThan(0);
      }
    }, 240_000);

    it("results released on A are out on B, with the merit list of answers saved on both", async () => {
      const exam = await onB.createExam(
        examiner,
        onB.examForm({ source: { bank_id: bankId }, release: "manual" }),
      );
      const [asha, bikash] = [await onA.signUp(), await onB.signUp()];
      // Asha answers every question right, half through each process; Bikash only the first.
      for (const [student, all] of [
        [asha, true],
        [bikash, false],
      ] as const) {
        const { questions } = (await onA.call("POST", attempt(exam.slug), student, {})).json();
        for (const [i, q] of (questions as { id: number }[]).entries()) {
          if (!all && i > 0) break;
          const res = await (i % 2 ? onA : onB).call(
            "PUT",
            `${attempt(exam.slug)}/answers/${q.id}`,
            student,
            { pick: `Key ${q.id}`, seq: nextSeq() },
          );
          expect(res.statusCode).toBe(200);
        }
        expect((await onB.call("POST", `${attempt(exam.slug)}/submit`, student)).statusCode).toBe(
          200,
        );
      }
      const before = await onB.call("GET", `/api/exams/${exam.slug}/result`, bikash);
      expect(before.statusCode).toBe(409);
      advance(60 * 60_000 + 2_001);
      const release = await onA.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner);
      expect(release.statusCode).toBe(200);
      const result = await onB.call("GET", `/api/exams/${exam.slug}/result`, bikash);
      expect(result.statusCode).toBe(200);
      expect(result.json()).toMatchObject({ score: 1, rank: 2, candidates: 2 });
      const merit = (
        await onB.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner)
      ).json();
      expect(merit.final).toBe(true);
      expect(merit.rows.map((r: { score: number; rank: number }) => [r.score, r.rank])).toEqual([
        [10, 1],
        [1, 2],
      ]);
    });

    it("an exam whose examiner closed the account goes on, the same on each process, its slug still taken", async () => {
      const second = await onA.signUp(OTHER_EXAMINER);
      const secondBank = await onA.uploadBank(second, bank);
      const form = onA.examForm({ source: { bank_id: secondBank } });
      const old = await onA.createExam(second, form);
      const student = await onA.signUp();
      // Both processes learn the exam: a start on A, a save on B.
      const first = (await onA.call("POST", attempt(old.slug), student, {})).json();
      const q = first.questions[0] as { id: number };
      const put = (on: typeof onA) =>
        on.call("PUT", `${attempt(old.slug)}/answers/${q.id}`, student, {
          pick: `Key ${q.id}`,
          seq: nextSeq(),
        });
      expect((await put(onB)).statusCode).toBe(200);

      // The examiner closes the account: the exam, its bank and the student's attempt stay
      // (decision 140), and the address is not free for another exam.
      const closed = await onB.call("DELETE", "/api/me", second, { password: "correct horse 42" });
      expect(closed.statusCode).toBe(200);
      const again = await onA.call("POST", "/api/examiner/exams", examiner, {
        ...form,
        source: { bank_id: bankId },
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().code).toBe("exams.slugTaken");
      const resumed = await onA.call("POST", attempt(old.slug), student, {});
      expect(resumed.json().id).toBe(first.id);
      expect((await put(onA)).statusCode).toBe(200);
      expect((await put(onB)).statusCode).toBe(200);
    });
  });
}
