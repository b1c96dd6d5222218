import { describe, expect, it } from "vitest";
import { examinerSuite, privateBank, type BankQuestion } from "../exams/exam-fixtures";
import { readPool } from "../exams/papers";
import { correctExamKey, type CorrectKeyDeps, type CorrectKeyInput } from "./correct-key";
import { examinerRefusal } from "./refusals";

/**
 * Correcting a key as a use case (issue 63 point 1, decision 311): called with its dependencies
 * on the real database, no HTTP. A correction mails nobody: the release of the corrections does
 * (decision 0475). Exams and sittings are set up through the API.
 */
const HOUR = 60 * 60_000;
const { t, api, examiner, other } = await examinerSuite({ other: true });
const db = t.app.db;
const deps: CorrectKeyDeps = {
  db,
  now: () => t.clock.now,
  poolOf: (exam) => readPool(db, exam.id),
};
/** The regrade mails queued for `to`. */
const regradeMails = async (to: string) =>
  db
    .selectFrom("mail_queue")
    .select("subject")
    .where("to_address", "=", to)
    .where("dedupe_key", "like", "exam-regraded:%")
    .execute();

/** Three questions sat by two students: Asha misses the first (verified), Bina gets all right. */
async function satExam(firstId: number) {
  const bank = privateBank({ mathematics: 2, physics: 1 }, firstId);
  const [q1, q2, q3] = bank as [BankQuestion, BankQuestion, BankQuestion];
  const exam = await api.examOn(examiner, await api.uploadBank(examiner, bank), {
    release: "manual",
  });
  const asha = `asha.${firstId}@example.com`;
  await api.sit(
    exam.slug,
    [
      [q1.id, q1.options[0]!],
      [q2.id, q2.answer],
      [q3.id, q3.answer],
    ],
    asha,
  );
  await api.sit(exam.slug, [
    [q1.id, q1.answer],
    [q2.id, q2.answer],
    [q3.id, q3.answer],
  ]);
  const corrections = () =>
    db.selectFrom("exam_key_corrections").select("id").where("question_id", "=", q1.id).execute();
  return { exam, q1, asha, corrections };
}

const examinerId = async (token: string) =>
  (await api.call("GET", "/api/me", token)).json().user.id as number;

describe("correcting a key (the use case)", () => {
  it("says why it refuses, as outcomes that write no correction", async () => {
    const { exam, q1, corrections } = await satExam(9100);
    const userId = await examinerId(examiner);
    const ask = (change: CorrectKeyInput["change"], more: Partial<CorrectKeyInput> = {}) =>
      correctExamKey(deps, {
        userId,
        slug: exam.slug,
        question_id: q1.id,
        version: 0,
        reason: "The key was typed wrong.",
        change,
        ...more,
      });
    const key = { kind: "key", answer: q1.options[0]! } as const;
    const theirs = await examinerId(other);
    expect(await ask(key, { userId: theirs })).toEqual({ kind: "noExam", slug: exam.slug });
    expect(await ask(key, { question_id: 1 })).toEqual({ kind: "notInExam", question: 1 });
    expect(await ask({ kind: "key", answer: "Nowhere" })).toEqual({
      kind: "noSuchOption",
      question: 1,
      option: "Nowhere",
    });
    expect(await ask({ kind: "accept", answers: [q1.answer, q1.answer] })).toEqual({
      kind: "acceptTwo",
    });
    expect(await ask({ kind: "key", answer: q1.answer })).toEqual({
      kind: "keyUnchanged",
      question: 1,
    });
    expect(await ask(key, { version: 3 })).toEqual({
      kind: "keyChanged",
      question: 1,
      version: 0,
      by: "another examiner",
      key: "B",
    });
    expect(await corrections()).toEqual([]);
  });

  it("regrades in one go, mails nobody itself, and answers a repeat as made; the release of the corrections mails each verified student whose score moved, once", async () => {
    const { exam, q1, asha, corrections } = await satExam(9200);
    t.clock.advance(HOUR + 3_000);
    const release = () => api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner);
    expect((await release()).statusCode).toBe(200);
    const input: CorrectKeyInput = {
      userId: await examinerId(examiner),
      slug: exam.slug,
      question_id: q1.id,
      version: 0,
      reason: "The explanation says the first option.",
      change: { kind: "key", answer: q1.options[0]! },
    };
    const made = await correctExamKey(deps, input);
    expect(made).toMatchObject({
      kind: "corrected",
      number: 1,
      changed: 2,
      correction: { question_id: q1.id, version: 1, kind: "key" },
    });
    expect(await regradeMails(asha)).toEqual([]);
    const merit = await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner);
    expect(merit.json().rows.map((r: { score: number }) => r.score)).toEqual([3, 2]);

    const again = await correctExamKey(deps, input);
    expect(again).toEqual({
      kind: "repeated",
      number: 1,
      correction: made.kind === "corrected" ? made.correction : null,
    });
    expect((await corrections()).length).toBe(1);
    // Released again: both scores moved; Bina signed up without verifying, so only Asha is mailed.
    const told = await release();
    expect(told.json()).toMatchObject({ code: "exams.correctionsTold", params: { count: 2 } });
    expect(await regradeMails(asha)).toHaveLength(1);
    expect((await release()).json().code).toBe("exams.nothingToTell");
    expect(await regradeMails(asha)).toHaveLength(1);
  });
});

describe("a correction's refusals in HTTP", () => {
  it.each([
    [{ kind: "noExam", slug: "x" }, 404, "exams.noExam", undefined],
    [{ kind: "notInExam", question: 4 }, 422, "exams.notInExam", "question_id"],
    [{ kind: "noSuchOption", question: 4, option: "E" }, 422, "exams.noSuchOption", "change"],
    [{ kind: "acceptTwo" }, 422, "exams.acceptTwo", "change"],
    [{ kind: "keyUnchanged", question: 4 }, 422, "exams.keyUnchanged", "change"],
    [
      { kind: "keyChanged", question: 4, version: 2, by: "Sita", key: "B" },
      409,
      "exams.keyChanged",
      undefined,
    ],
  ] as const)("%o is %i %s", (refusal, status, code, field) => {
    const error = examinerRefusal(refusal);
    expect([error.statusCode, error.body.code]).toEqual([status, code]);
    expect(Object.keys(error.errors ?? {})).toEqual(field ? [field] : []);
  });
});
