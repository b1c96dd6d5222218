import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import {
  catalogLevelFileSchema,
  entrancesFileSchema,
  type CatalogLevelFile,
  type EntrancesFile,
} from "@tayari/content/catalog";
import { withMath } from "@tayari/content/math-tree";
import { deleteMissing, upsertRow, type SeedCounts } from "../modules/catalog/seed-repository";
import type { Database } from "./schema";

export const DEFAULT_CATALOG_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../packages/content/catalog",
);

export interface CatalogFiles {
  levels: CatalogLevelFile[];
  entrances: EntrancesFile["entrances"];
}

/** Reads and checks every catalog file; a broken file stops the start-up with its name and the reason. */
export function readCatalog(dir: string): CatalogFiles {
  // No folder yet means an empty catalog: the pages say there is nothing to show.
  if (!existsSync(dir)) return { levels: [], entrances: [] };
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const levels: CatalogLevelFile[] = [];
  let entrances: EntrancesFile["entrances"] = [];
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    } catch (error) {
      throw new Error(`catalog/${file} is not valid JSON: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const schema = file === "entrances.json" ? entrancesFileSchema : catalogLevelFileSchema;
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`catalog/${file}: ${issue.path.join(".")}: ${issue.message}`);
    }
    if (file === "entrances.json") entrances = (parsed.data as EntrancesFile).entrances;
    else levels.push(parsed.data as CatalogLevelFile);
  }
  return { levels: levels.sort((a, b) => a.level.position - b.level.position), entrances };
}

// A unit's questions as the API sends them: each formula with its MathML tree (decision 0035).
const json = (questions: unknown[]) => JSON.stringify(withMath(questions));

/** Brings the catalog tables in line with the files, in one transaction; unchanged rows are not written. */
export async function seedCatalog(
  db: Kysely<Database>,
  catalog: CatalogFiles,
): Promise<SeedCounts> {
  const counts: SeedCounts = { inserted: 0, updated: 0, deleted: 0 };
  await db.transaction().execute(async (trx) => {
    for (const { level, subjects } of catalog.levels) {
      const levelId = await upsertRow(
        trx,
        "levels",
        { slug: level.slug },
        { name: level.name, position: level.position },
        counts,
      );
      for (const [s, subject] of subjects.entries()) {
        const subjectId = await upsertRow(
          trx,
          "subjects",
          { slug: subject.slug },
          { level_id: levelId, name: subject.name, position: s },
          counts,
        );
        for (const [c, category] of subject.categories.entries()) {
          const categoryId = await upsertRow(
            trx,
            "categories",
            { subject_id: subjectId, slug: category.slug },
            { name: category.name, position: c },
            counts,
          );
          for (const [i, item] of category.items.entries()) {
            const itemId = await upsertRow(
              trx,
              "items",
              { category_id: categoryId, slug: item.slug },
              { name: item.name, position: i },
              counts,
            );
            for (const [u, unit] of item.units.entries()) {
              await upsertRow(
                trx,
                "units",
                { item_id: itemId, slug: unit.slug },
                { name: unit.name, position: u, json_data: json(unit.questions) },
                counts,
              );
            }
            await deleteMissing(
              trx,
              "units",
              { column: "item_id", id: itemId },
              item.units.map((u) => u.slug),
              counts,
            );
          }
          await deleteMissing(
            trx,
            "items",
            { column: "category_id", id: categoryId },
            category.items.map((i) => i.slug),
            counts,
          );
        }
        await deleteMissing(
          trx,
          "categories",
          { column: "subject_id", id: subjectId },
          subject.categories.map((c) => c.slug),
          counts,
        );
      }
      await deleteMissing(
        trx,
        "subjects",
        { column: "level_id", id: levelId },
        subjects.map((s) => s.slug),
        counts,
      );
    }
    await deleteMissing(
      trx,
      "levels",
      null,
      catalog.levels.map((l) => l.level.slug),
      counts,
    );

    for (const [e, entrance] of catalog.entrances.entries()) {
      const entranceId = await upsertRow(
        trx,
        "entrances",
        { slug: entrance.slug },
        { name: entrance.name, position: e },
        counts,
      );
      for (const [s, subject] of entrance.subjects.entries()) {
        const subjectId = await upsertRow(
          trx,
          "entrance_subjects",
          { entrance_id: entranceId, slug: subject.slug },
          { title: subject.title, type: subject.type, position: s },
          counts,
        );
        for (const [u, unit] of subject.units.entries()) {
          await upsertRow(
            trx,
            "entrance_units",
            { entrance_subject_id: subjectId, slug: unit.slug },
            { title: unit.title, type: unit.type, position: u, json_data: json(unit.questions) },
            counts,
          );
        }
        await deleteMissing(
          trx,
          "entrance_units",
          { column: "entrance_subject_id", id: subjectId },
          subject.units.map((u) => u.slug),
          counts,
        );
      }
      await deleteMissing(
        trx,
        "entrance_subjects",
        { column: "entrance_id", id: entranceId },
        entrance.subjects.map((s) => s.slug),
        counts,
      );
    }
    await deleteMissing(
      trx,
      "entrances",
      null,
      catalog.entrances.map((e) => e.slug),
      counts,
    );
  });
  return counts;
}
