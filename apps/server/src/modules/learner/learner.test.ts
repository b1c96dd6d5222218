import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/progress-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import {
  fetchPaper,
  sitting,
  submit,
  writeMockFixtures,
  type Headers,
} from "../mocks/mock-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(writeMockFixtures().env);
});
afterAll(async () => t.close());

/** An entrance practice attempt: ids with picks ("B" is every key), finished a minute ago. */
function practice(picks: Array<[id: number, pick: string | null]>) {
  const finishedAt = new Date(t.clock.now.getTime() - 60_000);
  return {
    mode: "entrance",
    source: "entrance",
    started_at: new Date(finishedAt.getTime() - 10 * 60_000).toISOString(),
    finished_at: finishedAt.toISOString(),
    questions: picks.map(([id, pick]) => ({ id, pick, seconds: 20 })),
  };
}

const difficulties = (ids: number[]) =>
  t.app.db
    .selectFrom("question_difficulties")
    .select(["question_id", "subject", "mean", "variance", "count"])
    .where("bank", "=", "entrance")
    .where("question_id", "in", ids)
    .orderBy("question_id")
    .execute();

async function abilities(headers: Headers) {
  const me = await t.app.inject({ method: "GET", url: "/api/me", headers });
  const id = me.json<{ user: { id: number } }>().user.id;
  return t.app.db
    .selectFrom("student_abilities")
    .select(["subject", "mean", "variance", "count"])
    .where("user_id", "=", id)
    .orderBy("subject")
    .execute();
}

describe("the learner model, moved by recorded attempts", () => {
  it("moves each answered question's difficulty and the student's ability per subject, once per attempt", async () => {
    const { headers } = await signIn(t);
    // Ids 1-25 are mathematics, 26-50 physics in the fixtures' bank.
    const body = practice([
      [1, "B"],
      [2, "A"],
      [26, "B"],
      [27, null],
    ]);
    const id = randomUUID();
    expect((await submit(t, body, headers, id)).statusCode).toBe(201);

    const rows = await difficulties([1, 2, 26, 27]);
    // The blank (27) says nothing of the student: no row, still at the prior.
    expect(rows.map((r) => [r.question_id, r.subject, r.count])).toEqual([
      [1, "mathematics", 1],
      [2, "mathematics", 1],
      [26, "physics", 1],
    ]);
    const [q1, q2] = rows;
    // Answered right: easier than thought; wrong: harder. Both less uncertain than the prior (2).
    expect(q1!.mean).toBeLessThan(0);
    expect(q2!.mean).toBeGreaterThan(0);
    expect(q1!.variance).toBeLessThan(2);
    const mine = await abilities(headers);
    expect(mine.map((a) => [a.subject, a.count])).toEqual([
      ["mathematics", 2],
      ["physics", 1],
    ]);
    expect(mine[1]!.mean).toBeGreaterThan(0);

    // The same attempt sent again (a retry from the queue) is answered 200 and moves nothing.
    const again = await submit(t, body, headers, id);
    expect(again.statusCode).toBe(200);
    expect(await difficulties([1, 2, 26, 27])).toEqual(rows);
    expect(await abilities(headers)).toEqual(mine);
  });

  it("counts every answer when many students' attempts on the same questions arrive at once", async () => {
    const students = await Promise.all(Array.from({ length: 6 }, () => signIn(t)));
    const ids = [101, 102, 103, 104, 105];
    const before = await difficulties(ids);
    expect(before).toEqual([]);
    const results = await Promise.all(
      students.flatMap(({ headers }, s) => [
        submit(t, practice(ids.map((q) => [q, (q + s) % 2 ? "B" : "A"])), headers),
        submit(t, practice([[ids[s % ids.length]!, "B"]]), headers),
      ]),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const after = await difficulties(ids);
    const extra = (q: number) => students.filter((_, s) => ids[s % ids.length] === q).length;
    expect(after.map((r) => [r.question_id, r.count])).toEqual(
      ids.map((q) => [q, students.length + extra(q)]),
    );
    for (const { headers } of students)
      expect((await abilities(headers)).map((a) => [a.subject, a.count])).toEqual([
        ["mathematics", 6],
      ]);
  });

  it("moves the model by a mock sitting the server records, and not by one it refuses", async () => {
    const { headers } = await signIn(t);
    const questions = await fetchPaper(t, "mock-1");
    const ok = await submit(
      t,
      sitting(t, "mock-1", questions, (_q, i) => i % 2 === 0),
      headers,
    );
    expect(ok.statusCode).toBe(201);
    expect((await abilities(headers)).map((a) => [a.subject, a.count])).toEqual([
      ["chemistry", 25],
      ["computer", 10],
      ["english", 15],
      ["mathematics", 25],
      ["physics", 25],
    ]);
    // Finished faster than anyone can open the questions: refused, and the model stays as it was.
    const other = await signIn(t);
    const refused = await submit(
      t,
      sitting(t, "mock-2", await fetchPaper(t, "mock-2"), () => true, { minutes: 0.1 }),
      other.headers,
    );
    expect(refused.statusCode).toBe(422);
    expect(await abilities(other.headers)).toEqual([]);
  });
});
