import { sql } from "kysely";
import type { ChangedRow, StandingRow } from "./standings";
import type { Db } from "../../db/db";

export interface SittingState {
  current: number;
  picks: Array<string | null>;
  flags: number[];
  seen: number[];
  /** The student's changes to the sitting so far, as the device's paper engine counts them. */
  changes: number;
  /**
   * Each pick's number in the sitting's order of changes (decision 345): its time on the sitting's
   * clock in ms, 0 where none was given. Per question, the higher number is the later change.
   */
  seqs: number[];
  /** The highest number of the device whose place (question, flags, seen) is kept. */
  seq: number;
}

/** The state as kept; one saved before changes were counted has made none, nor numbered them. */
const readState = (text: string): SittingState => {
  const state = JSON.parse(text) as Partial<SittingState>;
  const picks = state.picks ?? [];
  return {
    ...(state as SittingState),
    changes: state.changes ?? 0,
    seqs: Array.isArray(state.seqs) ? state.seqs : picks.map(() => 0),
    seq: state.seq ?? 0,
  };
};

/** The student's sitting of a paper, locked to the transaction (saves of it are merged one at a time). */
export async function lockSitting(db: Db, userId: number, paper: string) {
  const row = await db
    .selectFrom("mock_sittings")
    .select(["id", "started_at", "state", "saved_at"])
    .where("user_id", "=", userId)
    .where("paper", "=", paper)
    .forUpdate()
    .executeTakeFirst();
  return row && { ...row, state: readState(row.state) };
}

/** Whose sitting the id is, if any one's. */
export async function findSittingOwner(db: Db, id: string) {
  return db
    .selectFrom("mock_sittings")
    .select(["user_id", "paper"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Writes the student's sitting of the paper: made, or replaced (the merged copy of the same
 * sitting, or another sitting started afresh). False when the id is another sitting's.
 */
export async function writeSitting(
  db: Db,
  sitting: { id: string; userId: number; paper: string; startedAt: Date; state: SittingState },
  now: Date,
): Promise<boolean> {
  try {
    await db
      .insertInto("mock_sittings")
      .values({
        id: sitting.id,
        user_id: sitting.userId,
        paper: sitting.paper,
        started_at: sitting.startedAt,
        state: JSON.stringify(sitting.state),
        saved_at: now,
      })
      .onConflict((c) =>
        c.columns(["user_id", "paper"]).doUpdateSet((eb) => ({
          id: eb.ref("excluded.id"),
          started_at: eb.ref("excluded.started_at"),
          state: eb.ref("excluded.state"),
          saved_at: eb.ref("excluded.saved_at"),
        })),
      )
      .execute();
    return true;
  } catch (error) {
    // The id is another student's sitting (or this student's of another paper): the unique key.
    if ((error as { code?: string }).code === "23505") return false;
    throw error;
  }
}

/** A student's running sitting of a paper, or undefined. */
export async function findSitting(db: Db, userId: number, paper: string) {
  const row = await db
    .selectFrom("mock_sittings")
    .select(["id", "started_at", "state", "saved_at"])
    .where("user_id", "=", userId)
    .where("paper", "=", paper)
    .executeTakeFirst();
  return row && { ...row, state: readState(row.state) };
}

/**
 * The papers a student is sitting (a running sitting and its start) and the papers of their
 * finished mock attempts, for the list's labels on every device.
 */
export async function listMyPapers(db: Db, userId: number) {
  const [sittings, sat] = await Promise.all([
    db
      .selectFrom("mock_sittings")
      .select(["paper", "started_at"])
      .where("user_id", "=", userId)
      .execute(),
    db
      .selectFrom("attempts")
      .select("source")
      .distinct()
      .where("user_id", "=", userId)
      .where("mode", "=", "mock")
      .execute(),
  ]);
  return {
    running: sittings.map((r) => ({ paper: r.paper, startedAt: new Date(r.started_at) })),
    sat: sat.map((r) => r.source),
  };
}

/** Whose running sitting has this id, if any student's. */
export async function sittingOwner(db: Db, id: string): Promise<number | null> {
  const row = await db
    .selectFrom("mock_sittings")
    .select("user_id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? Number(row.user_id) : null;
}

/**
 * The sitting is over (its attempt arrived): it no longer resumes anywhere. Only the student's own:
 * another student's attempt sent under a sitting's id removes nothing (issue 67 point 3).
 */
export async function removeSitting(db: Db, id: string, userId: number): Promise<void> {
  await db.deleteFrom("mock_sittings").where("id", "=", id).where("user_id", "=", userId).execute();
}

/**
 * Counts the sitting toward the paper's standings when it is the student's first: the earliest
 * started, so a sitting made offline that arrives late still takes the place of a later one.
 */
export async function countSitting(
  db: Db,
  row: { paper: string; userId: number; attemptId: string; startedAt: Date; ranking: number[] },
): Promise<void> {
  await db
    .insertInto("mock_standings")
    .values({
      paper: row.paper,
      user_id: row.userId,
      attempt_id: row.attemptId,
      started_at: row.startedAt,
      ranking: row.ranking,
    })
    .onConflict((c) =>
      c
        .columns(["paper", "user_id"])
        .doUpdateSet((eb) => ({
          attempt_id: eb.ref("excluded.attempt_id"),
          started_at: eb.ref("excluded.started_at"),
          ranking: eb.ref("excluded.ranking"),
          created_at: sql<Date>`now()`,
        }))
        .where("mock_standings.started_at", ">", (eb) => eb.ref("excluded.started_at")),
    )
    .execute();
}

/** The student's counted sitting of a paper, or undefined. */
export async function findStanding(
  db: Db,
  userId: number,
  paper: string,
): Promise<StandingRow | undefined> {
  const row = await db
    .selectFrom("mock_standings")
    .select(["attempt_id", "started_at", "ranking"])
    .where("paper", "=", paper)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return (
    row && {
      userId,
      ranking: row.ranking,
      attemptId: row.attempt_id,
      startedAt: new Date(row.started_at),
    }
  );
}

/**
 * A paper's counted sittings changed at or after `since` (all of them when null), and the
 * database's time as the read began.
 */
export async function listStandings(db: Db, paper: string, since: Date | null) {
  const { rows: clock } = await sql<{ now: Date | string }>`select now() as now`.execute(db);
  let query = db
    .selectFrom("mock_standings")
    .select(["user_id", "ranking", "attempt_id", "started_at", "created_at"])
    .where("paper", "=", paper);
  if (since) query = query.where("created_at", ">=", since);
  const rows = await query.execute();
  return {
    readAt: new Date(clock[0]!.now),
    rows: rows.map((r): ChangedRow => ({
      userId: Number(r.user_id),
      ranking: r.ranking,
      attemptId: r.attempt_id,
      startedAt: new Date(r.started_at),
      changedAt: new Date(r.created_at),
    })),
  };
}
