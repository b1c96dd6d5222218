import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { pglitePool, STATEMENTS_SLICE_MS } from "./pglite-pool";

const opened: Array<Kysely<unknown>> = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

async function embedded(sliceMs?: number) {
  const pglite = new PGlite();
  await pglite.waitReady;
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: pglitePool(pglite, sliceMs) }),
  });
  opened.push(db);
  return db;
}

/**
 * Runs `count` statements one after another, as a use case awaits them, and gives how many had
 * answered when the event loop first ran other work (an immediate set before the first), or null
 * when it ran none until the last had answered.
 */
async function answeredBeforeATurn(db: Kysely<unknown>, count: number) {
  let answered = 0;
  let seen: number | null = null;
  setImmediate(() => (seen = answered));
  for (let i = 0; i < count; i++) {
    const { rows } = await sql<{ n: number }>`select ${i}::int as n`.execute(db);
    expect(rows).toEqual([{ n: i }]);
    answered++;
  }
  const during = seen;
  await new Promise((resolve) => setImmediate(resolve));
  return during;
}

describe("the embedded database's statements and the event loop", () => {
  it("turns the loop between statements once they have held it a slice", async () => {
    const db = await embedded(0);
    await sql`select 1`.execute(db);
    const seen = await answeredBeforeATurn(db, 6);
    expect(seen).not.toBeNull();
    expect(seen).toBeLessThan(6);
  });

  it("runs statements back to back within the slice (the embedded database itself never turns it)", async () => {
    const db = await embedded(60_000);
    await sql`select 1`.execute(db);
    expect(await answeredBeforeATurn(db, 6)).toBeNull();
  });

  it("keeps a transaction's statements together and in order across the turns", async () => {
    const db = await embedded(0);
    await sql`create table words (n int, word text)`.execute(db);
    let other: Promise<unknown> = Promise.resolve();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 5; i++) {
        await sql`insert into words values (${i}, 'mine')`.execute(trx);
        // Another caller's statement, asked meanwhile, waits for the transaction's end.
        if (i === 0) other = sql`insert into words values (100, 'other')`.execute(db);
      }
      const { rows } = await sql<{ n: number }>`select n from words order by n`.execute(trx);
      expect(rows.map((r) => r.n)).toEqual([0, 1, 2, 3, 4]);
    });
    await other;
    const { rows } = await sql<{ n: number }>`select n from words order by n`.execute(db);
    expect(rows.map((r) => r.n)).toEqual([0, 1, 2, 3, 4, 100]);
    expect(STATEMENTS_SLICE_MS).toBeLessThanOrEqual(20);
  });
});
