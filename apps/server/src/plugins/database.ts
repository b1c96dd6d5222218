import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { Config } from "../config";
import { openDatabase, PREPARED_DIR, type DatabaseHandle } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseHandle["kind"];
    /** The embedded database's backup (decision 298); undefined on PostgreSQL. */
    databaseDump: DatabaseHandle["dump"];
  }
}

export class DatabaseStartupError extends Error {
  override name = "DatabaseStartupError";
}

/** Opens the database, brings its schema up to date, and closes it when the app closes. */
export const databasePlugin = fp<{ config: Config; startFrom?: Blob }>(
  async (app, { config, startFrom }) => {
    const handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.dbPoolMax,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      createApart: config.env === "production",
      // An empty folder starts as the database `npm run build` prepared (decision 87), in every
      // environment: `npm test` builds before the server tests, whose servers start on new folders.
      prepared: PREPARED_DIR,
      startFrom,
    });
    try {
      await migrateToLatest(handle.db as Kysely<unknown>);
    } catch (error) {
      await handle.db.destroy().catch(() => {});
      const where = config.databaseUrl ? redact(config.databaseUrl) : config.dataDir;
      throw new DatabaseStartupError(
        `Cannot open the database at ${where}: ${(error as Error).message}`,
        { cause: error },
      );
    }
    app.decorate("db", handle.db);
    app.decorate("databaseKind", handle.kind);
    app.decorate("databaseDump", handle.dump);
    app.addHook("onClose", async () => {
      await handle.db.destroy();
    });
  },
);

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}
