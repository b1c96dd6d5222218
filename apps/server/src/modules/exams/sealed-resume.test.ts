import { describe, expect, it } from "vitest";
import { MINUTE, sealedSuite, type SealedQuestion as Question } from "./sealed-fixtures";

/**
 * A reload half-way through a sealed paper (issue 66 point 3, decision 0463): the device that holds
 * its sealed copy sends its seal with the resume, and the server answers the clock and the answers,
 * not the paper, when the seal is the attempt's own. Any other seal (forged, another account's, a
 * paper started elsewhere) gets the paper as any resume does; before the opening, the start's own
 * refusal, and never a key.
 */
const { t, api, examOpeningIn, sealedCopy, opened, record, logText } = await sealedSuite(7700);

const resume = (slug: string, token: string, body: object = {}) =>
  api.call("POST", `/api/exams/${slug}/attempt`, token, body);
const save = (slug: string, token: string, q: Question, seq: number) =>
  api.call("PUT", `/api/exams/${slug}/attempt/answers/${q.id}`, token, { pick: q.options[1], seq });

/** A candidate whose sealed start is recorded, with two answers saved, 5 minutes after the bell. */
async function halfWay() {
  const exam = await examOpeningIn(10);
  const student = await api.signUp();
  const copy = await sealedCopy(exam.slug, student);
  t.clock.advance(10 * MINUTE + 30_000);
  const paper = await opened(exam.slug, copy);
  expect((await record(exam.slug, student, copy.seal)).statusCode).toBe(201);
  expect((await save(exam.slug, student, paper[2]!, 20_000)).statusCode).toBe(200);
  expect((await save(exam.slug, student, paper[0]!, 25_000)).statusCode).toBe(200);
  t.clock.advance(4 * MINUTE + 30_000);
  return { exam, student, copy, paper };
}

describe("a resume carrying the seal of the attempt's own sealed copy", () => {
  it("answers the clock and the answers without the paper, and logs the resume", async () => {
    const { exam, student, copy, paper } = await halfWay();
    const light = await resume(exam.slug, student, { seal: copy.seal });
    expect(light.statusCode, light.body).toBe(200);
    const body = light.json();
    expect(body).toEqual({
      paper_from_seal: true,
      id: expect.any(Number),
      exam: { slug: exam.slug, title: expect.any(String) },
      started_at: exam.opens_at,
      deadline: expect.any(String),
      seconds_left: 30 * 60 - 5 * 60,
      seq: 25_000,
      clock_ms: 5 * MINUTE,
      answers: { [paper[2]!.id]: paper[2]!.options[1], [paper[0]!.id]: paper[0]!.options[1] },
      seqs: { [paper[2]!.id]: 20_000, [paper[0]!.id]: 25_000 },
    });
    // No question's text or option leaves with it.
    for (const q of paper) expect(light.body).not.toContain(q.question);
    // The same resume without the seal: the same attempt, with its paper.
    const full = await resume(exam.slug, student);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ id: body.id, answers: body.answers, resume_at: 1 });
    expect(full.json().questions.map((q: Question) => q.id)).toEqual(paper.map((q) => q.id));
    expect(light.body.length).toBeLessThan(full.body.length / 2);
    expect((await logText(exam.slug)).match(/"resumed"/g)).toHaveLength(2);
  });

  it("gives the paper to a forged seal, another account's and a paper started elsewhere", async () => {
    const { exam, student, copy } = await halfWay();
    const other = await api.signUp();
    // The other candidate fetched a copy before the bell, then started without it elsewhere.
    const late = await examOpeningIn(10);
    const theirs = await sealedCopy(late.slug, other);
    const mine = await sealedCopy(late.slug, student);
    t.clock.advance(10 * MINUTE + 5_000);
    const plain = await resume(late.slug, other);
    expect(plain.statusCode, plain.body).toBe(201);
    const parts = copy.seal.split(".");
    const forged = [...parts.slice(0, 5), "AAAAAAAAAAAAAAAAAAAAAA"].join(".");
    const asks: Array<[string, string, string]> = [
      [exam.slug, student, forged],
      [exam.slug, student, "not a seal"],
      // Another exam's seal, and another account's.
      [exam.slug, student, mine.seal],
      [late.slug, student, theirs.seal],
    ];
    // A paper started elsewhere (unless the draw gave the very same order and seed).
    const sameDraw =
      plain
        .json()
        .questions.map((q: Question) => q.id)
        .join("-") ===
      theirs.seal
        .split(".")[4]!
        .split("-")
        .map((id) => parseInt(id, 36))
        .join("-");
    if (!sameDraw) asks.push([late.slug, other, theirs.seal]);
    for (const [slug, token, seal] of asks) {
      const res = await resume(slug, token, { seal });
      expect(res.statusCode, seal).toBeLessThan(300);
      expect(res.json().paper_from_seal, seal).toBeUndefined();
      expect(res.json().questions.length, seal).toBe(5);
    }
  });

  it("is refused before the opening as a start is, with no key and no paper", async () => {
    const exam = await examOpeningIn(10);
    const student = await api.signUp();
    const copy = await sealedCopy(exam.slug, student);
    t.clock.advance(9 * MINUTE);
    const early = await resume(exam.slug, student, { seal: copy.seal });
    expect([early.statusCode, early.json().code]).toEqual([404, "exams.opensLater"]);
    expect(early.json().message).toEqual(expect.any(String));
    expect(early.body).not.toMatch(/"key"|"options"|"answers"/);
    expect(early.json()).not.toHaveProperty("questions");
  });
});

describe("a resume carrying the seal, refused as a start is", () => {
  it("counts under the start's limit, and says a handed-in paper was sat", async () => {
    const { exam, student, copy } = await halfWay();
    // The start's limit (30 in 10 minutes) counts these too, the record's request before them.
    const statuses: number[] = [];
    let over;
    for (let i = 0; i < 31 && !over; i++) {
      const res = await resume(exam.slug, student, { seal: copy.seal });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) over = res;
    }
    expect(statuses.slice(0, 28)).toEqual(Array(28).fill(200));
    expect(over?.json()).toMatchObject({ code: "general.tooManyAttempts" });
    expect(over?.json().message).toEqual(expect.any(String));

    const other = await halfWay();
    const handIn = await api.call(
      "POST",
      `/api/exams/${other.exam.slug}/attempt/submit`,
      other.student,
      {},
    );
    expect(handIn.statusCode, handIn.body).toBe(200);
    const after = await resume(other.exam.slug, other.student, { seal: other.copy.seal });
    expect([after.statusCode, after.json().code]).toEqual([409, "exams.oneAttempt"]);
    expect(after.body).not.toContain("paper_from_seal");
  });
});
