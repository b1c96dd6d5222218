import { describe, expect, it } from "vitest";
import { privateBank, examinerSuite } from "../exams/exam-fixtures";

/**
 * Per-candidate control and the exam's log (issue 46 points 3 and 4): extra time past the close,
 * reopening one attempt, the allow-list with roll numbers, and who started, resumed, went quiet
 * or tried late; each examiner sees and changes only their own exams' candidates.
 */
const attempt = (slug: string) => `/api/exams/${slug}/attempt`;
const base = (slug: string) => `/api/examiner/exams/${slug}/candidates`;
const PHONE =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";
const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36";

const { t, api, examiner, other, bankId } = await examinerSuite({
  other: true,
  bank: privateBank({ mathematics: 3, physics: 2 }, 9500),
});

describe("per-candidate control", () => {
  /** An exam of 30 minutes that closes in 20: a start now is cut at the close. */
  const shortExam = () =>
    api.examOn(examiner, bankId, {
      closes_at: new Date(t.clock.now.getTime() + 20 * 60_000).toISOString(),
    });
  const start = (slug: string, token: string, body: object = {}, ua = LAPTOP) =>
    t.app.inject({
      method: "POST",
      url: attempt(slug),
      headers: { authorization: `Bearer ${token}`, "user-agent": ua },
      payload: body,
    });
  const save = (slug: string, token: string, id: number, seq: number) =>
    api.call("PUT", `${attempt(slug)}/answers/${id}`, token, { pick: `Key ${id}`, seq });

  it("extra time moves a running attempt's deadline past the close; the others end there", async () => {
    const exam = await shortExam();
    const asha = await api.signUp("asha.extra@example.com");
    const bikash = await api.signUp();
    const paper = (await start(exam.slug, asha)).json();
    await start(exam.slug, bikash);
    expect(paper.deadline).toBe(exam.closes_at);

    // During the exam: 90 minutes for Asha (Nepal's most for a student with a disability).
    const given = await api.call("PUT", `${base(exam.slug)}/extra-time`, examiner, {
      who: "Asha.Extra@example.com",
      minutes: 90,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ code: "exams.extraTimeSet", params: { minutes: 90 } });
    // The sitting's poll reads the new end, kept by the server's clock.
    const status = (await api.call("GET", attempt(exam.slug), asha)).json();
    const closes = Date.parse(exam.closes_at);
    expect(Date.parse(status.deadline)).toBe(closes + 90 * 60_000);

    // Past the close: Bikash's save is refused, Asha's is kept and says the time left.
    t.clock.advance(25 * 60_000);
    const [q1] = paper.questions as { id: number }[];
    expect((await save(exam.slug, bikash, q1!.id, 1)).json().code).toBe("exams.timeUp");
    const kept = await save(exam.slug, asha, q1!.id, 1);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().seconds_left).toBe(85 * 60);
    // Results wait for her: the merit list is not final, and release is refused until her end.
    const merit = (
      await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner)
    ).json();
    expect(merit.final).toBe(false);
    const release = await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner);
    expect(release.statusCode).toBe(409);
    expect(release.json().params.when).toBe(new Date(closes + 90 * 60_000).toISOString());
  });

  it("a percentage set before the start is given at the start; 0 takes it away", async () => {
    const exam = await api.examOn(examiner, bankId);
    const set = await api.call("PUT", `${base(exam.slug)}/extra-time`, examiner, {
      who: "chandra.early@example.com",
      percent: 50,
    });
    expect(set.json()).toMatchObject({ code: "exams.extraTimeSet", params: { minutes: 15 } });
    const chandra = await api.signUp("chandra.early@example.com");
    const paper = (await start(exam.slug, chandra)).json();
    expect(paper.seconds_left).toBe(45 * 60);
    // She sits: taking her time away is confirmed (issue 68 point 2, extra-time.test.ts).
    const removed = await api.call("PUT", `${base(exam.slug)}/extra-time`, examiner, {
      who: "chandra.early@example.com",
      minutes: 0,
      shorten: true,
    });
    expect(removed.json().code).toBe("exams.extraTimeRemoved");
    expect((await api.call("GET", attempt(exam.slug), chandra)).json().seconds_left).toBe(30 * 60);
    // Both at once, or out of range: refused with the field named.
    const both = await api.call("PUT", `${base(exam.slug)}/extra-time`, examiner, {
      who: "chandra.early@example.com",
      minutes: 10,
      percent: 10,
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.percent[0].code).toBe("exams.extraTimeOne");
    const big = await api.call("PUT", `${base(exam.slug)}/extra-time`, examiner, {
      who: "chandra.early@example.com",
      minutes: 301,
    });
    expect(big.json().errors.minutes[0].code).toBe("exams.extraTimeRange");
  });

  it("reopens a submitted attempt with a reason: the time it had left, plus minutes given", async () => {
    const exam = await api.examOn(examiner, bankId);
    const dipa = await api.signUp("dipa.reopen@example.com");
    const paper = (await start(exam.slug, dipa)).json();
    t.clock.advance(10 * 60_000);
    await api.call("POST", `${attempt(exam.slug)}/submit`, dipa);
    const [q1] = paper.questions as { id: number }[];
    expect((await save(exam.slug, dipa, q1!.id, 5)).json().code).toBe("exams.alreadySubmitted");
    t.clock.advance(5 * 60_000);
    const noReason = await api.call("POST", `${base(exam.slug)}/reopen`, examiner, {
      who: "dipa.reopen@example.com",
      reason: " ",
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason[0].code).toBe("exams.reopenReason");
    const reopened = await api.call("POST", `${base(exam.slug)}/reopen`, examiner, {
      who: "dipa.reopen@example.com",
      reason: "Pressed submit by mistake; power cut in the hall",
      minutes: 5,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    // 20 minutes were left at her submit; 5 more given: 25 from now.
    const until = new Date(t.clock.now.getTime() + 25 * 60_000).toISOString();
    expect(reopened.json()).toMatchObject({ code: "exams.reopened", params: { when: until } });
    const resumed = (await start(exam.slug, dipa, {}, PHONE)).json();
    expect(resumed.seconds_left).toBe(25 * 60);
    expect(resumed.answers).toEqual({});
    expect((await save(exam.slug, dipa, q1!.id, 6)).statusCode).toBe(200);
    // Running: a second reopening is refused; an unknown candidate is not found.
    const again = await api.call("POST", `${base(exam.slug)}/reopen`, examiner, {
      who: "dipa.reopen@example.com",
      reason: "again",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("exams.stillSitting");
    const nobody = await api.call("POST", `${base(exam.slug)}/reopen`, examiner, {
      who: "ROLL-404",
      reason: "x",
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: "exams.noCandidate", params: { who: "ROLL-404" } });
  });

  it("an allow-list from a spreadsheet's CSV: roll numbers asked at the start, bound to one account", async () => {
    const exam = await api.examOn(examiner, bankId);
    const csv =
      '\uFEFFRoll No.;Name;Email\r\n079-BCT-012;"Sharma; Asha";\r\n\r\n080 bct 7;"Bikash\nThapa";\r\n;Gita;gita.listed@example.com\r\n';
    const saved = await api.call("PUT", base(exam.slug), examiner, { text: csv });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ code: "exams.listSaved", params: { count: 3 } });

    // A wrong row and a roll number twice: each named by its line, and nothing saved.
    const bad = await api.call("PUT", base(exam.slug), examiner, {
      text: "roll,name\r\n079-BCT-012,Asha\r\nnot a roll!,X\r\n079-bct-012,Again\r\n",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: "exams.listRefused", params: { count: 2 } });
    expect(bad.json().errors.text).toEqual([
      expect.objectContaining({
        code: "exams.listRowBad",
        params: { line: 3, value: "not a roll!" },
      }),
      expect.objectContaining({
        code: "exams.rollTwice",
        params: { line: 4, roll: "079-BCT-012", first: 2 },
      }),
    ]);
    const listed = (await api.call("GET", base(exam.slug), examiner)).json();
    expect(listed.list_in_force).toBe(true);
    expect(listed.candidates.map((c: { roll: string | null }) => c.roll)).toEqual([
      "079-BCT-012",
      "080BCT7",
      null,
    ]);

    // Not on the list: refused at the start with a message; the roll number is asked for.
    const stranger = await api.signUp();
    const asked = await start(exam.slug, stranger);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: "exams.rollNeeded", message: expect.any(String) });
    const wrong = await start(exam.slug, stranger, { roll: "999" });
    expect(wrong.json()).toMatchObject({ code: "exams.rollNotOnList", params: { roll: "999" } });
    const asha = await api.signUp();
    expect((await start(exam.slug, asha, { roll: " 079-bct-012 " })).statusCode).toBe(201);
    // The same roll number from another account: taken.
    const taken = await start(exam.slug, stranger, { roll: "079-BCT-012" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "exams.rollTaken",
      params: { roll: "079-BCT-012" },
    });
    // Gita is listed by e-mail: she starts without a roll number.
    const gita = await api.signUp("gita.listed@example.com");
    expect((await start(exam.slug, gita)).statusCode).toBe(201);

    // The merit list and its CSV carry the roll numbers.
    const merit = (
      await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner)
    ).json();
    expect(merit.rows.map((r: { roll: string | null }) => r.roll).sort()).toEqual([
      "079-BCT-012",
      null,
    ]);
    const csvOut = await api.call(
      "GET",
      `/api/examiner/exams/${exam.slug}/merit?format=csv`,
      examiner,
    );
    expect(csvOut.body.split("\r\n")[0]).toMatch(/^rank,roll,name,email,/);
    expect(csvOut.body).toContain(",079-BCT-012,");

    // An e-mail-only list refuses one not on it, plainly.
    const mailOnly = await api.examOn(examiner, bankId);
    await api.call("PUT", base(mailOnly.slug), examiner, { text: "gita.listed@example.com\n" });
    const refused = await start(mailOnly.slug, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "exams.notOnList",
      params: { title: mailOnly.title },
    });
    // An empty list lifts it: anyone may sit again.
    const lifted = await api.call("PUT", base(mailOnly.slug), examiner, { text: "" });
    expect(lifted.json().code).toBe("exams.listLifted");
    expect((await start(mailOnly.slug, stranger)).statusCode).toBe(201);
  });

  it("the log: started, resumed with the device, gaps, late tries, hand-ins, extra time, reopened", async () => {
    const exam = await shortExam();
    const [ram, sita] = [await api.signUp("ram.log@example.com"), await api.signUp()];
    const paper = (await start(exam.slug, ram)).json();
    await start(exam.slug, sita, {}, PHONE);
    const [q1, q2] = paper.questions as { id: number }[];
    t.clock.advance(20_000);
    await save(exam.slug, ram, q1!.id, 1);
    const live = (await api.call("GET", `/api/examiner/exams/${exam.slug}/log`, examiner)).json();
    expect(live).toMatchObject({ live: true, sitting: 2, silent: 0 });

    // Ram goes quiet for three minutes (offline), then resumes on his phone and saves again.
    t.clock.advance(3 * 60_000);
    const quiet = (await api.call("GET", `/api/examiner/exams/${exam.slug}/log`, examiner)).json();
    expect(quiet).toMatchObject({ sitting: 0, silent: 2 });
    await start(exam.slug, ram, {}, PHONE);
    await save(exam.slug, ram, q2!.id, 2);
    await api.call("PUT", `${base(exam.slug)}/extra-time`, examiner, {
      who: "ram.log@example.com",
      minutes: 10,
    });
    await api.call("POST", `${attempt(exam.slug)}/submit`, ram);
    await api.call("POST", `${base(exam.slug)}/reopen`, examiner, {
      who: "ram.log@example.com",
      reason: "Asked to check an answer",
    });
    // Past the close (Sita handed in by the clock), she tries again; a latecomer tries to start.
    t.clock.advance(20 * 60_000);
    await start(exam.slug, sita, {}, PHONE);
    const latecomer = await api.signUp();
    await start(exam.slug, latecomer);

    const log = (await api.call("GET", `/api/examiner/exams/${exam.slug}/log`, examiner)).json();
    const ramLog = log.candidates.find((c: { email: string }) => c.email === "ram.log@example.com");
    expect(ramLog.events.map((e: { kind: string }) => e.kind)).toEqual([
      "started",
      "gap",
      "resumed",
      "extra_time",
      "submitted",
      "reopened",
    ]);
    expect(ramLog.events[0]).toMatchObject({ device: "computer" });
    expect(ramLog.events[1]).toMatchObject({ minutes: 3 });
    expect(ramLog.events[2]).toMatchObject({ device: "phone" });
    expect(ramLog.events[3]).toMatchObject({ minutes: 10 });
    expect(ramLog.events[5]).toMatchObject({ reason: "Asked to check an answer" });
    expect(ramLog.state).toBe("silent");
    const sitaLog = log.candidates.find(
      (c: { email: string | null; state: string }) =>
        c.email !== "ram.log@example.com" && c.state === "timed_out",
    );
    expect(sitaLog.events.map((e: { kind: string }) => e.kind)).toEqual([
      "started",
      "timed_out",
      "late",
    ]);
    expect(sitaLog.events[0].device).toBe("phone");
    const late = log.candidates.find((c: { state: string }) => c.state === "refused");
    expect(late.events).toEqual([expect.objectContaining({ kind: "late", what: "start" })]);
    expect(late.email).toMatch(/@example\.com$/);

    const csv = await api.call("GET", `/api/examiner/exams/${exam.slug}/log?format=csv`, examiner);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("name,email,roll,state,event,at,at_local (Asia/Kathmandu),device,detail");
    expect(lines.some((l) => l.includes("ram.log@example.com") && l.includes(",gap,"))).toBe(true);
    expect(
      lines.some((l) => l.includes(",reopened,") && l.includes("Asked to check an answer")),
    ).toBe(true);
  });

  it("one examiner can neither see nor change another's candidates or log", async () => {
    const exam = await api.examOn(examiner, bankId);
    const student = await api.signUp("eve.private@example.com");
    await start(exam.slug, student);
    const tries = [
      api.call("GET", base(exam.slug), other),
      api.call("PUT", base(exam.slug), other, { text: "x@y.np" }),
      api.call("PUT", `${base(exam.slug)}/extra-time`, other, {
        who: "eve.private@example.com",
        minutes: 30,
      }),
      api.call("POST", `${base(exam.slug)}/reopen`, other, {
        who: "eve.private@example.com",
        reason: "x",
      }),
      api.call("GET", `/api/examiner/exams/${exam.slug}/log`, other),
      api.call("GET", `/api/examiner/exams/${exam.slug}/log?format=csv`, other),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "exams.noExam", message: expect.any(String) });
    }
    // Nothing changed: no list, no extra time.
    const mine = (await api.call("GET", base(exam.slug), examiner)).json();
    expect(mine).toEqual({ list_in_force: false, candidates: [] });
    expect((await api.call("GET", attempt(exam.slug), student)).json().seconds_left).toBe(30 * 60);
    // A student is no examiner at all.
    expect((await api.call("GET", base(exam.slug), student)).statusCode).toBe(403);
  });
});
