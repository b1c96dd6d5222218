import type { ImportTargetsResponse } from "@tayari/contracts/catalog-import";
import type { Db } from "../../db/db";
import * as repo from "./repository";

/**
 * Every catalog unit an import may go into, as levels, subjects, items and units (the use case
 * behind `GET /api/examiner/import/targets`); items without a unit yet are listed too.
 */
export async function importTargets(db: Db): Promise<ImportTargetsResponse> {
  const levels: ImportTargetsResponse["levels"] = [];
  for (const row of await repo.listTargets(db)) {
    let level = levels.at(-1);
    if (level?.slug !== row.levelSlug)
      levels.push((level = { slug: row.levelSlug, name: row.levelName, subjects: [] }));
    let subject = level.subjects.at(-1);
    if (subject?.slug !== row.subjectSlug)
      level.subjects.push((subject = { slug: row.subjectSlug, name: row.subjectName, items: [] }));
    let item = subject.items.at(-1);
    if (item?.slug !== row.itemSlug || item.category !== row.categorySlug)
      subject.items.push(
        (item = { slug: row.itemSlug, name: row.itemName, category: row.categorySlug, units: [] }),
      );
    if (row.unitId !== null)
      item.units.push({
        id: row.unitId,
        slug: row.unitSlug!,
        name: row.unitName!,
        question_count: Number(row.questionCount),
      });
  }
  return { levels };
}
