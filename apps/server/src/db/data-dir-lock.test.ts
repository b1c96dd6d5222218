import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { dataDirFree } from "../cli/data-dir-free";
import { DataDirInUse, LOCK_FILE } from "./data-dir-lock";
import { openDatabase } from "./database";

const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder() {
  const root = mkdtempSync(path.join(tmpdir(), "tayari-lock-"));
  folders.push(root);
  return path.join(root, "data");
}

const open = (dataDir: string) =>
  openDatabase({ databaseUrl: null, dataDir, poolMax: 1, connectTimeoutMs: 1_000 });

/** A process that runs until the test ends, standing for another server. */
function anotherProcess(): number {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  return child.pid!;
}

/** The id of a process that has ended (a server killed outright). */
function endedProcess(): number {
  const { stdout } = spawnSync(
    process.execPath,
    ["-e", "process.stdout.write(String(process.pid))"],
    {
      encoding: "utf8",
    },
  );
  return Number(stdout);
}

describe("the embedded database's folder, one process's at a time (decision 297)", () => {
  it("is refused to a second opening while the first has it, with a message saying what to do, and free once it closes", async () => {
    const dataDir = folder();
    const first = await open(dataDir);
    await sql`create table kept (word text)`.execute(first.db);
    await sql`insert into kept values ('namaste')`.execute(first.db);

    const second = open(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirInUse);
    await expect(second).rejects.toThrow(
      `The embedded database in ${dataDir} is open already (process ${process.pid}`,
    );
    await expect(second).rejects.toThrow("give this one a folder of its own with DATA_DIR");
    // The first goes on unharmed.
    await sql`insert into kept values ('dhanyabad')`.execute(first.db);
    await first.db.destroy();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const again = await open(dataDir);
    const { rows } = await sql<{ word: string }>`select word from kept order by word`.execute(
      again.db,
    );
    expect(rows.map((r) => r.word)).toEqual(["dhanyabad", "namaste"]);
    await again.db.destroy();
  }, 180_000);

  it("is refused while another running process holds it, and taken over from one that has ended", async () => {
    const dataDir = folder();
    const made = await open(dataDir);
    await made.db.destroy();

    const other = anotherProcess();
    const lock = path.join(dataDir, LOCK_FILE);
    writeFileSync(lock, JSON.stringify({ pid: other, since: "2026-11-27T06:00:00.000Z" }));
    await expect(open(dataDir)).rejects.toThrow(
      `is open already (process ${other}, since 2026-11-27T06:00:00.000Z)`,
    );
    expect(JSON.parse(readFileSync(lock, "utf8"))).toMatchObject({ pid: other });

    // Killed outright, a server leaves its file behind: the next start takes the folder.
    const ended = endedProcess();
    writeFileSync(lock, JSON.stringify({ pid: ended, since: "2026-11-27T06:00:00.000Z" }));
    const next = await open(dataDir);
    expect(JSON.parse(readFileSync(lock, "utf8"))).toMatchObject({ pid: process.pid });
    await next.db.destroy();
    // A file cut short names nobody: taken over too.
    writeFileSync(lock, '{"pid":');
    const after = await open(dataDir);
    await after.db.destroy();
  }, 180_000);

  it("turns a second server away at its start with the message, the first one's database untouched", async () => {
    const dataDir = folder();
    const made = await open(dataDir);
    await made.db.destroy();
    const other = anotherProcess();
    writeFileSync(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: other, since: "2026-11-27T06:00:00.000Z" }),
    );
    const main = fileURLToPath(new URL("../main.ts", import.meta.url));
    // The embedded database's server, whatever database the tests run against.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" };
    delete env.DATABASE_URL;
    const started = spawnSync(process.execPath, ["--import", "tsx", main], {
      encoding: "utf8",
      env,
      timeout: 150_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(
      `Tayari could not start: The embedded database in ${dataDir} is open already (process ${other}`,
    );
    // Nothing was written: no catalog seeded, no admin channel of a second server.
    expect(existsSync(path.join(dataDir, "admin-channel.json"))).toBe(false);
  }, 180_000);

  it("stops `npm start` before its build while a server holds the folder, and only then", () => {
    const dataDir = folder();
    const env = { NODE_ENV: "production", DATA_DIR: dataDir };
    // A first start on a new machine: no folder yet.
    expect(dataDirFree(env)).toEqual({ ok: true, message: "" });
    mkdirSync(dataDir, { recursive: true });
    const lock = path.join(dataDir, LOCK_FILE);
    writeFileSync(lock, JSON.stringify({ pid: endedProcess(), since: "2026-11-27T06:00:00.000Z" }));
    expect(dataDirFree(env)).toEqual({ ok: true, message: "" });
    const other = anotherProcess();
    writeFileSync(lock, JSON.stringify({ pid: other, since: "2026-11-27T06:00:00.000Z" }));
    expect(dataDirFree(env)).toEqual({
      ok: false,
      message: `Not started: The embedded database in ${dataDir} is open already (process ${other}, since 2026-11-27T06:00:00.000Z): stop that server first, or give this one a folder of its own with DATA_DIR. Two processes writing one embedded database would damage it.`,
    });
    // On PostgreSQL the folder is not used.
    expect(
      dataDirFree({ ...env, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" }),
    ).toEqual({ ok: true, message: "" });
  });
});
