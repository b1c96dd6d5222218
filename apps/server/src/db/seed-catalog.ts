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
import type { Question } from "@tayari/contracts/question";
import { deleteMissing, listPublished, upsertRow, type SeedCounts } from "./seed-repository";
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

/** A unit's passages as the API sends them, with their maths trees (decision 174); null: none. */
export const passagesJson = (passages: readonly unknown[] | undefined) =>
  passages?.length ? JSON.stringify(withMath({ passages }).passages) : null;

/** A unit's questions as the API sends them: the file's, then those examiners published (decision 0038). */
export const unitJson = (fileQuestions: readonly unknown[], published: readonly unknown[]) =>
  json([...fileQuestions, ...published]);

type PublishedRow = Awaited<ReturnType<typeof listPublished>>[number];

const sameQuestion = (a: Question, b: Question) =>
  a.category === b.category &&
  a.question === b.question &&
  a.answer === b.answer &&
  a.explanation === b.explanation &&
  JSON.stringify(a.options) === JSON.stringify(b.options);

/**
 * The published questions of one subject's units that still belong beside its file's questions.
 * One the file now holds itself (same id, same content: an author moved it into the file) is left
 * out; a file question that takes a published question's id with other content stops the start.
 */
function publishedOfSubject(
  subjectSlug: string,
  fileQuestions: readonly Question[],
  rows: readonly PublishedRow[],
): Map<number, { row: PublishedRow; questions: Question[] }> {
  const fileById = new Map(fileQuestions.map((q) => [q.id, q]));
  const byUnit = new Map<number, { row: PublishedRow; questions: Question[] }>();
  const clashes: string[] = [];
  for (const row of rows) {
    const unit = byUnit.get(row.unitId) ?? { row, questions: [] };
    byUnit.set(row.unitId, unit);
    for (const question of JSON.parse(row.questions) as Question[]) {
      const inFile = fileById.get(question.id);
      if (!inFile) unit.questions.push(question);
      else if (!sameQuestion(inFile, question))
        clashes.push(
          `id ${question.id} (published into ${row.unitSlug} on ${row.publishedAt.toISOString().slice(0, 10)})`,
        );
    }
  }
  if (clashes.length) {
    const free = Math.max(
      ...fileQuestions.map((q) => q.id + 1),
      ...rows.flatMap((r) => (JSON.parse(r.questions) as Question[]).map((q) => q.id + 1)),
    );
    throw new Error(
      `catalog: subject ${subjectSlug}: the files give ids that examiners' published questions hold: ` +
        `${clashes.join(", ")}; give the file's questions other ids (${free} and up are free)`,
    );
  }
  return byUnit;
}

