import type { PGlite } from "@electric-sql/pglite";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

/**
 * Lets Kysely's PostgresDialect drive an embedded PGlite.
 * PGlite is a single connection, so a transaction must not interleave with other queries:
 * "connections" are handed out one at a time and wait for each other.
 */
export function pglitePool(pg: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  return {
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const previous = tail;
      tail = previous.then(() => turn);
      await previous;
      const client = {
        async query<R>(
          sql: string,
          parameters: ReadonlyArray<unknown>,
        ): Promise<PostgresQueryResult<R>> {
          const result = await pg.query<R>(sql, parameters as unknown[]);
          return {
            command: commandOf(sql),
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release,
      };
      return client as unknown as PostgresPoolClient;
    },
    async end() {
      await tail;
      await pg.close();
    },
  };
}

function commandOf(sql: string): PostgresQueryResult<unknown>["command"] {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
  return (
    ["INSERT", "UPDATE", "DELETE", "MERGE"].includes(word ?? "") ? word : "SELECT"
  ) as PostgresQueryResult<unknown>["command"];
}
