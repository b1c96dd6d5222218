import { describe, expect, it } from "vitest";
import { examinerSuite, privateBank } from "./exam-fixtures";

/**
 * The start as the exam day's opening meets it (issue 50, decision 253): its reads in one statement,
 * the attempt and its "started" line in another; one attempt and one line however many devices of
 * a candidate start at once, the clock from the moment the paper is stored.
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
});
