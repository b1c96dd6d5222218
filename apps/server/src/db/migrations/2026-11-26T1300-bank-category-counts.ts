import { sql, type Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 47: how many questions each bank holds per category, counted once when it is saved, so
  // the list of an examiner's banks never reads their questions. Pairs [category, count] in the
  // order the categories first appear (a jsonb object would sort its keys); null only while a bank
  // made before this column is counted below.
  await db.schema.alterTable("exam_banks").addColumn("category_counts", "jsonb").execute();
  await sql`
    update exam_banks b set category_counts = coalesce((
      select jsonb_agg(jsonb_build_array(c.category, c.n) order by c.first_part, c.first_n)
      from (
        select q.value->>'category' as category, count(*)::int as n,
          (array_agg(p.part order by p.part, q.n))[1] as first_part,
          (array_agg(q.n order by p.part, q.n))[1] as first_n
        from exam_bank_parts p
          cross join lateral jsonb_array_elements(p.questions) with ordinality as q(value, n)
        where p.bank_id = b.id
        group by q.value->>'category'
      ) c
    ), '[]'::jsonb)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("exam_banks").dropColumn("category_counts").execute();
}
