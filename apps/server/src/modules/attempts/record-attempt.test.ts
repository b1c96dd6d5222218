import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PutAttemptRequest } from "@tayari/contracts/attempts";
import type { Question } from "@tayari/contracts/question";
import { createProgressApp, question, signIn, unitIds } from "../../test/progress-fixtures";
import type { TestApp } from "../../test/test-app";
import { readServerBanks } from "../banks/entrance-bank";
import { MockPapers } from "../mocks/papers";
import { MockSittings } from "../mocks/sittings";
import { QuestionBanks } from "../questions/question-banks";
import { recordAttempt, type RecordAttemptDeps } from "./record-attempt";

/**
 * Recording a practice attempt as a use case (decision 343): called with its dependencies on the
 * real database, no HTTP. The catalog's unit changes as an examiner's publish changes it (its
 * `json_data` written), so the versions its trigger keeps are the real ones.
 */
let t: TestApp;
let deps: RecordAttemptDeps;
let unit: number;
beforeAll(async () => {
  t = await createProgressApp();
  const banks = readServerBanks(t.config.banksDir);
  const papers = new MockPapers(banks.entrance, t.config.banksDir, banks.bca);
  deps = {
    db: t.app.db,
    banks: new QuestionBanks(
      banks.entrance,
      banks.practice.categoryTest,
      banks.practice.subjects,
      papers,
    ),
    mocks: new MockSittings(
      papers,
      () => t.app.db,
      () => t.clock.now,
    ),
    now: () => t.clock.now,
  };
  ({ unit } = await unitIds(t));
});
afterAll(async () => t.close());

const userOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: "GET", url: "/api/me", headers })).json<{ user: { id: number } }>()
    .user.id;

function unitAttempt(
  picks: Array<[number, string | null]>,
  extra: Partial<PutAttemptRequest> = {},
) {
  const finished = new Date(t.clock.now.getTime() - 60_000);
  return {
    mode: "school-unit" as const,
    source: String(unit),
    started_at: new Date(finished.getTime() - 300_000).toISOString(),
    finished_at: finished.toISOString(),
    questions: picks.map(([id, pick]) => ({ id, pick, seconds: 20 })),
    ...extra,
  };
}

/** Writes the unit's questions as a publish would. */
async function publishUnit(questions: Question[]) {
  await t.app.db
    .updateTable("units")
    .set({ json_data: JSON.stringify(questions) })
    .where("id", "=", unit)
    .execute();
}

const progressOf = (userId: number) =>
  t.app.db
    .selectFrom("progress_days")
    .select(["category", "attempts", "answered", "correct"])
    .where("user_id", "=", userId)
    .execute();

