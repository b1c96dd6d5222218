import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { runBackup } from "../cli/backup";
import { runRestore } from "../cli/restore";
import { loadConfig } from "../config";
import { readAdminFile } from "../plugins/admin-channel";
import { newStudent, startOptions } from "../test/test-app";
import { LOCK_FILE } from "./data-dir-lock";

// The embedded database in folders, as `npm start` keeps it (decision 298).
const root = mkdtempSync(path.join(tmpdir(), "tayari-backup-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const envOf = (dataDir: string) => ({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  WEB_DIST: "/nonexistent",
  // Where the command was typed: a name given is read from there.
  INIT_CWD: root,
});

async function start(dataDir: string) {
  const config = loadConfig(envOf(dataDir));
  const app = await buildApp(config, await startOptions(config));
  await app.ready();
  return app;
}

const login = (app: Awaited<ReturnType<typeof start>>, form: ReturnType<typeof newStudent>) =>
  app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email: form.email, password: form.password },
  });

describe("npm run backup and npm run restore", () => {
  it(
    "back up while the server runs, restore on another folder the accounts as they were, and never over a running server",
    { timeout: 360_000 },
    async () => {
      const first = path.join(root, "first");
      const asha = newStudent();
      const bina = newStudent();
      let app = await start(first);
      for (const form of [asha, bina])
        expect(
          (await app.inject({ method: "POST", url: "/api/register", payload: form })).statusCode,
        ).toBe(202);

      // Through the running server's channel, to a name read from where the command was typed.
      const backedUp = await runBackup(["backups/monday.tar.gz"], envOf(first));
      const file = path.join(root, "backups/monday.tar.gz");
      expect(backedUp).toEqual({
        ok: true,
        message: expect.stringMatching(
          new RegExp(
            `^Backed up the database in ${first} to ${file} \\(\\d+\\.\\d MB\\)\\. Bring it back with: npm run restore -- ${file}$`,
          ),
        ),
      });
      // Only its owner may read it: it holds every account.
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // A later account is not in it.
      const chandra = newStudent();
      expect(
        (await app.inject({ method: "POST", url: "/api/register", payload: chandra })).statusCode,
      ).toBe(202);

      // Never over the folder a server holds.
      const refused = await runRestore([file], envOf(first));
      expect(refused.ok).toBe(false);
      expect(refused.message).toMatch(
        new RegExp(`^Nothing was restored\\. The embedded database in ${first} is open already`),
      );
      expect((await login(app, chandra)).statusCode).toBe(200);
      await app.close();

      // A new machine: an empty folder.
      const second = path.join(root, "second");
      expect(await runRestore([file], envOf(second))).toEqual({
        ok: true,
        message: `Restored ${file} into ${second}: 2 accounts, 0 exam attempts, 0 answers.`,
      });
      app = await start(second);
      // Its own channel, not the one of the server the backup was taken from.
      expect(readAdminFile(second)?.pid).toBe(process.pid);
      expect((await login(app, asha)).statusCode).toBe(200);
      expect((await login(app, bina)).statusCode).toBe(200);
      expect((await login(app, chandra)).statusCode).toBe(401);
      await app.close();

      // Over a stopped server's folder: what it held is kept aside, whole.
      const over = await runRestore([file], envOf(first), new Date("2026-11-27T08:00:00Z"));
      const aside = `${first}.before-restore-2026-11-27T080000Z`;
      expect(over).toEqual({
        ok: true,
        message: `Restored ${file} into ${first}: 2 accounts, 0 exam attempts, 0 answers. What the folder held before is kept in ${aside}: remove it once the restored site is checked.`,
      });
      expect(existsSync(path.join(aside, "PG_VERSION"))).toBe(true);

      // With the server stopped, the command opens the folder itself and leaves it free.
      const stopped = await runBackup([path.join(root, "stopped.tar.gz")], envOf(second));
      expect(stopped.ok).toBe(true);
      expect(existsSync(path.join(second, LOCK_FILE))).toBe(false);
    },
  );

  it("refuse what is no backup of Tayari's, and send PostgreSQL to its own tools", async () => {
    const folder = path.join(root, "untouched");
    const text = path.join(root, "notes.tar.gz");
    writeFileSync(text, "not a backup at all\n");
    expect(await runRestore([text], envOf(folder))).toEqual({
      ok: false,
      message: `${text} is not a backup of Tayari's embedded database (npm run backup makes one).`,
    });
    // A database, but another application's.
    const other = new PGlite();
    await other.query("create table notes (body text)");
    const foreign = path.join(root, "foreign.tar.gz");
    writeFileSync(foreign, Buffer.from(await (await other.dumpDataDir("gzip")).arrayBuffer()));
    await other.close();
    expect(await runRestore([foreign], envOf(folder))).toEqual({
      ok: false,
      message: `${foreign} holds a database, but not Tayari's: nothing was restored.`,
    });
    expect(existsSync(folder)).toBe(false);
    expect(await runRestore([path.join(root, "missing.tar.gz")], envOf(folder))).toEqual({
      ok: false,
      message: `There is no file ${path.join(root, "missing.tar.gz")}.`,
    });
    expect((await runRestore([], envOf(folder))).message).toMatch(/^Usage: npm run restore/);
    expect((await runBackup(["a", "b"], envOf(folder))).message).toMatch(/^Usage: npm run backup/);

    // A folder the file system refuses (Node's recursive mkdir went round for ever on /proc).
    await expect(
      runBackup(["/proc/nowhere/a.tar.gz"], envOf(path.join(root, "refused"))),
    ).rejects.toThrow("ENOENT: no such file or directory, mkdir '/proc/nowhere'");

    const postgres = { ...envOf(folder), DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x" };
    expect((await runBackup([], postgres)).message).toMatch(
      /^DATABASE_URL names a PostgreSQL server: back it up with its own tools, e\.g\. pg_dump/,
    );
    expect((await runRestore([text], postgres)).message).toMatch(
      /restore it with its own tools \(pg_restore\)/,
    );
  }, 360_000);
});
