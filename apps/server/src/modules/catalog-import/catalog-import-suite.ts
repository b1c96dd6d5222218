// The set-up catalog-import.test.ts and catalog-import-publish.test.ts share: a catalog of our own
// in a folder, an app on it with an examiner and a student, and the calls their tests make.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Question } from "@tayari/contracts/question";
import { gradeXLevel, mcqSubject, type CatalogFile } from "../../test/one-unit-catalog";
import { csvFile, examinerSuite } from "../exams/exam-fixtures";
import { importRow } from "./import-fixtures";

export const question = (id: number, topic: string): Question => ({
  id,
  category: "mathematics",
  question: `Seeded ${topic} question ${id}: which option is the key?`,
  options: [`Decoy ${id}`, `Key ${id}`, `Other ${id}`],
  answer: `Key ${id}`,
  explanation: `The key of seeded question ${id} is the second option.`,
});
export const range = (from: number, to: number, topic: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => question(from + i, topic));

/** A catalog of our own: Mathematics with two items (ids 1-20), Science with one (ids 1-10). */
export function writeCatalog(dir: string, edit: (level: CatalogFile) => void = () => {}) {
  const level = gradeXLevel(
    [{ slug: "sets", name: "Sets", questions: range(1, 10, "sets") }],
    { level: "School (Grade X)", category: "MCQ Practice" },
    {
      items: [
        {
          slug: "geometry",
          name: "Geometry",
          units: [{ slug: "circles", name: "Circles", questions: range(11, 20, "circle") }],
        },
      ],
      subjects: [
        mcqSubject("grade-x-science", "Science", "MCQ Practice", [
          {
            slug: "physics",
            name: "Physics",
            units: [{ slug: "force", name: "Force", questions: range(1, 10, "force") }],
          },
        ]),
      ],
    },
  );
  edit(level);
  writeFileSync(path.join(dir, "grade-x.json"), JSON.stringify(level));
  writeFileSync(path.join(dir, "entrances.json"), JSON.stringify({ entrances: [] }));
}

// Line 2 onwards: Devanagari, maths, a code fence (lines 4-8), then a bad row on line 9.
export const MIXED_CSV = csvFile([
  "एक दर्जनमा कति वटा हुन्छन्?,दस,बाह्र,चौध,,,B,mathematics,एक दर्जन भनेको बाह्र वटा हो।",
  `"If $f(x) = x^2$, what is $f'(3)$?",$6$,$9$,$3$,,,A,mathematics,"$f'(x) = 2x$, so $f'(3) = 6$; 9 is $f(3)$."`,
  `"What does this print?\n\`\`\`c\nint a = 7, b = 2;\nprintf(""%d"", a / b);\n\`\`\`",3,3.5,4,,,A,computer,"Integer division drops the fraction: 7 / 2 is 3."`,
  importRow("bad", "D"),
]);

/** The app the tests share, on a catalog of our own (writeCatalog) in `dir`, and its calls. */
export async function importSuite() {
  const dir = mkdtempSync(path.join(tmpdir(), "tayari-import-"));
  writeCatalog(dir);
  const { t, api, examiner, student } = await examinerSuite({
    student: true,
    env: { CATALOG_DIR: dir },
  });

  const form = (overrides: Record<string, unknown> = {}) => ({
    file_name: "questions.csv",
    format: "csv",
    text: MIXED_CSV,
    into: "grade-x-mathematics/sets",
    ...overrides,
  });
  const preview = (body: object, token = examiner) =>
    api.call("POST", "/api/examiner/catalog-import/preview", token, body);
  const publish = (body: object, token = examiner) =>
    api.call("POST", "/api/examiner/catalog-import", token, body);

  /** The unit's questions as a student's browser gets them (a Mathematics unit unless told). */
  async function unitQuestions(
    name: string,
    headers: Record<string, string> = {},
    subject = "grade-x-mathematics",
  ) {
    const res = await t.app.inject({ url: `/api/subject/${subject}/category/mcq`, headers });
    if (res.statusCode === 304) return { res, unit: undefined, questions: [] };
    const items = res.json().items as { content: { name: string; json_data: string }[] }[];
    const unit = items.flatMap((i) => i.content).find((u) => u.name === name);
    return {
      res,
      unit,
      questions: unit ? (JSON.parse(unit.json_data) as (Question & { math?: object })[]) : [],
    };
  }

  return { t, api, examiner, student, dir, form, preview, publish, unitQuestions };
}
