import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/test-app";
import { createProgressApp, signIn } from "../../test/progress-fixtures";
import { putCategoryAttempt } from "../../test/category-attempt";

let t: TestApp;
beforeAll(async () => {
  t = await createProgressApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;

async function recordOne(headers: Headers, pick: string) {
  const id = randomUUID();
  const res = await putCategoryAttempt(t, headers, { id, pick });
  expect(res.statusCode).toBe(201);
  return id;
}

const deleteMe = (headers: Headers, payload?: unknown) =>
  t.app.inject({ method: "DELETE", url: "/api/me", headers, payload: payload as object });

describe("GET /api/me/export", () => {
  it("gives all of the student's data and nobody else's", async () => {
    const asha = await signIn(t);
    const bikash = await signIn(t);
    const id = await recordOne(asha.headers, "A");
    await recordOne(bikash.headers, "B");
    const res = await t.app.inject({ method: "GET", url: "/api/me/export", headers: asha.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.user.email).toMatch(/@example\.com$/);
    expect(body.user).not.toHaveProperty("password_hash");
    expect(body.attempts).toEqual([
      expect.objectContaining({
        id,
        mode: "category-test",
        score: 0,
        questions: [
          {
            bank: "category-test",
            id: 7,
            category: "biology",
            pick: "A",
            correct: false,
            seconds: 9,
          },
        ],
      }),
    ]);
    expect(body.review_cards).toEqual([
      expect.objectContaining({ bank: "category-test", id: 7, reps: 1, lapses: 0 }),
    ]);
    // The learner model's estimate of her, by subject: one wrong answer in biology, below average.
    expect(body.abilities).toEqual([
      {
        subject: "biology",
        mean: expect.any(Number),
        variance: expect.any(Number),
        answers: 1,
        updated_at: expect.any(String),
      },
    ]);
    expect(body.abilities[0].mean).toBeLessThan(0);
    expect(body.abilities[0].variance).toBeLessThan(2);
    expect((await t.app.inject({ method: "GET", url: "/api/me/export" })).statusCode).toBe(401);
  });
});

describe("DELETE /api/me", () => {
  it("needs the password, then deletes the account with its attempts, cards and sessions", async () => {
    const { headers, password } = await signIn(t);
    const id = await recordOne(headers, "A");
    const me = (await t.app.inject({ method: "GET", url: "/api/me", headers })).json().user.id;
    for (const [payload, status] of [
      [undefined, 422],
      [{}, 422],
      [{ password: "wrong password" }, 403],
    ] as const) {
      const res = await deleteMe(headers, payload);
      expect(res.statusCode).toBe(status);
      expect(typeof res.json().message).toBe("string");
    }
    const done = await deleteMe(headers, { password });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/deleted/);
    // The token went with the account.
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers })).statusCode).toBe(401);
    expect(
      await t.app.db.selectFrom("attempts").where("id", "=", id).selectAll().execute(),
    ).toEqual([]);
    expect(
      await t.app.db
        .selectFrom("attempt_answers")
        .where("attempt_id", "=", id)
        .selectAll()
        .execute(),
    ).toEqual([]);
    expect(
      await t.app.db.selectFrom("review_cards").where("user_id", "=", me).selectAll().execute(),
    ).toEqual([]);
    expect(
      await t.app.db.selectFrom("sessions").where("user_id", "=", me).selectAll().execute(),
    ).toEqual([]);
    expect((await deleteMe({}, { password })).statusCode).toBe(401);
  });
});
