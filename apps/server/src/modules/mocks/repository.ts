import { sql } from "kysely";
import type { Db } from "../attempts/repository";
import type { ChangedRow, StandingRow } from "./standings";

export interface SittingState {
  current: number;
  picks: Array<string | null>;
  flags: number[];
  seen: number[];
  /** The student's changes to the sitting so far, as the device's paper engine counts them. */
  changes: number;
}

/** The state as kept; one saved before changes were counted has made none. */
const readState = (text: string): SittingState => {
  const state = JSON.parse(text) as Partial<SittingState>;
  return { ...(state as SittingState), changes: state.changes ?? 0 };
};

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
 * Keeps the sitting's state, unless the copy kept is of the same sitting and has more changes (a
 * device came back with an older copy than another device saved since): true when it was kept. A
 * different sitting (the paper started afresh) replaces it, with its own start.
 */
export async function saveSitting(
  db: Db,
  sitting: { id: string; userId: number; paper: string; startedAt: Date; state: SittingState },
  now: Date,
): Promise<boolean | "taken"> {
  // The id is the device's: one another student's sitting, or this student's of another paper,
  // has is refused (issue 47: the unique key answered 500). Checked first, and caught for a race.
  const owner = await db
    .selectFrom("mock_sittings")
    .select(["user_id", "paper"])
    .where("id", "=", sitting.id)
    .executeTakeFirst();
  if (owner && (owner.user_id !== sitting.userId || owner.paper !== sitting.paper)) return "taken";
  try {
    return await upsertSitting(db, sitting, now);
  } catch (error) {
    if ((error as { code?: string }).code === "23505") return "taken";
    throw error;
  }
}

async function upsertSitting(
  db: Db,
  sitting: { id: string; userId: number; paper: string; startedAt: Date; state: SittingState },
  now: Date,
): Promise<boolean> {
  const saved = await db
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
      c
        .columns(["user_id", "paper"])
        .doUpdateSet((eb) => ({
          id: eb.ref("excluded.id"),
          // A save of the same sitting keeps the start first recorded.
          started_at: sql<Date>`case when mock_sittings.id = excluded.id then mock_sittings.started_at else excluded.started_at end`,
          state: eb.ref("excluded.state"),
          saved_at: eb.ref("excluded.saved_at"),
        }))
        .where(
          sql<boolean>`mock_sittings.id <> excluded.id
          or coalesce((mock_sittings.state::json ->> 'changes')::integer, 0)
            <= (excluded.state::json ->> 'changes')::integer`,
        ),
    )
    .returning("id")
    .executeTakeFirst();
  return saved !== undefined;
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

/** The sitting is over (its attempt arrived): it no longer resumes anywhere. */
export async function removeSitting(db: Db, id: string): Promise<void> {
  await db.deleteFrom("mock_sittings").where("id", "=", id).execute();
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
