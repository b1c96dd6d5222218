import fp from "fastify-plugin";
import type { Config } from "../config";
import { readCatalog, seedCatalog } from "../db/seed-catalog";

/** Seeds the catalog from packages/content/catalog at start-up (idempotent: unchanged rows are not written). */
export const catalogSeedPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const counts = await seedCatalog(app.db, readCatalog(config.catalogDir));
  app.log.info(counts, "catalog seeded");
});
