import { sql, type ExpressionBuilder, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { currentCorrections } from "./correction-repository";
import type { Db } from "../../db/db";

// The results of an exam: what marking reads, and the scores, ranks and percentiles fixed once
// (exam_results).

/**
 * When the server received the attempt's last saved answer (decision 143): the examiner sees a
 * candidate whose answers stopped arriving (a lost network) while the exam runs.
 */
const lastAnswerAt = (eb: ExpressionBuilder<Database, "exam_attempts">) =>
  eb
    .selectFrom("exam_answers")
    .select((inner) => inner.fn.max("exam_answers.saved_at").as("at"))
    .whereRef("exam_answers.attempt_id", "=", "exam_attempts.id")
    .as("last_answer_at");

/**
 * Every attempt of an exam with its student and answers, and the key corrections it is marked by
 * (decision 155), for scoring and the merit list.
 */
export async function listAttemptsForMarking(db: Db, examId: number) {
  // A page of attempts at a time, and each page's answers fifty attempts at a time, with a turn
  // of the event loop between: the embedded database works on the event loop's thread, and one
  // statement over 2,000 attempts and 200,000 answers held it for over a second (issue 67).
  const attempts: AttemptForMarking[] = [];
  for (let after = 0; ;) {
    const page = await db
      .selectFrom("exam_attempts")
      .innerJoin("users", "users.id", "exam_attempts.user_id")
      .select([
        "exam_attempts.id",
        "exam_attempts.user_id",
        "exam_attempts.paper",
        "exam_attempts.submitted_at",
        "exam_attempts.deadline",
        "users.name",
        "users.email",
        lastAnswerAt,
      ])
      .where("exam_attempts.exam_id", "=", examId)
      .where("exam_attempts.id", ">", after)
      .orderBy("exam_attempts.id")
      .limit(ATTEMPTS_A_PAGE)
      .execute();
    attempts.push(...page);
    if (page.length < ATTEMPTS_A_PAGE) break;
    after = Number(page.at(-1)!.id);
    await turn();
  }
  // One row per attempt, its answers as one JSON text: thousands of rows, not a hundred times as
  // many (read from the socket in one go, 600,000 rows held the event loop for a quarter of a
  // second at a time, decision 202), opened a few at a time between turns of the event loop.
  const answers: { attempt_id: number; question_id: number; pick: string }[] = [];
  for (let i = 0; i < attempts.length; i += ATTEMPTS_A_TURN) {
    if (i > 0) await turn();
    const ids = attempts.slice(i, i + ATTEMPTS_A_TURN).map((a) => Number(a.id));
    const perAttempt = await db
      .selectFrom("exam_answers")
      .select((eb) => [
        "exam_answers.attempt_id",
        sql<string>`json_agg(json_build_array(${eb.ref("exam_answers.question_id")}, ${eb.ref("exam_answers.pick")}))::text`.as(
          "picks",
        ),
      ])
      .where("exam_answers.attempt_id", "in", ids)
      .groupBy("exam_answers.attempt_id")
      .execute();
    for (const row of perAttempt)
      for (const [question_id, pick] of JSON.parse(row.picks) as [number, string][])
        answers.push({ attempt_id: Number(row.attempt_id), question_id, pick });
  }
  return { attempts, answers, corrections: await currentCorrections(db, examId) };
}

/** What marking reads of an attempt. */
interface AttemptForMarking {
  id: number;
  user_id: number;
  paper: number[];
  submitted_at: Date | null;
  deadline: Date;
  name: string;
  email: string;
  last_answer_at: Date | null;
}

/**
 * Attempts read in one statement, each with its last answer: a page of 250 held the loop 87 ms of
 * the thread's CPU in the item analysis of 2,000 candidates on a slow box (issue 67).
 */
const ATTEMPTS_A_PAGE = 50;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Attempts whose answers are opened between two turns of the event loop. */
const ATTEMPTS_A_TURN = 50;
export interface NewFixedResult {
  attempt_id: number;
  position: number;
  score: number;
  max_score: number;
  correct: number;
  wrong: number;
  unanswered: number;
  dropped: number;
  /** JSON of the marks per section, in hundredths. */
  sections: string;
  rank: number;
  percentile: number;
  candidates: number;
}

/**
 * Fixes the exam's results once: in one transaction, with the exam's row locked (two processes
 * asking at once: the second finds them fixed), reads every attempt and answer, lets `mark` score
 * and rank them, stores the rows and notes when. False when they were fixed already.
 */
export async function fixResultsOnce(
  db: Kysely<Database>,
  examId: number,
  now: Date,
  mark: (marking: Awaited<ReturnType<typeof listAttemptsForMarking>>) => Promise<NewFixedResult[]>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const exam = await trx
      .selectFrom("exams")
      .select("results_fixed_at")
      .where("id", "=", examId)
      .forUpdate()
      .executeTakeFirst();
    if (!exam || exam.results_fixed_at) return false;
    await insertResults(trx, examId, await mark(await listAttemptsForMarking(trx, examId)));
    await trx
      .updateTable("exams")
      .set({ results_fixed_at: now })
      .where("id", "=", examId)
      .execute();
    return true;
  });
}

