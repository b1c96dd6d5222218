import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Db } from "../../db/db";
import { candidateColumns, type CandidateRow } from "./candidate-repository";

// An exam's allow-list replaced (decisions 214 and 0472): what a new list does to the one in force
// (who is kept, added, taken off), read for a preview or written in one transaction.

/** Rows written by one statement when a list is replaced. */
const LIST_BATCH = 1000;

export interface ListEntry {
  email: string | null;
  roll: string | null;
  name: string | null;
}

/** What a new list does to the rows an exam has: kept (with the new values), added, taken off. */
export interface ListChange {
  kept: (ListEntry & { id: number })[];
  added: ListEntry[];
  /** Listed now and not on the new list. */
  removed: CandidateRow[];
}

/**
 * The new list's rows matched to the known ones by e-mail or roll number (maps: 5,000 rows are
 * found at once, issue 67); a known row is kept with the new values, keeping its account and time.
 */
export function matchList(known: CandidateRow[], entries: ListEntry[]): ListChange {
  const byEmail = new Map(known.filter((k) => k.email !== null).map((k) => [k.email!, k]));
  const byRoll = new Map(known.filter((k) => k.roll !== null).map((k) => [k.roll!, k]));
  const used = new Set<number>();
  const kept: ListChange["kept"] = [];
  const added: ListEntry[] = [];
  for (const entry of entries) {
    const candidates = [
      entry.email !== null ? byEmail.get(entry.email) : undefined,
      entry.roll !== null ? byRoll.get(entry.roll) : undefined,
    ];
    const same = candidates.find((k) => k !== undefined && !used.has(k.id));
    if (same) {
      used.add(same.id);
      kept.push({
        id: same.id,
        email: entry.email ?? same.email,
        roll: entry.roll ?? same.roll,
        name: entry.name ?? same.name,
      });
    } else added.push(entry);
  }
  return { kept, added, removed: known.filter((k) => k.listed && !used.has(k.id)) };
}

const knownRows = (db: Db, examId: number) =>
  db
    .selectFrom("exam_candidates")
    .select(candidateColumns)
    .where("exam_id", "=", examId)
    .orderBy("id");

/** What `entries` would do to the exam's list now (a preview: nothing is written). */
export async function listChange(db: Db, examId: number, entries: ListEntry[]) {
  return matchList(await knownRows(db, examId).execute(), entries);
}

/**
 * The exam's allow-list becomes `entries`, all or nothing (one transaction): a candidate already
 * known by its e-mail or roll number keeps its row (its extra time, its account); one no longer on
 * the list stays only if it has extra time or an account, unlisted. An empty list lifts the list.
 * `allow` sees the change on the rows held and may stop it (null: nothing written); `logged` is
 * the event kept with it, by the examiner `by` at `now`.
 */
export async function replaceList(
  db: Kysely<Database>,
  examId: number,
  entries: ListEntry[],
  options: { allow: (change: ListChange) => boolean; now: Date; by: number },
): Promise<{ change: ListChange; saved: boolean }> {
  return db.transaction().execute(async (trx) => {
    const known = await knownRows(trx, examId).forUpdate().execute();
    const change = matchList(known, entries);
    if (!options.allow(change)) return { change, saved: false };
    await trx
      .updateTable("exam_candidates")
      .set({ listed: false })
      .where("exam_id", "=", examId)
      .execute();
    for (let i = 0; i < change.kept.length; i += LIST_BATCH) {
      const values = change.kept
        .slice(i, i + LIST_BATCH)
        .map((k) => sql`(${k.id}::int, ${k.email}::text, ${k.roll}::text, ${k.name}::text)`);
      await sql`update exam_candidates as c
        set listed = true, email = v.email, roll = v.roll, name = v.name
        from (values ${sql.join(values)}) as v(id, email, roll, name)
        where c.id = v.id`.execute(trx);
    }
    for (let i = 0; i < change.added.length; i += LIST_BATCH)
      await trx
        .insertInto("exam_candidates")
        .values(
          change.added
            .slice(i, i + LIST_BATCH)
            .map((e) => ({ exam_id: examId, ...e, listed: true })),
        )
        .execute();
    await trx
      .deleteFrom("exam_candidates")
      .where("exam_id", "=", examId)
      .where("listed", "=", false)
      .where("user_id", "is", null)
      .where("extra_minutes", "is", null)
      .where("extra_percent", "is", null)
      .execute();
    await trx
      .insertInto("exam_events")
      .values({
        exam_id: examId,
        user_id: null,
        kind: "list_replaced",
        at: options.now,
        device: null,
        detail: JSON.stringify({
          before: known.filter((k) => k.listed).length,
          after: entries.length,
          added: change.added.length,
          removed: change.removed.length,
          removed_started: change.removed.filter((r) => r.user_id !== null).length,
          by: options.by,
        }),
      })
      .execute();
    return { change, saved: true };
  });
}
