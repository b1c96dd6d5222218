import { describe, expect, it } from "vitest";
import { examinerSuite, privateBank, type BankQuestion } from "../exams/exam-fixtures";

const MINUTE = 60_000;
const bank = privateBank({ mathematics: 2 }, 9960);
const q2 = bank[1] as BankQuestion;
const { t, api, examiner, bankId } = await examinerSuite({ bank });

const at = (minutes: number) => new Date(t.clock.now.getTime() + minutes * MINUTE).toISOString();

/**
 * The examiner's acts on a whole exam in its log and CSV (issue 68 points 2 and 6, decision 0478):
 * its times changed (the form before opening, more time, Close now), a key corrected and the
 * results released, each with who, when, before and after.
 */
describe("the exam's acts", () => {
  it("times, a key correction and the release are logged with who, when, before and after, in the CSV too", async () => {
    const form = api.examForm({
      source: { bank_id: bankId },
      opens_at: at(60),
      closes_at: at(180),
      release: "manual",
    });
    const exam = await api.createExam(examiner, form);
    const edit = `/api/examiner/exams/${exam.slug}`;
    const { slug: _s, ...body } = form;
    const editedAt = t.clock.now.toISOString();
    const opensBefore = exam.opens_at;
    expect(
      (
        await api.call("PUT", edit, examiner, {
          ...body,
          version: 1,
          opens_at: at(30),
          timing: { mode: "whole_paper", minutes: 45 },
        })
      ).statusCode,
    ).toBe(200);
    // A change of the title alone moves no time: not a times change.
    expect(
      (
        await api.call("PUT", edit, examiner, {
          ...body,
          version: 2,
          opens_at: at(30),
          timing: { mode: "whole_paper", minutes: 45 },
          title: "Scholarship test 2083 (morning)",
        })
      ).statusCode,
    ).toBe(200);

    t.clock.advance(31 * MINUTE);
    const sitting = await api.signUp();
    expect(
      (await api.call("POST", `/api/exams/${exam.slug}/attempt`, sitting, {})).statusCode,
    ).toBe(201);
    const extended = await api.call("POST", `${edit}/extend`, examiner, {
      version: 3,
      add_minutes: 10,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    t.clock.advance(MINUTE);
    const closedAt = t.clock.now.toISOString();
    expect((await api.call("POST", `${edit}/close`, examiner)).statusCode).toBe(200);

    t.clock.advance(MINUTE);
    const corrected = await api.call("POST", `${edit}/corrections`, examiner, {
      question_id: q2.id,
      version: 0,
      change: { kind: "drop" },
      reason: "Two options are right as printed.",
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    t.clock.advance(MINUTE);
    expect((await api.release(examiner, exam.slug)).statusCode).toBe(200);

    const log = (await api.call("GET", `${edit}/log`, examiner)).json();
    const by = expect.stringMatching(/\S/);
    expect(log.exam_events).toEqual([
      {
        kind: "times_changed",
        at: editedAt,
        times: {
          how: "edit",
          before: { opens_at: opensBefore, closes_at: exam.closes_at, duration_seconds: 1800 },
          after: {
            opens_at: new Date(Date.parse(editedAt) + 30 * MINUTE).toISOString(),
            closes_at: exam.closes_at,
            duration_seconds: 2700,
          },
        },
        by,
      },
      expect.objectContaining({
        kind: "times_changed",
        times: expect.objectContaining({
          how: "extend",
          before: expect.objectContaining({ duration_seconds: 2700 }),
          after: expect.objectContaining({ duration_seconds: 3300, closes_at: exam.closes_at }),
          moved: 1,
        }),
        by,
      }),
      expect.objectContaining({
        kind: "times_changed",
        at: closedAt,
        times: expect.objectContaining({
          how: "close",
          before: expect.objectContaining({ closes_at: exam.closes_at }),
          after: expect.objectContaining({ closes_at: closedAt }),
          moved: 1,
        }),
        by,
      }),
      expect.objectContaining({
        kind: "key_corrected",
        key: { question: 2, change: "drop", before: "B", after: "dropped" },
        reason: "Two options are right as printed.",
        by,
      }),
      expect.objectContaining({ kind: "released", by }),
    ]);

    const csv = (await api.call("GET", `${edit}/log?format=csv&tz=Asia/Kathmandu`, examiner)).body
      .trim()
      .split("\r\n")
      .filter((l) => l.startsWith(",,,exam,"));
    expect(csv).toEqual([
      expect.stringMatching(
        /,times_changed,.*,"edited before opening: opens \d{4}-\d\d-\d\d \d\d:\d\d:\d\d -> .*, time allowed 30 min -> 45 min \(by .+\)"$/,
      ),
      expect.stringMatching(
        /,times_changed,.*,more time: time allowed 45 min -> 55 min; 1 running attempt\(s\) moved with it \(by .+\)$/,
      ),
      expect.stringMatching(/,times_changed,.*,closed now: closes .* -> .*; 1 running attempt/),
      expect.stringMatching(
        /,key_corrected,.*,question 2 dropped: B -> dropped: Two options are right as printed\. \(by .+\)$/,
      ),
      expect.stringMatching(/,released,.*,results released \(by .+\)$/),
    ]);
  });
});
