import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Deletes `ownerId`'s bank `bankId` unless an exam was made from it, recording who deleted what
 * and when (examiner_actions, decision 0082). "missing": no such bank of theirs; { inUse }: the
 * title of an exam made from it.
 */
export async function deleteBank(
  db: Kysely<Database>,
  { bankId, ownerId }: { bankId: number; ownerId: number },
): Promise<{ deleted: string } | { inUse: string } | "missing"> {
  return db.transaction().execute(async (trx: Db) => {
    const bank = await trx
      .selectFrom("exam_banks")
      .select(["id", "name", "question_count"])
      .where("id", "=", bankId)
      .where("owner_id", "=", ownerId)
      .where("ready", "=", true)
      .where("deleted_at", "is", null)
      .forUpdate()
      .executeTakeFirst();
    if (!bank) return "missing";
    const exam = await trx
      .selectFrom("exams")
      .select("title")
      .where("source", "=", `bank:${bankId}`)
      .orderBy("id")
      .executeTakeFirst();
    if (exam) return { inUse: exam.title };
    await trx
      .insertInto("examiner_actions")
      .values({
        user_id: ownerId,
        action: "bank_deleted",
        bank_id: bankId,
        // The questions stay in the bank's parts, which `bank_id` names (decision 97): copied
        // here as one value, a 5 MB bank held the embedded database for 300-400 ms.
        removed: JSON.stringify({ name: bank.name, question_count: bank.question_count }),
      })
      .execute();
    await trx
      .updateTable("exam_banks")
      .set({ deleted_at: sql<Date>`now()` })
      .where("id", "=", bankId)
      .execute();
    return { deleted: bank.name };
  });
}
