import { sql } from "kysely";
import {
  ABILITY_PRIOR,
  DIFFICULTY_PRIOR,
  updateAttempt,
  type AbilityEstimate,
  type Estimate,
  type RecordedAnswer,
} from "@tayari/quiz/learner-model";
import {
  DIFFICULTY_BIN,
  type DifficultyBin,
  type PractisedBin,
} from "@tayari/quiz/readiness-evidence";
import type { Db } from "../../db/db";

/** One answer of a recorded attempt, as the learner model reads it. */
export interface ModelAnswer {
  bank: string;
  questionId: number;
  /** The question's category: the subject whose ability it moves. */
  subject: string;
  right: boolean;
}

/** A question's address in the pure model: `{bank}:{id}`, as decision 160 names it. */
export const questionKey = (bank: string, questionId: number) => `${bank}:${questionId}`;

// Byte order, the same in JavaScript and in PostgreSQL whatever the database's collation: every
// transaction takes its rows' locks in this one order, so two attempts never wait on each other
// in a circle.
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A stored estimate as the model reads it. */
const estimateOf = (row: Estimate): Estimate => ({
  mean: row.mean,
  variance: row.variance,
  count: row.count,
});

/** A stored ability as the model reads it: one just made at the prior has not moved, no drift to add. */
const abilityOf = (row: Estimate & { updated_at: Date | string }): AbilityEstimate => ({
  ...estimateOf(row),
  at: row.count === 0 ? null : new Date(row.updated_at).getTime(),
});

/**
 * Moves the learner model by an attempt's answers (decision 190): each question's difficulty and
 * the student's ability in each subject. Called once per attempt id, in the transaction that
 * inserts the attempt, so a resend (which inserts nothing) moves nothing. The rows are created at
 * the prior if missing and locked (in one order) before they are read, so attempts recorded at once
 * by several server processes apply one after the other and none is lost; the locks are held to
 * the end of the transaction, so this is its last step.
 */
export async function applyAnswers(
  db: Db,
  userId: number,
  answers: readonly ModelAnswer[],
  at: Date,
): Promise<void> {
  if (answers.length === 0) return;
  const questions = new Map<string, ModelAnswer>();
  for (const a of answers) questions.set(questionKey(a.bank, a.questionId), a);
  const ordered = [...questions.values()].sort(
    (a, b) => byBytes(a.bank, b.bank) || a.questionId - b.questionId,
  );
  const subjects = [...new Set(answers.map((a) => a.subject))].sort(byBytes);
  // A row not seen before starts at its prior, unmoved.
  const atPrior = (prior: { mean: number; variance: number }) => ({
    mean: prior.mean,
    variance: prior.variance,
    count: 0,
    updated_at: at,
  });

  await db
    .insertInto("question_difficulties")
    .values(
      ordered.map((q) => ({
        bank: q.bank,
        question_id: q.questionId,
        subject: q.subject,
        ...atPrior(DIFFICULTY_PRIOR),
      })),
    )
    .onConflict((c) => c.columns(["bank", "question_id"]).doNothing())
    .execute();
  const difficultyRows = await db
    .selectFrom("question_difficulties")
    .select(["bank", "question_id", "mean", "variance", "count"])
    .where((eb) =>
      eb(
        eb.refTuple("bank", "question_id"),
        "in",
        ordered.map((q) => eb.tuple(q.bank, q.questionId)),
      ),
    )
    .orderBy(sql`bank collate "C"`)
    .orderBy("question_id")
    .forUpdate()
    .execute();

  await db
    .insertInto("student_abilities")
    .values(
      subjects.map((subject) => ({
        user_id: userId,
        subject,
        ...atPrior(ABILITY_PRIOR),
      })),
    )
    .onConflict((c) => c.columns(["user_id", "subject"]).doNothing())
    .execute();
  const abilityRows = await db
    .selectFrom("student_abilities")
    .select(["subject", "mean", "variance", "count", "updated_at"])
    .where("user_id", "=", userId)
    .where("subject", "in", subjects)
    .orderBy(sql`subject collate "C"`)
    .forUpdate()
    .execute();

  const difficulties: Record<string, Estimate> = {};
  for (const r of difficultyRows) difficulties[questionKey(r.bank, r.question_id)] = estimateOf(r);
  const abilities: Record<string, AbilityEstimate> = {};
  for (const r of abilityRows) abilities[r.subject] = abilityOf(r);
  const recorded: RecordedAnswer[] = answers.map((a) => ({
    question: questionKey(a.bank, a.questionId),
    subject: a.subject,
    right: a.right,
  }));
  const moved = updateAttempt({ abilities, difficulties }, recorded, at.getTime());

  await db
    .insertInto("question_difficulties")
    .values(
      ordered.map((q) => {
        const e = moved.difficulties[questionKey(q.bank, q.questionId)]!;
        return {
          bank: q.bank,
          question_id: q.questionId,
          subject: q.subject,
          mean: e.mean,
          variance: e.variance,
          count: e.count,
          updated_at: at,
        };
      }),
    )
    .onConflict((c) =>
      c.columns(["bank", "question_id"]).doUpdateSet({
        subject: sql`excluded.subject`,
        mean: sql`excluded.mean`,
        variance: sql`excluded.variance`,
        count: sql`excluded.count`,
        updated_at: sql`greatest(question_difficulties.updated_at, excluded.updated_at)`,
      }),
    )
    .execute();
  await db
    .insertInto("student_abilities")
    .values(
      subjects.map((subject) => {
        const e = moved.abilities[subject]!;
        return {
          user_id: userId,
          subject,
          mean: e.mean,
          variance: e.variance,
          count: e.count,
          updated_at: new Date(e.at ?? at.getTime()),
        };
      }),
    )
    .onConflict((c) =>
      c.columns(["user_id", "subject"]).doUpdateSet({
        mean: sql`excluded.mean`,
        variance: sql`excluded.variance`,
        count: sql`excluded.count`,
        updated_at: sql`excluded.updated_at`,
      }),
    )
    .execute();
}

