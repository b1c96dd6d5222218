import type { Db } from "../../db/db";

// Where the catalog's banks are read for the question lookup (question-banks.ts).

/** A school catalog unit's name and questions (JSON text), by id. */
export async function findUnit(db: Db, id: number) {
  return db
    .selectFrom("units")
    .select(["name as title", "json_data", "passages"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * The question an examiner took out of catalog unit `unitId` (decision 0082), as it was published
 * (JSON text), or undefined when no question `questionId` was taken out of it.
 */
export async function findWithdrawn(db: Db, unitId: number, questionId: number) {
  const row = await db
    .selectFrom("examiner_actions")
    .select("removed")
    .where("action", "=", "question_unpublished")
    .where("unit_id", "=", unitId)
    .where("question_id", "=", questionId)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row?.removed;
}

/** An entrance practice unit's (/mcq) title and questions (JSON text), by id. */
export async function findEntranceUnit(db: Db, id: number) {
  return db
    .selectFrom("entrance_units")
    .select(["title", "json_data", "passages"])
    .where("id", "=", id)
    .executeTakeFirst();
}
