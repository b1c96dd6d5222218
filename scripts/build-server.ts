/**
 * npm run build:server: the server as one JavaScript file, apps/server/dist/main.js, so production
 * runs it with plain Node instead of compiling TypeScript at every start through tsx. The packages
 * of node_modules stay outside the bundle (native argon2, PGlite's WebAssembly); the workspace's own
 * packages (@tayari/*), written in TypeScript, are bundled in.
 *
 * Then the embedded database a first start copies (decision 87), apps/server/dist/database: created,
 * migrated and holding the catalog. Made again only when PGlite, the migrations or the catalog files
 * changed.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import { rolldown } from "rolldown";
import {
  openDatabase,
  pgliteVersion,
  PREPARED_DIR,
  PREPARED_MARK,
} from "../apps/server/src/db/database";
import { migrateToLatest, migrationNames } from "../apps/server/src/db/migrate";
import { DEFAULT_CATALOG_DIR, readCatalog, seedCatalog } from "../apps/server/src/db/seed-catalog";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(repo, "apps/server/dist");

// The server, and the bank worker's thread beside it (dist/bank-worker.js: a large bank upload is
// read and checked there, apps/server/src/modules/bank-check/bank-checker.ts finds it by its name).
for (const [entry, file] of [
  ["apps/server/src/main.ts", "main.js"],
  ["apps/server/src/modules/bank-check/bank-worker.ts", "bank-worker.js"],
] as const) {
  const bundle = await rolldown({
    input: path.join(repo, entry),
    platform: "node",
    logLevel: "warn",
    external: (id) => !id.startsWith(".") && !path.isAbsolute(id) && !id.startsWith("@tayari/"),
    plugins: [
      {
        // A module that finds files beside itself (import.meta.url) still finds them from the bundle.
        name: "tayari-module-url",
        transform(code, id) {
          if (!code.includes("import.meta.url")) return null;
          const relative = path.relative(outDir, id).split(path.sep).join("/");
          return code.replaceAll(
            "import.meta.url",
            `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
          );
        },
      },
    ],
  });
  await bundle.write({ dir: outDir, format: "esm", entryFileNames: file, codeSplitting: false });
  await bundle.close();
  console.log(`built ${path.relative(repo, outDir)}/${file}`);
}

// The prepared database: what it was made from, so a build makes it again only when that changed.
const catalogHash = createHash("sha256");
if (existsSync(DEFAULT_CATALOG_DIR))
  for (const file of readdirSync(DEFAULT_CATALOG_DIR).sort())
    catalogHash.update(file).update(readFileSync(path.join(DEFAULT_CATALOG_DIR, file)));
const mark = `${JSON.stringify({ pglite: pgliteVersion(), migrations: migrationNames, catalog: catalogHash.digest("hex") }, null, 2)}\n`;
const markFile = path.join(PREPARED_DIR, PREPARED_MARK);
if (existsSync(markFile) && readFileSync(markFile, "utf8") === mark) {
  console.log(`${path.relative(repo, PREPARED_DIR)}: prepared database up to date`);
} else {
  const building = `${PREPARED_DIR}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const handle = await openDatabase({
    databaseUrl: null,
    dataDir: building,
    poolMax: 1,
    connectTimeoutMs: 10_000,
  });
  await migrateToLatest(handle.db as Kysely<unknown>);
  const counts = await seedCatalog(handle.db, readCatalog(DEFAULT_CATALOG_DIR));
  await handle.db.destroy();
  writeFileSync(path.join(building, PREPARED_MARK), mark);
  rmSync(PREPARED_DIR, { recursive: true, force: true });
  renameSync(building, PREPARED_DIR);
  console.log(
    `prepared ${path.relative(repo, PREPARED_DIR)}: migrated, catalog of ${counts.inserted} rows`,
  );
}
