import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { putCategoryAttempt } from "../../test/category-attempt";
import { createProgressApp, signIn } from "../../test/progress-fixtures";
import { readServerBanks } from "../banks/entrance-bank";
import { QuestionBanks } from "../questions/question-banks";
import { attemptReview } from "./attempt-review";

/**
 * An attempt's review as a use case (issue 63 point 1, decision 311): called with its
 * dependencies on the real database and the fixture banks, no HTTP.
 */
const t = await createProgressApp();
afterAll(() => t.close());
const { entrance, practice } = readServerBanks(t.config.banksDir);
const banks = new QuestionBanks(entrance, practice.categoryTest, practice.subjects);
const deps = { db: t.app.db, banks };

async function studentWithAttempt() {
  const student = await signIn(t);
  const id = randomUUID();
  expect((await putCategoryAttempt(t, student.headers, { id, pick: "A" })).statusCode).toBe(201);
  const me = await t.app.inject({ url: "/api/me", headers: student.headers });
  return { id, userId: me.json().user.id as number };
}

describe("an attempt's review (the use case)", () => {
  it("gives the attempt with each question from its bank, the pick and whether it was right", async () => {
    const { id, userId } = await studentWithAttempt();
    const question = practice.categoryTest.find((q) => q.id === 7)!;
    const outcome = await attemptReview(deps, { userId, id: id.toUpperCase() });
    expect(outcome).toMatchObject({
      kind: "review",
      review: {
        attempt: { id, mode: "category-test", score: 0, total: 1 },
        questions: [
          {
            id: 7,
            bank: "category-test",
            question: question.question,
            options: question.options,
            answer: question.answer,
            pick: "A",
            correct: false,
            seconds: 9,
          },
        ],
      },
    });
  });

  it("knows another student's attempt no more than one that is not there", async () => {
    const { id } = await studentWithAttempt();
    const other = await studentWithAttempt();
    expect(await attemptReview(deps, { userId: other.userId, id })).toEqual({ kind: "notFound" });
    expect(await attemptReview(deps, { userId: other.userId, id: randomUUID() })).toEqual({
      kind: "notFound",
    });
  });
});
