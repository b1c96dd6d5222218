import { describe, expect, it } from "vitest";
import { examinerSuite, privateBank } from "../exams/exam-fixtures";

const MINUTE = 60_000;
const CANDIDATES = 300;
const bank = privateBank({ mathematics: 6, physics: 4 }, 9970);
const { t, api, examiner, bankId } = await examinerSuite({ bank });

/**
 * The exam page's views at 300 candidates (issue 68 point 5): each view's one request answers
 * every candidate, and its size grows by a bounded number of bytes per candidate, so a phone on
 * a slow line loads one view, not the whole exam. The candidates are seeded in SQL (a list of 300
 * rolls, each bound to an account that sat and handed in), then read through the API.
 */
describe("an exam of 300 candidates", () => {
  it("each view answers all 300 in a response of bounded size per candidate", async () => {
    const exam = await api.examOn(examiner, bankId, { release: "manual" });
    const start = t.clock.now.getTime();
    const ids = bank.map((q) => q.id);
    const db = t.app.db;
    const { id: examId } = await db
      .selectFrom("exams")
      .select("id")
      .where("slug", "=", exam.slug)
      .executeTakeFirstOrThrow();
    const users = await db
      .insertInto("users")
      .values(
        Array.from({ length: CANDIDATES }, (_, i) => ({
          name: `Candidate ${i + 1}`,
          email: `candidate.${i + 1}@three-hundred.example`,
          password_hash: "not-a-hash",
          created_at: new Date(start),
        })),
      )
      .returning("id")
      .execute();
    const roll = (i: number) => `079-BCT-${String(i + 1).padStart(3, "0")}`;
    await db
      .insertInto("exam_candidates")
      .values(
        users.map((u, i) => ({
          exam_id: examId,
          email: null,
          roll: roll(i),
          name: `Candidate ${i + 1}`,
          extra_minutes: null,
          extra_percent: null,
          user_id: u.id,
        })),
      )
      .execute();
    const attempts = await db
      .insertInto("exam_attempts")
      .values(
        users.map((u, i) => ({
          exam_id: examId,
          user_id: u.id,
          paper: JSON.stringify(ids),
          started_at: new Date(start + (i % 10) * 1000),
          deadline: new Date(start + 30 * MINUTE),
          submitted_at: new Date(start + 20 * MINUTE + i * 1000),
        })),
      )
      .returning(["id"])
      .execute();
    // Candidate i answers the first (i % 11) questions right and the rest with a decoy.
    await db
      .insertInto("exam_answers")
      .values(
        attempts.flatMap((a, i) =>
          bank.map((q, j) => ({
            attempt_id: a.id,
            question_id: q.id,
            pick: j < i % 11 ? q.answer : q.options[0]!,
            saved_at: new Date(start + (j + 1) * MINUTE),
            seq: j + 1,
          })),
        ),
      )
      .execute();

    const path = `/api/examiner/exams/${exam.slug}`;
    const read = async (url: string) => {
      const res = await api.call("GET", url, examiner);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return { body: res.json(), bytes: Buffer.byteLength(res.body) };
    };
    const perCandidate = (bytes: number) => Math.round(bytes / CANDIDATES);

    const candidates = await read(`${path}/candidates`);
    expect(candidates.body.candidates).toHaveLength(CANDIDATES);
    const log = await read(`${path}/log`);
    expect(log.body.candidates).toHaveLength(CANDIDATES);
    const logged = log.body.candidates as Array<{ roll: string; state: string }>;
    expect(new Set(logged.map((c) => c.roll)).size).toBe(CANDIDATES);
    expect(logged.every((c) => c.state === "submitted")).toBe(true);

    // Over: the merit list (ranked, with rolls) and the analysis of every question.
    t.clock.now = new Date(start + 61 * MINUTE);
    const merit = await read(`${path}/merit`);
    expect(merit.body.rows).toHaveLength(CANDIDATES);
    expect(merit.body.rows[0]).toMatchObject({ rank: 1, score: 10, roll: expect.any(String) });
    expect(new Set(merit.body.rows.map((r: { roll: string }) => r.roll)).size).toBe(CANDIDATES);
    const analysis = await read(`${path}/analysis`);
    expect(analysis.body.paper.candidates).toBe(CANDIDATES);

    const sizes = {
      candidates: perCandidate(candidates.bytes),
      log: perCandidate(log.bytes),
      merit: perCandidate(merit.bytes),
      analysis: analysis.bytes,
    };
    // Measured at 300 (bytes a candidate): candidates 196, log 270 (each handed in, no gaps),
    // merit 307; the analysis does not grow with candidates (10 questions: 7,948 bytes). About
    // twice that is the ceiling.
    expect(sizes.candidates).toBeLessThan(400);
    expect(sizes.log).toBeLessThan(550);
    expect(sizes.merit).toBeLessThan(620);
    expect(sizes.analysis).toBeLessThan(16_000);
  });
});
