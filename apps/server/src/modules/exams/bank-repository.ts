import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { StoredPassage, StoredQuestion, StoredSelection } from "../../db/schema-exams";
import { turn } from "../../lib/sliced";
import type { Db } from "../../db/db";

export type { StoredPassage, StoredQuestion, StoredSelection };

// A private bank (exam_banks) and its questions, kept in parts (exam_bank_parts, decision 89).

/** How many parts one query reads back (about 1 MB). */
const PARTS_A_READ = 16;

/**
 * Saves a bank part after part, each part a statement of its own with a turn of the event loop
 * before it (not one transaction: on the embedded database a transaction keeps every other query
 * waiting until it ends). The bank is
 * written `ready = false` and no reader sees it until its last part is in; a failed write removes
 * it.
 */
export async function insertBank(
  db: Kysely<Database>,
  bank: {
    ownerId: number;
    name: string;
    questionCount: number;
    /** The questions' JSON, part after part (`bankParts`). */
    parts: Iterable<string>;
    /** What runs of its questions share (decision 221); none: empty or left out. */
    passages?: readonly StoredPassage[];
    /** How many questions per category (`categoryCounts`), kept for the list of banks. */
    categories: Record<string, number>;
  },
) {
  const row = await db
    .insertInto("exam_banks")
    .values({
      owner_id: bank.ownerId,
      name: bank.name,
      question_count: bank.questionCount,
      ready: false,
      passages: bank.passages?.length ? JSON.stringify(bank.passages) : null,
      category_counts: JSON.stringify(Object.entries(bank.categories)),
    })
    .returning(["id", "name", "question_count", "created_at"])
    .executeTakeFirstOrThrow();
  try {
    let part = 0;
    for (const questions of bank.parts) {
      await turn();
      await db
        .insertInto("exam_bank_parts")
        .values({ bank_id: row.id, part: part++, questions })
        .execute();
    }
    await db.updateTable("exam_banks").set({ ready: true }).where("id", "=", row.id).execute();
  } catch (error) {
    await db
      .deleteFrom("exam_banks")
      .where("id", "=", row.id)
      .execute()
      .catch(() => {});
    throw error;
  }
  return row;
}

/**
 * How old an unfinished bank (`ready = false`) must be before a server's start removes it on
 * PostgreSQL, where another process may be writing it still: a 5 MB bank is written in seconds.
 */
export const UNFINISHED_BANK_MINUTES = 10;

/**
 * Removes the banks whose write never finished (the server stopped or was killed mid-upload):
 * hidden from every reader, they would stay forever. `all`: every one (the embedded database,
 * which only this process opens); `stale`: those begun UNFINISHED_BANK_MINUTES ago or more. Their
 * parts go with them (on delete cascade). Returns how many were removed.
 */
