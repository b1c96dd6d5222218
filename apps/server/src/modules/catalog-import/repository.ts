import { sql } from "kysely";
import { questionTextFaults, withMath } from "@tayari/content/math-tree";
import { deleteCards } from "../review/repository";
import { keepUnitVersions } from "../questions/version-repository";
import type { Db, Tx } from "../../db/db";
import type { FoundSubject } from "../bank-check/import-plan";

/** Every unit of the school catalog with its level, subject, category and item, in page order. */
export async function listTargets(db: Db) {
  return db
    .selectFrom("levels")
    .innerJoin("subjects", "subjects.level_id", "levels.id")
    .innerJoin("categories", "categories.subject_id", "subjects.id")
    .innerJoin("items", "items.category_id", "categories.id")
    .leftJoin("units", "units.item_id", "items.id")
    .select([
      "levels.slug as levelSlug",
      "levels.name as levelName",
      "subjects.slug as subjectSlug",
      "subjects.name as subjectName",
      "categories.slug as categorySlug",
      "items.slug as itemSlug",
      "items.name as itemName",
      "units.id as unitId",
      "units.slug as unitSlug",
      "units.name as unitName",
      sql<number>`json_array_length(units.json_data::json)`.as("questionCount"),
    ])
    .orderBy("levels.position")
    .orderBy("levels.id")
    .orderBy("subjects.position")
    .orderBy("subjects.id")
    .orderBy("categories.position")
    .orderBy("categories.id")
    .orderBy("items.position")
    .orderBy("items.id")
    .orderBy("units.position")
    .orderBy("units.id")
    .execute();
}

/** A subject by slug with its level and its items in page order (`lock`: as findSubject). */
async function subjectAndItems(db: Db, slug: string, lock: boolean) {
  let query = db
    .selectFrom("subjects")
    .innerJoin("levels", "levels.id", "subjects.level_id")
    .select([
      "subjects.id",
      "subjects.slug",
      "subjects.name",
      "levels.slug as levelSlug",
      "levels.name as levelName",
    ])
    .where("subjects.slug", "=", slug);
  if (lock) query = query.forUpdate("subjects");
  const subject = await query.executeTakeFirst();
  if (!subject) return undefined;
  const items = await db
    .selectFrom("items")
    .innerJoin("categories", "categories.id", "items.category_id")
    .select([
      "items.id",
      "items.slug",
      "items.name",
      "categories.slug as categorySlug",
      "categories.name as categoryName",
    ])
    .where("categories.subject_id", "=", subject.id)
    .orderBy("categories.position")
    .orderBy("categories.id")
    .orderBy("items.position")
    .orderBy("items.id")
    .execute();
  return { subject, items };
}

/** The units of `items` in page order: what each is, its questions left to the caller. */
const unitsOf = (db: Db, items: { id: number }[]) =>
  db
    .selectFrom("units")
    .select(["id", "item_id as itemId", "slug", "name"])
    .where(
      "item_id",
      "in",
      items.map((i) => i.id),
    )
    .orderBy("position")
    .orderBy("id");

/**
 * A subject by slug with its level, and its items and units in page order (each unit's questions
 * as JSON text). With `lock`, the subject's row is locked until the transaction ends, so that two
 * publishes into one subject take their ids one after the other.
 */
export async function findSubject(
  db: Db,
  slug: string,
  lock = false,
): Promise<FoundSubject | undefined> {
  const found = await subjectAndItems(db, slug, lock);
  if (!found) return undefined;
  const { subject, items } = found;
  const units = items.length ? await unitsOf(db, items).select("json_data").execute() : [];
  return { subject, items, units };
}

/**
 * What a publish worked out ahead depends on (decision 214), small: the subject, its items, and
 * its units with a digest of their questions in place of the questions. With `lock`, as
 * findSubject. Read before the subject itself, it changes if anything the publish read changed.
 */
export async function subjectStamp(db: Db, slug: string, lock = false) {
  const found = await subjectAndItems(db, slug, lock);
  if (!found) return undefined;
  const { subject, items } = found;
  const units = items.length
    ? await unitsOf(db, items)
        .select(sql<string>`md5(json_data)`.as("stamp"))
        .execute()
    : [];
  return { subject, items, units };
}

