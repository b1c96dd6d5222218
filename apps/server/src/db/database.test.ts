import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database";

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
  }, 60_000);
});
