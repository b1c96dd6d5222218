import { describe, expect, it } from "vitest";
import { nextSeq } from "./exam-fixtures";
import { MINUTE, openSealedCopy as open, sealedSuite } from "./sealed-fixtures";

/**
 * The sealed paper (issue 66 point 1, decision 0452), as a device meets it: fetched in the last 15
 * minutes before the opening, encrypted; the key from the opening on, the same for everyone, 409
 * before it with the server's time; the start recorded before the first answer with the clock
 * from the opening; and every bad request refused with nothing of the paper.
 */
const {
  t,
  api,
  examiner,
  at,
  examOpeningIn,
  key,
  record,
  fetchSealed: sealed,
} = await sealedSuite(7100);

describe("the sealed paper", () => {
  it("is ready before the opening, opens with the key at the bell, and the first answer records the start from the opening", async () => {
    const exam = await examOpeningIn(10, { access_code: "KOSHI" });
    const student = await api.signUp();

    const fetched = await sealed(exam.slug, student, { access_code: "KOSHI" });
    expect(fetched.statusCode, fetched.body).toBe(200);
    const copy = fetched.json();
    expect(copy).toMatchObject({
      exam: { slug: exam.slug },
      opens_at: exam.opens_at,
      server_now: t.clock.now.toISOString(),
      duration_seconds: 1800,
      extra_seconds: 0,
    });
    // Encrypted: no question, option or key of the bank in it.
    expect(fetched.body).not.toMatch(/Private|Key \d|Decoy/);

    // Before the opening the key is refused, with the server's time and the wait.
    const early = await key(exam.slug);
    expect(early.statusCode).toBe(409);
    expect(early.headers["cache-control"]).toBe("no-store");
    expect(early.json()).toMatchObject({
      code: "exams.keyNotYet",
      params: { when: exam.opens_at, now: t.clock.now.toISOString(), seconds: 600 },
    });
    expect(early.json().message).toMatch(/^The paper opens at /);

    // The bell: the key, the same bytes for anyone (no session), kept a minute by a cache.
    t.clock.advance(10 * MINUTE);
    const bell = await key(exam.slug);
    expect(bell.statusCode, bell.body).toBe(200);
    expect(bell.headers["cache-control"]).toBe("public, max-age=60");
    expect(Buffer.from(bell.json().key, "base64")).toHaveLength(32);
    expect(bell.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(Object.keys(bell.json())).toEqual(["version", "opens_at", "key"]);
    expect(bell.json()).toMatchObject({ version: 1, opens_at: exam.opens_at });
    // Asked again (the answer this process kept): the same bytes, headers and all.
    const again = await key(exam.slug);
    expect(again.body).toBe(bell.body);
    expect([again.headers["cache-control"], again.headers["content-type"]]).toEqual([
      "public, max-age=60",
      "application/json; charset=utf-8",
    ]);
    const paper = open(copy, bell.json().key);
    expect(paper.questions).toHaveLength(5);
    expect(paper.questions.every((q) => q.question.startsWith("Private "))).toBe(true);

    // Nothing was recorded at the bell; the device records its start before its first answer,
    // two minutes later, and its clock is the opening's.
    const log = async () =>
      (await api.call("GET", `/api/examiner/exams/${exam.slug}/log`, examiner)).json();
    expect(JSON.stringify(await log())).not.toContain('"started"');
    t.clock.advance(2 * MINUTE);
    const started = await record(exam.slug, student, copy.seal);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({
      started_at: exam.opens_at,
      seconds_left: 28 * 60,
      clock_ms: 2 * MINUTE,
    });
    const first = paper.questions[0]!;
    const saved = await api.call(
      "PUT",
      `/api/exams/${exam.slug}/attempt/answers/${first.id}`,
      student,
      {
        pick: first.options[0],
        seq: nextSeq(),
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // Sent again (a retry): the same attempt.
    expect((await record(exam.slug, student, copy.seal)).statusCode).toBe(200);
    // A reload after that resumes the same paper, in the same order, the answer in it.
    const resumed = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().questions).toEqual(paper.questions);
    expect(resumed.json().answers).toEqual({ [first.id]: first.options[0] });
  });

  it("gives a second device of the account the same paper, and another account its own", async () => {
    const exam = await examOpeningIn(5);
    const asha = await api.signUp("asha.sealed@example.com");
    const ashaPhone = (await sealed(exam.slug, asha)).json();
    const ashaLaptop = (await sealed(exam.slug, asha)).json();
    const others = await Promise.all(
      Array.from({ length: 4 }, async () => (await sealed(exam.slug, await api.signUp())).json()),
    );
    t.clock.advance(5 * MINUTE);
    const theKey = (await key(exam.slug)).json().key as string;
    const ids = (copy: { iv: string; paper: string }) =>
      open(copy, theKey).questions.map((q) => q.id);
    // A fresh encryption each time, the same paper inside.
    expect(ashaLaptop.paper).not.toBe(ashaPhone.paper);
    expect(ids(ashaLaptop)).toEqual(ids(ashaPhone));
    expect(ashaLaptop.seal).toBe(ashaPhone.seal);
    // Others draw their own papers (five candidates on one paper would be a broken draw).
    const papers = new Set([ashaPhone, ...others].map((c) => ids(c).join()));
    expect(papers.size).toBeGreaterThan(1);
  });

  it("refuses what it must, each with a message and nothing of the paper", async () => {
    const exam = await examOpeningIn(20, { access_code: "KOSHI" });
    const student = await api.signUp();
    // Too early: the window opens 15 minutes before the opening, said by the server's clock.
    const early = await sealed(exam.slug, student, { access_code: "KOSHI" });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "exams.sealNotYet",
      params: { when: at(5 * MINUTE), now: t.clock.now.toISOString(), seconds: 300 },
    });
    t.clock.advance(6 * MINUTE);
    // A device whose clock is a day ahead asks for the key: the server's time, not its own.
    const ahead = await key(exam.slug);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().params).toMatchObject({ now: t.clock.now.toISOString(), seconds: 840 });
    // No code, a wrong code, no session, an examiner, an address of no exam.
    expect((await sealed(exam.slug, student)).json().code).toBe("exams.needsCode");
    const wrong = await sealed(exam.slug, student, { access_code: "MECHI" });
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, "exams.wrongCode"]);
    expect((await sealed(exam.slug, undefined, { access_code: "KOSHI" })).statusCode).toBe(401);
    const staff = await sealed(exam.slug, examiner, { access_code: "KOSHI" });
    expect([staff.statusCode, staff.json().code]).toEqual([403, "exams.examinersDoNotSit"]);
    const none = await sealed("no-such-exam", student, { access_code: "KOSHI" });
    expect([none.statusCode, none.json().code]).toEqual([404, "exams.notOpen"]);
    expect((await key("no-such-exam")).statusCode).toBe(404);

    const mine = (await sealed(exam.slug, student, { access_code: "KOSHI" })).json();
    const other = await api.signUp();
    const theirs = (await sealed(exam.slug, other, { access_code: "KOSHI" })).json();
    // The seal before the opening starts nothing.
    const before = await record(exam.slug, student, mine.seal);
    expect([before.statusCode, before.json().code]).toEqual([404, "exams.opensLater"]);
    t.clock.advance(14 * MINUTE);
    // A forged seal: another account's, one made to claim another account, one carrying another
    // order of its paper or another question (decision 0458), garbage.
    const [examId, version, userId, seed, ids, mac] = (mine.seal as string).split(".") as string[];
    const sealWith = (i: number, part: string) =>
      [examId, version, userId, seed, ids, mac].map((p, j) => (j === i ? part : p)).join(".");
    const paperIds = ids!.split("-");
    for (const seal of [
      theirs.seal,
      sealWith(2, String(Number(userId) + 1)),
      sealWith(4, [...paperIds].reverse().join("-")),
      sealWith(4, ["zzzz", ...paperIds.slice(1)].join("-")),
      sealWith(3, String(Number(seed || 0) + 1)),
      "not a seal",
      sealWith(5, "AAAAAAAAAAAAAAAAAAAAAA"),
    ]) {
      const forged = await record(exam.slug, student, seal);
      expect(forged.statusCode, seal).toBe(403);
      expect(forged.json()).toMatchObject({ code: "exams.sealForged" });
      expect(forged.json().message).toMatch(/not made for this account/);
    }
    const blank = await record(exam.slug, student, "");
    expect(blank.statusCode).toBe(422);
    // None of them made an attempt: the status says so.
    const status = await api.call("GET", `/api/exams/${exam.slug}/attempt`, student);
    expect(status.json().code).toBe("exams.notStarted");
    // Once open, the sealed paper is no longer made: the device starts as before.
    const open = await sealed(exam.slug, student, { access_code: "KOSHI" });
    expect([open.statusCode, open.json().code]).toEqual([409, "exams.sealOpen"]);
    // And the seal still works for its own account.
    expect((await record(exam.slug, student, mine.seal)).statusCode).toBe(201);
  });

  it("is made only for a candidate on the exam's list", async () => {
    const exam = await examOpeningIn(10);
    const listed = await api.signUp("listed.sealed@example.com");
    const saved = await api.call("PUT", `/api/examiner/exams/${exam.slug}/candidates`, examiner, {
      text: "email\nlisted.sealed@example.com\n",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await sealed(exam.slug, listed)).statusCode).toBe(200);
    const outsider = await sealed(exam.slug, await api.signUp());
    expect([outsider.statusCode, outsider.json().code]).toEqual([403, "exams.notOnList"]);
    expect(outsider.body).not.toMatch(/"paper"|"seal"/);
  });

  it("a start on another device without the copy is the attempt; the seal then says so", async () => {
    const exam = await examOpeningIn(10);
    const student = await api.signUp();
    const copy = (await sealed(exam.slug, student)).json();
    t.clock.advance(10 * MINUTE + 5_000);
    // The other device had no copy: today's start, its own draw and clock.
    const plain = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(plain.statusCode).toBe(201);
    const theKey = (await key(exam.slug)).json().key as string;
    const sealedIds = open(copy, theKey).questions.map((q) => q.id);
    const late = await record(exam.slug, student, copy.seal);
    const plainIds = plain.json().questions.map((q: { id: number }) => q.id);
    if (plainIds.join() === sealedIds.join()) expect(late.statusCode).toBe(200);
    else expect([late.statusCode, late.json().code]).toEqual([409, "exams.sealOtherPaper"]);
  });
});
