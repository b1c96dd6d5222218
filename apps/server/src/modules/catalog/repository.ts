import { sql } from "kysely";
import { z } from "zod";
import { passageSchema, questionSchema } from "@tayari/contracts/question";
import type { Language } from "../../db/schema";
import type { Db } from "../../db/db";

const storedQuestions = z.array(questionSchema);
const storedPassages = z.array(passageSchema);

/** A unit's stored passages (decision 174), or nothing where it has none. */
const passagesOf = (text: string | null) =>
  text === null ? {} : { passages: storedPassages.parse(JSON.parse(text)) };

/**
 * A table's name (or title) column in the reader's language, as `as`: in Nepali the catalog's
 * Nepali name where the files give one, else the name as written (issue 33).
 */
function named<As extends string>(language: Language, column: string, as: As) {
  const [table, field] = column.split(".") as [string, string];
  return language === "ne"
    ? sql<string>`coalesce(${sql.ref(`${table}.${field}_ne`)}, ${sql.ref(column)})`.as(as)
    : sql<string>`${sql.ref(column)}`.as(as);
}

/** The tops of the two catalog trees: the school levels and the entrance exams. */
type TopTable = "levels" | "entrances";

/** The tops of a tree: id, slug and name in the reader's language. */
const tops = (db: Db, table: TopTable, language: Language) =>
  db.selectFrom(table).select(["id", "slug", named(language, `${table}.name`, "name")]);

export async function listLevels(db: Db, language: Language = "en") {
  return tops(db, "levels", language).orderBy("position").orderBy("id").execute();
}

export async function findLevel(db: Db, slug: string, language: Language = "en") {
  return tops(db, "levels", language).where("slug", "=", slug).executeTakeFirst();
}

export async function listSubjectsWithCategories(
  db: Db,
  levelId: number,
  language: Language = "en",
) {
  const subjects = await db
    .selectFrom("subjects")
    .select(["id", "slug", named(language, "subjects.name", "name")])
    .where("level_id", "=", levelId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const categories = subjects.length
    ? await db
        .selectFrom("categories")
        .select(["id", "slug", named(language, "categories.name", "name"), "subject_id"])
        .where(
          "subject_id",
          "in",
          subjects.map((s) => s.id),
        )
        .orderBy("position")
        .orderBy("id")
        .execute()
    : [];
  return subjects.map((s) => ({
    ...s,
    categories: categories
      .filter((c) => c.subject_id === s.id)
      .map(({ id, slug, name }) => ({ id, slug, name })),
  }));
}

export async function findSubjectCategory(
  db: Db,
  subjectSlug: string,
  categorySlug: string,
  language: Language = "en",
) {
  return db
    .selectFrom("categories")
    .innerJoin("subjects", "subjects.id", "categories.subject_id")
    .innerJoin("levels", "levels.id", "subjects.level_id")
    .select([
      "levels.id as levelId",
      "levels.slug as levelSlug",
      named(language, "levels.name", "levelName"),
      "subjects.id as subjectId",
      "subjects.slug as subjectSlug",
      named(language, "subjects.name", "subjectName"),
      "categories.id",
      "categories.slug",
      named(language, "categories.name", "name"),
    ])
    .where("subjects.slug", "=", subjectSlug)
    .where("categories.slug", "=", categorySlug)
    .executeTakeFirst();
}

export async function listItemsWithUnits(db: Db, categoryId: number, language: Language = "en") {
  const items = await db
    .selectFrom("items")
    .select(["id", "slug", named(language, "items.name", "name")])
    .where("category_id", "=", categoryId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const units = items.length
    ? await db
        .selectFrom("units")
        .select(["id", named(language, "units.name", "name"), "json_data", "passages", "item_id"])
        .where(
          "item_id",
          "in",
          items.map((i) => i.id),
        )
        .orderBy("position")
        .orderBy("id")
        .execute()
    : [];
  return items.map((item) => ({
    ...item,
    content: units
      .filter((u) => u.item_id === item.id)
      .map(({ id, name, json_data, passages }) => ({
        id,
        name,
        json_data,
        ...passagesOf(passages),
      })),
  }));
}

export async function listEntrances(db: Db, language: Language = "en") {
  return tops(db, "entrances", language).orderBy("position").orderBy("id").execute();
}

export async function findEntrance(db: Db, slug: string, language: Language = "en") {
  return tops(db, "entrances", language).where("slug", "=", slug).executeTakeFirst();
}

export async function listEntranceSubjects(
  db: Db,
  entranceId: number,
  type: string,
  language: Language = "en",
) {
  return db
    .selectFrom("entrance_subjects")
    .select(["id", "slug", named(language, "entrance_subjects.title", "title"), "type"])
    .where("entrance_id", "=", entranceId)
    .where("type", "=", type)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** A subject with the entrance it belongs to (for the way back to that entrance's page). */
export async function findEntranceSubject(db: Db, id: number, language: Language = "en") {
  const row = await db
    .selectFrom("entrance_subjects")
    .innerJoin("entrances", "entrances.id", "entrance_subjects.entrance_id")
    .select([
      "entrance_subjects.id",
      "entrance_subjects.slug",
      named(language, "entrance_subjects.title", "title"),
      "entrance_subjects.type",
      "entrances.slug as entrance_slug",
      named(language, "entrances.name", "entrance_name"),
    ])
    .where("entrance_subjects.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { entrance_slug, entrance_name, ...subject } = row;
  return { entrance: { slug: entrance_slug, name: entrance_name }, subject };
}

export async function listEntranceUnits(db: Db, subjectId: number, language: Language = "en") {
  return db
    .selectFrom("entrance_units")
    .select(["id", "slug", named(language, "entrance_units.title", "title"), "type"])
    .where("entrance_subject_id", "=", subjectId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** A unit's summary and its questions, read from the stored JSON and checked against the contract. */
export async function findEntranceUnit(
  db: Db,
  subjectId: number,
  unitId: number,
  type: string,
  language: Language = "en",
) {
  const row = await db
    .selectFrom("entrance_units")
    .select([
      "id",
      "slug",
      named(language, "entrance_units.title", "title"),
      "type",
      "json_data",
      "passages",
    ])
    .where("entrance_subject_id", "=", subjectId)
    .where("id", "=", unitId)
    .where("type", "=", type)
    .executeTakeFirst();
  if (!row) return undefined;
  const { json_data, passages, ...summary } = row;
  return {
    summary,
    questions: storedQuestions.parse(JSON.parse(json_data)),
    ...passagesOf(passages),
  };
}
