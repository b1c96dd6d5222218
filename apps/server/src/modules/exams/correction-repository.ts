import type { Kysely, Transaction } from "kysely";
import type { KeyCorrection } from "@tayari/quiz/marking";
import type { Database } from "../../db/schema";
import type { StoredKey } from "../../db/schema-exams";
import type { Db } from "../../db/db";

export type { StoredKey };

/**
 * Runs `work` in one transaction with the exam's row locked (decision 184): the corrections of one
 * exam, and the fixing of its results, go one at a time on every process. `work` is given the
 * transaction and the exam's release state as it is now.
 */
export async function withExamLocked<T>(
  db: Kysely<Database>,
  examId: number,
  work: (
    trx: Transaction<Database>,
    exam: {
      released_at: Date | null;
      results_fixed_at: Date | null;
      release_mode: "at_close" | "manual";
      closes_at: Date;
    },
  ) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const exam = await trx
      .selectFrom("exams")
      .select(["released_at", "results_fixed_at", "release_mode", "closes_at"])
      .where("id", "=", examId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return work(trx, exam);
  });
}

// An exam's key corrections (exam_key_corrections, decision 183): each change recorded, the latest
// per question the key the exam is marked by.

/** Every correction of an exam, the latest first, with the name of who made it. */
export async function listCorrections(db: Db, examId: number) {
  return db
    .selectFrom("exam_key_corrections")
    .leftJoin("users", "users.id", "exam_key_corrections.user_id")
    .select([
      "exam_key_corrections.id",
      "exam_key_corrections.question_id",
      "exam_key_corrections.version",
      "exam_key_corrections.kind",
      "exam_key_corrections.old_key",
      "exam_key_corrections.new_key",
      "exam_key_corrections.reason",
      "exam_key_corrections.user_id",
      "exam_key_corrections.at",
      "users.name",
    ])
    .where("exam_key_corrections.exam_id", "=", examId)
    .orderBy("exam_key_corrections.id", "desc")
    .execute();
}
export type CorrectionRow = Awaited<ReturnType<typeof listCorrections>>[number];

/** The latest correction of each corrected question, by question id. */
export function latestByQuestion(rows: readonly CorrectionRow[]): Map<number, CorrectionRow> {
  const latest = new Map<number, CorrectionRow>();
  for (const row of rows) {
    const known = latest.get(row.question_id);
    if (!known || known.version < row.version) latest.set(row.question_id, row);
  }
  return latest;
}

/** A stored key as the marking takes it. */
export function asCorrection(key: StoredKey): KeyCorrection {
  if (key.dropped) return { kind: "drop" };
  if (key.accepted.length === 1) return { kind: "key", answer: key.accepted[0]! };
  return { kind: "accept", answers: key.accepted };
}

/** A correction the exam is marked by, and when it was made (every reading says when). */
export type CorrectionInForce = KeyCorrection & { at: Date };

/** The corrections the exam is marked by now, by question id, each with when it was made. */
export async function currentCorrections(
  db: Db,
  examId: number,
): Promise<Map<number, CorrectionInForce>> {
  const latest = latestByQuestion(await listCorrections(db, examId));
  return new Map(
    [...latest].map(([id, row]) => [id, { ...asCorrection(row.new_key), at: new Date(row.at) }]),
  );
}

export interface NewCorrection {
  examId: number;
  questionId: number;
  version: number;
  kind: "key" | "accept" | "drop";
  oldKey: StoredKey;
  newKey: StoredKey;
  reason: string;
  userId: number;
  at: Date;
}

/** Records one correction; undefined when its version was taken meanwhile (the unique key). */
export async function insertCorrection(db: Db, c: NewCorrection) {
  return db
    .insertInto("exam_key_corrections")
    .values({
      exam_id: c.examId,
      question_id: c.questionId,
      version: c.version,
      kind: c.kind,
      old_key: JSON.stringify(c.oldKey),
      new_key: JSON.stringify(c.newKey),
      reason: c.reason,
      user_id: c.userId,
      at: c.at,
    })
    .onConflict((oc) => oc.constraint("exam_key_corrections_version_key").doNothing())
    .returning("id")
    .executeTakeFirst();
}
