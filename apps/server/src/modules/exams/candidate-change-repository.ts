import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import {
  candidateColumns,
  extraSecondsOf,
  normalRoll,
  type CandidateRow,
} from "./candidate-repository";
import { attemptDeadline } from "./deadline-repository";
import type { Db } from "../../db/db";

// The examiner's changes to one candidate of a running exam (decisions 213-216): extra time, an
// attempt reopened, a roll freed; each in one transaction with the exam's row held.

/** Whether the exam's results are fixed, and its close, its row held until the transaction ends. */
const lockExam = (trx: Db, examId: number) =>
  trx
    .selectFrom("exams")
    .select(["results_fixed_at", "closes_at"])
    .where("id", "=", examId)
    .forUpdate()
    .executeTakeFirstOrThrow();

/**
 * The candidate `who` names (an e-mail or a roll number), or the account with that e-mail that
 * started the exam without a row here (no list): then a row is made for it. Undefined: no one.
 */
async function candidateNamed(trx: Db, examId: number, who: string) {
  const email = who.includes("@") ? who.trim().toLowerCase() : null;
  const roll = email ? null : normalRoll(who);
  const row = await trx
    .selectFrom("exam_candidates")
    .select(candidateColumns)
    .where("exam_id", "=", examId)
    .where(email ? "email" : "roll", "=", (email ?? roll)!)
    .forUpdate()
    .executeTakeFirst();
  if (row) return row;
  if (!email) return undefined;
  const account = await trx
    .selectFrom("users")
    .select("id")
    .where(sql`lower(email)`, "=", email)
    .executeTakeFirst();
  // An account already bound to a listed row (it gave its roll number) is that candidate.
  if (account) {
    const bound = await trx
      .selectFrom("exam_candidates")
      .select(candidateColumns)
      .where("exam_id", "=", examId)
      .where("user_id", "=", account.id)
      .forUpdate()
      .executeTakeFirst();
    if (bound) return bound;
  }
  return trx
    .insertInto("exam_candidates")
    .values({ exam_id: examId, email, user_id: account?.id ?? null, listed: false })
    .returning(candidateColumns)
    .executeTakeFirstOrThrow();
}

/**
 * The exam's end moved past its close by `deadline`, if it runs further than any before. The
 * difference is clamped before it is made an integer: a deadline decades before a far close (an
 * exam closing in 2100) is a negative number no `integer` holds (issue 67).
 */
async function stretchOvertime(trx: Db, examId: number, deadline: Date) {
  await trx
    .updateTable("exams")
    .set({
      overtime_seconds: sql`greatest(overtime_seconds, least(greatest(
        ceil(extract(epoch from (${deadline}::timestamptz - closes_at))), 0), 2147483647)::integer)`,
    })
    .where("id", "=", examId)
    .execute();
}

/** A candidate's extra time as it stands, and their attempt if they started. */
export interface ExtraTimeNow {
  candidate: CandidateRow;
  attempt: { submitted_at: Date | null; deadline: Date } | null;
}

/**
 * Extra time for one candidate (minutes, or a percentage of the duration; both null: none), kept
 * with the candidate for a start to come and written into a running attempt's deadline by the rule.
 * `decide` sees the candidate and their attempt as they stand (rows held) and gives the change, or
 * an outcome of its own that is returned with nothing written. `missing`: no candidate by that name.
 * Else the candidate and the attempt's new deadline.
 */
