import { describe, expect, it } from "vitest";
import {
  OTHER_EXAMINER,
  privateBank,
  type BankQuestion,
  examinerSuite,
} from "../exams/exam-fixtures";

/**
 * Key corrections batched into one regrade, previewed first (issue 68 point 3, decision 0476):
 * the preview says who moves and by how much and writes nothing; the regrade makes them all in one
 * transaction, once however often it is pressed.
 */
const HOUR = 60 * 60_000;
const { t, api, examiner } = await examinerSuite();

const path = (slug: string, preview = false) =>
  `/api/examiner/exams/${slug}/regrade${preview ? "/preview" : ""}`;
const analysis = async (slug: string) =>
  (await api.call("GET", `/api/examiner/exams/${slug}/analysis`, examiner)).json();
const merit = async (slug: string) =>
  (await api.call("GET", `/api/examiner/exams/${slug}/merit`, examiner)).json();
const scores = async (slug: string) =>
  (await merit(slug)).rows.map((r: { score: number }) => r.score);

/** Three questions (two of mathematics) sat by Asha (2 right), Bina (3) and Chandra (1). */
async function satExam(firstId: number) {
  const bank = privateBank({ mathematics: 2, physics: 1 }, firstId);
  const [q1, q2, q3] = bank as [BankQuestion, BankQuestion, BankQuestion];
  const exam = await api.examOn(examiner, await api.uploadBank(examiner, bank), {
    release: "manual",
  });
  await api.sit(exam.slug, [
    [q1.id, q1.options[0]!],
    [q2.id, q2.answer],
    [q3.id, q3.answer],
  ]);
  await api.sit(exam.slug, [
    [q1.id, q1.answer],
    [q2.id, q2.answer],
    [q3.id, q3.answer],
  ]);
  await api.sit(exam.slug, [
    [q1.id, q1.options[0]!],
    [q2.id, q2.answer],
    [q3.id, null],
  ]);
  // Ranked before any correction: Bina 3, Asha 2, Chandra 1.
  const [bina, asha, chandra] = (await merit(exam.slug)).rows.map(
    (r: { name: string }) => r.name,
  ) as [string, string, string];
  return { exam, q1, q2, q3, asha, bina, chandra };
}

/** The first option becomes question 1's key, and question 3 is dropped. */
const twoCorrections = (q1: BankQuestion, q3: BankQuestion) => ({
  corrections: [
    {
      question_id: q1.id,
      version: 0,
      change: { kind: "key", answer: q1.options[0] },
      reason: "The explanation says the first option.",
    },
    { question_id: q3.id, version: 0, change: { kind: "drop" }, reason: "The figure was missing." },
  ],
});