/** A new unit at the end of its item. */
export async function insertUnit(
  trx: Tx,
  unit: { itemId: number; slug: string; name: string },
): Promise<number> {
  const row = await trx
    .insertInto("units")
    .values({
      item_id: unit.itemId,
      slug: unit.slug,
      name: unit.name,
      position: sql<number>`(select coalesce(max(position) + 1, 0) from units where item_id = ${unit.itemId})`,
      json_data: "[]",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records one publish and gives the unit its new question list (JSON text, with MathML trees). */
export async function recordPublication(
  trx: Tx,
  publication: {
    unitId: number;
    ownerId: number | null;
    fileName: string;
    questions: string;
    questionCount: number;
    jsonData: string;
  },
): Promise<void> {
  await trx
    .insertInto("catalog_publications")
    .values({
      unit_id: publication.unitId,
      owner_id: publication.ownerId,
      file_name: publication.fileName,
      questions: publication.questions,
      question_count: publication.questionCount,
    })
    .execute();
  // The versions of its questions in slices, not by the trigger's one pass over the whole list.
  await keepUnitVersions(trx, `unit:${publication.unitId}`, JSON.parse(publication.jsonData));
  await trx
    .updateTable("units")
    .set({ json_data: publication.jsonData })
    .where("id", "=", publication.unitId)
    .execute();
}

/**
 * Changes whenever the catalog's questions change: the newest publication's id, and the newest
 * examiner's change of a unit (a question taken out, its options reworded: decision 350).
 */
export async function catalogVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ version: string }>`select
      coalesce((select max(id) from catalog_publications), 0)::text || ':' ||
      coalesce((select max(id) from examiner_actions where unit_id is not null), 0)::text
      as version`.execute(db);
  return rows[0]?.version ?? "0:0";
}

/**
 * Unit `unitId`, locked for the rest of the transaction, and the publications `ownerId` made into it
 * (oldest first); null when there is no such unit.
 */
async function ownUnitLocked(trx: Tx, unitId: number, ownerId: number) {
  const unit = await trx
    .selectFrom("units")
    .select(["id", "name", "json_data"])
    .where("id", "=", unitId)
    .forUpdate()
    .executeTakeFirst();
  if (!unit) return null;
  const publications = await trx
    .selectFrom("catalog_publications")
    .select(["id", "questions"])
    .where("unit_id", "=", unitId)
    .where("owner_id", "=", ownerId)
    .orderBy("id")
    .execute();
  return { unit, publications };
}

/** The unit shows `shown` from now on; the examiner's change is recorded with the question as it was. */
async function showAndRecord(
  trx: Tx,
  { unitId, questionId, ownerId }: { unitId: number; questionId: number; ownerId: number },
  shown: unknown[],
  { action, question }: { action: "question_unpublished" | "question_reworded"; question: unknown },
) {
  await trx
    .updateTable("units")
    .set({ json_data: JSON.stringify(shown) })
    .where("id", "=", unitId)
    .execute();
  await trx
    .insertInto("examiner_actions")
    .values({
      user_id: ownerId,
      action,
      unit_id: unitId,
      question_id: questionId,
      removed: JSON.stringify(question),
    })
    .execute();
}

/**
 * Takes question `questionId` out of unit `unitId` when `ownerId` published it there: out of the
 * publication (so the seed does not bring it back) and out of the unit's questions, recorded in
 * examiner_actions (who, when, what). Null when the examiner published no such question there.
 */
export async function unpublishQuestion(
  trx: Tx,
  { unitId, questionId, ownerId }: { unitId: number; questionId: number; ownerId: number },
): Promise<{ unitName: string } | null> {
  const found = await ownUnitLocked(trx, unitId, ownerId);
  if (!found) return null;
  const { unit, publications } = found;
  for (const publication of publications) {
    const questions = JSON.parse(publication.questions) as { id: number }[];
    const removed = questions.find((q) => q.id === questionId);
    if (!removed) continue;
    const kept = questions.filter((q) => q !== removed);
    await trx
      .updateTable("catalog_publications")
      .set({ questions: JSON.stringify(kept), question_count: kept.length })
      .where("id", "=", publication.id)
      .execute();
    const shown = (JSON.parse(unit.json_data) as { id: number }[]).filter(
      (q) => q.id !== questionId,
    );
    // A question out: every version the unit still shows is kept already.
    await keepUnitVersions(trx, `unit:${unitId}`, []);
    await showAndRecord(trx, { unitId, questionId, ownerId }, shown, {
      action: "question_unpublished",
      question: removed,
    });
    // Students' review cards of it: a question no one can be asked is never due.
    await deleteCards(trx, null, [{ bank: `unit:${unitId}`, questionId }]);
    return { unitName: unit.name };
  }
  return null;
}

/** What a rewording of a question's options came to (null from `rewordOptions`: not theirs). */
export type Reworded =
  | { kind: "reworded" | "unchanged"; unitName: string }
  | { kind: "count"; count: number }
  | { kind: "twice"; first: number; second: number }
  | { kind: "format"; n: number; reason: string };

/**
 * Gives question `questionId` of unit `unitId`, when `ownerId` published it there, the words
 * `options`, option for option (its key the option in the key's place): in its publication (so
 * the seed writes it so) and in the unit's questions, with the new words' formulas as trees, and
 * the version of the words before kept for the answers given to them; recorded in
 * examiner_actions with the question as it was.
 */
export async function rewordOptions(
  trx: Tx,
  {
    unitId,
    questionId,
    ownerId,
    options,
  }: { unitId: number; questionId: number; ownerId: number; options: readonly string[] },
): Promise<Reworded | null> {
  const found = await ownUnitLocked(trx, unitId, ownerId);
  if (!found) return null;
  const { unit, publications } = found;
  for (const publication of publications) {
    type Written = { id: number; options: string[]; answer: string };
    const questions = JSON.parse(publication.questions) as Written[];
    const was = questions.find((q) => q.id === questionId);
    if (!was) continue;
    const shown = JSON.parse(unit.json_data) as Written[];
    const at = shown.findIndex((q) => q.id === questionId);
    if (at < 0) continue;
    if (options.length !== was.options.length) return { kind: "count", count: was.options.length };
    for (let i = 0; i < options.length; i++) {
      const second = options.indexOf(options[i]!, i + 1);
      if (second >= 0) return { kind: "twice", first: i + 1, second: second + 1 };
    }
    for (let i = 0; i < options.length; i++) {
      const [fault] = questionTextFaults(options[i]!);
      if (fault) return { kind: "format", n: i + 1, reason: fault };
    }
    if (options.every((o, i) => o === was.options[i]))
      return { kind: "unchanged", unitName: unit.name };
    const key = was.options.indexOf(was.answer);
    const reworded = { ...was, options: [...options], answer: options[key] ?? was.answer };
    // The unit shows it with its formulas as trees, made again for the new words.
    shown[at] = withMath({ ...shown[at]!, options: reworded.options, answer: reworded.answer });
    await trx
      .updateTable("catalog_publications")
      .set({ questions: JSON.stringify(questions.map((q) => (q === was ? reworded : q))) })
      .where("id", "=", publication.id)
      .execute();
    // The words before are a version kept already (as they were written); the new ones are kept here.
    await keepUnitVersions(trx, `unit:${unitId}`, [shown[at]]);
    await showAndRecord(trx, { unitId, questionId, ownerId }, shown, {
      action: "question_reworded",
      question: was,
    });
    return { kind: "reworded", unitName: unit.name };
  }
  return null;
}

/** The ids of questions taken out of these units: never given to a new question again. */
export async function unpublishedIds(db: Db, unitIds: readonly number[]): Promise<number[]> {
  if (!unitIds.length) return [];
  const rows = await db
    .selectFrom("examiner_actions")
    .select("question_id")
    .where("action", "=", "question_unpublished")
    .where("unit_id", "in", unitIds)
    .execute();
  return rows.flatMap((r) => (r.question_id === null ? [] : [r.question_id]));
}

/**
 * One page of the questions `ownerId` published and has not taken out: the newest publish first,
 * a file's questions in the file's order. Only the publications the page falls in are read whole.
 */
export async function listPublished(
  db: Db,
  { ownerId, page, pageSize }: { ownerId: number; page: number; pageSize: number },
) {
  const publications = await db
    .selectFrom("catalog_publications")
    .innerJoin("units", "units.id", "catalog_publications.unit_id")
    .select([
      "catalog_publications.id",
      "catalog_publications.unit_id",
      "units.name as unit_name",
      "units.name_ne as unit_name_ne",
      "catalog_publications.file_name",
      "catalog_publications.question_count",
      "catalog_publications.created_at",
    ])
    .where("catalog_publications.owner_id", "=", ownerId)
    .where("catalog_publications.question_count", ">", 0)
    .orderBy("catalog_publications.id", "desc")
    .execute();
  const total = publications.reduce((sum, p) => sum + p.question_count, 0);
  const questions: Array<{
    publication: (typeof publications)[number];
    question: { id: number; question: string; options: string[] };
  }> = [];
  let skip = (page - 1) * pageSize;
  for (const publication of publications) {
    if (questions.length >= pageSize) break;
    if (skip >= publication.question_count) {
      skip -= publication.question_count;
      continue;
    }
    const row = await db
      .selectFrom("catalog_publications")
      .select("questions")
      .where("id", "=", publication.id)
      .executeTakeFirstOrThrow();
    const all = JSON.parse(row.questions) as Array<{
      id: number;
      question: string;
      options: string[];
    }>;
    for (const question of all.slice(skip, skip + pageSize - questions.length))
      questions.push({ publication, question });
    skip = 0;
  }
  return { total, questions };
}
