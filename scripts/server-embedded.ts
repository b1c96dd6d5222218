/**
 * `npm run test:server:embedded`: the server tests that behave differently on the embedded database
 * (PGlite) than on a PostgreSQL server, run on PGlite whatever TEST_DATABASE_URL says. They are the
 * files that name `usingPostgres` or `TEST_DATABASE_URL`: a restart on a data folder, one connection
 * instead of a pool, the same answer on both databases (decision 0393).
 *
 * `npm test` runs the whole server suite (`npm run test:servers`, beside the journeys), and when
 * TEST_DATABASE_URL sent it to a PostgreSQL server, these next on PGlite (`--beside-postgres`; without
 * TEST_DATABASE_URL the suite ran on PGlite already): the suite once, and not the whole of it twice.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverSource = path.join(repo, "apps/server/src");

/** The server test files (relative to the repository) whose text depends on the database. */
export function embeddedServerTests(root = serverSource): string[] {
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join(root, file))
    .filter((file) => /\busingPostgres\b|\bTEST_DATABASE_URL\b/.test(readFileSync(file, "utf8")));
  return files.map((file) => path.relative(repo, file)).sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--beside-postgres") && !process.env.TEST_DATABASE_URL) {
    process.stdout.write("server tests on PGlite: the suite ran on PGlite already\n");
    process.exit(0);
  }
  const files = embeddedServerTests();
  if (files.length === 0) throw new Error("no server test names usingPostgres: nothing to run");
  process.stdout.write(`server tests on PGlite: ${files.length} files\n`);
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  const run = spawnSync(
    process.execPath,
    [
      path.join(repo, "node_modules/vitest/vitest.mjs"),
      "run",
      "--project",
      "server",
      "--passWithNoTests",
      ...files,
    ],
    { cwd: repo, env, stdio: "inherit" },
  );
  process.exit(run.status ?? 1);
}