export async function setExtraTime<Other>(
  db: Kysely<Database>,
  exam: { id: number; duration_seconds: number },
  change: {
    who: string;
    now: Date;
    by: number;
    decide: (
      current: ExtraTimeNow,
    ) =>
      | { kind: "set"; minutes: number | null; percent: number | null; detail: object }
      | { kind: "other"; outcome: Other };
  },
) {
  return db.transaction().execute(async (trx) => {
    const candidate = await candidateNamed(trx, exam.id, change.who);
    if (!candidate) return "missing" as const;
    const attempt =
      candidate.user_id === null
        ? undefined
        : await trx
            .selectFrom("exam_attempts")
            .select(["submitted_at", "deadline"])
            .where("exam_id", "=", exam.id)
            .where("user_id", "=", candidate.user_id)
            .forUpdate()
            .executeTakeFirst();
    const decided = change.decide({
      candidate,
      attempt: attempt
        ? {
            submitted_at: attempt.submitted_at === null ? null : new Date(attempt.submitted_at),
            deadline: new Date(attempt.deadline),
          }
        : null,
    });
    if (decided.kind === "other") return decided;
    const { minutes, percent } = decided;
    await trx
      .updateTable("exam_candidates")
      .set({ extra_minutes: minutes, extra_percent: percent })
      .where("id", "=", candidate.id)
      .execute();
    const extraSeconds = extraSecondsOf(
      { extra_minutes: minutes, extra_percent: percent },
      exam.duration_seconds,
    );
    let deadline: Date | null = null;
    if (candidate.user_id !== null) {
      const moved = await trx
        .updateTable("exam_attempts")
        .from("exams")
        .set({
          extra_seconds: extraSeconds,
          deadline: attemptDeadline({
            startedAt: sql.ref("exam_attempts.started_at"),
            durationSeconds: sql.ref("exams.duration_seconds"),
            closesAt: sql.ref("exams.closes_at"),
            extraSeconds: sql`${extraSeconds}::integer`,
            pausedSeconds: sql.ref("exam_attempts.paused_seconds"),
          }),
        })
        .whereRef("exams.id", "=", "exam_attempts.exam_id")
        .where("exam_attempts.exam_id", "=", exam.id)
        .where("exam_attempts.user_id", "=", candidate.user_id)
        .where("exam_attempts.submitted_at", "is", null)
        .returning("exam_attempts.deadline")
        .executeTakeFirst();
      if (moved) {
        deadline = new Date(moved.deadline);
        await stretchOvertime(trx, exam.id, deadline);
      }
    }
    // Before any attempt, the most this candidate can run past the close.
    else if (extraSeconds > 0)
      await trx
        .updateTable("exams")
        .set({ overtime_seconds: sql`greatest(overtime_seconds, ${extraSeconds}::integer)` })
        .where("id", "=", exam.id)
        .execute();
    await trx
      .insertInto("exam_events")
      .values({
        exam_id: exam.id,
        user_id: candidate.user_id,
        kind: "extra_time",
        at: change.now,
        device: null,
        detail: JSON.stringify({
          ...decided.detail,
          minutes,
          percent,
          seconds: extraSeconds,
          who: candidate.roll ?? candidate.email,
          by: change.by,
        }),
      })
      .execute();
    return {
      kind: "set" as const,
      candidate: { ...candidate, extra_minutes: minutes, extra_percent: percent },
      deadline,
    };
  });
}

/**
 * Reopens the candidate's handed-in attempt (submitted, or ended by the clock) with a reason: it
 * runs again from `now` for the time it had left at its submit plus `minutes`. Refusals: `missing`
 * (no such candidate, or no attempt), `running` (not handed in), `fixed` (results fixed), `no-time`
 * (nothing left and no minutes given), `past-close` with the latest end (it would run more than
 * `pastCloseMs` past the exam's close: decision 397).
 */
