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

/**
 * A catalog folder of our own (CATALOG_DIR): Grade X, Mathematics, MCQ Practice, Algebra, one unit
 * "Sets" of ten seeded questions (ids 1-10), and no entrance subjects. Returns the folder.
 */
export function oneUnitCatalog(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `tayari-${label}-`));
  const level = {
    level: { slug: "grade-x", name: "School (Grade X)", position: 1 },
    subjects: [
      {
        slug: "grade-x-mathematics",
        name: "Mathematics",
        categories: [
          {
            slug: "mcq",
            name: "MCQ Practice",
            items: [
              {
                slug: "algebra",
                name: "Algebra",
                units: [
                  {
                    slug: "sets",
                    name: "Sets",
                    questions: Array.from({ length: 10 }, (_, i) => seededQuestion(i + 1)),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  writeFileSync(path.join(dir, "grade-x.json"), JSON.stringify(level));
  writeFileSync(path.join(dir, "entrances.json"), JSON.stringify({ entrances: [] }));
  return dir;
}
