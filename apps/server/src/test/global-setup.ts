import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../config";
import { readServerBanks } from "../modules/banks/entrance-bank";
import { pgliteTemplate, postgresTemplate, type TemplateKind } from "./database-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** The default banks with their formulas drawn, as JSON, for every test app of this run. */
    serverBanksFile: string;
  }
}

/**
 * Before the server tests' workers start: the databases their apps start as (decision 200), made
 * once here rather than by the first app of each worker at once, and the default banks read once
 * (drawing every formula of them is most of the rest of an app's start).
 */
export default async function setup(project: TestProject) {
  const kinds: TemplateKind[] = ["seeded", "migrated"];
  const adminUrl = process.env.TEST_DATABASE_URL;
  for (const kind of kinds) {
    if (adminUrl) await postgresTemplate(adminUrl, kind);
    else await pgliteTemplate(kind);
  }
  const banksFile = path.join(tmpdir(), `tayari-test-banks-${process.pid}.json`);
  const { banksDir } = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" });
  writeFileSync(banksFile, JSON.stringify(readServerBanks(banksDir)));
  project.provide("serverBanksFile", banksFile);
  return () => rmSync(banksFile, { force: true });
}
