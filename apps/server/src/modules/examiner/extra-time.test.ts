import { describe, expect, it } from "vitest";
import { privateBank, examinerSuite } from "../exams/exam-fixtures";

/**
 * Extra time as an examiner means it (issue 68 points 2 and 10): "add" or "set to", said before
 * it is made; never shorter for a sitting candidate without a confirmation; refused once they have
 * handed in; every grant in the log with before, after and who, the one given before the start too.
 */
const base = (slug: string) => `/api/examiner/exams/${slug}/candidates`;
const attempt = (slug: string) => `/api/exams/${slug}/attempt`;

const { t, api, examiner, bankId } = await examinerSuite({
  bank: privateBank({ mathematics: 3, physics: 2 }, 9700),
});
const extra = (slug: string, body: object) =>
  api.call("PUT", `${base(slug)}/extra-time`, examiner, body);

describe("extra time for one candidate", () => {
  it("adds or sets, says the effect first, never shortens silently, and logs every grant", async () => {
    const exam = await api.examOn(examiner, bankId);
    await api.call("PUT", base(exam.slug), examiner, { text: "R001 Asha Rai\nR002 Bikash\n" });

    // Before the start: 10 minutes, said as "not started", then given; in the log already.
    const said = await extra(exam.slug, { who: "R001", minutes: 10, preview: true });
    expect(said.json()).toMatchObject({
      code: "exams.extraTimeWouldWaiting",
      params: { who: "R001", before: 0, after: 10 },
    });
    expect((await api.call("GET", base(exam.slug), examiner)).json().candidates[0]).toMatchObject({
      extra_minutes: null,
    });
    expect((await extra(exam.slug, { who: "R001", minutes: 10 })).json()).toMatchObject({
      code: "exams.extraTimeSet",
      params: { minutes: 10 },
    });
    const early = (await api.call("GET", `/api/examiner/exams/${exam.slug}/log`, examiner)).json();
    expect(early.candidates.find((c: { roll: string }) => c.roll === "R001")).toMatchObject({
      state: "not_started",
      events: [{ kind: "extra_time", minutes: 10, before_minutes: 0, by: expect.any(String) }],
    });

    // Asha starts with 40 minutes (30 + 10); "add 5" is 15, her end 5 minutes later.
    const asha = await api.signUp();
    const paper = (await api.call("POST", attempt(exam.slug), asha, { roll: "R001" })).json();
    const end = Date.parse(paper.deadline);
    expect(paper.seconds_left).toBe(40 * 60);
    const adding = await extra(exam.slug, { who: "r001", minutes: 5, mode: "add", preview: true });
    expect(adding.json()).toMatchObject({
      code: "exams.extraTimeWouldSitting",
      params: { before: 10, after: 15, until: new Date(end + 5 * 60_000).toISOString() },
    });
    expect((await extra(exam.slug, { who: "R001", minutes: 5, mode: "add" })).json()).toMatchObject(
      { code: "exams.extraTimeSet", params: { minutes: 15 } },
    );
    const status = (await api.call("GET", attempt(exam.slug), asha)).json();
    expect(Date.parse(status.deadline)).toBe(end + 5 * 60_000);

    // "Set to 5" would take 10 minutes from a sitting candidate: said, and refused unconfirmed.
    const shorter = await extra(exam.slug, { who: "R001", minutes: 5, preview: true });
    expect(shorter.json()).toMatchObject({
      code: "exams.extraTimeWouldShorten",
      params: { before: 15, after: 5 },
    });
    const refused = await extra(exam.slug, { who: "R001", minutes: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "exams.extraTimeShorter",
      params: { who: "R001", before: 15, after: 5 },
      message: expect.stringContaining("less time"),
    });
    expect(Date.parse((await api.call("GET", attempt(exam.slug), asha)).json().deadline)).toBe(
      end + 5 * 60_000,
    );
    const confirmed = await extra(exam.slug, { who: "R001", minutes: 5, shorten: true });
    expect(confirmed.json()).toMatchObject({ code: "exams.extraTimeSet", params: { minutes: 5 } });
    expect(Date.parse((await api.call("GET", attempt(exam.slug), asha)).json().deadline)).toBe(
      end - 5 * 60_000,
    );
    // Over the most, added up: refused with the range.
    const over = await extra(exam.slug, { who: "R001", minutes: 299, mode: "add" });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe("exams.extraTimeRange");

    // Handed in: extra time is refused (reopening is the way).
    t.clock.advance(60_000);
    await api.call("POST", `${attempt(exam.slug)}/submit`, asha);
    const late = await extra(exam.slug, { who: "R001", minutes: 20 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "exams.extraTimeHandedIn", params: { who: "R001" } });

    // The log: every grant with before and after, the first one given before the start.
    const log = (await api.call("GET", `/api/examiner/exams/${exam.slug}/log`, examiner)).json();
    const grants = log.candidates
      .find((c: { roll: string }) => c.roll === "R001")
      .events.filter((e: { kind: string }) => e.kind === "extra_time")
      .map((e: { before_minutes: number; minutes: number }) => [e.before_minutes, e.minutes]);
    expect(grants).toEqual([
      [0, 10],
      [10, 15],
      [15, 5],
    ]);
    const csv = await api.call("GET", `/api/examiner/exams/${exam.slug}/log?format=csv`, examiner);
    expect(csv.body).toContain("10 min -> 15 min (by ");
  });
});
