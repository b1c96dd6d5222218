import { describe, expect, it } from "vitest";
import { MINUTE, sealedSuite } from "./sealed-fixtures";

/**
 * A sealed paper handed in before any answer recorded its start, and the device's own record of
 * its start (issue 66 point 1, decision 0455): each records the start the seal fixes in its own
 * statement, its clock from the opening, as a first answer's save does; an exam with a list or
 * extra time goes through the sealed start, and every refusal is the sealed start's.
 */
const { api, examiner, t, examOpeningIn, listedExam, sealedCopy, opened, record, logText } =
  await sealedSuite(7500);

const handIn = (slug: string, token: string | undefined, seal?: unknown) =>
  api.call("POST", `/api/exams/${slug}/attempt/submit`, token, seal === undefined ? {} : { seal });
const status = (slug: string, token: string) =>
  api.call("GET", `/api/exams/${slug}/attempt`, token);

describe("a sealed paper handed in with nothing answered", () => {
  it("records the start in the hand-in itself, from the opening, and hands it in", async () => {
    const exam = await examOpeningIn(10);
    const student = await api.signUp();
    const copy = await sealedCopy(exam.slug, student);
    t.clock.advance(10 * MINUTE + 90_000);
    await opened(exam.slug, copy);
    expect((await status(exam.slug, student)).json().code).toBe("exams.notStarted");

    const res = await handIn(exam.slug, student, copy.seal);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: "exams.answersInAt",
      answered: 0,
      submitted_at: t.clock.now.toISOString(),
    });
    // Handed in, its clock the opening's; one "started" line, at the opening.
    expect((await status(exam.slug, student)).json()).toMatchObject({
      submitted: true,
      clock_ms: 90_000,
    });
    const log = await logText(exam.slug);
    expect(log.match(/"started"/g)).toHaveLength(1);
    expect(log).toContain(exam.opens_at.replace(/\.000Z$/, ""));
    // Sent again (a lost answer): the same answer; a start now says the exam was sat.
    t.clock.advance(5_000);
    const again = await handIn(exam.slug, student, copy.seal);
    expect(again.json()).toEqual(res.json());
    const start = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect([start.statusCode, start.json().code]).toEqual([409, "exams.oneAttempt"]);
  });

  it("hands in a listed candidate's paper through the sealed start, with the extra time", async () => {
    const { exam, token } = await listedExam("listed.handin@example.com");
    const copy = await sealedCopy(exam.slug, token);
    t.clock.advance(10 * MINUTE + 30_000);
    const res = await handIn(exam.slug, token, copy.seal);
    expect(res.statusCode, res.body).toBe(200);
    const opensAt = Date.parse(exam.opens_at);
    expect((await status(exam.slug, token)).json()).toMatchObject({
      submitted: true,
      deadline: new Date(opensAt + 40 * MINUTE).toISOString(),
    });
  });

  it("refuses a forged seal, another account's, one before the opening and one struck off the list, making nothing", async () => {
    const exam = await examOpeningIn(10);
    const student = await api.signUp();
    const other = await api.signUp();
    const mine = await sealedCopy(exam.slug, student);
    const theirs = await sealedCopy(exam.slug, other);
    t.clock.advance(9 * MINUTE);
    const early = await handIn(exam.slug, student, mine.seal);
    expect([early.statusCode, early.json().code]).toEqual([404, "exams.opensLater"]);
    t.clock.advance(MINUTE + 10_000);
    const [examId, version, userId] = mine.seal.split(".");
    for (const seal of [theirs.seal, `${examId}.${version}.${userId}.AAAAAAAAAAAAAAAAAAAAAA`]) {
      const res = await handIn(exam.slug, student, seal);
      expect([res.statusCode, res.json().code], seal).toEqual([403, "exams.sealForged"]);
      expect(res.json().message).toMatch(/not made for this account/);
    }
    const blank = await handIn(exam.slug, student, "");
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.seal[0]).toMatchObject({ code: "exams.sealForged" });
    expect((await handIn(exam.slug, undefined, mine.seal)).statusCode).toBe(401);
    expect((await status(exam.slug, student)).json().code).toBe("exams.notStarted");

    // Fetched while on the list, struck off before the hand-in: the list decides.
    const listed = await listedExam("struck.off@example.com");
    const copy = await sealedCopy(listed.exam.slug, listed.token);
    const replaced = await api.call(
      "PUT",
      `/api/examiner/exams/${listed.exam.slug}/candidates`,
      examiner,
      { text: "email\nsomeone.else@example.com\n" },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    t.clock.advance(10 * MINUTE);
    const struck = await handIn(listed.exam.slug, listed.token, copy.seal);
    expect([struck.statusCode, struck.json().code]).toEqual([403, "exams.notOnList"]);
    expect((await status(listed.exam.slug, listed.token)).json().code).toBe("exams.notStarted");
  });

  it("leaves an attempt started elsewhere on another paper running, and says so", async () => {
    const exam = await examOpeningIn(10);
    const student = await api.signUp();
    const copy = await sealedCopy(exam.slug, student);
    t.clock.advance(10 * MINUTE + 5_000);
    const paper = await opened(exam.slug, copy);
    const plain = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(plain.statusCode).toBe(201);
    const plainIds = plain.json().questions.map((q: { id: number }) => q.id);
    const res = await handIn(exam.slug, student, copy.seal);
    if (plainIds.join() === paper.map((q) => q.id).join()) expect(res.statusCode).toBe(200);
    else {
      expect([res.statusCode, res.json().code]).toEqual([409, "exams.sealOtherPaper"]);
      expect((await status(exam.slug, student)).json()).toMatchObject({ submitted: false });
    }
  });
});

