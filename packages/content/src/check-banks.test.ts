import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  categoryTestBank,
  cleanBanks,
  question,
  removeTempDirs,
  tempDir,
  writeBanks,
} from "../test/make-banks";
import { REQUIRED_BANKS } from "./banks";
import { checkBanks, checkCatalog, DEFAULT_BANKS_DIR, readSharedQuestions } from "./check-banks";
import { explanationProblems } from "./content-report";
import { checkRepeats } from "./repeats";
import { formatProblem } from "./problem";

afterAll(removeTempDirs);

// Checking whole banks (thousands of questions, their maths rendered) takes seconds: 3.4 s for this
// repository's at load 17 on two cores, too near vitest's default 5 s. Room for a busy machine.
const WHOLE_BANKS = { timeout: 60_000 };

describe("checkBanks", WHOLE_BANKS, () => {
  it("a folder of clean banks: no problems, and the questions counted", async () => {
    const { problems, counts } = await checkBanks(writeBanks(cleanBanks()));
    expect(problems).toEqual([]);
    expect(counts).toEqual({
      banks: 6,
      questions: 2362,
      perBank: {
        "science-exam.json": 200,
        "management-exam.json": 100,
        "category-test.json": 100,
        "entrance.json": 1000,
        "subjects.json": 462,
        "bca-entrance.json": 500,
      },
    });
  });

  it("reports each required bank that is missing", () => {
    const banks = cleanBanks();
    delete banks["entrance.json"];
    const { problems, counts } = checkBanks(writeBanks(banks));
    expect(problems).toEqual([
      { file: "banks/entrance.json", id: null, reason: "missing bank file" },
    ]);
    expect(counts.questions).toBe(1362);
  });

  it("reports a file that is not JSON, and still checks the others", () => {
    const category = categoryTestBank(1);
    category.questions[0] = question({ id: 7, category: "dnglish" });
    const dir = writeBanks({
      ...cleanBanks(),
      "science-exam.json": '{ "sets": [ }',
      "category-test.json": category,
    });
    const lines = checkBanks(dir).problems.map(formatProblem);
    expect(lines[0]).toMatch(/^banks\/science-exam\.json: is not valid JSON: /);
    expect(lines).toContain(
      'banks/category-test.json: id 7: unknown category "dnglish" (allowed: english, physics, chemistry, mathematics, biology, gk)',
    );
  });

  it("accepts a file saved with a byte-order mark", () => {
    const dir = writeBanks({
      ...cleanBanks(),
      "category-test.json": `\uFEFF${JSON.stringify(categoryTestBank(1))}`,
    });
    expect(checkBanks(dir).problems).toEqual([]);
  });

  it("reads the package's own banks folder by default, wherever it runs from", () => {
    expect(DEFAULT_BANKS_DIR).toBe(path.resolve(import.meta.dirname, "..", "banks"));
    expect(REQUIRED_BANKS.map((b) => b.file)).toEqual([
      "science-exam.json",
      "management-exam.json",
      "category-test.json",
      "entrance.json",
      "subjects.json",
      "bca-entrance.json",
    ]);
  });
});

describe("checkCatalog", () => {
  it("requires units of at least 10 questions, a unit in every subject, and unique level and subject slugs", () => {
    const dir = tempDir();
    const unit = (n: number, slug = "sets") => ({
      slug,
      name: slug,
      questions: Array.from({ length: n }, () => question({ category: "mathematics" })),
    });
    const level = (slug: string, subjectSlug: string, n: number) => ({
      level: { slug, name: slug, position: 1 },
      subjects: [
        {
          slug: subjectSlug,
          name: "Maths",
          categories: [
            {
              slug: "mcq",
              name: "MCQ",
              items: [
                {
                  slug: "algebra",
                  name: "Algebra",
                  units: slug === "grade-x" ? [] : [unit(n), unit(10, "indices")],
                },
              ],
            },
          ],
        },
      ],
    });
    writeFileSync(path.join(dir, "a.json"), JSON.stringify(level("grade-x", "grade-x-maths", 9)));
    writeFileSync(path.join(dir, "b.json"), JSON.stringify(level("grade-xii", "grade-x", 9)));
    const lines = checkCatalog(dir).problems.map(formatProblem);
    expect(lines).toEqual([
      "catalog/a.json: grade-x-maths has 0 units; a subject needs at least 1",
      'catalog/b.json: subject slug "grade-x" is already used by catalog/a.json (level)',
      "catalog/b.json: grade-x / mcq / algebra / sets has 9 questions; a unit needs at least 10",
    ]);

    // And at most 300 (decisions 0395 and 0401), as a publish into a unit has it.
    writeFileSync(
      path.join(dir, "b.json"),
      JSON.stringify(level("grade-xii", "grade-xii-maths", 301)),
    );
    expect(checkCatalog(dir).problems.map(formatProblem)).toContain(
      "catalog/b.json: grade-xii-maths / mcq / algebra / sets has 301 questions; a unit holds at most 300",
    );
  });

  it("finds a question repeated in another unit of the same subject", () => {
    const dir = tempDir();
    const units = [1, 2].map((u) => ({
      slug: `unit-${u}`,
      title: `Unit ${u}`,
      type: "mcq",
      questions: Array.from({ length: 10 }, (_, i) =>
        question({ id: u * 100 + i, category: "mathematics", question: `Sum ${i}: 2 + ${i}?` }),
      ),
    }));
    writeFileSync(
      path.join(dir, "entrances.json"),
      JSON.stringify({
        entrances: [
          {
            slug: "csit",
            name: "B.Sc.CSIT",
            subjects: [{ slug: "csit-maths", title: "Mathematics", type: "mcq", units }],
          },
        ],
      }),
    );
    const lines = checkCatalog(dir).problems.map(formatProblem);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe(
      "catalog/entrances.json: id 200: csit / csit-maths / unit-2: same question text as id 100 in csit / csit-maths / unit-1",
    );
  });

  it("reports a catalog file of the wrong shape with the path of the fault", () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, "grade-x.json"),
      JSON.stringify({ level: { slug: "grade-x", name: "Grade X" }, subjects: [] }),
    );
    expect(checkCatalog(dir).problems.map(formatProblem)).toEqual([
      "catalog/grade-x.json: level.position is missing",
    ]);
  });
});

describe("the banks of this repository", WHOLE_BANKS, () => {
  it("are all present and clean", () => {
    const { problems, counts } = checkBanks(DEFAULT_BANKS_DIR);
    expect(problems.map(formatProblem)).toEqual([]);
    for (const bank of REQUIRED_BANKS) expect(counts.perBank[bank.file]).toBeGreaterThan(0);
  });

  it("with the catalog: every explanation a full sentence, and no repeat but those listed", () => {
    const groups = [...checkBanks().groups, ...checkCatalog().groups];
    expect(groups.flatMap(explanationProblems).map(formatProblem)).toEqual([]);
    const repeats = checkRepeats(groups, readSharedQuestions());
    expect(repeats.problems.map(formatProblem)).toEqual([]);
    expect(repeats.shared).toHaveLength(1);
  });

  it("a missing bank file is a problem", () => {
    const banks = cleanBanks();
    delete banks["entrance.json"];
    const { problems } = checkBanks(writeBanks(banks));
    expect(problems).toContainEqual({
      file: "banks/entrance.json",
      id: null,
      reason: "missing bank file",
    });
  });
});