export async function reopenAttempt(
  db: Kysely<Database>,
  examId: number,
  change: {
    who: string;
    reason: string;
    minutes: number;
    now: Date;
    by: number;
    graceMs: number;
    pastCloseMs: number;
  },
) {
  return db.transaction().execute(async (trx) => {
    const exam = await lockExam(trx, examId);
    const candidate = await candidateNamed(trx, examId, change.who);
    if (!candidate || candidate.user_id === null) return "missing" as const;
    const attempt = await trx
      .selectFrom("exam_attempts")
      .select(["id", "deadline", "submitted_at"])
      .where("exam_id", "=", examId)
      .where("user_id", "=", candidate.user_id)
      .forUpdate()
      .executeTakeFirst();
    if (!attempt) return "missing" as const;
    const { now } = change;
    const timedOut = now.getTime() > attempt.deadline.getTime() + change.graceMs;
    if (attempt.submitted_at === null && !timedOut) return "running" as const;
    if (exam.results_fixed_at) return "fixed" as const;
    const handedIn = attempt.submitted_at ?? attempt.deadline;
    const leftMs = Math.max(0, attempt.deadline.getTime() - handedIn.getTime());
    if (leftMs + change.minutes * 60_000 < 1000) return "no-time" as const;
    const target = now.getTime() + leftMs + change.minutes * 60_000;
    const latest = new Date(exam.closes_at).getTime() + change.pastCloseMs;
    if (target > latest) return { kind: "past-close" as const, latest: new Date(latest) };
    const shift = Math.ceil((target - attempt.deadline.getTime()) / 1000);
    const moved = await trx
      .updateTable("exam_attempts")
      .from("exams")
      .set({
        submitted_at: null,
        paused_seconds: sql`exam_attempts.paused_seconds + ${shift}::integer`,
        deadline: attemptDeadline({
          startedAt: sql.ref("exam_attempts.started_at"),
          durationSeconds: sql.ref("exams.duration_seconds"),
          closesAt: sql.ref("exams.closes_at"),
          extraSeconds: sql.ref("exam_attempts.extra_seconds"),
          pausedSeconds: sql`exam_attempts.paused_seconds + ${shift}::integer`,
        }),
      })
      .whereRef("exams.id", "=", "exam_attempts.exam_id")
      .where("exam_attempts.id", "=", attempt.id)
      .returning("exam_attempts.deadline")
      .executeTakeFirstOrThrow();
    const deadline = new Date(moved.deadline);
    await stretchOvertime(trx, examId, deadline);
    await trx
      .insertInto("exam_events")
      .values({
        exam_id: examId,
        user_id: candidate.user_id,
        kind: "reopened",
        at: now,
        device: null,
        detail: JSON.stringify({
          reason: change.reason,
          minutes: change.minutes,
          left_seconds: Math.round(leftMs / 1000),
          handed_in: handedIn.toISOString(),
          by_clock: attempt.submitted_at === null,
          by: change.by,
        }),
      })
      .execute();
    return { deadline, candidate };
  });
}

/**
 * Frees a roll number claimed by the wrong account (decision 251): the row is no longer bound, so
 * the next account to give the number (the right candidate) claims it. The wrong account's attempt,
 * if any, is removed with its answers (it sat only by that claim), and the log keeps who it was,
 * the reason and how many answers went. Refusals: `missing` (no row with that roll number),
 * `unclaimed` (no account holds it), `fixed` (the results are fixed: a removal would change them).
 */
export async function freeRoll(
  db: Kysely<Database>,
  examId: number,
  change: { roll: string; reason: string; now: Date; by: number },
) {
  const roll = normalRoll(change.roll);
  return db.transaction().execute(async (trx) => {
    const exam = await lockExam(trx, examId);
    const candidate = await trx
      .selectFrom("exam_candidates")
      .select(candidateColumns)
      .where("exam_id", "=", examId)
      .where("roll", "=", roll)
      .forUpdate()
      .executeTakeFirst();
    if (!candidate) return "missing" as const;
    if (candidate.user_id === null) return "unclaimed" as const;
    if (exam.results_fixed_at) return "fixed" as const;
    const userId = candidate.user_id;
    const removed = await trx
      .selectFrom("exam_attempts")
      .select((eb) => [
        "exam_attempts.id",
        "exam_attempts.started_at",
        eb
          .selectFrom("exam_answers")
          .select((a) => a.fn.countAll<string>().as("n"))
          .whereRef("exam_answers.attempt_id", "=", "exam_attempts.id")
          .as("answered"),
      ])
      .where("exam_id", "=", examId)
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    // Its answers go with it (the foreign key cascades).
    if (removed) await trx.deleteFrom("exam_attempts").where("id", "=", removed.id).execute();
    await trx
      .updateTable("exam_candidates")
      .set({ user_id: null })
      .where("id", "=", candidate.id)
      .execute();
    const answered = removed ? Number(removed.answered ?? 0) : null;
    await trx
      .insertInto("exam_events")
      .values({
        exam_id: examId,
        user_id: userId,
        kind: "roll_freed",
        at: change.now,
        device: null,
        detail: JSON.stringify({
          roll,
          reason: change.reason,
          answered,
          started_at: removed ? new Date(removed.started_at).toISOString() : null,
          by: change.by,
        }),
      })
      .execute();
    return { roll, answered };
  });
}
