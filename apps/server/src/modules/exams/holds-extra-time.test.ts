import { describe, expect, it } from "vitest";
import { privateBank, examinerSuite } from "./exam-fixtures";

/**
 * A hold lasts until the holding exam's last candidate's time ends (decision 252): another
 * examiner's exam whose candidate has extra time ends past its close, by the one deadline rule;
 * a candidate with extra time who never started holds nothing once the exam has closed.
 */
const MIN = 60_000;
const GRACE = 2_000;

const { t, api, examiner: mine, other: theirs } = await examinerSuite({ other: true });

describe("a hold and the other exam's extra time", () => {
  const release = (slug: string) => api.release(mine, slug);

  /** Their examiner gives `who` `minutes` more at their exam `slug`. */
  async function giveExtraTime(slug: string, who: string, minutes: number) {
    const given = await api.call(
      "PUT",
      `/api/examiner/exams/${slug}/candidates/extra-time`,
      theirs,
      { who, minutes },
    );
    expect(given.statusCode, given.body).toBe(200);
  }

  /** Mine closes in an hour (results by hand); theirs, on the same questions, in `theirsFor`. */
  async function twoExams(firstId: number, theirsFor: number) {
    const questions = privateBank({ mathematics: 3 }, firstId);
    return api.mineAndTheirs(mine, questions, theirs, questions, theirsFor);
  }

  it("holds until the other exam's candidate with extra time has finished, then lets go", async () => {
    const { exam, other, now } = await twoExams(9950, 60 * MIN);
    const sita = await api.signUp("sita.extra@example.com");
    expect((await api.call("POST", `/api/exams/${other.slug}/attempt`, sita)).statusCode).toBe(201);
    // 90 minutes more for Sita: her 30 minutes end 120 minutes from now, an hour past the close.
    await giveExtraTime(other.slug, "sita.extra@example.com", 90);

    // Both closed; Sita still sits, so my keys stay in.
    t.clock.advance(60 * MIN + GRACE + 1);
    const until = new Date(now + 120 * MIN + GRACE).toISOString();
    const held = await release(exam.slug);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({
      code: "exams.heldBack",
      params: { title: "Another college", when: until },
    });
    const listed = await api.listed(mine, exam.slug);
    expect(listed.held_by).toMatchObject({ until, closes: until, another_examiner: true });

    // Her time is over: mine goes out.
    t.clock.advance(60 * MIN);
    expect((await release(exam.slug)).statusCode).toBe(200);
  });

  it("a candidate given extra time before starting holds while a start is possible, not after the close", async () => {
    const { exam, other, now } = await twoExams(9960, 70 * MIN);
    await giveExtraTime(other.slug, "hari.later@example.com", 45);

    // Mine has closed, theirs is open: Hari could start at its last moment and sit 45 minutes more.
    t.clock.advance(60 * MIN + GRACE + 1);
    const held = await release(exam.slug);
    expect(held.statusCode).toBe(409);
    expect(held.json().params.when).toBe(new Date(now + 115 * MIN + GRACE).toISOString());

    // Theirs closed and Hari never started: nothing runs, nothing holds.
    t.clock.advance(10 * MIN + GRACE);
    expect((await release(exam.slug)).statusCode).toBe(200);
  });
});
