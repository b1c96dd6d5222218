import { describe, expect, it } from "vitest";
import { attemptResponseSchema } from "@tayari/contracts/exam-sitting";
import { previewResponseSchema } from "@tayari/contracts/exam-preview";
import { privateBank, examinerSuite } from "../exams/exam-fixtures";

const { t, api, examiner, other, bankId } = await examinerSuite({
  other: true,
  bank: privateBank({ mathematics: 3, physics: 2 }, 9800),
});

/**
 * The paper as a candidate sees it, for its examiner (issue 46 point 6, decision 250): the
 * sitting's shape, made by the start's code, keys only when asked, nothing recorded; another
 * examiner's exam is not found.
 */
describe("the examiner's preview of a paper", () => {
  const preview = (slug: string, token: string, keys = false) =>
    api.call("GET", `/api/examiner/exams/${slug}/preview${keys ? "?keys=1" : ""}`, token);

  it("gives the paper in the sitting's shape, without keys, and records nothing", async () => {
    const exam = await api.examOn(examiner, bankId);
    const res = await preview(exam.slug, examiner);
    expect(res.statusCode, res.body).toBe(200);
    const body = previewResponseSchema.parse(res.json());
    // The very shape a start gives the candidate.
    expect(attemptResponseSchema.safeParse(body.paper).success).toBe(true);
    expect(body.paper).toMatchObject({
      id: 0,
      exam: { slug: exam.slug, title: exam.title },
      seconds_left: 30 * 60,
      resume_at: 0,
      seq: 0,
      answers: {},
    });
    // Shuffled within its sections, as a start would: every question once.
    expect(body.paper.questions.map((q) => q.id).sort()).toEqual([9800, 9801, 9802, 9803, 9804]);
    // No key nor explanation anywhere, as on the candidate's paper.
    expect(res.body).not.toContain("Sealed explanation");
    expect(body.keys).toBeUndefined();
    expect(body.shuffled).toEqual({ questions: true, options: true });

    // Nothing was stored: no start counted, no candidate in the log.
    const listed = (await api.call("GET", "/api/examiner/exams", examiner))
      .json()
      .exams.find((e: { slug: string }) => e.slug === exam.slug);
    expect(listed.started).toBe(0);
    const log = (await api.call("GET", `/api/examiner/exams/${exam.slug}/log`, examiner)).json();
    expect(log.candidates).toEqual([]);
  });

  it("gives each question's key when the examiner asks for them", async () => {
    const exam = await api.examOn(examiner, bankId);
    const body = (await preview(exam.slug, examiner, true)).json();
    expect(body.keys).toEqual(
      Object.fromEntries([9800, 9801, 9802, 9803, 9804].map((id) => [String(id), `Key ${id}`])),
    );
  });

  it("keeps the written order when the exam does not shuffle; is one of the shuffles when it does", async () => {
    const fixed = await api.examOn(examiner, bankId, {
      shuffle_questions: false,
      shuffle_options: false,
    });
    const plain = (await preview(fixed.slug, examiner)).json();
    expect(plain.shuffled).toEqual({ questions: false, options: false });
    expect(plain.paper.questions[0].options).toEqual([
      "Decoy A9800",
      "Key 9800",
      "Decoy B9800",
      "Decoy C9800",
    ]);

    // Shuffled: over a few previews, the options come in more than one order (the start's code).
    const shuffled = await api.examOn(examiner, bankId);
    const orders = new Set<string>();
    for (let i = 0; i < 8; i++)
      orders.add(
        JSON.stringify(
          (await preview(shuffled.slug, examiner))
            .json()
            .paper.questions.map((q: { options: string[] }) => q.options),
        ),
      );
    expect(orders.size).toBeGreaterThan(1);
  });

  it("before the opening, the clock is the full duration; another examiner's exam is not found", async () => {
    const later = await api.examOn(examiner, bankId, {
      opens_at: new Date(t.clock.now.getTime() + 24 * 60 * 60_000).toISOString(),
      closes_at: new Date(t.clock.now.getTime() + 25 * 60 * 60_000).toISOString(),
    });
    expect((await preview(later.slug, examiner)).json().paper.seconds_left).toBe(30 * 60);
    // Open, 20 minutes before the close: a start now has 20 minutes; after the close, the
    // paper's clock is the one a start at the opening had.
    const closing = await api.examOn(examiner, bankId, {
      closes_at: new Date(t.clock.now.getTime() + 20 * 60_000).toISOString(),
    });
    expect((await preview(closing.slug, examiner)).json().paper.seconds_left).toBe(20 * 60);
    t.clock.advance(25 * 60_000);
    expect((await preview(closing.slug, examiner)).json().paper.seconds_left).toBe(21 * 60);

    const theirs = await preview(later.slug, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: "exams.noExam", message: expect.any(String) });
    expect(theirs.body).not.toContain("Private mathematics");
    const student = await api.signUp();
    expect((await preview(later.slug, student)).statusCode).toBe(403);
  });
});