export async function removeUnfinishedBanks(db: Db, which: "all" | "stale"): Promise<number> {
  let query = db.deleteFrom("exam_banks").where("ready", "=", false);
  if (which === "stale")
    query = query.where(
      "created_at",
      "<",
      sql<Date>`now() - make_interval(mins => ${UNFINISHED_BANK_MINUTES})`,
    );
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A saved bank's questions in order, read PARTS_A_READ parts a query. */
export async function bankQuestions(db: Db, bankId: number): Promise<StoredQuestion[]> {
  const questions: StoredQuestion[] = [];
  for (let from = 0; ; from += PARTS_A_READ) {
    if (from) await turn();
    const rows = await db
      .selectFrom("exam_bank_parts")
      .select("questions")
      .where("bank_id", "=", bankId)
      .where("part", ">=", from)
      .where("part", "<", from + PARTS_A_READ)
      .orderBy("part")
      .execute();
    for (const row of rows) for (const question of row.questions) questions.push(question);
    if (rows.length < PARTS_A_READ) return questions;
  }
}

/**
 * A saved bank's parts as the JSON text they are stored as, in order, read PARTS_A_READ a query:
 * what the bank worker reads (bank-checker.ts), never made objects on the event loop.
 */
export async function bankPartTexts(
  db: Db,
  bankId: number,
): Promise<{ parts: string[]; passages: string }> {
  const parts: string[] = [];
  for (let from = 0; ; from += PARTS_A_READ) {
    if (from) await turn();
    const rows = await db
      .selectFrom("exam_bank_parts")
      .select(sql<string>`questions::text`.as("json"))
      .where("bank_id", "=", bankId)
      .where("part", ">=", from)
      .where("part", "<", from + PARTS_A_READ)
      .orderBy("part")
      .execute();
    for (const row of rows) parts.push(row.json);
    if (rows.length < PARTS_A_READ) break;
  }
  const row = await db
    .selectFrom("exam_banks")
    .select(sql<string | null>`passages::text`.as("json"))
    .where("id", "=", bankId)
    .executeTakeFirst();
  return { parts, passages: row?.json ?? "null" };
}

/** A bank's passages (decision 221), as the bank format gave them; empty where it has none. */
export async function bankPassages(db: Db, bankId: number): Promise<StoredPassage[]> {
  const row = await db
    .selectFrom("exam_banks")
    .select("passages")
    .where("id", "=", bankId)
    .executeTakeFirst();
  return row?.passages ?? [];
}

/** Parts one query of `bankOutline` picks ids and categories from (about 256 KB of JSON). */
const OUTLINE_PARTS_A_READ = 4;

/**
 * Each question's id and category, in the bank's order, without the rest: what making an exam from
 * the bank needs to check its selection (decision 97). The database picks them out of the parts,
 * OUTLINE_PARTS_A_READ parts a query with a turn of the event loop between, so the 5 MB of a large
 * bank never become objects here (read whole, they held `/api/health` for 280 ms at load 9).
 */
export async function bankOutline(db: Db, bankId: number) {
  const outline: Array<{ id: number; category: string }> = [];
  const { parts } = await db
    .selectFrom("exam_bank_parts")
    .select((eb) => eb.fn.countAll<number>().as("parts"))
    .where("bank_id", "=", bankId)
    .executeTakeFirstOrThrow();
  for (let from = 0; from < Number(parts); from += OUTLINE_PARTS_A_READ) {
    if (from) await turn();
    const { rows } = await sql<{ id: number; category: string }>`
      select (q.value->>'id')::int as id, q.value->>'category' as category
      from exam_bank_parts p cross join lateral jsonb_array_elements(p.questions)
        with ordinality as q(value, n)
      where p.bank_id = ${bankId} and p.part >= ${from}
        and p.part < ${from + OUTLINE_PARTS_A_READ}
      order by p.part, q.n`.execute(db);
    for (const row of rows) outline.push({ id: Number(row.id), category: row.category });
  }
  return outline;
}

/**
 * An examiner's banks with how many questions each holds per category, from the counts kept when
 * each was saved (`category_counts`): the list reads no questions (issue 47: it read and parsed
 * every question of every bank). A bank saved before the counts were kept, if any, is counted by
 * the database and its counts kept.
 */
export async function listBanks(db: Db, ownerId: number) {
  const banks = await db
    .selectFrom("exam_banks")
    .select(["id", "name", "question_count", "created_at", "category_counts"])
    .where("owner_id", "=", ownerId)
    .where("ready", "=", true)
    .where("deleted_at", "is", null)
    .orderBy("id", "desc")
    .execute();
  const listed = [];
  for (const { category_counts: counts, ...bank } of banks)
    listed.push({
      ...bank,
      categories: Object.fromEntries(counts ?? (await countCategories(db, bank.id))),
    });
  return listed;
}

/** A bank's counts per category made by the database from its parts, and kept. */
async function countCategories(db: Db, bankId: number): Promise<Array<[string, number]>> {
  const { rows } = await sql<{ category: string; n: number }>`
    select q.value->>'category' as category, count(*)::int as n
    from exam_bank_parts p
      cross join lateral jsonb_array_elements(p.questions) with ordinality as q(value, n)
    where p.bank_id = ${bankId}
    group by q.value->>'category'
    order by min(p.part * 100000 + q.n)`.execute(db);
  const counts = rows.map((row): [string, number] => [row.category, Number(row.n)]);
  await db
    .updateTable("exam_banks")
    .set({ category_counts: JSON.stringify(counts) })
    .where("id", "=", bankId)
    .execute();
  return counts;
}

/** The bank (id, name, size) when it is this examiner's; another examiner's bank is not found. */
const ownBank = (db: Db, ownerId: number, bankId: number) =>
  db
    .selectFrom("exam_banks")
    .select(["id", "name", "question_count"])
    .where("id", "=", bankId)
    .where("owner_id", "=", ownerId)
    .where("ready", "=", true)
    .where("deleted_at", "is", null);

export async function findOwnBankRow(db: Db, ownerId: number, bankId: number) {
  return ownBank(db, ownerId, bankId).executeTakeFirst();
}

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
    const bank = await ownBank(trx, ownerId, bankId).forUpdate().executeTakeFirst();
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
