import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { putCategoryAttempt } from "../../test/category-attempt";
import { createProgressApp, signIn } from "../../test/progress-fixtures";
import { readServerBanks } from "../banks/entrance-bank";
import { QuestionBanks } from "../questions/question-banks";
import { practiceSubjects, progressSummary } from "./progress-summary";
import { reviewQuiz } from "./review-quiz";
import { weakTopicsQuiz } from "./weak-topics-quiz";

/**
 * The progress page's use cases (issue 63 point 1, decision 311): called with their dependencies
 * on the real database and the fixture banks, no HTTP; the attempts are recorded through the API.
 */
const t = await createProgressApp();
afterAll(() => t.close());
const { entrance, practice } = readServerBanks(t.config.banksDir);
const banks = new QuestionBanks(entrance, practice.categoryTest, practice.subjects);
const db = t.app.db;
const now = () => t.clock.now;

/** A student who answered category-test question 7 wrong `count` times; their id. */
async function studentWith(count: number) {
  const student = await signIn(t);
  for (let i = 0; i < count; i++)
    expect((await putCategoryAttempt(t, student.headers, { id: randomUUID() })).statusCode).toBe(
      201,
    );
  return (await t.app.inject({ url: "/api/me", headers: student.headers })).json().user
    .id as number;
}

describe("the progress page's use cases", () => {
  it("sums a student's answers by mode and subject, and names the subjects not tried", async () => {
    const userId = await studentWith(2);
    const summary = await progressSummary({ db, now, practice: practiceSubjects(banks) }, userId);
    expect(summary.totals).toMatchObject({ attempts: 2, answered: 2, correct: 0, accuracy: 0 });
    expect(summary.by_category).toEqual([
      expect.objectContaining({ category: "biology", answered: 2, correct: 0 }),
    ]);
    expect(summary.not_tried.categories).not.toContain("biology");
    expect(summary.not_tried.categories.length).toBeGreaterThan(0);
  });

  it("asks the missed question again when it is due, and no weak-topic quiz before enough answers", async () => {
    const userId = await studentWith(1);
    const today = await reviewQuiz({ db, now, banks }, userId);
    expect(today).toMatchObject({ due: 0, questions: [], waiting: 1 });
    t.clock.advance(3 * 24 * 60 * 60_000);
    const later = await reviewQuiz({ db, now, banks }, userId);
    expect(later.due).toBe(1);
    expect(later.questions.map((q) => [q.bank, q.id])).toEqual([["category-test", 7]]);
    const weak = await weakTopicsQuiz({ db, banks, random: () => 0.5 }, userId);
    expect(weak).toEqual({ kind: "tooFew", count: expect.any(Number) });
  });
});