describe("the device's record of its sealed start", () => {
  it("records a listed candidate's start through the sealed start, with the extra time", async () => {
    const { exam, token } = await listedExam("listed.record@example.com");
    const copy = await sealedCopy(exam.slug, token);
    t.clock.advance(10 * MINUTE + 75_000);
    const res = await record(exam.slug, token, copy.seal);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      started_at: exam.opens_at,
      clock_ms: 75_000,
      seconds_left: 40 * 60 - 75,
    });
  });

  it("counts a record that goes through the sealed start once under the start's limit", async () => {
    const { exam, token } = await listedExam("listed.limit@example.com");
    const copy = await sealedCopy(exam.slug, token);
    t.clock.advance(10 * MINUTE + 30_000);
    // 29 of the account's 30 starts in ten minutes are spent: the record is the 30th.
    const key = `exam-start:${copy.seal.split(".")[2]}`;
    const resetAt = new Date(t.clock.now.getTime() + 5 * MINUTE);
    const spent = await t.app.db
      .updateTable("rate_limits")
      .set({ count: 29, reset_at: resetAt })
      .where("key", "=", key)
      .executeTakeFirst();
    expect(spent.numUpdatedRows).toBe(1n);
    const res = await record(exam.slug, token, copy.seal);
    expect(res.statusCode, res.body).toBe(201);
    // The next start (a resume counts as one) is the 31st.
    const refused = await api.call("POST", `/api/exams/${exam.slug}/attempt`, token, {});
    expect([refused.statusCode, refused.json().code]).toEqual([429, "general.tooManyAttempts"]);
    expect(refused.json().message).toMatch(/minute/);
  });

  it("records the start from the opening in one request, once, and says a closed one was sat", async () => {
    const exam = await examOpeningIn(10);
    const student = await api.signUp();
    const copy = await sealedCopy(exam.slug, student);
    t.clock.advance(10 * MINUTE + 100_000);
    const res = await record(exam.slug, student, copy.seal);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      started_at: exam.opens_at,
      clock_ms: 100_000,
      seconds_left: 30 * 60 - 100,
    });
    const again = await record(exam.slug, student, copy.seal);
    expect(again.statusCode).toBe(200);
    expect((await logText(exam.slug)).match(/"started"/g)).toHaveLength(1);
    // Handed in on another device: the record says the exam was sat.
    expect((await handIn(exam.slug, student)).statusCode).toBe(200);
    const closed = await record(exam.slug, student, copy.seal);
    expect([closed.statusCode, closed.json().code]).toEqual([409, "exams.oneAttempt"]);
  });
});
