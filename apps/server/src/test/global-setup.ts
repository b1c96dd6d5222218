import { pgliteTemplate, postgresTemplate, type TemplateKind } from "./database-template";

/**
 * Before the server tests' workers start: the databases their apps start as (decision 200), made
 * once here rather than by the first app of each worker at once.
 */
export default async function setup() {
  const kinds: TemplateKind[] = ["seeded", "migrated"];
  const adminUrl = process.env.TEST_DATABASE_URL;
  for (const kind of kinds) {
    if (adminUrl) await postgresTemplate(adminUrl, kind);
    else await pgliteTemplate(kind);
  }
}
