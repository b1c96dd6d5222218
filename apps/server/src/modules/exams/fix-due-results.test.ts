import { describe, expect, it } from "vitest";
import { examinerSuite, privateBank } from "./exam-fixtures";
import { GRACE_MS } from "./deadline";

/**
 * Issue 66 point 2: a hand-in only marks the attempt; the marks and ranks are fixed by the
 * background round once the exam is over (its close and its grace), before anyone asks for a
 * result, so the close costs the requests nothing.
 */
const bank = privateBank({ physics: 4 });
const { t, api, examiner, bankId } = await examinerSuite({ bank });
const fixedAt = async (slug: string) =>
  (
    await t.app.db
      .selectFrom("exams")
      .select("results_fixed_at")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow()
  ).results_fixed_at;

describe("the results of an exam fixed off the requests", () => {
  it("are fixed by the background round after the close and its grace, not by the hand-in nor before the end", async () => {
    const exam = await api.examOn(examiner, bankId, {
      closes_at: new Date(t.clock.now.getTime() + 30 * 60_000).toISOString(),
    });
    const keys = bank.map((q): [number, string] => [q.id, q.answer]);
    const [top, half] = [
      await api.sit(exam.slug, keys),
      await api.sit(
        exam.slug,
        keys.map(([id, key], i): [number, string] => [id, i % 2 ? key : `Decoy A${id}`]),
      ),
    ];
    // Handed in, still open: nothing fixed, by the hand-ins or the round.
    await t.app.mail.tick();
    expect(await fixedAt(exam.slug)).toBeNull();
    // Closed, within the grace (answers in flight may still land): not yet.
    t.clock.advance(30 * 60_000 + GRACE_MS / 2);
    await t.app.mail.tick();
    expect(await fixedAt(exam.slug)).toBeNull();
    // Over: the round fixes every mark and rank, nobody having asked.
    t.clock.advance(GRACE_MS);
    await t.app.mail.tick();
    expect(await fixedAt(exam.slug)).not.toBeNull();
    const rows = await t.app.db
      .selectFrom("exam_results")
      .innerJoin("exams", "exams.id", "exam_results.exam_id")
      .select(["exam_results.rank", "exam_results.correct"])
      .where("exams.slug", "=", exam.slug)
      .orderBy("exam_results.rank")
      .execute();
    expect(rows).toEqual([
      { rank: 1, correct: 4 },
      { rank: 2, correct: 2 },
    ]);
    // What the students then read is what the round fixed.
    const mine = await api.call("GET", `/api/exams/${exam.slug}/result`, top);
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = (await api.call("GET", `/api/exams/${exam.slug}/result`, half)).json();
    expect(theirs).toMatchObject({ rank: 2 });
  });
});
