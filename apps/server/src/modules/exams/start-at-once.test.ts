import { describe, expect, it } from "vitest";
import { examinerSuite, privateBank } from "./exam-fixtures";
import { GRACE_MS } from "./deadline";
import { EXAM_LIMITS } from "./routes";

/**
 * The start as the exam day's opening meets it (issue 50, decisions 253 and 291): its reads, the
 * attempt and its "started" line (or a reload's "resumed" line) in one statement; one attempt and
 * one line however many devices of a candidate start at once, the clock from the moment the paper
 * is stored; nothing made or written for a start the checks refuse.
 */
const { t, api, examiner, bankId } = await examinerSuite({
  bank: privateBank({ mathematics: 6, physics: 4 }),
});

describe("many starts at once", () => {
  const log = async (slug: string) =>
    (await api.call("GET", `/api/examiner/exams/${slug}/log`, examiner)).json() as {
      candidates: Array<{ events: Array<{ kind: string }> }>;
    };

  it("a candidate's devices starting together get one attempt, one paper and one line in the log", async () => {
    const exam = await api.createExam(
      examiner,
      api.examForm({ source: { bank_id: bankId }, timing: { mode: "whole_paper", minutes: 20 } }),
    );
    const url = `/api/exams/${exam.slug}/attempt`;
    const student = await api.signUp();
    const starts = await Promise.all(
      Array.from({ length: 4 }, () => api.call("POST", url, student, {})),
    );
    expect(starts.map((s) => s.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const [first, ...others] = starts.map((s) => s.json());
    for (const other of others)
      expect(other).toMatchObject({
        id: first.id,
        started_at: first.started_at,
        deadline: first.deadline,
        questions: first.questions,
      });
    // The clock starts as the paper is stored: the deadline is the start plus the duration.
    expect(Date.parse(first.deadline) - Date.parse(first.started_at)).toBe(20 * 60_000);
    expect(first.started_at).toBe(t.clock.now.toISOString());
    expect(first.seconds_left).toBe(20 * 60);

    // One "started" line; a device whose request was read after the attempt was stored resumed it
    // (how many did depends on the database's timing, not on the rule).
    const events = (await log(exam.slug)).candidates.flatMap((c) => c.events.map((e) => e.kind));
    expect(events.filter((kind) => kind === "started")).toEqual(["started"]);
    expect(events.filter((kind) => kind !== "started").every((kind) => kind === "resumed")).toBe(
      true,
    );
    expect(events.length).toBeLessThanOrEqual(4);
  });

  it("many candidates starting together each get their own attempt and line, and resume it", async () => {
    const exam = await api.createExam(examiner, api.examForm({ source: { bank_id: bankId } }));
    const url = `/api/exams/${exam.slug}/attempt`;
    const students = await Promise.all(Array.from({ length: 8 }, () => api.signUp()));
    const starts = await Promise.all(students.map((s) => api.call("POST", url, s, {})));
    expect(starts.map((s) => s.statusCode)).toEqual(students.map(() => 201));
    expect(new Set(starts.map((s) => s.json().id)).size).toBe(students.length);
    const { candidates } = await log(exam.slug);
    expect(candidates.map((c) => c.events.map((e) => e.kind))).toEqual(
      students.map(() => ["started"]),
    );

    // A reload: the same attempt with the answer saved, one "resumed" line more.
    const [first] = starts.map((s) => s.json());
    const q = first.questions[0] as { id: number; options: string[] };
    const saved = await api.call("PUT", `${url}/answers/${q.id}`, students[0], {
      pick: q.options[0],
      seq: 1,
    });
    expect(saved.statusCode).toBe(200);
    const resumed = await api.call("POST", url, students[0], {});
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      id: first.id,
      answers: { [String(q.id)]: q.options[0] },
      seq: 1,
    });
    const after = await log(exam.slug);
    expect(after.candidates.flatMap((c) => c.events.map((e) => e.kind)).sort()).toEqual(
      [...students.map(() => "started"), "resumed"].sort(),
    );
  });

  it("a start or a reload refused (the limit, an examiner, a closed attempt) makes and writes nothing", async () => {
    const form = { source: { bank_id: bankId }, timing: { mode: "whole_paper", minutes: 20 } };
    const [first, second] = [
      await api.createExam(examiner, api.examForm(form)),
      await api.createExam(examiner, api.examForm(form)),
    ];
    const kinds = async (slug: string) =>
      (await log(slug)).candidates.flatMap((c) => c.events.map((e) => e.kind));
    const start = (slug: string, token: string) =>
      api.call("POST", `/api/exams/${slug}/attempt`, token, {});

    // An examiner does not sit: no attempt, no line.
    expect((await start(first.slug, examiner)).statusCode).toBe(403);
    expect(await kinds(first.slug)).toEqual([]);

    // A student starts, then reloads up to the limit: one "started" line and a "resumed" a reload.
    const student = await api.signUp();
    const made = await start(first.slug, student);
    expect(made.statusCode).toBe(201);
    for (let i = 1; i < EXAM_LIMITS.start.limit; i++)
      expect((await start(first.slug, student)).statusCode).toBe(200);
    const sat = ["started", ...Array(EXAM_LIMITS.start.limit - 1).fill("resumed")];
    expect(await kinds(first.slug)).toEqual(sat);

    // Past the limit: neither a reload's line nor another exam's attempt.
    expect((await start(first.slug, student)).statusCode).toBe(429);
    expect((await start(second.slug, student)).statusCode).toBe(429);
    expect(await kinds(first.slug)).toEqual(sat);
    expect(await kinds(second.slug)).toEqual([]);

    // After the limit's window the other exam starts afresh (nothing was made for it before).
    t.clock.advance(EXAM_LIMITS.start.windowMs);
    expect((await start(second.slug, student)).statusCode).toBe(201);

    // Past the deadline and its grace the attempt is closed: refused, and no "resumed" line.
    t.clock.advance(20 * 60_000 + GRACE_MS + 1_000);
    const late = await start(second.slug, student);
    expect(late.statusCode).toBe(409);
    expect((await kinds(second.slug)).filter((kind) => kind === "resumed")).toEqual([]);
  }, 60_000);
});
