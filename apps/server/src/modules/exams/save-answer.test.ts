import { describe, expect, it } from "vitest";
import { hashToken } from "../auth/secrets";
import { saveAnswerInOneStatement } from "./answer-repository";
import { examinerSuite, privateBank } from "./exam-fixtures";
import * as examRepo from "./exam-repository";
import { readPool } from "./papers";
import { EXAM_LIMITS } from "./routes";
import { saveExamAnswer, type SaveAnswerDeps, type SaveAnswerInput } from "./save-answer";

/**
 * The answer save as a use case (decision 342): called with its dependencies on the real
 * database, no HTTP. The exam and the students' starts are set up through the API.
 */
const { t, api, examiner, bankId } = await examinerSuite({
  bank: privateBank({ mathematics: 4 }),
});
const db = t.app.db;
const late: Array<{ examId: number; userId: number }> = [];
const deps: SaveAnswerDeps = {
  now: () => t.clock.now,
  idleSince: (now) => new Date(now.getTime() - 7 * 86_400_000),
  limit: EXAM_LIMITS.answer,
  examOf: (slug) => examRepo.findExam(db, slug),
  questionOf: async (examId, questionId) =>
    (await readPool(db, examId)).find((q) => q.id === questionId),
  forgetSlug: () => {},
  store: (save) => saveAnswerInOneStatement(db, save),
  findKept: (attemptId, questionId) =>
    db
      .selectFrom("exam_answers")
      .select(["pick", "seq", "saved_at"])
      .where("attempt_id", "=", attemptId)
      .where("question_id", "=", questionId)
      .executeTakeFirst(),
  recordLateTry: async (row) => void late.push(row),
  // These saves carry no seal (sealed-paper.test.ts saves with one through the API).
  sealed: {
    claim: () => Promise.reject(new Error("no seal here")),
    start: () => Promise.reject(new Error("no seal here")),
  },
};

async function started() {
  const exam = await api.examOn(examiner, bankId);
  const token = await api.signUp();
  const res = await api.call("POST", `/api/exams/${exam.slug}/attempt`, token, {});
  expect(res.statusCode, res.body).toBe(201);
  const paper = res.json() as { questions: Array<{ id: number; options: string[] }> };
  const save = (questionId: number, pick: string, seq: number, who = token) =>
    saveExamAnswer(deps, {
      tokenHash: hashToken(who),
      slug: exam.slug,
      questionId,
      pick,
      seq,
      device: "phone",
    } satisfies SaveAnswerInput);
  const stored = async () =>
    (
      await db
        .selectFrom("exam_answers")
        .innerJoin("exam_attempts", "exam_attempts.id", "exam_answers.attempt_id")
        .innerJoin("exams", "exams.id", "exam_attempts.exam_id")
        .select(["exam_answers.question_id", "exam_answers.pick", "exam_answers.seq"])
        .where("exams.slug", "=", exam.slug)
        .orderBy("exam_answers.question_id")
        .execute()
    ).map((r) => [r.question_id, r.pick, r.seq]);
  return { exam, token, paper, save, stored };
}

