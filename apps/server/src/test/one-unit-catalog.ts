import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Question } from "@tayari/contracts/question";

/** Question `id` of the seeded unit: its key is always the second option. */
export const seededQuestion = (id: number): Question => ({
  id,
  category: "mathematics",
  question: `Seeded question ${id}: which option is the key?`,
  options: [`Decoy ${id}`, `Key ${id}`, `Other ${id}`],
  answer: `Key ${id}`,
  explanation: `The key of seeded question ${id} is the second option.`,
});

/** A catalog file's level, as the tests write it (CATALOG_DIR). */
export interface CatalogFile {
  level: { slug: string; name: string; position: number };
  subjects: {
    slug: string;
    name: string;
    categories: {
      slug: string;
      name: string;
      items: { slug: string; name: string; units: CatalogUnit[] }[];
    }[];
  }[];
}
export interface CatalogUnit {
  slug: string;
  name: string;
  questions: Question[];
  passages?: { id: string; text: string }[];
}

type CatalogSubject = CatalogFile["subjects"][number];
type CatalogItem = CatalogSubject["categories"][number]["items"][number];

/** A subject of one MCQ category (`category` its name) of `items`. */
export const mcqSubject = (
  slug: string,
  name: string,
  category: string,
  items: CatalogItem[],
): CatalogSubject => ({ slug, name, categories: [{ slug: "mcq", name: category, items }] });

/**
 * Grade X's level file: Mathematics, its MCQ category with Algebra's `units` first and then
 * `items`, then `subjects`. The level's and the category's names are the test's (it reads them).
 */
export function gradeXLevel(
  units: CatalogUnit[],
  names: { level: string; category: string },
  { items = [], subjects = [] }: { items?: CatalogItem[]; subjects?: CatalogSubject[] } = {},
): CatalogFile {
  const algebra = { slug: "algebra", name: "Algebra", units };
  return {
    level: { slug: "grade-x", name: names.level, position: 1 },
    subjects: [
      mcqSubject("grade-x-mathematics", "Mathematics", names.category, [algebra, ...items]),
      ...subjects,
    ],
  };
}

/**
 * A catalog folder of our own (CATALOG_DIR): Grade X, Mathematics, MCQ Practice, Algebra, one unit
 * "Sets" of ten seeded questions (ids 1-10), and no entrance subjects. Returns the folder.
 */
export function oneUnitCatalog(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `tayari-${label}-`));
  const sets = Array.from({ length: 10 }, (_, i) => seededQuestion(i + 1));
  const level = gradeXLevel([{ slug: "sets", name: "Sets", questions: sets }], {
    level: "School (Grade X)",
    category: "MCQ Practice",
  });
  writeFileSync(path.join(dir, "grade-x.json"), JSON.stringify(level));
  writeFileSync(path.join(dir, "entrances.json"), JSON.stringify({ entrances: [] }));
  return dir;
}