/** Brings the catalog tables in line with the files, in one transaction; unchanged rows are not written. */
export async function seedCatalog(
  db: Kysely<Database>,
  catalog: CatalogFiles,
): Promise<SeedCounts> {
  const counts: SeedCounts = { inserted: 0, updated: 0, deleted: 0 };
  await db.transaction().execute(async (trx) => {
    const published = await listPublished(trx);
    // What holds published questions is never deleted by the seed (decision 0038).
    const keep: Record<string, ReadonlySet<number>> = {
      units: new Set(published.map((p) => p.unitId)),
      items: new Set(published.map((p) => p.itemId)),
      categories: new Set(published.map((p) => p.categoryId)),
      subjects: new Set(published.map((p) => p.subjectId)),
      levels: new Set(published.map((p) => p.levelId)),
    };
    const upsert = (
      table: string,
      key: Record<string, string | number>,
      values: Record<string, string | number | null>,
    ) => upsertRow(trx, table, key, values, counts);
    /** Deletes the rows of `table` (under `parent`) whose slug the files no longer give, but those kept. */
    const prune = (table: string, parent: { column: string; id: number } | null, slugs: string[]) =>
      deleteMissing(trx, table, parent, slugs, counts, keep[table]);
    for (const { level, subjects } of catalog.levels) {
      const levelId = await upsert(
        "levels",
        { slug: level.slug },
        { name: level.name, name_ne: level.name_ne ?? null, position: level.position },
      );
      for (const [s, subject] of subjects.entries()) {
        const subjectId = await upsert(
          "subjects",
          { slug: subject.slug },
          { level_id: levelId, name: subject.name, name_ne: subject.name_ne ?? null, position: s },
        );
        const subjectPublished = publishedOfSubject(
          subject.slug,
          subject.categories.flatMap((c) =>
            c.items.flatMap((i) => i.units.flatMap((u) => u.questions)),
          ),
          published.filter((row) => row.subjectId === subjectId),
        );
        for (const [c, category] of subject.categories.entries()) {
          const categoryId = await upsert(
            "categories",
            { subject_id: subjectId, slug: category.slug },
            { name: category.name, name_ne: category.name_ne ?? null, position: c },
          );
          for (const [i, item] of category.items.entries()) {
            const itemId = await upsert(
              "items",
              { category_id: categoryId, slug: item.slug },
              { name: item.name, name_ne: item.name_ne ?? null, position: i },
            );
            const inItem = [...subjectPublished.values()].filter((p) => p.row.itemId === itemId);
            for (const [u, unit] of item.units.entries()) {
              const extra = inItem.find((p) => p.row.unitSlug === unit.slug)?.questions ?? [];
              await upsert(
                "units",
                { item_id: itemId, slug: unit.slug },
                {
                  name: unit.name,
                  name_ne: unit.name_ne ?? null,
                  position: u,
                  json_data: unitJson(unit.questions, extra),
                  passages: passagesJson(unit.passages),
                },
              );
            }
            // Units only examiners' questions keep (started at /examiner/import, or dropped by the
            // file): after the file's units, with just those questions.
            const onlyPublished = inItem
              .filter((p) => !item.units.some((unit) => unit.slug === p.row.unitSlug))
              .sort((a, b) => a.row.position - b.row.position || a.row.unitId - b.row.unitId);
            for (const [k, { row, questions }] of onlyPublished.entries()) {
              await upsert(
                "units",
                { item_id: itemId, slug: row.unitSlug },
                {
                  name: row.unitName,
                  position: item.units.length + k,
                  json_data: unitJson([], questions),
                },
              );
            }
            await prune(
              "units",
              { column: "item_id", id: itemId },
              item.units.map((u) => u.slug),
            );
          }
          await prune(
            "items",
            { column: "category_id", id: categoryId },
            category.items.map((i) => i.slug),
          );
        }
        await prune(
          "categories",
          { column: "subject_id", id: subjectId },
          subject.categories.map((c) => c.slug),
        );
      }
      await prune(
        "subjects",
        { column: "level_id", id: levelId },
        subjects.map((s) => s.slug),
      );
    }
    await prune(
      "levels",
      null,
      catalog.levels.map((l) => l.level.slug),
    );

    for (const [e, entrance] of catalog.entrances.entries()) {
      const entranceId = await upsert(
        "entrances",
        { slug: entrance.slug },
        { name: entrance.name, name_ne: entrance.name_ne ?? null, position: e },
      );
      for (const [s, subject] of entrance.subjects.entries()) {
        const subjectId = await upsert(
          "entrance_subjects",
          { entrance_id: entranceId, slug: subject.slug },
          {
            title: subject.title,
            title_ne: subject.title_ne ?? null,
            type: subject.type,
            position: s,
          },
        );
        for (const [u, unit] of subject.units.entries()) {
          await upsert(
            "entrance_units",
            { entrance_subject_id: subjectId, slug: unit.slug },
            {
              title: unit.title,
              title_ne: unit.title_ne ?? null,
              type: unit.type,
              position: u,
              json_data: json(unit.questions),
              passages: passagesJson(unit.passages),
            },
          );
        }
        await prune(
          "entrance_units",
          { column: "entrance_subject_id", id: subjectId },
          subject.units.map((u) => u.slug),
        );
      }
      await prune(
        "entrance_subjects",
        { column: "entrance_id", id: entranceId },
        entrance.subjects.map((s) => s.slug),
      );
    }
    await prune(
      "entrances",
      null,
      catalog.entrances.map((e) => e.slug),
    );
  });
  return counts;
}
