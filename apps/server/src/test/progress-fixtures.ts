import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { createTestApp, newStudent, type TestApp } from "./test-app";
import { gradeXLevel } from "./one-unit-catalog";

/** A question whose key is option "B"; its text names its category and id. */
export const question = (id: number, category: string): Question => ({
  id,
  category,
  question: `${category} question ${id}?`,
  options: ["A", "B", "C", "D"],
  answer: "B",
  explanation: `B is the key of ${category} question ${id}.`,
});

/** The category test's question 12: maths in its text, an option and its explanation, and a figure. */
export const FORMULA_QUESTION: Question = {
  ...question(12, "biology"),
  question: "A cell splits into $2^3$ cells; what is $\\frac{1}{2}$ of them?",
  options: ["A", "B", "$x^2$", "D"],
  explanation: "Half of $2^3$ is 4.",
  figure: { file: "cell-division.svg", alt: "One cell dividing into two, then four, then eight" },
};

const ENTRANCE_CATEGORIES = ["mathematics", "physics", "chemistry", "english", "computer"];

/**
 * Banks and a catalog small enough to reason about: 200 entrance questions (ids 1-200, categories
 * in turn, so the 2074 paper is ids 1-100), a category test of ids 1-12 and two English topics, a
 * school unit (ids 1-3) and an /mcq unit (ids 10-11).
 */
export function writeProgressFixtures() {
  const banks = mkdtempSync(path.join(tmpdir(), "tayari-progress-banks-"));
  const entrance = Array.from({ length: 200 }, (_, i) =>
    question(i + 1, ENTRANCE_CATEGORIES[i % ENTRANCE_CATEGORIES.length]!),
  );
  writeFileSync(path.join(banks, "entrance.json"), JSON.stringify({ questions: entrance }));
  writeFileSync(
    path.join(banks, "category-test.json"),
    JSON.stringify({
      questions: [
        ...Array.from({ length: 11 }, (_, i) => question(i + 1, i < 6 ? "gk" : "biology")),
        FORMULA_QUESTION,
      ],
    }),
  );
  writeFileSync(
    path.join(banks, "subjects.json"),
    JSON.stringify({
      English: {
        "Tag Questions": [question(1, "english"), question(2, "english")],
        Pronouns: [question(1, "english"), question(2, "english"), question(3, "english")],
      },
    }),
  );
  const catalog = mkdtempSync(path.join(tmpdir(), "tayari-progress-catalog-"));
  writeFileSync(
    path.join(catalog, "grade-x.json"),
    JSON.stringify(
      gradeXLevel(
        [
          {
            slug: "sets",
            name: "Sets",
            questions: [1, 2, 3].map((id) => question(id, "mathematics")),
          },
        ],
        { level: "Grade X", category: "MCQ practice" },
      ),
    ),
  );
  writeFileSync(
    path.join(catalog, "entrances.json"),
    JSON.stringify({
      entrances: [
        {
          slug: "csit",
          name: "B.Sc.CSIT",
          subjects: [
            {
              slug: "physics",
              title: "Physics",
              type: "mcq",
              units: [
                {
                  slug: "optics",
                  title: "Optics",
                  type: "mcq",
                  questions: [10, 11].map((id) => question(id, "physics")),
                },
              ],
            },
          ],
        },
      ],
    }),
  );
  return { BANKS_DIR: banks, CATALOG_DIR: catalog };
}

export async function createProgressApp(): Promise<TestApp> {
  return createTestApp(writeProgressFixtures());
}

/** A new student, signed in: their password and the headers that carry their token. */
export async function signIn(t: TestApp) {
  const student = newStudent();
  const register = await t.app.inject({ method: "POST", url: "/api/register", payload: student });
  expect(register.statusCode).toBe(202);
  const login = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email: student.email, password: student.password },
  });
  expect(login.statusCode).toBe(200);
  return {
    password: student.password,
    headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
  };
}

/** The ids of the catalog's one school unit and one /mcq unit. */
export async function unitIds(t: TestApp) {
  const unit = await t.app.db.selectFrom("units").select("id").executeTakeFirstOrThrow();
  const mcq = await t.app.db.selectFrom("entrance_units").select("id").executeTakeFirstOrThrow();
  return { unit: unit.id, mcq: mcq.id };
}
