import { existsSync, writeFileSync } from "node:fs";
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
import { PENDING_BANKS, REQUIRED_BANKS } from "./banks";
import { checkBanks, checkCatalog, DEFAULT_BANKS_DIR } from "./check-banks";
import { formatProblem } from "./validate";

afterAll(removeTempDirs);

describe("checkBanks", () => {
  it("a folder of clean banks: no problems, and the questions counted", async () => {
    const { problems, counts } = await checkBanks(writeBanks(cleanBanks()));
    expect(problems).toEqual([]);
    expect(counts).toEqual({
      banks: 5,
      questions: 1862,
      perBank: {
        "science-exam.json": 200,
        "management-exam.json": 100,
        "category-test.json": 100,
        "entrance.json": 1000,
        "subjects.json": 462,
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
    expect(counts.questions).toBe(862);
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
    ]);
  });
});

describe("checkCatalog", () => {
  it("requires units of at least 10 questions and unique level and subject slugs", () => {
    const dir = tempDir();
    const unit = (n: number) => ({
      slug: "sets",
      name: "Sets",
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
              items: [{ slug: "algebra", name: "Algebra", units: [unit(n)] }],
            },
          ],
        },
      ],
    });
    writeFileSync(path.join(dir, "a.json"), JSON.stringify(level("grade-x", "grade-x-maths", 9)));
    writeFileSync(path.join(dir, "b.json"), JSON.stringify(level("grade-xii", "grade-x", 10)));
    const lines = checkCatalog(dir).problems.map(formatProblem);
    expect(lines).toEqual([
      "catalog/a.json: grade-x-maths / mcq / algebra / sets has 9 questions; a unit needs at least 10",
      'catalog/b.json: subject slug "grade-x" is already used by catalog/a.json (level)',
    ]);
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

describe("pending banks of this repository", () => {
  it("are named, not failed, while absent from packages/content/banks", () => {
    const { problems, pending } = checkBanks(DEFAULT_BANKS_DIR);
    const absent = REQUIRED_BANKS.filter((b) => !existsSync(path.join(DEFAULT_BANKS_DIR, b.file)));
    for (const bank of absent) {
      expect(PENDING_BANKS[bank.file], `${bank.file} is missing and not pending`).toBeDefined();
      expect(pending).toContainEqual({
        file: `banks/${bank.file}`,
        reason: PENDING_BANKS[bank.file],
      });
    }
    expect(problems.filter((p) => p.reason === "missing bank file")).toEqual([]);
  });

  it("get no grace in any other folder", () => {
    const banks = cleanBanks();
    delete banks["entrance.json"];
    const { problems, pending } = checkBanks(writeBanks(banks));
    expect(pending).toEqual([]);
    expect(problems).toContainEqual({
      file: "banks/entrance.json",
      id: null,
      reason: "missing bank file",
    });
  });
});
