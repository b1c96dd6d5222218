import type { Kysely } from "kysely";

// Frozen once merged: change the schema with a new migration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("levels")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("subjects")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("level_id", "integer", (c) =>
      c.notNull().references("levels.id").onDelete("cascade"),
    )
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("categories")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("subject_id", "integer", (c) =>
      c.notNull().references("subjects.id").onDelete("cascade"),
    )
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("categories_subject_slug_key", ["subject_id", "slug"])
    .execute();
  await db.schema
    .createTable("items")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("categories.id").onDelete("cascade"),
    )
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("items_category_slug_key", ["category_id", "slug"])
    .execute();
  await db.schema
    .createTable("units")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    // The unit's question list as JSON text, as the specification has it.
    .addColumn("json_data", "text", (c) => c.notNull())
    .addUniqueConstraint("units_item_slug_key", ["item_id", "slug"])
    .execute();
  await db.schema
    .createTable("entrances")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("entrance_subjects")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("entrance_id", "integer", (c) =>
      c.notNull().references("entrances.id").onDelete("cascade"),
    )
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("entrance_subjects_entrance_slug_key", ["entrance_id", "slug"])
    .execute();
  await db.schema
    .createTable("entrance_units")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("entrance_subject_id", "integer", (c) =>
      c.notNull().references("entrance_subjects.id").onDelete("cascade"),
    )
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("json_data", "text", (c) => c.notNull())
    .addUniqueConstraint("entrance_units_subject_slug_key", ["entrance_subject_id", "slug"])
    .execute();
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
