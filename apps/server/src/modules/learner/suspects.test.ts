import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRng } from "@tayari/quiz/random";
import { logistic } from "@tayari/quiz/statistics";
import { describeSuspect } from "../../cli/content-suspects";
import { createTestApp, type TestApp } from "../../test/test-app";
import { QuestionBanks } from "../questions/question-banks";
import { readBcaBank, readEntranceBank, readPracticeBanks } from "../banks/entrance-bank";
import { MockPapers } from "../mocks/papers";
import { writeMockFixtures } from "../mocks/mock-fixtures";
import { siteSuspects } from "./suspects";

// Issue 44, point 4: the site's own questions checked by the students' answers. 150 students of
// known ability (in the learner model's table) answer two entrance questions in practice: one
// sound, one whose key is wrong (those who know choose another option). The check names the
// second, with its file and id, and leaves the first alone.

let t: TestApp;
let banks: QuestionBanks;
beforeAll(async () => {
  t = await createTestApp(writeMockFixtures().env);
  const dir = t.config.banksDir;
  const entrance = readEntranceBank(dir);
  const practice = readPracticeBanks(dir);
  banks = new QuestionBanks(
    entrance,
    practice.categoryTest,
    practice.subjects,
    new MockPapers(entrance, dir, readBcaBank(dir)),
  );
});
afterAll(async () => t.close());

describe("the site's questions checked by the recorded answers", () => {
  it("names the question whose abler students choose another option, with its file and id", async () => {
    const bank = (await banks.find(t.app.db, "entrance"))!;
    const [sound, wrongKey] = [...bank.questions.values()];
    const rng = createRng(44);
    const now = t.clock.now;
    for (let s = 0; s < 150; s++) {
      const ability = -2 + 4 * rng();
      const user = await t.app.db
        .insertInto("users")
        .values({
          name: `Student ${s}`,
          email: `student-${s}-${randomUUID()}@example.com`,
          password_hash: "x",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const userId = Number(user.id);
      const subjects = [...new Set([sound!.category, wrongKey!.category])];
      await t.app.db
        .insertInto("student_abilities")
        .values(
          subjects.map((subject) => ({
            user_id: userId,
            subject,
            mean: ability,
            variance: 0.2,
            count: 60,
            updated_at: now,
          })),
        )
        .execute();
      // Who knows a question picks the right option: the key of the sound one, but for the other
      // the option after its key (its key is wrong); who does not, any option.
      const pick = (q: typeof sound, right: string) =>
        rng() < logistic(1.7 * ability)
          ? right
          : q!.options[Math.floor(rng() * q!.options.length)]!;
      const attemptId = randomUUID();
      await t.app.db
        .insertInto("attempts")
        .values({
          id: attemptId,
          user_id: userId,
          mode: "entrance",
          source: "entrance",
          title: "Entrance",
          score: 0,
          total: 2,
          started_at: now,
          finished_at: now,
          fingerprint: attemptId,
          seed: null,
        })
        .execute();
      await t.app.db
        .insertInto("attempt_answers")
        .values(
          [
            [sound!, pick(sound, sound!.answer)],
            [wrongKey!, pick(wrongKey, rightOfWrong(wrongKey!))],
          ].map(([q, chosen], position) => ({
            attempt_id: attemptId,
            position,
            user_id: userId,
            mode: "entrance",
            answered_at: now,
            bank: "entrance",
            question_id: (q as typeof sound)!.id,
            category: (q as typeof sound)!.category,
            pick: chosen as string,
            correct: chosen === (q as typeof sound)!.answer,
            seconds: 20,
          })),
        )
        .execute();
    }

    const suspects = await siteSuspects(t.app.db, banks);
    expect(suspects.map((s) => [s.file, s.questionId])).toEqual([
      ["packages/content/banks/entrance.json", wrongKey!.id],
    ]);
    const [suspect] = suspects;
    const wrong = wrongKey!.options.indexOf(rightOfWrong(wrongKey!));
    expect(suspect!.reasons).toContainEqual({ code: "check-key", option: wrong });
    expect(describeSuspect(suspect!)).toContain(
      `packages/content/banks/entrance.json: id ${wrongKey!.id}: check the key: those who know chose ${String.fromCharCode(65 + wrong)} rather than the key`,
    );
    // Below the minimum of answers, nothing is judged.
    expect(await siteSuspects(t.app.db, banks, 151)).toEqual([]);
  });
});

function rightOfWrong(q: { options: readonly string[]; answer: string }) {
  return q.options[(q.options.indexOf(q.answer) + 1) % q.options.length]!;
}
