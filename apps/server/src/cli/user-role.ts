import { loadConfig, type Config } from "../config";
import { withDatabase } from "../db/with-database";
import { commandDatabase, runCommand } from "./run";
import { askRunningServer } from "../plugins/admin-channel";
import { changeRole } from "../modules/auth/roles";

const USAGE = "Usage: npm run user:role -- <email> <student|examiner>";

function directly(config: Config, email: string, role: string) {
  return withDatabase(commandDatabase(config), (db) => changeRole(db, email, role));
}

export async function runUserRole(args: string[], env = process.env) {
  const [email, role] = args;
  if (!email || !role || args.length !== 2) return { ok: false, message: USAGE };
  const config = loadConfig(env);
  const result =
    (config.databaseUrl
      ? null
      : await askRunningServer(config.dataDir, "/role", { email, role })) ??
    (await directly(config, email, role));
  return result;
}

runCommand(import.meta.url, (args) => runUserRole(args));
