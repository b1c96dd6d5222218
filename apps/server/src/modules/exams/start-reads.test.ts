import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { hashToken } from "../auth/secrets";
import { candidatesAtStart } from "./candidate-repository";
import { examinerSuite, privateBank } from "./exam-fixtures";
import { GRACE_MS } from "./exam-repository";
import { EXAM_LIMITS } from "./routes";
import { startChecksInOneStatement } from "./start-repository";

/**
 * A start reads the student's own rows, however many others sat the exam (issue 50): at the
 * opening of an exam of 10,000 candidates, a start that read every attempt or every candidate row
 * of the exam would read 5,000 rows on average, 50 million for the opening. The rows a statement
 * read are the database's own count for the transaction (`pg_stat_xact_user_tables`): rows read by
 * a sequential scan and rows fetched through an index, of the exam's attempts and candidate rows.
 */
const { t, api, examiner, bankId } = await examinerSuite({
  bank: privateBank({ mathematics: 6, physics: 4 }),
});
const OTHERS = 300;

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

describe("a start's reads", () => {
  it("read the student's own attempt and candidate rows, not the exam's others", async () => {
    const exam = await api.createExam(examiner, api.examForm({ source: { bank_id: bankId } }));
    const student = await api.signUp();
    const first = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(first.statusCode).toBe(201);

    // 300 others who started, and 300 candidate rows of others (extra time, no list in force).
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
  });
});
