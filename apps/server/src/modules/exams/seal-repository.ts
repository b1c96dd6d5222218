import { randomBytes } from "node:crypto";
import type { Db } from "../../db/db";

/** An exam's sealed-paper keys (decision 0452): `paperKey` opens the papers, `signKey` never leaves. */
export interface SealKeys {
  paperKey: Buffer;
  signKey: Buffer;
}

/**
 * The keys of the exam's version, made the first time any process asks (random, 32 bytes each)
 * and the same for every process after: the insert that loses a race reads the winner's.
 */
export async function sealKeysOf(db: Db, examId: number, version: number): Promise<SealKeys> {
  await db
    .insertInto("exam_seals")
    .values({
      exam_id: examId,
      version,
      paper_key: randomBytes(32),
      sign_key: randomBytes(32),
    })
    .onConflict((c) => c.columns(["exam_id", "version"]).doNothing())
    .execute();
  const row = await db
    .selectFrom("exam_seals")
    .select(["paper_key", "sign_key"])
    .where("exam_id", "=", examId)
    .where("version", "=", version)
    .executeTakeFirstOrThrow();
  return { paperKey: Buffer.from(row.paper_key), signKey: Buffer.from(row.sign_key) };
}

/** The exam as it stands in the database now: its version and window (an edit since is seen). */
export async function examWindowNow(db: Db, examId: number) {
  return db
    .selectFrom("exams")
    .select(["version", "opens_at", "closes_at"])
    .where("id", "=", examId)
    .executeTakeFirst();
}
