import { nepal } from "../../test/nepal-time";
import { describe, expect, it } from "vitest";
import { EXAMINER, privateBank, examinerSuite } from "../exams/exam-fixtures";
import { newStudent } from "../../test/test-app";

/**
 * An exam is open at most 31 days, and a reopened attempt runs at most a day past the close
 * (decision 397): so another examiner's exam that shares a question holds results back while it
 * runs and no longer than 32 days from its opening. Through the real routes, on the test clock.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const exams = "/api/examiner/exams";

const { t, api, examiner, other, bankId } = await examinerSuite({
  other: true,
  bank: privateBank({ mathematics: 3 }, 9900),
});

const at = (ms: number) => new Date(t.clock.now.getTime() + ms).toISOString();

describe("an exam's window is at most 31 days", () => {
  it("create and edit refuse a longer window, with the field and the words; 31 days is made", async () => {
    const opens = at(HOUR);
    const tooLong = api.examForm({
      source: { bank_id: bankId },
      opens_at: opens,
      closes_at: new Date(Date.parse(opens) + 31 * DAY + MINUTE).toISOString(),
    });
    const refused = await api.call("POST", exams, examiner, tooLong);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.closes_at[0]).toMatchObject({
      code: "exams.windowTooLong",
      message:
        "An exam can be open for at most 31 days: choose a close within 31 days of its opening.",
    });

    const longest = { ...tooLong, closes_at: new Date(Date.parse(opens) + 31 * DAY).toISOString() };
    const made = await api.createExam(examiner, longest);
    const { slug: _slug, confirm_repeat: _c, ...editForm } = tooLong;
    const edited = await api.call("PUT", `${exams}/${made.slug}`, examiner, {
      ...editForm,
      version: 1,
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors.closes_at[0].code).toBe("exams.windowTooLong");
  });

  it("an extension past 31 days from the opening is refused; one to the 31st day is made", async () => {
    const made = await api.examOn(examiner, bankId, { closes_at: at(DAY) });
    const opened = Date.parse(made.opens_at);
    const extend = (closes: number) =>
      api.call("POST", `${exams}/${made.slug}/extend`, examiner, {
        version: 1,
        closes_at: new Date(closes).toISOString(),
      });
    const refused = await extend(opened + 31 * DAY + 1_000);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "exams.windowTooLong",
      errors: { closes_at: [{ code: "exams.windowTooLong" }] },
    });
    expect((await extend(opened + 31 * DAY)).statusCode).toBe(200);
  });

  it("a reopening that would run more than 24 hours past the close is refused, with the latest end", async () => {
    const made = await api.examOn(examiner, bankId, { closes_at: at(HOUR) });
    const asha = await api.signUp("asha.window@example.com");
    expect((await api.call("POST", `/api/exams/${made.slug}/attempt`, asha, {})).statusCode).toBe(
      201,
    );
    // Ended by the clock at the close; 23 hours later the examiner reopens it.
    t.clock.advance(HOUR + 23 * HOUR);
    const reopen = (minutes: number) =>
      api.call("POST", `${exams}/${made.slug}/candidates/reopen`, examiner, {
        who: "asha.window@example.com",
        reason: "Power cut in the hall",
        minutes,
      });
    const latest = new Date(Date.parse(made.closes_at) + DAY).toISOString();
    const refused = await reopen(90);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: "exams.reopenPastClose",
      params: { who: "asha.window@example.com", latest },
      message: `A reopened attempt can run at most 24 hours past the exam's close, until ${nepal(latest)}: give asha.window@example.com fewer minutes.`,
    });
    const reopened = await reopen(30);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ code: "exams.reopened" });
  });
});

describe("a hold lasts while the holding exam runs, bounded by its window", () => {
  it("an exam made before the limit, open for 60 days, holds another's results 32 days from its opening", async () => {
    const shared = privateBank({ mathematics: 3 }, 9950);
    const {
      exam,
      other: theirs,
      now,
    } = await api.mineAndTheirs(examiner, shared, other, shared, 30 * DAY);
    // As an exam set before decision 397 could be: its close moved to 60 days out.
    await t.app.db
      .updateTable("exams")
      .set({ closes_at: new Date(now + 60 * DAY) })
      .where("slug", "=", theirs.slug)
      .execute();
    t.clock.advance(HOUR + 2_001);

    const until = new Date(Date.parse(theirs.opens_at) + 32 * DAY + 2_000).toISOString();
    const closes = new Date(now + 60 * DAY + 2_000).toISOString();
    const held = await api.release(examiner, exam.slug);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      code: "exams.heldBackWindow",
      params: { title: "Another college", when: until, closes, days: 32 },
      message: `Results cannot be released yet: Another college, with some of the same questions, closes at ${nepal(closes)}. An exam holds others' results for at most 32 days after it opens: they can be released at ${nepal(until)}.`,
    });
    expect((await api.listed(examiner, exam.slug)).held_by).toEqual({
      title: "Another college",
      opens: null,
      until,
      closes,
      another_examiner: true,
      limit_days: null,
    });

    // A moment before the bound: held. At it: out, though theirs still runs. (A login lasts 30
    // days: the examiner logs in again.)
    t.clock.advance(Date.parse(until) - t.clock.now.getTime() - 1);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: EXAMINER, password: newStudent().password },
    });
    const again = login.json().token as string;
    expect((await api.release(again, exam.slug)).statusCode).toBe(409);
    t.clock.advance(1);
    expect((await api.release(again, exam.slug)).statusCode).toBe(200);
  });
});
