import type { PGlite } from "@electric-sql/pglite";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

/**
 * The longest the embedded database's statements (and the code between them) hold the event loop
 * before the next statement waits for a turn of it. PGlite answers through promises alone, so
 * statements awaited one after another never let the loop turn: a publish's five statements held
 * it 73-92 ms of the thread's CPU on a box of the 2.3 s loop (issue 67).
 */
export const STATEMENTS_SLICE_MS = 10;

/**
 * Before a statement: a turn of the event loop (timers, sockets, other requests' code) when the
 * loop has not turned for `sliceMs`. A turn is seen by an immediate set at the slice's start
 * having run; the loop is held only while that immediate still waits.
 */
function fairTurns(sliceMs: number): () => Promise<void> | undefined {
  let since = 0;
  let turned = true;
  const mark = () => {
    turned = true;
  };
  const start = () => {
    turned = false;
    since = performance.now();
    setImmediate(mark);
  };
  return () => {
    if (turned) start();
    else if (performance.now() - since >= sliceMs)
      return new Promise<void>((resolve) => setImmediate(resolve)).then(start);
    return undefined;
  };
}

/**
 * Lets Kysely's PostgresDialect drive an embedded PGlite.
 * PGlite is a single connection, so a transaction must not interleave with other queries:
 * "connections" are handed out one at a time and wait for each other. A statement that would
 * hold the event loop past `sliceMs` with the ones before it waits for a turn of the loop first.
 */
export function pglitePool(pg: PGlite, sliceMs = STATEMENTS_SLICE_MS): PostgresPool {
  let tail: Promise<void> = Promise.resolve();
  const fair = fairTurns(sliceMs);

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
          await fair();
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