describe("saving an exam answer (the use case)", () => {
  it("keeps the pick, and says the attempt's clock on the server", async () => {
    const { paper, save, stored } = await started();
    const q = paper.questions[0]!;
    t.clock.advance(90_000);
    const outcome = await save(q.id, `Key ${q.id}`, 89_500);
    expect(outcome).toMatchObject({
      kind: "kept",
      kept: { questionId: q.id, pick: `Key ${q.id}`, seq: 89_500, clockMs: 90_000 },
    });
    expect(await stored()).toEqual([[q.id, `Key ${q.id}`, 89_500]]);
  });

  it("two devices: the later change on the attempt's clock wins, whatever order they arrive in", async () => {
    const { paper, save, stored } = await started();
    const q = paper.questions[1]!;
    t.clock.advance(120_000);
    // The phone picked at 100 s, the laptop at 110 s; the laptop's save arrives first.
    expect(await save(q.id, `Decoy A${q.id}`, 110_000)).toMatchObject({ kind: "kept" });
    const phone = await save(q.id, `Key ${q.id}`, 100_000);
    // The phone is told the laptop's pick is the one kept: it shows it.
    expect(phone).toMatchObject({ kind: "kept", kept: { pick: `Decoy A${q.id}`, seq: 110_000 } });
    expect(await stored()).toEqual([[q.id, `Decoy A${q.id}`, 110_000]]);
    // The same save sent twice is stored once and answered the same way.
    expect(await save(q.id, `Decoy A${q.id}`, 110_000)).toMatchObject({
      kind: "kept",
      kept: { pick: `Decoy A${q.id}`, seq: 110_000 },
    });
    expect(await stored()).toEqual([[q.id, `Decoy A${q.id}`, 110_000]]);
  });

  it("refuses a number from the future, an option never in the question and a question off the paper, answer by answer", async () => {
    const { paper, save, stored } = await started();
    const [a, b] = paper.questions;
    t.clock.advance(30_000);
    expect(await save(a!.id, `Key ${a!.id}`, 10_000)).toMatchObject({ kind: "kept" });
    // A number far ahead of the attempt's clock would keep every later change out: refused.
    expect(await save(b!.id, `Key ${b!.id}`, 30_000 + 61_000)).toEqual({ kind: "ahead" });
    // Within the device's error of the clock: kept.
    expect(await save(b!.id, `Key ${b!.id}`, 30_000 + 59_000)).toMatchObject({ kind: "kept" });
    expect(await save(a!.id, "None of these", 40_000)).toEqual({ kind: "notAnOption" });
    expect(await save(999_999, "Key 1", 41_000)).toEqual({
      kind: "notOnPaper",
      questionId: 999_999,
    });
    // Nothing else changed.
    expect(await stored()).toEqual(
      [
        [a!.id, `Key ${a!.id}`, 10_000],
        [b!.id, `Key ${b!.id}`, 89_000],
      ].sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
  });

  it("says who may not save: no session, no attempt, handed in, past the time", async () => {
    const { exam, token, paper, save } = await started();
    const q = paper.questions[0]!;
    expect(await save(q.id, `Key ${q.id}`, 1, "not-a-token")).toEqual({ kind: "notSignedIn" });
    expect(await save(q.id, `Key ${q.id}`, 1, await api.signUp())).toEqual({ kind: "notStarted" });
    expect(
      (await api.call("POST", `/api/exams/${exam.slug}/attempt/submit`, token)).statusCode,
    ).toBe(200);
    expect(await save(q.id, `Key ${q.id}`, 2)).toEqual({ kind: "alreadySubmitted" });

    const other = await started();
    const before = late.length;
    t.clock.advance(31 * 60_000);
    const q2 = other.paper.questions[0]!;
    expect(await other.save(q2.id, `Key ${q2.id}`, 5)).toMatchObject({ kind: "timeUp" });
    expect(late.length).toBe(before + 1);
    expect(await other.stored()).toEqual([]);
  });

  it("past the account's limit, says how long to wait", async () => {
    const { exam, token, paper } = await started();
    const q = paper.questions[0]!;
    const limit = { limit: 3, windowMs: 5 * 60_000 };
    const save = (seq: number) =>
      saveExamAnswer(
        { ...deps, limit },
        {
          tokenHash: hashToken(token),
          slug: exam.slug,
          questionId: q.id,
          pick: `Key ${q.id}`,
          seq,
          device: "phone",
        },
      );
    for (let seq = 1; seq <= limit.limit; seq++)
      expect(await save(seq)).toMatchObject({ kind: "kept" });
    t.clock.advance(1_000);
    expect(await save(4)).toEqual({ kind: "tooManySaves", retryAfterMs: limit.windowMs - 1_000 });
  });
});
