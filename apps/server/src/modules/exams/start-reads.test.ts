import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { hashToken } from "../auth/secrets";
import { candidatesAtStart } from "./candidate-repository";
import { examinerSuite, privateBank } from "./exam-fixtures";
import { GRACE_MS } from "./deadline";
import { EXAM_LIMITS } from "./routes";
import {
  saveAnswerInOneStatement,
  saveAnswersInOneStatement,
  type AnswerSave,
} from "./answer-repository";
import { startChecksInOneStatement } from "./start-repository";

/**
 * A start and an answer save read the student's own rows, however many others sat the exam
 * (issue 50, decision 300): at the
 * opening of an exam of 10,000 candidates, a start that read every attempt or every candidate row
 * of the exam would read 5,000 rows on average, 50 million for the opening. The rows a statement
 * read are the database's own count for the transaction (`pg_stat_xact_user_tables`): rows read by
 * a sequential scan and rows fetched through an index, of the exam's attempts and candidate rows.
 */
const { t, api, examiner, bankId } = await examinerSuite({
  bank: privateBank({ mathematics: 6, physics: 4 }),
});
const OTHERS = 3000;

type Db = typeof t.app.db;

/**
 * The rows of exam_attempts and exam_candidates `read` reads, in a transaction rolled back: the
 * counts after less the counts before (they may hold earlier transactions' counts not yet flushed).
 */
async function rowsRead(read: (db: Db) => Promise<unknown>) {
  const count = async (db: Db) => {
    const { rows } = await sql<{ read: number }>`select coalesce(sum(seq_tup_read
        + coalesce(idx_tup_fetch, 0)), 0)::integer as read
      from pg_stat_xact_user_tables where relname in ('exam_attempts', 'exam_candidates')`.execute(
      db,
    );
    return Number(rows[0]!.read);
  };
  let counted = -1;
  await t.app.db
    .transaction()
    .execute(async (trx) => {
      // As a server's connection plans a named statement after its first runs: once, for any
      // parameters (PostgreSQL's generic plan), from what it knew of the tables then.
      await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
      const before = await count(trx);
      await read(trx);
      counted = (await count(trx)) - before;
      throw new Error("rolled back");
    })
    .catch((error: Error) => {
      if (error.message !== "rolled back") throw error;
    });
  return counted;
}

describe("a start's and a save's reads", () => {
  it("read the student's own attempt and candidate rows, not the exam's others", async () => {
    const exam = await api.createExam(examiner, api.examForm({ source: { bank_id: bankId } }));
    const student = await api.signUp();
    const first = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(first.statusCode).toBe(201);

    // 3,000 others who started, and 3,000 candidate rows of others (extra time, no list in force).
    const db = t.app.db;
    const { id: examId } = await db
      .selectFrom("exams")
      .select("id")
      .where("slug", "=", exam.slug)
      .executeTakeFirstOrThrow();
    await sql`with others as (
        insert into users (name, email, password_hash, role)
        select 'Other ' || g, 'other' || g || '@reads.example', 'not a hash', 'student'
        from generate_series(1, ${OTHERS}::integer) g returning id
      )
      insert into exam_attempts (exam_id, user_id, paper, started_at, deadline)
      select ${examId}::bigint, id, '[1]'::jsonb, now(), now() + interval '1 hour' from others`.execute(
      db,
    );
    await sql`insert into exam_candidates (exam_id, email, name, listed, extra_minutes)
      select ${examId}::bigint, 'candidate' || g || '@reads.example', 'Candidate ' || g, false, 10
      from generate_series(1, ${OTHERS}::integer) g`.execute(db);
    // The database's statistics taken now, as its autovacuum would while an exam fills.
    await sql`analyze exam_attempts, exam_candidates`.execute(db);
    const { id: userId, email } = await db
      .selectFrom("users")
      .innerJoin("sessions", "sessions.user_id", "users.id")
      .select(["users.id", "users.email"])
      .where("sessions.token_hash", "=", hashToken(student))
      .executeTakeFirstOrThrow();

    // A reload: the start's one statement finds the attempt and the candidate rows of this student.
    const now = t.clock.now;
    const reload = await rowsRead((trx) =>
      startChecksInOneStatement(trx, {
        examId: Number(examId),
        tokenHash: hashToken(student),
        idleSince: new Date(now.getTime() - 24 * 3600_000),
        roll: "R-1",
        limitPrefix: "exam-start:",
        limit: EXAM_LIMITS.start.limit,
        limitWindowMs: EXAM_LIMITS.start.windowMs,
        now,
        graceMs: GRACE_MS,
        device: "computer",
        draft: undefined,
      }).then((checks) => expect(checks?.existing?.attempt.id).toBe(first.json().id)),
    );
    expect(reload).toBeGreaterThan(0);
    expect(reload).toBeLessThanOrEqual(4);

    // The slower path's read of the list (a candidate's start, decided by `admit`).
    const listed = await rowsRead((trx) =>
      candidatesAtStart(trx, Number(examId), { userId: Number(userId), email, roll: "R-1" }).then(
        (found) => expect(found).toEqual({ inForce: false, byRoll: false, rows: [] }),
      ),
    );
    expect(listed).toBeLessThanOrEqual(4);

    // An answer save alone, and three together (decision 299): one attempt read for each.
    const question = (first.json().questions as { id: number; options: string[] }[])[0]!;
    const save = (seq: number): AnswerSave => ({
      tokenHash: hashToken(student),
      idleSince: new Date(now.getTime() - 24 * 3600_000),
      limitKey: "exam-answer:",
      limit: EXAM_LIMITS.answer.limit,
      limitWindowMs: EXAM_LIMITS.answer.windowMs,
      slug: exam.slug,
      examId: Number(examId),
      questionId: question.id,
      pick: question.options[seq % question.options.length]!,
      seq,
      pickIsOption: true,
      now,
    });
    const alone = await rowsRead((trx) =>
      saveAnswerInOneStatement(trx, save(1)).then((outcome) =>
        expect(outcome.saved_at).not.toBeNull(),
      ),
    );
    expect(alone).toBeGreaterThan(0);
    expect(alone).toBeLessThanOrEqual(2);
    const together = await rowsRead((trx) =>
      saveAnswersInOneStatement(trx, [save(2), save(3), save(4)]).then((outcomes) =>
        expect(outcomes.map((o) => o.attempt_id)).toEqual([1, 2, 3].map(() => first.json().id)),
      ),
    );
    expect(together).toBeGreaterThan(0);
    expect(together).toBeLessThanOrEqual(6);
  });
});
