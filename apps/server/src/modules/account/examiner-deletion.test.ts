import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, EXAMINER, EXAMINER_ENV, privateBank } from "../exams/exam-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Records outlive the account that made them (issue 47, decision 140): an examiner who deletes
 * their account takes away their own data, not the exams their students sat, the attempts or the
 * released results. A student who deletes theirs takes away only their own.
 */
const PASSWORD = "correct horse 42";
const attempt = (slug: string) => `/api/exams/${slug}/attempt`;

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp(EXAMINER_ENV);
  api = client(t);
}, 120_000);
afterAll(async () => t?.close());

/** An exam the examiner made, sat and submitted by each student (their first question right). */
async function satExam(
  examiner: string,
  students: string[],
  release: "at_close" | "manual",
  firstId: number,
) {
  // Questions of its own: an exam still open on the same questions would hold the results.
  const bank = await api.uploadBank(examiner, privateBank({ physics: 3 }, firstId), "A bank");
  const exam = await api.examOn(examiner, bank, { release, title: "Scholarship 2083" });
  for (const student of students) {
    const paper = (await api.call("POST", attempt(exam.slug), student, {})).json();
    const first = (paper.questions as { id: number }[])[0]!;
    const saved = await api.call("PUT", `${attempt(exam.slug)}/answers/${first.id}`, student, {
      pick: `Key ${first.id}`,
      seq: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api.call("POST", `${attempt(exam.slug)}/submit`, student)).statusCode).toBe(200);
  }
  return exam;
}

const examAttemptsOf = async (student: string) =>
  (await api.call("GET", "/api/me/export", student)).json().exam_attempts as {
    exam: { slug: string; title: string };
  }[];

describe("deleting an examiner's account", () => {
  it("keeps the exams, their students' attempts and released results", async () => {
    const examiner = await api.signUp(EXAMINER);
    const [asha, bikash] = [await api.signUp(), await api.signUp()];
    const released = await satExam(examiner, [asha, bikash], "at_close", 500);
    const waiting = await satExam(examiner, [asha], "manual", 600);
    // The first exam's results are out: closed, past the grace.
    expect(
      (await api.call("POST", `/api/examiner/exams/${released.slug}/close`, examiner)).statusCode,
    ).toBe(200);
    t.clock.advance(60_000);
    const before = (await api.call("GET", `/api/exams/${released.slug}/result`, asha)).json();
    expect(before).toMatchObject({ correct: 1, candidates: 2 });
    const exportedBefore = await examAttemptsOf(asha);
    expect(exportedBefore).toHaveLength(2);

    const gone = await api.call("DELETE", "/api/me", examiner, { password: PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await api.call("GET", "/api/me", examiner)).statusCode).toBe(401);

    // Each student's result and export still show the attempts.
    for (const student of [asha, bikash]) {
      const result = await api.call("GET", `/api/exams/${released.slug}/result`, student);
      expect(result.statusCode, result.body).toBe(200);
      expect(result.json()).toMatchObject({ correct: 1, candidates: 2 });
    }
    expect(await examAttemptsOf(asha)).toEqual(exportedBefore);
    expect((await examAttemptsOf(bikash)).map((a) => a.exam.slug)).toEqual([released.slug]);

    // The exam whose release waited on the examiner is released at its close instead.
    t.clock.advance(2 * 3_600_000);
    const later = await api.call("GET", `/api/exams/${waiting.slug}/result`, asha);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ correct: 1, candidates: 1 });

    // Nothing of the examiner is left: no account, and no exam or bank names them.
    const owners = await t.app.db
      .selectFrom("exams")
      .select("owner_id")
      .where("slug", "in", [released.slug, waiting.slug])
      .execute();
    expect(owners).toEqual([{ owner_id: null }, { owner_id: null }]);
    expect(
      await t.app.db.selectFrom("users").select("id").where("email", "=", EXAMINER).execute(),
    ).toEqual([]);
  });
});

describe("deleting a student's account", () => {
  it("removes that student's attempts only", async () => {
    const examiner = await api.signUp("second.examiner@college.edu.np");
    const [chandra, dipa] = [await api.signUp(), await api.signUp()];
    const exam = await satExam(examiner, [chandra, dipa], "manual", 700);
    const gone = await api.call("DELETE", "/api/me", chandra, { password: PASSWORD });
    expect(gone.statusCode).toBe(200);
    expect((await examAttemptsOf(dipa)).map((a) => a.exam.slug)).toEqual([exam.slug]);
    const listed = (await api.call("GET", "/api/examiner/exams", examiner))
      .json()
      .exams.find((e: { slug: string }) => e.slug === exam.slug);
    expect(listed).toMatchObject({ started: 1, submitted: 1 });
  });
});
