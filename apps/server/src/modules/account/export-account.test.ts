import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { putCategoryAttempt } from "../../test/category-attempt";
import { createProgressApp, signIn } from "../../test/progress-fixtures";
import { examAttemptsExport } from "../exams/export";
import { releaseHolds } from "../exams/holds";
import { PoolCache, publicBankReader } from "../exams/papers";
import { exportAccount, type ExportDeps } from "./export-account";

/**
 * The export as a use case (issue 63 point 1, decision 311): called with its dependencies on the
 * real database, no HTTP; the attempts are recorded through the API.
 */
const t = await createProgressApp();
afterAll(() => t.close());
const pools = new PoolCache();
const holdOf = releaseHolds(t.app, pools, publicBankReader(t.config.banksDir));
const deps: ExportDeps = {
  db: t.app.db,
  now: () => t.clock.now,
  examAttemptsOf: examAttemptsExport(t.app, pools, holdOf),
};

/** A student with `count` category-test attempts recorded; their account's id. */
async function studentWith(count: number) {
  const student = await signIn(t);
  for (let i = 0; i < count; i++) {
    const res = await putCategoryAttempt(t, student.headers, { id: randomUUID(), pick: "A" });
    expect(res.statusCode).toBe(201);
  }
  const me = await t.app.inject({ url: "/api/me", headers: student.headers });
  return me.json().user.id as number;
}

const exported = async (userId: number) =>
  JSON.parse(Buffer.concat(await exportAccount(deps, userId)).toString("utf8"));

describe("exporting an account (the use case)", () => {
  it("writes every attempt with its answers, in batches that still make one JSON document", async () => {
    const asha = await studentWith(23);
    await studentWith(1);
    const body = await exported(asha);
    expect(body.exported_at).toBe(t.clock.now.toISOString());
    expect(body.user).toEqual({
      id: asha,
      name: expect.any(String),
      email: expect.stringMatching(/@example\.com$/),
      created_at: expect.any(String),
      pace: null,
      target: null,
    });
    expect(body.attempts).toHaveLength(23);
    for (const attempt of body.attempts)
      expect(attempt.questions).toEqual([
        {
          bank: "category-test",
          id: 7,
          category: "biology",
          pick: "A",
          correct: false,
          seconds: 9,
        },
      ]);
    expect(body.exam_attempts).toEqual([]);
    expect(body.review_cards).toEqual([
      expect.objectContaining({ bank: "category-test", id: 7, lapses: expect.any(Number) }),
    ]);
    expect(body.abilities).toEqual([expect.objectContaining({ subject: "biology", answers: 23 })]);
  });

  it("gives a student with no attempts an export with empty lists", async () => {
    const body = await exported(await studentWith(0));
    expect([body.attempts, body.exam_attempts, body.review_cards, body.abilities]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });
});
