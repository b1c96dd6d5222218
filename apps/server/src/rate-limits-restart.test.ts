import { describe, expect, it } from "vitest";
import { client } from "./test/hardening-client";
import { twoProcesses, usingPostgres } from "./test/test-app";

/**
 * Issue 15 point 8, the part that depends on the database: the login counters are kept in it, so a
 * restarted server (PGlite, a data folder) or a second process (PostgreSQL) sees them. In a file of
 * its own so that the embedded database's run (scripts/server-embedded.ts) takes this test, not
 * the whole of hardening.test.ts again.
 */
describe("15.8 rate limits in the database", () => {
  it("survive a restart and are shared by every process on the database", async () => {
    await twoProcesses({}, "limits", async (first, another) => {
      const student = await client(first).register();
      for (let i = 0; i < 9; i++)
        expect((await client(first).login(student, "10.80.0.1", `wrong-${i}`)).statusCode).toBe(
          401,
        );
      // A restarted server (PGlite) or a second process (PostgreSQL) sees the nine failures.
      const b = client(await another());
      expect((await b.login(student, "10.80.0.1", "wrong-9")).statusCode).toBe(401);
      expect((await b.login(student, "10.80.0.1", "wrong-10")).statusCode).toBe(429);
      if (usingPostgres)
        expect((await client(first).login(student, "10.80.0.1")).statusCode).toBe(429);
    });
  }, 240_000);
});
