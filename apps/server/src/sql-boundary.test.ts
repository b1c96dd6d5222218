import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const eslint = new ESLint({ cwd: root });
const ruleIds = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}/apps/server/src/${file}` });
  return result!.messages.map((m) => m.ruleId);
};

const query = [
  'import { sql } from "kysely";',
  'import type { Database } from "../db/schema";',
  "export const q = (db: { selectFrom(t: string): unknown }, d?: Database) => [sql, d, db.selectFrom('users')];",
  "",
].join("\n");

describe("SQL stays in repositories (lint)", () => {
  it("fails a route or plugin that imports Kysely or the database types, or builds a query", async () => {
    for (const file of ["plugins/mail.ts", "modules/auth/routes.ts"]) {
      expect(await ruleIds(file, query), file).toEqual([
        "no-restricted-imports",
        "no-restricted-imports",
        "no-restricted-properties",
      ]);
    }
  });

  it("lets a repository and db/ do it", async () => {
    for (const file of ["modules/mail/repository.ts", "db/seed-catalog.ts"]) {
      expect(await ruleIds(file, query), file).toEqual([]);
    }
  });
});
