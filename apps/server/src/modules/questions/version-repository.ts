import { createHash } from "node:crypto";
import { sql } from "kysely";
import { inTransaction, type Db, type Tx } from "../../db/db";

// Every version of every question a student could have answered (decision 343). The catalog's
// units keep theirs by a trigger as each is written, or, where a write is large (a publish), by
// their writer in slices (`keepUnitVersions`); the file banks (the entrance bank, the category
// test, the English topics, the BCA papers) as the server starts, once per version.

/** What grading an answer needs of a question, as a version of it was. */
export interface QuestionVersion {
  category: string;
  options: readonly string[];
  answer: string;
}

/** The parts of a question that make a version of it. */
type Versioned = { id: number } & QuestionVersion;

/** One text for a bank's questions as versions count them: any change is a new version. */
function bankVersion(questions: readonly Versioned[]): string {
  const hash = createHash("sha256");
  for (const q of questions) hash.update(JSON.stringify([q.id, q.category, q.options, q.answer]));
  return hash.digest("base64url");
}

/** Questions a statement: each slice's work on the embedded database is a few milliseconds. */
const SLICE = 250;

/**
 * Inserts the versions of `questions` of `bank`, a slice a statement, the event loop free between
 * slices: the text of a version is the one the units' trigger makes (the migration of decision 343).
 */
async function insertVersions(trx: Tx, bank: string, questions: readonly Versioned[]) {
  for (let at = 0; at < questions.length; at += SLICE) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    const rows = JSON.stringify(
      questions.slice(at, at + SLICE).map((q) => ({
        id: q.id,
        category: q.category,
        options: q.options,
        answer: q.answer,
      })),
    );
    await sql`insert into question_versions (bank, question_id, version, category, options, answer)
      select ${bank}, (q ->> 'id')::integer,
        md5(jsonb_build_array(q -> 'category', q -> 'options', q -> 'answer')::text),
        q ->> 'category', q -> 'options', q ->> 'answer'
      from jsonb_array_elements(${rows}::jsonb) as q
      on conflict do nothing`.execute(trx);
  }
}

const isVersioned = (q: unknown): q is Versioned =>
  typeof q === "object" &&
  q !== null &&
  "id" in q &&
  "answer" in q &&
  Array.isArray((q as { options?: unknown }).options);

/**
 * For a transaction that writes a unit's question list (`json_data`) and keeps its versions
 * itself: the units' trigger stands aside for the rest of the transaction (issue 67 point 4: it
 * read the whole list in one statement). Call before the write; `questions` are the list written,
 * or none when the write only takes questions out (their versions are kept already).
 */
export async function keepUnitVersions(
  trx: Tx,
  bank: string,
  questions: readonly unknown[],
): Promise<void> {
  await sql`select set_config('tayari.versions_kept', 'on', true)`.execute(trx);
  await insertVersions(trx, bank, questions.filter(isVersioned));
}

/**
 * Keeps the versions of the questions of each bank not kept yet (a bank whose version is kept
 * already costs nothing but the one read of the kept versions).
 */
export async function keepBankVersions(
  db: Parameters<typeof inTransaction>[0],
  banks: ReadonlyArray<{ key: string; questions: readonly Versioned[] }>,
): Promise<void> {
  const kept = new Set(
    (await db.selectFrom("bank_versions").select(["bank", "version"]).execute()).map(
      (r) => `${r.bank}\n${r.version}`,
    ),
  );
  for (const bank of banks) {
    const version = bankVersion(bank.questions);
    if (kept.has(`${bank.key}\n${version}`) || bank.questions.length === 0) continue;
    await inTransaction(db, async (trx) => {
      await insertVersions(trx, bank.key, bank.questions);
      await trx
        .insertInto("bank_versions")
        .values({ bank: bank.key, version })
        .onConflict((c) => c.doNothing())
        .execute();
    });
  }
}

/** Every kept version of each of the bank's questions `ids`, by question id. */
export async function findVersions(
  db: Db,
  bank: string,
  ids: readonly number[],
): Promise<Map<number, QuestionVersion[]>> {
  const found = new Map<number, QuestionVersion[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom("question_versions")
    .select(["question_id", "category", "options", "answer"])
    .where("bank", "=", bank)
    .where("question_id", "in", [...new Set(ids)])
    .orderBy("seen_at", "desc")
    .execute();
  for (const row of rows) {
    const options = (
      typeof row.options === "string" ? JSON.parse(row.options) : row.options
    ) as string[];
    const list = found.get(row.question_id) ?? [];
    list.push({ category: row.category, options, answer: row.answer });
    found.set(row.question_id, list);
  }
  return found;
}
