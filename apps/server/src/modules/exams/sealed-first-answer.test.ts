import { describe, expect, it } from "vitest";
import { MINUTE, sealedSuite, type SealedQuestion as Question } from "./sealed-fixtures";

/**
 * A sealed paper's start recorded by its first answer (issue 66 point 1, decision 0453): the save
 * that carries the seal makes the attempt the seal fixes in its own statement, its clock from the
 * exam's opening, so that ten thousand first answers after the bell cost ten thousand saves, not
 * ten thousand starts. The answers a device picked while offline after the bell all arrive and are
 * stored; a forged seal, another account's, one from before the opening and a start made elsewhere
 * meanwhile are each refused with a message.
 */
const { t, api, examOpeningIn, listedExam, sealedCopy, opened, logText } = await sealedSuite(7300);

const save = (slug: string, token: string, q: Question, seq: number, seal?: string) =>
  api.call("PUT", `/api/exams/${slug}/attempt/answers/${q.id}`, token, {
    pick: q.options[1],
    seq,
    ...(seal === undefined ? {} : { seal }),
  });

describe("a sealed paper's first answer", () => {
  it("records the start in the save itself, its clock from the opening, and loses none of the answers picked offline", async () => {
    const exam = await examOpeningIn(10);
    const student = await api.signUp();
    const copy = await sealedCopy(exam.slug, student);
    t.clock.advance(10 * MINUTE);
    const paper = await opened(exam.slug, copy);
    expect(await logText(exam.slug)).not.toContain('"started"');

    // Offline for the first 80 seconds: three picks numbered on the opening's clock wait on the
    // device, then go one after another with the seal, as the page sends them after a reload.
    t.clock.advance(80_000);
    const picks = [
      [paper[0]!, 20_000],
      [paper[1]!, 45_000],
      [paper[2]!, 70_000],
    ] as const;
    for (const [q, seq] of picks) {
      const res = await save(exam.slug, student, q, seq, copy.seal);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ question_id: q.id, pick: q.options[1], seq });
      // The clock the server answers with runs from the opening, not from this request.
      expect(res.json().clock_ms).toBe(80_000);
      expect(res.json().seconds_left).toBe(30 * 60 - 80);
    }
    // The next save without the seal lands in the same attempt.
    expect((await save(exam.slug, student, paper[3]!, 79_000)).statusCode).toBe(200);

    // The attempt is the sealed paper, in its order, its clock the opening's; all four answers in.
    const resumed = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().questions.map((q: Question) => q.id)).toEqual(paper.map((q) => q.id));
    expect(resumed.json().started_at).toBe(exam.opens_at);
    expect(resumed.json().answers).toEqual(
      Object.fromEntries(paper.slice(0, 4).map((q) => [q.id, q.options[1]])),
    );
    // One "started" line, at the opening.
    const log = await logText(exam.slug);
    expect(log.match(/"started"/g)).toHaveLength(1);
    expect(log).toContain(exam.opens_at.replace(/\.000Z$/, ""));
  });

  it("makes one attempt when two first answers arrive together, and stores both", async () => {
    const exam = await examOpeningIn(10);
    const student = await api.signUp();
    const copy = await sealedCopy(exam.slug, student);
    t.clock.advance(10 * MINUTE + 5_000);
    const paper = await opened(exam.slug, copy);
    const both = await Promise.all([
      save(exam.slug, student, paper[0]!, 3_000, copy.seal),
      save(exam.slug, student, paper[1]!, 4_000, copy.seal),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const resumed = (await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {})).json();
    expect(Object.keys(resumed.answers).sort()).toEqual(
      [paper[0]!.id, paper[1]!.id].map(String).sort(),
    );
    expect((await logText(exam.slug)).match(/"started"/g)).toHaveLength(1);
  });

  it("refuses a first answer numbered by a clock a day ahead, and keeps the start from the opening", async () => {
    const exam = await examOpeningIn(10);
    const student = await api.signUp();
    const copy = await sealedCopy(exam.slug, student);
    t.clock.advance(10 * MINUTE + 20_000);
    const paper = await opened(exam.slug, copy);
    // The device's clock a day ahead numbers its pick a day into the sitting.
    const ahead = await save(exam.slug, student, paper[0]!, 86_400_000, copy.seal);
    expect([ahead.statusCode, ahead.json().errors.seq[0].code]).toEqual([422, "exams.seqAhead"]);
    expect(ahead.json().message).toEqual(expect.any(String));
    expect(ahead.body).not.toMatch(/"answer"|"key"/);
    // Numbered by the server's clock again, the answer is stored in the attempt from the opening.
    const next = await save(exam.slug, student, paper[0]!, 20_000, copy.seal);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().clock_ms).toBe(20_000);
    expect((await logText(exam.slug)).match(/"started"/g)).toHaveLength(1);
  });

  it("starts a listed candidate with extra time through the sealed start, the answer saved with it", async () => {
    const { exam, token: listed } = await listedExam("listed.first@example.com");
    const copy = await sealedCopy(exam.slug, listed);
    t.clock.advance(10 * MINUTE + 30_000);
    const paper = await opened(exam.slug, copy);
    const res = await save(exam.slug, listed, paper[0]!, 25_000, copy.seal);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ clock_ms: 30_000, seconds_left: 40 * 60 - 30 });
  });

  it("refuses a forged seal, another account's, one before the opening and one of another paper, making nothing", async () => {
    const exam = await examOpeningIn(10);
    const student = await api.signUp();
    const other = await api.signUp();
    const mine = await sealedCopy(exam.slug, student);
    const theirs = await sealedCopy(exam.slug, other);
    // Before the opening: the start is not open yet, and the server says when it is.
    t.clock.advance(9 * MINUTE);
    const early = await api.call("PUT", `/api/exams/${exam.slug}/attempt/answers/1`, student, {
      pick: "x",
      seq: 1,
      seal: mine.seal,
    });
    expect([early.statusCode, early.json().code]).toEqual([404, "exams.opensLater"]);
    t.clock.advance(MINUTE + 10_000);
    const paper = await opened(exam.slug, mine);
    // Another account's seal, one with another mac, one whose paper was put in another order
    // (the paper is the seal's own, under its mac: decision 0458), garbage.
    const parts = mine.seal.split(".");
    const sealWith = (i: number, part: string) =>
      parts.map((p, j) => (j === i ? part : p)).join(".");
    for (const seal of [
      theirs.seal,
      sealWith(5, "AAAAAAAAAAAAAAAAAAAAAA"),
      sealWith(4, parts[4]!.split("-").reverse().join("-")),
      "not a seal",
    ]) {
      const res = await save(exam.slug, student, paper[0]!, 5_000, seal);
      expect([res.statusCode, res.json().code], seal).toEqual([403, "exams.sealForged"]);
      expect(res.json().message).toMatch(/not made for this account/);
    }
    const blank = await save(exam.slug, student, paper[0]!, 5_000, "");
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.seal[0]).toMatchObject({ code: "exams.sealForged" });
    const status = await api.call("GET", `/api/exams/${exam.slug}/attempt`, student);
    expect(status.json().code).toBe("exams.notStarted");

    // Started meanwhile on a device without the copy: that attempt is the one; a seal of another
    // paper says so (the page reloads into it), one of the same paper saves into it.
    const plain = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(plain.statusCode).toBe(201);
    const plainIds = plain
      .json()
      .questions.map((q: Question) => q.id)
      .join();
    const res = await save(exam.slug, student, paper[0]!, 9_000, mine.seal);
    if (plainIds === paper.map((q) => q.id).join()) expect(res.statusCode).toBe(200);
    else expect([res.statusCode, res.json().code]).toEqual([409, "exams.sealOtherPaper"]);
  });
});