describe("recording a practice attempt (the use case)", () => {
  it("an option reworded and a question gone since the answer: kept, marked, graded as they were; the others count", async () => {
    const { headers } = await signIn(t);
    const userId = await userOf(headers);
    const before = [1, 2, 3].map((id) => question(id, "mathematics"));
    // The answers were given on the unit as it was; then a publish rewords question 1's key
    // ("B" is now "B, the key") and takes question 2 out.
    await publishUnit([
      { ...before[0]!, options: ["A", "B, the key", "C", "D"], answer: "B, the key" },
      before[2]!,
    ]);
    const body = unitAttempt([
      [1, "B"],
      [2, "B"],
      [3, "A"],
    ]);
    const outcome = await recordAttempt(deps, { userId, id: randomUUID(), body });
    expect(outcome).toMatchObject({
      kind: "recorded",
      created: true,
      added: 3,
      attempt: { score: 2, total: 3 },
      answers: [
        { state: "marked", pick: "B", mark: "reworded" },
        { state: "marked", pick: "B", mark: "left" },
        { state: "kept", pick: "A" },
      ],
    });
    // The daily sums count all three as answered (graded as they were) ...
    expect(await progressOf(userId)).toEqual([
      { category: "mathematics", attempts: 1, answered: 3, correct: 2 },
    ]);
    // ... but only the answer that stands as given moves a review card or the learner model.
    const cards = await t.app.db
      .selectFrom("review_cards")
      .select("question_id")
      .where("user_id", "=", userId)
      .execute();
    expect(cards.map((c) => c.question_id)).toEqual([3]);
    const abilities = await t.app.db
      .selectFrom("student_abilities")
      .select("count")
      .where("user_id", "=", userId)
      .execute();
    expect(abilities).toEqual([{ count: 1 }]);
    await publishUnit(before);
  });

  it("refuses an option never in the question, and a question the bank never had, answer by answer", async () => {
    const { headers } = await signIn(t);
    const userId = await userOf(headers);
    const outcome = await recordAttempt(deps, {
      userId,
      id: randomUUID(),
      body: unitAttempt([
        [1, "None of these"],
        [77, "B"],
        [3, "B"],
      ]),
    });
    expect(outcome).toMatchObject({
      kind: "recorded",
      attempt: { score: 1, total: 3 },
      answers: [
        { state: "refused", refusal: { code: "attempts.pickNotOption", params: { n: 1 } } },
        {
          state: "refused",
          refusal: { code: "attempts.questionNotInBank", params: { n: 2, id: 77 } },
        },
        { state: "kept", pick: "B" },
      ],
    });
    expect(await progressOf(userId)).toEqual([
      { category: "mathematics", attempts: 1, answered: 1, correct: 1 },
    ]);
  });

  it("a refused answer sent again once its question is there is added once; the attempt still counts once", async () => {
    const { headers } = await signIn(t);
    const userId = await userOf(headers);
    const id = randomUUID();
    const first = unitAttempt([
      [1, "B"],
      [4, "B"],
    ]);
    const refused = await recordAttempt(deps, { userId, id, body: first });
    expect(refused).toMatchObject({
      answers: [
        { state: "kept" },
        { state: "refused", refusal: { code: "attempts.questionNotInBank" } },
      ],
    });
    // Sent again on its own while its question is still missing: refused again, named by its
    // place in the attempt (question 2), not its place in this send.
    const alone = { ...first, questions: [{ id: 4, pick: "B", seconds: 20, position: 1 }] };
    expect(await recordAttempt(deps, { userId, id, body: alone })).toMatchObject({
      added: 0,
      answers: [
        {
          state: "refused",
          refusal: { code: "attempts.questionNotInBank", params: { n: 2, id: 4 } },
        },
      ],
    });
    // The question is published (the student's page had a newer unit than the server): retried.
    const before = [1, 2, 3].map((n) => question(n, "mathematics"));
    await publishUnit([...before, question(4, "mathematics")]);
    const retry = { ...first, questions: [{ id: 4, pick: "B", seconds: 20, position: 1 }] };
    const added = await recordAttempt(deps, { userId, id, body: retry });
    expect(added).toMatchObject({
      kind: "recorded",
      created: false,
      added: 1,
      attempt: { score: 2, total: 2 },
      answers: [{ state: "kept", pick: "B" }],
    });
    // Sent again (a reply lost on the way): nothing new.
    expect(await recordAttempt(deps, { userId, id, body: retry })).toMatchObject({
      created: false,
      added: 0,
      answers: [{ state: "kept", pick: "B" }],
    });
    expect(await progressOf(userId)).toEqual([
      { category: "mathematics", attempts: 1, answered: 2, correct: 2 },
    ]);
    await publishUnit(before);
  });

  it("another student's attempt id is refused whole and changes nothing", async () => {
    const asha = await userOf((await signIn(t)).headers);
    const bikash = await userOf((await signIn(t)).headers);
    const id = randomUUID();
    await recordAttempt(deps, { userId: asha, id, body: unitAttempt([[1, "B"]]) });
    expect(
      await recordAttempt(deps, { userId: bikash, id, body: unitAttempt([[1, "B"]]) }),
    ).toEqual({
      kind: "idTaken",
    });
    expect(await progressOf(bikash)).toEqual([]);
  });
});