/** A student's abilities per subject, as the pure model takes them. */
export async function abilitiesOf(
  db: Db,
  userId: number,
): Promise<Record<string, AbilityEstimate>> {
  const rows = await db
    .selectFrom("student_abilities")
    .select(["subject", "mean", "variance", "count", "updated_at"])
    .where("user_id", "=", userId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.subject, abilityOf(r)]));
}

/** A student's ability rows as kept, by subject: what their data export shows (decision 228). */
export async function abilityRows(db: Db, userId: number) {
  return db
    .selectFrom("student_abilities")
    .select(["subject", "mean", "variance", "count", "updated_at"])
    .where("user_id", "=", userId)
    .where("count", ">", 0)
    .orderBy(sql`subject collate "C"`)
    .execute();
}

/**
 * A bank's answered questions per subject, binned by recorded difficulty (`DIFFICULTY_BIN`
 * logits): how many in each bin and the averages of their means, squared means and variances,
 * from which a paper's pool is read with the questions never answered (at the prior) added in
 * (decision 425).
 */
export async function difficultyBins(db: Db, bank: string) {
  const bin = sql`floor(mean / ${DIFFICULTY_BIN})`;
  const rows = await db
    .selectFrom("question_difficulties")
    .where("bank", "=", bank)
    .where("count", ">", 0)
    .select([
      "subject",
      sql<number | string>`count(*)`.as("n"),
      sql<number>`avg(mean)`.as("mean"),
      sql<number>`avg(mean * mean)`.as("square"),
      sql<number>`avg(variance)`.as("variance"),
    ])
    .groupBy(["subject", bin])
    .execute();
  const out = new Map<string, DifficultyBin[]>();
  for (const r of rows) {
    const bins = out.get(r.subject) ?? [];
    bins.push({
      n: Number(r.n),
      mean: Number(r.mean),
      square: Number(r.square),
      variance: Number(r.variance),
    });
    out.set(r.subject, bins);
  }
  return out;
}

/**
 * A student's answers that moved the learner model (unmarked, not left), per subject and binned
 * by their question's difficulty as recorded now: what readiness weighs the ability from again
 * (decision 425). One row a subject and bin, however many answers.
 */
