import path from "node:path";
import { ConfigError, type Config } from "../config";
import type { withDatabase } from "../db/with-database";

/** The database a command opens: the server's, one connection. */
export const commandDatabase = (config: Config): Parameters<typeof withDatabase>[0] => ({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolMax: 1,
  connectTimeoutMs: config.dbConnectTimeoutMs,
});

/** A file named on the command line, read from where it was typed (npm runs scripts from root). */
export const typedPath = (env: NodeJS.ProcessEnv, name: string) =>
  path.resolve(env.INIT_CWD ?? process.cwd(), name);

/**
 * Runs a command's `run` when its file is the one node was started with: its message (if any) on
 * standard output (or error), exit 0 when it went well, 1 when not or when it threw.
 */
export function runCommand(
  url: string,
  run: (args: string[]) => Promise<{ ok: boolean; message: string }>,
): void {
  if (url !== `file://${process.argv[1]}`) return;
  run(process.argv.slice(2))
    .then(({ ok, message }) => {
      if (message) (ok ? console.log : console.error)(message);
      process.exit(ok ? 0 : 1);
    })
    .catch((error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : (error as Error).message);
      process.exit(1);
    });
}
