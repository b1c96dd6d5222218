import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema";

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
  values: Record<string, string | number>,
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

// Each catalog table, the table below it and the column that points up (levels down to units).
const BELOW: Record<string, [string, string]> = {
  levels: ["subjects", "level_id"],
  subjects: ["categories", "subject_id"],
  categories: ["items", "category_id"],
  items: ["units", "item_id"],
};

/** True for a row of `table` that holds, itself or further down, a unit with published questions. */
function holdsPublished(table: string) {
  // e.g. items: from units t0 join catalog_publications p on p.unit_id = t0.id where t0.item_id = items.id
  const chain: string[] = [];
  let alias = table;
  let where = `p.unit_id = ${table}.id`;
  for (let current = table; BELOW[current];) {
    const [child, column] = BELOW[current]!;
    const next = `t${chain.length}`;
    if (!chain.length) where = `${next}.${column} = ${table}.id`;
    chain.push(
      chain.length
        ? `join ${child} ${next} on ${next}.${column} = ${alias}.id`
        : `${child} ${next}`,
    );
    alias = next;
    current = child;
  }
  const from = chain.length
    ? `${chain.join(" ")} join catalog_publications p on p.unit_id = ${alias}.id`
    : "catalog_publications p";
  return sql<boolean>`exists (select 1 from ${sql.raw(from)} where ${sql.raw(where)})`;
}

/**
 * Removes the rows under `parent` whose slugs the files no longer list, except those holding
 * questions an examiner published (decision 0038): those stay as they are.
 */
export async function deleteMissing(
  db: Kysely<Database> | Transaction<Database>,
  table: string,
  parent: { column: string; id: number } | null,
  slugs: string[],
  counts: SeedCounts,
): Promise<void> {
  let query = (db as unknown as AnyDb).deleteFrom(table);
  if (parent) query = query.where(parent.column, "=", parent.id);
  if (slugs.length) query = query.where("slug", "not in", slugs);
  if (table === "units" || table in BELOW)
    query = query.where(sql<boolean>`not ${holdsPublished(table)}`);
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
    .select([
      "p.unit_id as unitId",
      "p.questions",
      "p.created_at as publishedAt",
      "units.item_id as itemId",
      "units.slug as unitSlug",
      "units.name as unitName",
      "units.position",
      "categories.subject_id as subjectId",
    ])
    .orderBy("p.id")
    .execute();
}
