import { sql, type RawBuilder } from "kysely";
import type { Db } from "../../db/db";

// An exam's candidates (exam_candidates): its allow-list and the extra time given to one candidate
// (decisions 213-216) as read at a start and listed; the examiner's changes to them are in
// candidate-change-repository.ts.

/** A roll or symbol number as it is compared: upper-case, no spaces. */
export const normalRoll = (roll: string) => roll.replace(/\s+/g, "").toUpperCase();

/** The candidate's extra time in seconds on an exam of `durationSeconds`. */
export function extraSecondsOf(
  row: { extra_minutes: number | null; extra_percent: number | null } | undefined,
  durationSeconds: number,
): number {
  if (!row) return 0;
  if (row.extra_minutes) return row.extra_minutes * 60;
  if (row.extra_percent) return Math.round((durationSeconds * row.extra_percent) / 100);
  return 0;
}

export const candidateColumns = [
  "exam_candidates.id",
  "exam_candidates.email",
  "exam_candidates.roll",
  "exam_candidates.name",
  "exam_candidates.listed",
  "exam_candidates.extra_minutes",
  "exam_candidates.extra_percent",
  "exam_candidates.user_id",
] as const;
export type CandidateRow = {
  id: number;
  email: string | null;
  roll: string | null;
  name: string | null;
  listed: boolean;
  extra_minutes: number | null;
  extra_percent: number | null;
  user_id: number | null;
};

/**
 * Whether the exam's list is in force (a listed row) and holds roll numbers without an e-mail, as
 * one row (`in_force`, `by_roll`). Each is an index lookup that stops at the first such row: a start
 * reads this, and an exam of 10,000 candidates has 10,000 rows.
 */
export function listInForce(examId: RawBuilder<unknown>) {
  return sql`select exists (select 1 from exam_candidates where exam_id = ${examId} and listed)
      as in_force,
    exists (select 1 from exam_candidates where exam_id = ${examId} and listed and email is null)
      as by_roll`;
}

/**
 * The exam's candidate rows that may be this student: bound to the account, with its e-mail, or
 * with the roll number given. Three lookups by the list's unique keys, not a pass over the list.
 */
export function candidateRowsOf(
  examId: RawBuilder<unknown>,
  userId: RawBuilder<unknown>,
  email: RawBuilder<unknown>,
  roll: RawBuilder<unknown>,
) {
  const columns = sql`id, email, roll, name, listed, extra_minutes, extra_percent, user_id`;
  return sql`select ${columns} from exam_candidates where exam_id = ${examId} and user_id = ${userId}
    union select ${columns} from exam_candidates where exam_id = ${examId} and email = ${email}
    union select ${columns} from exam_candidates where exam_id = ${examId} and roll = ${roll}`;
}

/**
 * What a start needs to know of the exam's candidates, in one query: whether a list is in force
 * (and holds roll numbers without an e-mail, which the student must give), and the rows that may be
 * this student: bound to the account, with its e-mail, or with the roll number given.
 */
export async function candidatesAtStart(
  db: Db,
  examId: number,
  who: { userId: number; email: string; roll: string | null },
) {
  const { rows } = await sql<
    CandidateRow & { in_force: boolean | null; by_roll: boolean | null }
  >`with list as (${listInForce(sql`${examId}::bigint`)})
    select list.in_force, list.by_roll, c.id, c.email, c.roll, c.name, c.listed, c.extra_minutes,
      c.extra_percent, c.user_id
    from list left join (${candidateRowsOf(
      sql`${examId}::bigint`,
      sql`${who.userId}::bigint`,
      sql`${who.email.toLowerCase()}::text`,
      sql`${who.roll ?? ""}::text`,
    )}) as c on true`.execute(db);
  const first = rows[0];
  const found = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      ...r,
      id: Number(r.id),
      user_id: r.user_id === null ? null : Number(r.user_id),
    }));
  return { inForce: Boolean(first?.in_force), byRoll: Boolean(first?.by_roll), rows: found };
}

/** Binds the candidate to the account; false when another account holds it already. */
export async function bindCandidate(db: Db, candidateId: number, userId: number) {
  const row = await db
    .updateTable("exam_candidates")
    .set({ user_id: userId })
    .where("id", "=", candidateId)
    .where((eb) => eb.or([eb("user_id", "is", null), eb("user_id", "=", userId)]))
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** The exam's candidates with the account each is bound to, listed first, in the list's order. */
export async function listCandidates(db: Db, examId: number) {
  return db
    .selectFrom("exam_candidates")
    .leftJoin("users", "users.id", "exam_candidates.user_id")
    .select(candidateColumns)
    .select(["users.name as account_name", "users.email as account_email"])
    .where("exam_candidates.exam_id", "=", examId)
    .orderBy("exam_candidates.listed", "desc")
    .orderBy("exam_candidates.id")
    .execute();
}

/** The account had this roll number taken back from it (decision 251): it may not claim it again. */
export async function rollFreedFrom(db: Db, examId: number, userId: number, roll: string) {
  const row = await db
    .selectFrom("exam_events")
    .select("id")
    .where("exam_id", "=", examId)
    .where("user_id", "=", userId)
    .where("kind", "=", "roll_freed")
    .where(sql`detail->>'roll'`, "=", roll)
    .executeTakeFirst();
  return row !== undefined;
}