export async function practisedBins(db: Db, userId: number): Promise<PractisedBin[]> {
  // The answers counted per question first (a student answers a question many times), then each
  // question's difficulty looked up once.
  const rows = await db
    .with("answered", (q) =>
      q
        .selectFrom("attempt_answers")
        .where("user_id", "=", userId)
        .where("mark", "is", null)
        .where("pick", "is not", null)
        .select([
          "bank",
          "question_id",
          "category",
          sql<number>`count(*)`.as("answers"),
          sql<number>`count(*) filter (where correct)`.as("right"),
        ])
        .groupBy(["bank", "question_id", "category"]),
    )
    .selectFrom("answered")
    .innerJoin("question_difficulties as d", (join) =>
      join
        .onRef("d.bank", "=", "answered.bank")
        .onRef("d.question_id", "=", "answered.question_id"),
    )
    .select([
      "answered.category as subject",
      sql<number | string>`sum(answered.answers)`.as("answers"),
      sql<number | string>`sum(answered.right)`.as("right"),
      sql<number>`sum(answered.answers * d.mean) / sum(answered.answers)`.as("mean"),
      sql<number>`sum(answered.answers * d.variance) / sum(answered.answers)`.as("variance"),
    ])
    .groupBy(["answered.category", sql`floor(d.mean / ${DIFFICULTY_BIN})`])
    .execute();
  return rows.map((r) => ({
    subject: r.subject,
    answers: Number(r.answers),
    right: Number(r.right),
    mean: Number(r.mean),
    variance: Number(r.variance),
  }));
}

/**
 * The difficulties of a bank's answered questions, by id (the others are at the prior). Read as
 * one row of JSON, not a row a question: every readiness and next-step read takes the whole bank,
 * and the driver's parsing of a thousand rows was the most of such a read's CPU here (4.1 against
 * 1.7 ms, decision 434). PostgreSQL writes each double in its shortest exact form, so the numbers
 * are the stored ones.
 */
export async function difficultiesOf(db: Db, bank: string): Promise<Map<number, Estimate>> {
  const row = await db
    .selectFrom("question_difficulties")
    .select(
      sql<string | null>`json_agg(json_build_array(question_id, mean, variance, count))::text`.as(
        "rows",
      ),
    )
    .where("bank", "=", bank)
    .executeTakeFirst();
  const rows = JSON.parse(row?.rows ?? "[]") as Array<[number, number, number, number]>;
  return new Map(rows.map(([id, mean, variance, count]) => [id, { mean, variance, count }]));
}

/** The student's review cards of `bank` due by `dueBy`, most overdue first. */
export async function dueCards(db: Db, userId: number, bank: string, dueBy: Date, limit: number) {
  return db
    .selectFrom("review_cards")
    .select(["question_id", "due"])
    .where("user_id", "=", userId)
    .where("bank", "=", bank)
    .where("due", "<=", dueBy)
    .orderBy("due")
    .limit(limit)
    .execute();
}

/** The questions of `bank` the student answered since `since`: not offered again as new ground. */
export async function answeredSince(db: Db, userId: number, bank: string, since: Date) {
  const rows = await db
    .selectFrom("attempt_answers")
    .select("question_id")
    .distinct()
    .where("user_id", "=", userId)
    .where("answered_at", ">=", since)
    .where("bank", "=", bank)
    .execute();
  return new Set(rows.map((r) => r.question_id));
}

/**
 * The questions with at least `minAnswers` recorded answers (practice, quizzes, papers, drills,
 * mocks), by bank and id: those the content check can judge (issue 44, point 4).
 */
export async function questionsAnsweredAtLeast(db: Db, minAnswers: number) {
  return db
    .selectFrom("attempt_answers")
    .select(["bank", "question_id", (eb) => eb.fn.countAll<string>().as("answers")])
    .groupBy(["bank", "question_id"])
    .having((eb) => eb.fn.countAll(), ">=", minAnswers)
    .orderBy("bank")
    .orderBy("question_id")
    .execute();
}

/**
 * Every recorded answer to one question, with the ability in the question's subject the learner
 * model holds for its student now (null where the student has none yet).
 */
export async function answersWithAbility(db: Db, bank: string, questionId: number) {
  return db
    .selectFrom("attempt_answers")
    .leftJoin("student_abilities", (join) =>
      join
        .onRef("student_abilities.user_id", "=", "attempt_answers.user_id")
        .onRef("student_abilities.subject", "=", "attempt_answers.category"),
    )
    .select([
      "attempt_answers.pick",
      "student_abilities.mean as ability",
      "attempt_answers.user_id",
      "attempt_answers.category",
    ])
    .where("attempt_answers.bank", "=", bank)
    .where("attempt_answers.question_id", "=", questionId)
    .execute();
}
