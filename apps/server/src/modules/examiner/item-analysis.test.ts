import { describe, expect, it } from "vitest";
import { analyseExam, MIN_CANDIDATES, type Response } from "@tayari/quiz/item-analysis";
import {
  OTHER_EXAMINER,
  privateBank,
  type BankQuestion,
  examinerSuite,
} from "../exams/exam-fixtures";

/**
 * Item analysis through the real routes (issue 44, point 1): candidates sign up, sit the exam and
 * answer; the examiner's figures are those of the pure function over the same answers, and a small
 * exam's are checked against figures worked by hand.
 */
const analysisOf = (slug: string) => `/api/examiner/exams/${slug}/analysis`;

const { t, api, examiner } = await examinerSuite();

describe("item analysis", () => {
  /** One student sits `slug` and picks, per question id, an option's text or nothing (null). */
  const sit = (slug: string, picks: Map<number, string | null>) => api.sit(slug, picks);

  it("answers the figures the pure function gives for the same answers, live and then final, and flags the key the top third did not choose", async () => {
    const bank = privateBank({ mathematics: 2, physics: 2, english: 1 }, 9400);
    const bankId = await api.uploadBank(examiner, bank);
    const exam = await api.examOn(examiner, bankId);
    // 30 candidates, from the weakest (0) to the strongest (29). Question 1's key is wrong on
    // purpose: the strongest third choose its first option.
    const rule: Array<(i: number, q: BankQuestion) => string | null> = [
      (i, q) => (i >= 20 ? q.options[0]! : q.answer),
      (i, q) => (i >= 20 ? q.answer : q.options[2]!),
      (i, q) => (i >= 10 ? q.answer : null),
      (i, q) => (i >= 20 ? q.answer : q.options[3]!),
      (i, q) => (i >= 25 || i % 2 === 0 ? q.answer : q.options[0]!),
    ];
    const matrix: Response[][] = [];
    for (let i = 0; i < MIN_CANDIDATES; i++) {
      const picks = new Map(bank.map((q, j) => [q.id, rule[j]!(i, q)] as const));
      await sit(exam.slug, picks);
      matrix.push(bank.map((q) => (picks.get(q.id) ? q.options.indexOf(picks.get(q.id)!) : null)));
    }
    const expected = analyseExam(
      bank.map((q) => ({
        options: 4,
        key: { accepted: [1], dropped: false },
        marks: { correct: 100, wrong: 0 },
        category: q.category,
      })),
      matrix,
    );

    const live = await api.call("GET", analysisOf(exam.slug), examiner);
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().final).toBe(false);

    t.clock.advance(61 * 60_000);
    const res = await api.call("GET", analysisOf(exam.slug), examiner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.final).toBe(true);
    expect(body.min_candidates).toBe(30);
    expect(body.paper).toEqual({
      candidates: 30,
      mean: expected.paper.mean,
      median: expected.paper.median,
      sd: expected.paper.sd,
      kr20: expected.paper.kr20,
      max_marks: expected.paper.maxMarks,
      histogram: expected.paper.histogram,
      sections: expected.paper.sections,
    });
    expect(body.questions.map((q: { id: number }) => q.id)).toEqual(bank.map((q) => q.id));
    body.questions.forEach((q: Record<string, unknown>, j: number) => {
      const f = expected.questions[j]!;
      expect(q).toMatchObject({
        state: f.state,
        candidates: f.candidates,
        facility: f.facility,
        omit_rate: f.omitRate,
        point_biserial: f.pointBiserial,
        discrimination: f.discrimination,
        thirds: f.thirds,
        flags: f.flags,
        key: { accepted: [bank[j]!.answer], dropped: false },
        version: 0,
        answer: bank[j]!.answer,
        options: bank[j]!.options,
      });
    });
    // The top third (eight with 4 marks, then the first two with 3) chose option A on question 1
    // eight times, its key B twice: "check the key".
    expect(body.questions[0].flags).toContainEqual({ code: "check-key", option: 0 });
    expect(body.questions[0].thirds.top).toEqual({ chose: [8, 2, 0, 0], unanswered: 0 });
    expect(body.corrections).toEqual([]);
  }, 120_000);

  it("gives the figures worked by hand for four candidates, with too few to flag", async () => {
    const bank = privateBank({ mathematics: 1, physics: 1 }, 9500);
    const bankId = await api.uploadBank(examiner, bank);
    const exam = await api.examOn(examiner, bankId);
    const [q1, q2] = bank as [BankQuestion, BankQuestion];
    const pick = (a: string | null, b: string | null) =>
      new Map([
        [q1.id, a],
        [q2.id, b],
      ]);
    // A: both right (2); B: 1 right, 2 wrong (1); C: 1 wrong, 2 right (1); D: 1 left, 2 wrong (0).
    await sit(exam.slug, pick(q1.answer, q2.answer));
    await sit(exam.slug, pick(q1.answer, q2.options[0]!));
    await sit(exam.slug, pick(q1.options[0]!, q2.answer));
    await sit(exam.slug, pick(null, q2.options[0]!));
    const body = (await api.call("GET", analysisOf(exam.slug), examiner)).json();
    // Totals 2, 1, 1, 0: mean 1, median 1, sample SD sqrt(2/3). KR-20: p q = 0.25 + 0.25, the
    // number right's population variance 0.5, so 2/1 (1 - 0.5/0.5) = 0.
    expect(body.paper).toMatchObject({ candidates: 4, mean: 1, median: 1, kr20: 0, max_marks: 2 });
    expect(body.paper.sd).toBeCloseTo(Math.sqrt(2 / 3), 12);
    expect(body.paper.sections).toEqual([
      { category: "mathematics", mean: 0.5, max: 1 },
      { category: "physics", mean: 0.5, max: 1 },
    ]);
    // Question 1: right 2 of 4 (0.5), left by 1 (0.25). Right [1,1,0,0] against the rest of the
    // paper [1,0,1,0]: r = 0. Upper 27% (round(1.08) = 1: A) all right, lower (D) none: 1.
    // Thirds of round(4/3) = 1: top A, middle B and C (equal totals in the order they sat), bottom D.
    expect(body.questions[0]).toMatchObject({
      state: "too-few-candidates",
      candidates: 4,
      facility: 0.5,
      omit_rate: 0.25,
      point_biserial: 0,
      discrimination: 1,
      flags: [],
      thirds: {
        top: { chose: [0, 1, 0, 0], unanswered: 0 },
        middle: { chose: [1, 1, 0, 0], unanswered: 0 },
        bottom: { chose: [0, 0, 0, 0], unanswered: 1 },
      },
    });
  }, 60_000);

  it("is its own examiner's only: another examiner's exam is not found, and a student is refused", async () => {
    const bankId = await api.uploadBank(examiner, privateBank({ mathematics: 2 }, 9600));
    const exam = await api.examOn(examiner, bankId);
    const other = await api.signUp(OTHER_EXAMINER);
    const res = await api.call("GET", analysisOf(exam.slug), other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "exams.noExam", message: expect.any(String) });
    const student = await api.signUp();
    const refused = await api.call("GET", analysisOf(exam.slug), student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toEqual(expect.any(String));
  });
});
