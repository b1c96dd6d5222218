import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "./schema";

// The seed touches eight tables the same way; a loosely typed handle keeps it one function.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any> | Transaction<any>;

export interface SeedCounts {
  inserted: number;
  updated: number;
  deleted: number;
}

/**
 * Inserts a row or updates it by its natural key, writing nothing when nothing changed,
 * so that a second start with the same files leaves every row as it was.
 */
export async function upsertRow(
  db: Kysely<Database> | Transaction<Database>,
  table: string,
  key: Record<string, string | number>,
  values: Record<string, string | number | null>,
  counts: SeedCounts,
): Promise<number> {
  const anyDb = db as unknown as AnyDb;
  const columns = Object.keys(values);
  const row = await anyDb
    .insertInto(table)
    .values({ ...key, ...values })
    .onConflict((oc) =>
      oc
        .columns(Object.keys(key))
        .doUpdateSet(Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)])))
        .where(
          sql<boolean>`(${sql.join(columns.map((c) => sql.ref(`${table}.${c}`)))}) is distinct from (${sql.join(columns.map((c) => sql.ref(`excluded.${c}`)))})`,
        ),
    )
    .returning(["id", sql<boolean>`xmax = 0`.as("inserted")])
    .executeTakeFirst();
  if (row) {
    if (row.inserted) counts.inserted += 1;
    else counts.updated += 1;
    return row.id as number;
  }
  let query = anyDb.selectFrom(table).select("id");
  for (const [column, value] of Object.entries(key)) query = query.where(column, "=", value);
  return (await query.executeTakeFirstOrThrow()).id as number;
}

/**
 * Removes the rows under `parent` whose slugs the files no longer list, except the rows `keep`
 * names (those holding questions an examiner published, decision 0038): they stay as they are.
 */
export async function deleteMissing(
  db: Kysely<Database> | Transaction<Database>,
  table: string,
  parent: { column: string; id: number } | null,
  slugs: string[],
  counts: SeedCounts,
  keep: ReadonlySet<number> = new Set(),
): Promise<void> {
  let query = (db as unknown as AnyDb).deleteFrom(table);
  if (parent) query = query.where(parent.column, "=", parent.id);
  if (slugs.length) query = query.where("slug", "not in", slugs);
  if (keep.size) query = query.where("id", "not in", [...keep]);
  const result = await query.executeTakeFirst();
  counts.deleted += Number(result.numDeletedRows);
}

/** Every question published into a catalog unit, in the order it was published, with its unit. */
export async function listPublished(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom("catalog_publications as p")
    .innerJoin("units", "units.id", "p.unit_id")
    .innerJoin("items", "items.id", "units.item_id")
    .innerJoin("categories", "categories.id", "items.category_id")
    .innerJoin("subjects", "subjects.id", "categories.subject_id")
    .select([
      "p.unit_id as unitId",
      "p.questions",
      "p.created_at as publishedAt",
      "units.item_id as itemId",
      "units.slug as unitSlug",
      "units.name as unitName",
      "units.position",
      "items.category_id as categoryId",
      "categories.subject_id as subjectId",
      "subjects.level_id as levelId",
    ])
    .orderBy("p.id")
    .execute();
}
