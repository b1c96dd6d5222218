/**
 * A scholarship exam that many candidates have sat, written straight into the database for the
 * benches (thousands of sign-ups through the API would spend the run hashing passwords): 100
 * questions in the csit layout with known keys, the exam closed an hour ago, and each candidate's
 * attempt, own order and answers (8% left blank, the rest right with the candidate's chance).
 * Used by exam-result.ts (reading a result) and regrade.ts (a key corrected).
 */
import type { Kysely } from "kysely";
import type { Database } from "../../apps/server/src/db/schema";

/** 100 questions in the csit layout (mathematics, physics, chemistry, English), keys known. */
const CATEGORIES: Array<[string, number]> = [
  ["mathematics", 50],
  ["physics", 20],
  ["chemistry", 20],
  ["english", 10],
];
export const BENCH_POOL = CATEGORIES.flatMap(([category, n], c) =>
  Array.from({ length: n }, (_, i) => {
    const id = c * 1000 + i + 1;
    return {
      id,
      category,
      question: `Bench ${category} question ${id}: which option is right?`,
      options: [`Wrong A${id}`, `Right ${id}`, `Wrong B${id}`, `Wrong C${id}`],
      answer: `Right ${id}`,
      explanation: `Explanation ${id}.`,
    };
  }),
);

export interface SatExam {
  id: number;
  opensAt: Date;
  closesAt: Date;
}

/** The exam: opened four hours before `now`, closed one hour before, results at close. */
export async function insertClosedExam(
  db: Kysely<Database>,
  exam: { ownerId: number; slug: string; title: string; now: number },
): Promise<SatExam> {
  const opensAt = new Date(exam.now - 4 * 3600_000);
  const closesAt = new Date(exam.now - 3600_000);
  const row = await db
    .insertInto("exams")
    .values({
      owner_id: exam.ownerId,
      slug: exam.slug,
      title: exam.title,
      source: "bank:0",
      pool: JSON.stringify(BENCH_POOL),
      selection: JSON.stringify({ mode: "fixed", ids: BENCH_POOL.map((q) => q.id) }),
      question_count: BENCH_POOL.length,
      duration_seconds: 2 * 3600,
      opens_at: opensAt,
      closes_at: closesAt,
      profile: "csit",
      custom_marks: null,
      access_code: null,
      release_mode: "at_close",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), opensAt, closesAt };
}

/** `size` candidates' accounts, numbered from `start`; their ids. */
export async function insertCandidates(
  db: Kysely<Database>,
  start: number,
  size: number,
): Promise<number[]> {
  if (size <= 0) return [];
  const users = await db
    .insertInto("users")
    .values(
      Array.from({ length: size }, (_, i) => ({
        name: `Candidate ${start + i}`,
        email: `candidate-${start + i}@bench.example`,
        password_hash: "not-a-password",
      })),
    )
    .returning("id")
    .execute();
  return users.map((u) => Number(u.id));
}

/** Each user's submitted attempt at `exam`, in an own order of the questions, with its answers. */
export async function insertSittings(
  db: Kysely<Database>,
  exam: SatExam,
  userIds: readonly number[],
  rng: () => number,
): Promise<void> {
  const attempts = await db
    .insertInto("exam_attempts")
    .values(
      userIds.map((userId) => {
        const started = new Date(exam.opensAt.getTime() + rng() * 3600_000);
        return {
          exam_id: exam.id,
          user_id: userId,
          paper: JSON.stringify(BENCH_POOL.map((q) => q.id).sort(() => rng() - 0.5)),
          started_at: started,
          deadline: new Date(Math.min(started.getTime() + 2 * 3600_000, exam.closesAt.getTime())),
          submitted_at: new Date(started.getTime() + 90 * 60_000),
        };
      }),
    )
    .returning("id")
    .execute();
  const answers = attempts.flatMap(({ id }) => {
    const ability = 0.2 + rng() * 0.7;
    return BENCH_POOL.flatMap((q, i) =>
      rng() < 0.08
        ? []
        : [
            {
              attempt_id: Number(id),
              question_id: q.id,
              pick: rng() < ability ? q.answer : q.options[0]!,
              saved_at: new Date(exam.opensAt.getTime() + i * 60_000),
            },
          ],
    );
  });
  for (let i = 0; i < answers.length; i += 2000)
    await db
      .insertInto("exam_answers")
      .values(answers.slice(i, i + 2000))
      .execute();
}
