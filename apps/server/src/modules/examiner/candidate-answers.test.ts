import { describe, expect, it } from "vitest";
import { nextSeq, privateBank, type BankQuestion, examinerSuite } from "../exams/exam-fixtures";

const { t, api, examiner, other } = await examinerSuite({ other: true });

/**
 * One candidate's answers, opened from the merit list (issue 46 point 6, issue 44 point 3): every
 * question of their paper in their order, their pick beside the key, the marks of each, live and
 * after the close with a key correction applied; another examiner's exam is not found.
 */
describe("one candidate's answers", () => {
  const answersOf = (slug: string, user: number | string, token = examiner) =>
    api.call("GET", `/api/examiner/exams/${slug}/candidates/${user}/answers`, token);
  const meritRows = async (slug: string) =>
    (await api.call("GET", `/api/examiner/exams/${slug}/merit`, examiner)).json().rows as Array<{
      email: string;
      user_id: number;
      score: number;
    }>;

  it("reads a candidate's paper live and after the close, a corrected key applied", async () => {
    const bank = privateBank({ mathematics: 2, physics: 1 }, 9900);
    const [q1, q2, q3] = bank as [BankQuestion, BankQuestion, BankQuestion];
    const bankId = await api.uploadBank(examiner, bank);
    // IOE marking: a wrong answer loses a tenth of its mark, so every verdict has its own marks.
    const exam = await api.examOn(examiner, bankId, { profile: "ioe", shuffle_questions: true });
    const asha = await api.signUp("asha.answers@example.com");
    const started = await api.call("POST", `/api/exams/${exam.slug}/attempt`, asha, {});
    expect(started.statusCode, started.body).toBe(201);
    const order = (started.json().questions as Array<{ id: number }>).map((q) => q.id);
    // Right on the first mathematics question, a decoy on the second, physics left blank.
    for (const [id, pick] of [
      [q1.id, q1.answer],
      [q2.id, q2.options[0]!],
    ] as const) {
      const saved = await api.call("PUT", `/api/exams/${exam.slug}/attempt/answers/${id}`, asha, {
        pick,
        seq: nextSeq(),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }

    // Live: the merit list's row opens the paper as it stands.
    const row = (await meritRows(exam.slug)).find((r) => r.email === "asha.answers@example.com")!;
    expect(row.user_id).toEqual(expect.any(Number));
    const live = await answersOf(exam.slug, row.user_id);
    expect(live.statusCode, live.body).toBe(200);
    const body = live.json();
    expect(body).toMatchObject({
      exam: { slug: exam.slug, title: exam.title },
      candidate: { user_id: row.user_id, email: "asha.answers@example.com", submitted_at: null },
      final: false,
      score: 0.9,
      max_score: 3,
      correct: 1,
      wrong: 1,
      unanswered: 1,
      dropped: 0,
    });
    expect(body.score).toBe(row.score);
    // In the candidate's own order, each with its pick, the key and its marks.
    const review = body.review as Array<Record<string, unknown>>;
    expect(review.map((q) => q.id)).toEqual(order);
    const byId = new Map(review.map((q) => [q.id as number, q]));
    expect(byId.get(q1.id)).toMatchObject({
      pick: q1.answer,
      answer: q1.answer,
      correct: true,
      marks: 1,
    });
    expect(byId.get(q2.id)).toMatchObject({
      pick: q2.options[0],
      answer: q2.answer,
      correct: false,
      marks: -0.1,
    });
    expect(byId.get(q3.id)).toMatchObject({ pick: null, correct: false, marks: 0 });
    expect(byId.get(q3.id)!.explanation).toBe(q3.explanation);

    // After the close, the second question's key corrected to the option Asha chose.
    t.clock.advance(2 * 60 * 60_000);
    const corrected = await api.call(
      "POST",
      `/api/examiner/exams/${exam.slug}/corrections`,
      examiner,
      {
        question_id: q2.id,
        version: 0,
        change: { kind: "key", answer: q2.options[0] },
        reason: "The first option is the right one.",
      },
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = (await answersOf(exam.slug, row.user_id)).json();
    expect(after).toMatchObject({ final: true, score: 2, correct: 2, wrong: 0, unanswered: 1 });
    expect(after.review.find((q: { id: number }) => q.id === q2.id)).toMatchObject({
      pick: q2.options[0],
      answer: q2.options[0],
      correct: true,
      key_corrected: true,
      marks: 1,
    });
    // The list after the close gives the same total for her.
    const fixed = (await meritRows(exam.slug)).find((r) => r.user_id === row.user_id)!;
    expect(fixed.score).toBe(after.score);
  });

  it("is not found for another examiner, a student who did not sit, or a number that is none", async () => {
    const bankId = await api.uploadBank(examiner, privateBank({ mathematics: 2 }, 9950));
    const exam = await api.examOn(examiner, bankId);
    const bina = await api.signUp("bina.answers@example.com");
    expect((await api.call("POST", `/api/exams/${exam.slug}/attempt`, bina, {})).statusCode).toBe(
      201,
    );
    const [row] = await meritRows(exam.slug);
    expect((await answersOf(exam.slug, row!.user_id)).statusCode).toBe(200);

    // The other examiner: the exam is not theirs, so not found, nothing of Bina's said.
    const theirs = await answersOf(exam.slug, row!.user_id, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: "exams.noExam", params: { slug: exam.slug } });
    expect(theirs.body).not.toContain("bina");
    // Nor from their own exam of the same account number.
    const otherBank = await api.uploadBank(other, privateBank({ physics: 2 }, 9960));
    const otherExam = await api.examOn(other, otherBank);
    const across = await answersOf(otherExam.slug, row!.user_id, other);
    expect(across.statusCode).toBe(404);
    expect(across.json()).toMatchObject({ code: "exams.noCandidate" });

    // An account that did not sit, and one that does not exist.
    for (const user of [row!.user_id + 1000, 2_000_000_000]) {
      const res = await answersOf(exam.slug, user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: "exams.noCandidate",
        params: { who: String(user) },
      });
      expect(res.json().message).toEqual(expect.any(String));
    }
    // Not a number at all: said, not crashed.
    for (const bad of ["abc", "0", "1.5"]) {
      const res = await answersOf(exam.slug, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(JSON.stringify(res.json())).toContain("exams.candidateId");
    }
  });
});
