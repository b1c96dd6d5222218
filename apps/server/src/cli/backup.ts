import { loadConfig } from "../config";
import { backUpFolder, defaultBackupName } from "../db/backup";
import { askRunningServer } from "../plugins/admin-channel";
import { commandDatabase, runCommand, typedPath } from "./run";

// `npm run backup [-- <file>]` (decision 298): the embedded database's whole folder in one file,
// taken while the server runs (through its admin channel) or while it is stopped. PostgreSQL has
// its own tools.

const USAGE = "Usage: npm run backup [-- <file>]";

export async function runBackup(args: string[], env = process.env, now = new Date()) {
  if (args.length > 1 || args[0]?.startsWith("-")) return { ok: false, message: USAGE };
  const config = loadConfig(env);
  if (config.databaseUrl)
    return {
      ok: false,
      message:
        'DATABASE_URL names a PostgreSQL server: back it up with its own tools, e.g. pg_dump -Fc "$DATABASE_URL" > tayari.dump (and pg_restore to bring it back).',
    };
  const file = typedPath(env, args[0] ?? defaultBackupName(now));
  // Through the running server's channel, its answer the size written; else opened here.
  const asked = await askRunningServer(config.dataDir, "/backup", { file });
  if (asked && !asked.ok) return asked;
  const bytes = asked ? Number(asked.message) : await backUpFolder(commandDatabase(config), file);
  const megabytes = (bytes / 1024 / 1024).toFixed(1);
  return {
    ok: true,
    message: `Backed up the database in ${config.dataDir} to ${file} (${megabytes} MB). Bring it back with: npm run restore -- ${file}`,
  };
}

runCommand(import.meta.url, (args) => runBackup(args));
