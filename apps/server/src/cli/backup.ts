import path from "node:path";
import { loadConfig, type Config } from "../config";
import { backUpFolder, defaultBackupName } from "../db/backup";
import { readAdminFile } from "../plugins/admin-channel";
import { commandDatabase, runCommand } from "./run";

// `npm run backup [-- <file>]` (decision 298): the embedded database's whole folder in one file,
// taken while the server runs (through its admin channel) or while it is stopped. PostgreSQL has
// its own tools.

const USAGE = "Usage: npm run backup [-- <file>]";

/** Asks the running server holding the embedded database; null when none answers. */
async function viaRunningServer(config: Config, file: string) {
  const channel = readAdminFile(config.dataDir);
  if (!channel) return null;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${channel.port}/backup`, {
      method: "POST",
      headers: { Authorization: `Bearer ${channel.secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({ file }),
    });
  } catch {
    // A file left by a server that died: nobody holds the database, so open it here.
    return null;
  }
  const { message } = (await response.json()) as { message: string };
  return response.ok
    ? { ok: true, bytes: Number(message), message }
    : { ok: false, bytes: 0, message };
}

async function directly(config: Config, file: string) {
  return { ok: true, bytes: await backUpFolder(commandDatabase(config), file), message: "" };
}

export async function runBackup(args: string[], env = process.env, now = new Date()) {
  if (args.length > 1 || args[0]?.startsWith("-")) return { ok: false, message: USAGE };
  const config = loadConfig(env);
  if (config.databaseUrl)
    return {
      ok: false,
      message:
        'DATABASE_URL names a PostgreSQL server: back it up with its own tools, e.g. pg_dump -Fc "$DATABASE_URL" > tayari.dump (and pg_restore to bring it back).',
    };
  // A name given is read from where the command was typed (npm runs scripts from the repo's root).
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), args[0] ?? defaultBackupName(now));
  const result = (await viaRunningServer(config, file)) ?? (await directly(config, file));
  if (!result.ok) return { ok: false, message: result.message };
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  return {
    ok: true,
    message: `Backed up the database in ${config.dataDir} to ${file} (${megabytes} MB). Bring it back with: npm run restore -- ${file}`,
  };
}

runCommand(import.meta.url, (args) => runBackup(args));
