import { sql } from "kysely";
import type { FastifyInstance } from "fastify";

/** Rows in each table of the app's schema: what a test compares before and after requests. */
export async function tableRowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(app.db);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from ${sql.table(table)}`.execute(app.db);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}