describe("corrections batched into one regrade", () => {
  it("are previewed first: who moves, from what marks and rank to what, and nothing is written", async () => {
    const { exam, q1, q3, asha, bina, chandra } = await satExam(9800);
    const preview = await api.call("POST", path(exam.slug, true), examiner, twoCorrections(q1, q3));
    expect(preview.statusCode, preview.body).toBe(200);
    const said = preview.json();
    expect(said).toMatchObject({
      code: "exams.regradePreview",
      message:
        "With these 2 corrections, 3 of 3 candidates move: 3 by their marks, the rest only in rank. Nothing is changed yet.",
      candidates: 3,
      changed: 3,
      marks_changed: 3,
    });
    // The largest change of marks first: Chandra gains 2 (question 1 right, question 3 dropped).
    expect(said.moves[0]).toEqual({
      name: chandra,
      roll: null,
      score_before: 1,
      score_after: 3,
      rank_before: 3,
      rank_after: expect.any(Number),
    });
    expect(said.moves).toContainEqual({
      name: bina,
      roll: null,
      score_before: 3,
      score_after: 2,
      rank_before: 1,
      rank_after: 3,
    });
    expect(said.moves).toContainEqual(
      expect.objectContaining({ name: asha, score_before: 2, score_after: 3, rank_before: 2 }),
    );
    expect((await analysis(exam.slug)).corrections).toEqual([]);
    expect(await scores(exam.slug)).toEqual([3, 2, 1]);
  }, 60_000);

  it("are made in one regrade, once however often it is pressed; the released exam has students to tell", async () => {
    const { exam, q1, q3 } = await satExam(9810);
    t.clock.advance(HOUR + 3_000);
    const release = () => api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner);
    expect((await release()).statusCode).toBe(200);
    const body = twoCorrections(q1, q3);
    const pressed = await Promise.all(
      [1, 2].map(() => api.call("POST", path(exam.slug), examiner, body)),
    );
    expect(pressed.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(pressed.map((r) => r.json().code).sort()).toEqual([
      "exams.regradeRepeated",
      "exams.regraded",
    ]);
    const made = pressed.find((r) => r.json().code === "exams.regraded")!.json();
    expect(made.message).toBe(
      "Regraded with 2 corrections: 3 of 3 candidates moved, 3 by their marks. Students see it on the site; release the corrections to mail them.",
    );
    expect(
      made.corrections.map((c: { version: number; kind: string }) => [c.version, c.kind]),
    ).toEqual(
      expect.arrayContaining([
        [1, "key"],
        [1, "drop"],
      ]),
    );
    const after = await analysis(exam.slug);
    expect(after.corrections).toHaveLength(2);
    expect(await scores(exam.slug)).toEqual([3, 3, 2]);
    const listed = (await api.call("GET", "/api/examiner/exams", examiner))
      .json()
      .exams.find((e: { slug: string }) => e.slug === exam.slug);
    expect(listed).toMatchObject({ released: true, untold: 3 });
    expect((await release()).json()).toMatchObject({
      code: "exams.correctionsTold",
      params: { count: 3 },
    });
    // From the version before: refused, naming the key that won.
    const stale = await api.call("POST", path(exam.slug), examiner, {
      corrections: [{ ...body.corrections[0], change: { kind: "key", answer: q1.options[2] } }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "exams.keyChanged",
      params: { question: 1, version: 1, key: "A" },
    });
  }, 60_000);

  it("refuses bad input with a 4xx, a code and a message, and writes nothing", async () => {
    const { exam, q1, q3 } = await satExam(9820);
    const other = await api.signUp(OTHER_EXAMINER);
    const [first, second] = twoCorrections(q1, q3).corrections as [object, object];
    const cases: Array<[string, unknown, number, string]> = [
      [examiner, { corrections: [] }, 422, "exams.regradeEmpty"],
      [examiner, { corrections: Array(101).fill(first) }, 422, "exams.regradeTooMany"],
      [examiner, { corrections: [first, first] }, 422, "exams.regradeTwice"],
      [
        examiner,
        { corrections: [second, { ...first, change: { kind: "key", answer: "Nowhere" } }] },
        422,
        "exams.noSuchOption",
      ],
      [
        examiner,
        { corrections: [second, { ...first, change: { kind: "key", answer: q1.answer } }] },
        422,
        "exams.keyUnchanged",
      ],
      [examiner, { corrections: [{ ...first, reason: "" }] }, 422, "exams.reasonRequired"],
      [other, { corrections: [first] }, 404, "exams.noExam"],
    ];
    for (const preview of [true, false])
      for (const [token, body, status, code] of cases) {
        const res = await api.call("POST", path(exam.slug, preview), token, body);
        expect([preview, code, res.statusCode], res.body).toEqual([preview, code, status]);
        expect(res.json().message).toEqual(expect.any(String));
        expect(JSON.stringify(res.json())).toContain(code);
      }
    expect((await analysis(exam.slug)).corrections).toEqual([]);
    expect(await scores(exam.slug)).toEqual([3, 2, 1]);
  }, 60_000);
});
