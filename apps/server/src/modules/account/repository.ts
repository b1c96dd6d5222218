import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Db } from "../../db/db";

export async function findUser(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "name", "email", "password_hash", "created_at", "pace", "readiness_target"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
}

/** Every attempt of the student, oldest first. */
export async function listAttempts(db: Db, userId: number) {
  return db
    .selectFrom("attempts")
    .select(["id", "mode", "source", "title", "score", "total", "started_at", "finished_at"])
    .where("user_id", "=", userId)
    .orderBy("finished_at")
    .orderBy("id")
    .execute();
}

/** The answers of some of the student's attempts, by attempt and position. */
export async function listAnswers(db: Db, userId: number, attemptIds: readonly string[]) {
  if (!attemptIds.length) return [];
  return db
    .selectFrom("attempt_answers")
    .select(["attempt_id", "bank", "question_id", "category", "pick", "correct", "seconds"])
    .where("user_id", "=", userId)
    .where("attempt_id", "in", attemptIds)
    .orderBy("attempt_id")
    .orderBy("position")
    .execute();
}

/**
 * The account and, by cascade, its sessions, reset links, attempts, answers and review cards. An
 * examiner's exams and banks stay, no longer anyone's (decision 140): its students' attempts and
 * results with them. An exam whose results waited for the examiner's release is released at its
 * close instead, as nobody is left to release it.
 */
export async function deleteUser(db: Kysely<Database>, userId: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("exams")
      .set({ release_mode: "at_close" })
      .where("owner_id", "=", userId)
      .where("release_mode", "=", "manual")
      .where("released_at", "is", null)
      .execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
  });
}
