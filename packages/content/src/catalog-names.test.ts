import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { question, removeTempDirs, tempDir } from "../test/make-banks";
import { checkCatalogNames } from "./catalog-names";
import { DEFAULT_CATALOG_DIR } from "./check-banks";
import { formatProblem } from "./problem";

afterAll(removeTempDirs);

const units = (names: Record<string, unknown>[]) =>
  names.map((n, i) => ({ slug: `u${i}`, ...n, questions: [question({ category: "physics" })] }));

function write(files: Record<string, unknown>): string {
  const dir = tempDir();
  for (const [name, data] of Object.entries(files))
    writeFileSync(path.join(dir, name), JSON.stringify(data));
  return dir;
}

describe("checkCatalogNames", () => {
  it("asks for a Nepali name wherever a name is not in Devanagari, and refuses English left in one", () => {
    const dir = write({
      "grade-x.json": {
        level: {
          slug: "grade-x",
          name: "School (Grade X)",
          name_ne: "विद्यालय (कक्षा 10)",
          position: 1,
        },
        subjects: [
          {
            slug: "grade-x-science",
            name: "Science",
            categories: [
              {
                slug: "mcq",
                name: "MCQ Practice",
                name_ne: "MCQ Practice",
                items: [
                  {
                    slug: "physics",
                    name: "Physics",
                    name_ne: "भौतिकशास्त्र",
                    units: units([
                      { name: "Force", name_ne: "बल" },
                      { name: "Light" },
                      { name: "Heat", name_ne: "ताप (Heat)" },
                    ]),
                  },
                ],
              },
            ],
          },
          {
            slug: "grade-x-nepali",
            name: "नेपाली",
            categories: [
              {
                slug: "mcq",
                name: "बहुवैकल्पिक अभ्यास",
                items: [{ slug: "vyakaran", name: "व्याकरण", units: units([{ name: "समास" }]) }],
              },
            ],
          },
        ],
      },
      "entrances.json": {
        entrances: [
          {
            slug: "csit",
            name: "B.Sc.CSIT",
            name_ne: "B.Sc.CSIT",
            subjects: [
              {
                slug: "csit-physics",
                title: "Physics",
                type: "mcq",
                units: units([{ title: "Mechanics", type: "mcq" }]),
              },
            ],
          },
        ],
      },
    });
    expect(checkCatalogNames(dir).map(formatProblem)).toEqual([
      'catalog/entrances.json: csit / csit-physics: "Physics" has no Nepali name; add title_ne',
      'catalog/entrances.json: csit / csit-physics / u0: "Mechanics" has no Nepali name; add title_ne',
      'catalog/grade-x.json: grade-x-science: "Science" has no Nepali name; add name_ne',
      'catalog/grade-x.json: grade-x-science / mcq: name_ne "MCQ Practice" is not written in Nepali (Practice)',
      'catalog/grade-x.json: grade-x-science / mcq / physics / u1: "Light" has no Nepali name; add name_ne',
      'catalog/grade-x.json: grade-x-science / mcq / physics / u2: name_ne "ताप (Heat)" is not written in Nepali (Heat)',
    ]);
  });

  it("the product's catalog: every name has its Nepali name", () => {
    expect(checkCatalogNames(DEFAULT_CATALOG_DIR)).toEqual([]);
  });
});