/** Rows written or read in one statement over an exam's results, a turn of the event loop between. */
const RESULTS_A_STATEMENT = 250;

/**
 * Merit rows read in one statement: each row finds its attempt's last answer, and the first page of
 * 250 (the answers' pages not yet in memory) held the loop 171 ms on a slow box (issue 67).
 */
const MERIT_A_STATEMENT = 50;

async function insertResults(trx: Db, examId: number, rows: readonly NewFixedResult[]) {
  for (let i = 0; i < rows.length; i += RESULTS_A_STATEMENT) {
    if (i > 0) await turn();
    await trx
      .insertInto("exam_results")
      .values(rows.slice(i, i + RESULTS_A_STATEMENT).map((row) => ({ ...row, exam_id: examId })))
      .execute();
  }
}

/**
 * The exam's fixed results replaced by `rows` (a regrade, decision 184), inside the caller's
 * transaction: the old rows go and the new ones are stored, so no reader sees a mix.
 */
export async function replaceResults(
  trx: Transaction<Database>,
  examId: number,
  rows: readonly NewFixedResult[],
) {
  await trx.deleteFrom("exam_results").where("exam_id", "=", examId).execute();
  await insertResults(trx, examId, rows);
}

/** Each attempt's fixed score (hundredths), by attempt id. */
export async function listFixedScores(db: Db, examId: number) {
  return db
    .selectFrom("exam_results")
    .select(["attempt_id", "score"])
    .where("exam_id", "=", examId)
    .execute();
}

/** One attempt's fixed result. */
export async function findFixedResult(db: Db, attemptId: number) {
  return db
    .selectFrom("exam_results")
    .select([
      "score",
      "max_score",
      "correct",
      "wrong",
      "unanswered",
      "dropped",
      "rank",
      "percentile",
      "candidates",
    ])
    .where("attempt_id", "=", attemptId)
    .executeTakeFirst();
}

/** The fixed merit list of an exam, in its order, with each student's name and address. */
export async function listFixedMerit(db: Db, examId: number) {
  // A page at a time: 2,000 rows with each one's last answer held the embedded database's thread
  // (the event loop's) for a third of a second (issue 67).
  const rows = [];
  for (let from = 0; ; from += MERIT_A_STATEMENT) {
    if (from > 0) await turn();
    const page = await fixedMeritPage(db, examId, from);
    rows.push(...page);
    if (page.length < MERIT_A_STATEMENT) return rows;
  }
}

function fixedMeritPage(db: Db, examId: number, from: number) {
  return db
    .selectFrom("exam_results")
    .innerJoin("exam_attempts", "exam_attempts.id", "exam_results.attempt_id")
    .innerJoin("users", "users.id", "exam_attempts.user_id")
    .select([
      "exam_results.rank",
      "exam_attempts.user_id",
      "users.name",
      "users.email",
      "exam_results.score",
      "exam_results.correct",
      "exam_results.wrong",
      "exam_results.unanswered",
      "exam_results.percentile",
      "exam_results.sections",
      "exam_attempts.submitted_at",
      lastAnswerAt,
    ])
    .where("exam_results.exam_id", "=", examId)
    .where("exam_results.position", ">=", from)
    .where("exam_results.position", "<", from + MERIT_A_STATEMENT)
    .orderBy("exam_results.position")
    .execute();
}
