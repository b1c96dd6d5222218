import { loadConfig, type Config } from "../config";
import { withDatabase } from "../db/with-database";
import { commandDatabase, runCommand } from "./run";
import { readAdminFile } from "../plugins/admin-channel";
import { changeRole } from "../modules/auth/roles";

const USAGE = "Usage: npm run user:role -- <email> <student|examiner>";

/** Asks the running server holding the embedded database; null when none answers. */
async function viaRunningServer(config: Config, email: string, role: string) {
  const channel = readAdminFile(config.dataDir);
  if (!channel) return null;
  try {
    const response = await fetch(`http://127.0.0.1:${channel.port}/role`, {
      method: "POST",
      headers: { Authorization: `Bearer ${channel.secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email, role }),
    });
    const { message } = (await response.json()) as { message: string };
    return { ok: response.ok, message };
  } catch {
    // A file left by a server that died: nobody holds the database, so open it here.
    return null;
  }
}

function directly(config: Config, email: string, role: string) {
  return withDatabase(commandDatabase(config), (db) => changeRole(db, email, role));
}

export async function runUserRole(args: string[], env = process.env) {
  const [email, role] = args;
  if (!email || !role || args.length !== 2) return { ok: false, message: USAGE };
  const config = loadConfig(env);
  const result =
    (config.databaseUrl ? null : await viaRunningServer(config, email, role)) ??
    (await directly(config, email, role));
  return result;
}

runCommand(import.meta.url, (args) => runUserRole(args));
