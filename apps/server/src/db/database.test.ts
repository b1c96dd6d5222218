import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, pgliteVersion, PREPARED_MARK } from "./database";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const open = (dataDir: string) =>
  openDatabase({
    databaseUrl: null,
    dataDir,
    poolMax: 1,
    connectTimeoutMs: 1_000,
    createApart: true,
  });

describe("the embedded database", () => {
  it("is created in an empty folder by a process of its own, and keeps its rows when opened again", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "tayari-db-")), "data");
    folders.push(path.dirname(dataDir));
    const first = await open(dataDir);
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    await sql`create table kept (word text)`.execute(first.db);
    await sql`insert into kept values ('namaste')`.execute(first.db);
    await first.db.destroy();

    const again = await open(dataDir);
    const { rows } = await sql<{ word: string }>`select word from kept`.execute(again.db);
    expect(rows).toEqual([{ word: "namaste" }]);
    // A page cache of 16 MB, not PGlite's 160 MB (decision 78).
    const buffers = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(again.db);
    expect(buffers.rows[0]?.shared_buffers).toBe("16MB");
    await again.db.destroy();
  }, 180_000);

  it("starts an empty folder as the prepared database, and only one this PGlite made", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "tayari-db-"));
    folders.push(root);
    // A prepared folder as `npm run build` makes one: a database holding a row, and its mark.
    const prepared = path.join(root, "prepared");
    const maker = await openDatabase({
      databaseUrl: null,
      dataDir: prepared,
      poolMax: 1,
      connectTimeoutMs: 1_000,
    });
    await sql`create table kept (word text)`.execute(maker.db);
    await sql`insert into kept values ('tayari')`.execute(maker.db);
    await maker.db.destroy();
    const mark = (pglite: string) =>
      writeFileSync(path.join(prepared, PREPARED_MARK), JSON.stringify({ pglite }));

    mark(pgliteVersion());
    const copied = await openDatabase({
      databaseUrl: null,
      dataDir: path.join(root, "copied"),
      poolMax: 1,
      connectTimeoutMs: 1_000,
      prepared,
    });
    const { rows } = await sql<{ word: string }>`select word from kept`.execute(copied.db);
    expect(rows).toEqual([{ word: "tayari" }]);
    await copied.db.destroy();
    expect(existsSync(path.join(root, "copied", PREPARED_MARK))).toBe(false);

    // Made by another PGlite: not copied; the folder is created afresh.
    mark("0.0.1");
    const fresh = await openDatabase({
      databaseUrl: null,
      dataDir: path.join(root, "fresh"),
      poolMax: 1,
      connectTimeoutMs: 1_000,
      prepared,
    });
    const tables = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_name = 'kept'
    `.execute(fresh.db);
    expect(tables.rows[0]?.n).toBe(0);
    await fresh.db.destroy();
  }, 180_000);
});
