import type { CreateTableBuilder, Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The school catalog (levels > subjects > categories > items > units) and the entrance papers
  // (entrances > subjects > units): the same shape of table at every step.
  const tables: CatalogTable[] = [
    { table: "levels", texts: ["name"] },
    { table: "subjects", parent: ["level_id", "levels"], texts: ["name"] },
    {
      table: "categories",
      parent: ["subject_id", "subjects"],
      slugKey: "categories_subject_slug_key",
      texts: ["name"],
    },
    {
      table: "items",
      parent: ["category_id", "categories"],
      slugKey: "items_category_slug_key",
      texts: ["name"],
    },
    {
      table: "units",
      parent: ["item_id", "items"],
      slugKey: "units_item_slug_key",
      texts: ["name"],
      questions: true,
    },
    { table: "entrances", texts: ["name"] },
    {
      table: "entrance_subjects",
      parent: ["entrance_id", "entrances"],
      slugKey: "entrance_subjects_entrance_slug_key",
      texts: ["title", "type"],
    },
    {
      table: "entrance_units",
      parent: ["entrance_subject_id", "entrance_subjects"],
      slugKey: "entrance_units_subject_slug_key",
      texts: ["title", "type"],
      questions: true,
    },
  ];
  for (const table of tables) await createCatalogTable(db, table);
}

/**
 * A step of a catalog tree: its id; the row above it (`parent`: its column and table; deleted with
 * it); a slug unique everywhere, or under its parent (`slugKey`, the constraint's name); its
 * `texts`; its position among its siblings; and for a page of questions, their list.
 */
interface CatalogTable {
  table: string;
  parent?: [column: string, table: string];
  slugKey?: string;
  texts: string[];
  questions?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createCatalogTable(db: Kysely<any>, spec: CatalogTable): Promise<void> {
  const { table, parent, slugKey, texts, questions } = spec;
  let create: CreateTableBuilder<string, string> = db.schema
    .createTable(table)
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity());
  if (parent)
    create = create.addColumn(parent[0], "integer", (c) =>
      c.notNull().references(`${parent[1]}.id`).onDelete("cascade"),
    );
  create = create.addColumn("slug", "text", (c) => (slugKey ? c.notNull() : c.notNull().unique()));
  for (const text of texts) create = create.addColumn(text, "text", (c) => c.notNull());
  create = create.addColumn("position", "integer", (c) => c.notNull().defaultTo(0));
  // The unit's question list as JSON text, as the specification has it.
  if (questions) create = create.addColumn("json_data", "text", (c) => c.notNull());
  if (parent && slugKey) create = create.addUniqueConstraint(slugKey, [parent[0], "slug"]);
  await create.execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "entrance_units",
    "entrance_subjects",
    "entrances",
    "units",
    "items",
    "categories",
    "subjects",
    "levels",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
