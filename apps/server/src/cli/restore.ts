import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../config";
import { checkBackup, describeCounts, fileStamp, NotABackup } from "../db/backup";
import { LOCK_FILE, lockDataDir, DataDirInUse } from "../db/data-dir-lock";
import { withDatabase } from "../db/with-database";
import { adminFilePath } from "../plugins/admin-channel";
import { commandDatabase, runCommand, typedPath } from "./run";

// `npm run restore -- <file>` (decision 298): the embedded database as a backup holds it, on a new
// machine or after a loss. Only with the server stopped; what the folder held is kept aside.

const USAGE = "Usage: npm run restore -- <file made by npm run backup>";

export async function runRestore(args: string[], env = process.env, now = new Date()) {
  if (args.length !== 1 || args[0]!.startsWith("-")) return { ok: false, message: USAGE };
  const config = loadConfig(env);
  if (config.databaseUrl)
    return {
      ok: false,
      message:
        "DATABASE_URL names a PostgreSQL server: restore it with its own tools (pg_restore), not from a backup of the embedded database.",
    };
  const file = typedPath(env, args[0]!);
  if (!existsSync(file)) return { ok: false, message: `There is no file ${file}.` };
  const dump = new Blob([readFileSync(file)]);
  let counts;
  try {
    counts = await checkBackup(file, dump);
  } catch (error) {
    if (error instanceof NotABackup) return { ok: false, message: error.message };
    throw error;
  }

  // The folder as it is goes aside, whole, while no server can open it.
  const dataDir = config.dataDir;
  mkdirSync(dataDir, { recursive: true });
  let release;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUse)
      return { ok: false, message: `Nothing was restored. ${error.message}` };
    throw error;
  }
  let aside: string | undefined;
  try {
    const entries = readdirSync(dataDir).filter((name) => name !== LOCK_FILE);
    if (entries.length) {
      aside = `${dataDir}.before-restore-${fileStamp(now)}`;
      mkdirSync(aside);
      for (const name of entries) renameSync(path.join(dataDir, name), path.join(aside, name));
    }
  } finally {
    release();
  }
  // Opened from the backup, and brought up to this version's schema.
  await withDatabase({ ...commandDatabase(config), startFrom: dump }, async () => {});
  // The channel of the server the backup was taken from is not this folder's.
  rmSync(adminFilePath(dataDir), { force: true });
  const kept = aside
    ? ` What the folder held before is kept in ${aside}: remove it once the restored site is checked.`
    : "";
  return {
    ok: true,
    message: `Restored ${file} into ${dataDir}: ${describeCounts(counts)}.${kept}`,
  };
}

runCommand(import.meta.url, (args) => runRestore(args));
