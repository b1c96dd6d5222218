import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog, seedCatalog } from "../../db/seed-catalog";
import { createTestApp, type TestApp } from "../../test/test-app";
import { gradeXLevel } from "../../test/one-unit-catalog";

const q = (id: number, answer = "4") => ({
  id,
  category: "mathematics",
  question: `What is 2 + 2? (${id})`,
  options: ["3", "4", "5", "22"],
  answer,
  explanation: "Two and two make four.",
});

// A formula in a unit: the seed stores it with its MathML tree, so the answer carries both.
const limit = {
  ...q(11),
  question: "What is $\\lim_{x \\to 0} x$?",
  options: ["0", "1", "2"],
  answer: "0",
};

function writeCatalog(dir: string, unitName = "Sets") {
  writeFileSync(
    path.join(dir, "grade-x.json"),
    JSON.stringify(
      gradeXLevel(
        [
          { slug: "sets", name: unitName, questions: [q(1), q(2)] },
          // A unit whose question stands on a passage (decision 174): a table with maths.
          {
            slug: "indices",
            name: "Indices",
            passages: [{ id: "powers", text: "| n | $2^n$ |\n| --- | --- |\n| 3 | 8 |" }],
            questions: [{ ...q(3), passage: "powers" }],
          },
        ],
        { level: "Grade X", category: "MCQ practice" },
      ),
    ),
  );
  writeFileSync(
    path.join(dir, "grade-xii.json"),
    JSON.stringify({ level: { slug: "grade-xii", name: "Grade XII", position: 2 }, subjects: [] }),
  );
  writeFileSync(
    path.join(dir, "entrances.json"),
    JSON.stringify({
      entrances: [
        {
          slug: "csit",
          name: "B.Sc.CSIT",
          subjects: [
            {
              slug: "mathematics",
              title: "Mathematics",
              type: "mcq",
              units: [{ slug: "limits", title: "Limits", type: "mcq", questions: [q(10), limit] }],
            },
          ],
        },
        { slug: "bca", name: "BCA", subjects: [] },
      ],
    }),
  );
}

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "tayari-catalog-"));
  writeCatalog(dir);
  t = await createTestApp({ CATALOG_DIR: dir });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("catalog API", () => {
  it("lists levels in order", async () => {
    const res = await get("/api/levels");
    expect(res.statusCode).toBe(200);
    expect(res.json().levels.map((l: { slug: string }) => l.slug)).toEqual([
      "grade-x",
      "grade-xii",
    ]);
  });

  it("lists a level's subjects with their categories", async () => {
    const res = await get("/api/subjects/grade-x");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      level: { id: expect.any(Number), slug: "grade-x", name: "Grade X" },
      subjects: [
        {
          id: expect.any(Number),
          slug: "grade-x-mathematics",
          name: "Mathematics",
          categories: [{ id: expect.any(Number), slug: "mcq", name: "MCQ practice" }],
        },
      ],
    });
  });

  it("lists a category's items with their units, questions as json_data text", async () => {
    const res = await get("/api/subject/grade-x-mathematics/category/mcq");
    expect(res.statusCode).toBe(200);
    expect(res.json().level).toEqual({
      id: expect.any(Number),
      slug: "grade-x",
      name: expect.any(String),
    });
    const [item] = res.json().items;
    expect(item.name).toBe("Algebra");
    expect(item.content.map((u: { name: string }) => u.name)).toEqual(["Sets", "Indices"]);
    expect(typeof item.content[0].json_data).toBe("string");
    expect(JSON.parse(item.content[0].json_data)).toHaveLength(2);
  });

  it("stores a unit's passages once beside its questions, with their maths trees", async () => {
    const res = await get("/api/subject/grade-x-mathematics/category/mcq");
    const [sets, indices] = res.json().items[0].content;
    expect(sets.passages).toBeUndefined();
    expect(indices.passages).toEqual([
      {
        id: "powers",
        text: "| n | $2^n$ |\n| --- | --- |\n| 3 | 8 |",
        math: { "$2^n$": expect.any(Array) },
      },
    ]);
    expect(JSON.parse(indices.json_data)).toEqual([expect.objectContaining({ passage: "powers" })]);
  });

  it("serves entrances, their subjects, units and questions", async () => {
    expect(
      (await get("/api/entrance/subjects")).json().entrances.map((e: { slug: string }) => e.slug),
    ).toEqual(["csit", "bca"]);
    const subjects = (await get("/api/entrance/subjects/csit/mcq")).json();
    expect(subjects.subjects).toEqual([
      { id: expect.any(Number), slug: "mathematics", title: "Mathematics", type: "mcq" },
    ]);
    const id = subjects.subjects[0].id;
    const units = (await get(`/api/entrance/subjects/${id}/mcq`)).json();
    expect(units.units.map((u: { title: string }) => u.title)).toEqual(["Limits"]);
    // A subject's units and questions name their entrance, the page to go back up to.
    expect(units.entrance).toEqual({ slug: "csit", name: expect.any(String) });
    expect(units.subject).toEqual(subjects.subjects[0]);
    const uid = units.units[0].id;
    const questions = await get(`/api/entrance/subjects/${id}/mcq/${uid}/mcq`);
    expect(questions.statusCode).toBe(200);
    expect(questions.json().entrance).toEqual(units.entrance);
    const [plain, formula] = questions.json().questions;
    expect(plain).toEqual(q(10));
    expect(formula).toMatchObject(limit);
    expect(JSON.stringify(formula.math["$\\lim_{x \\to 0} x$"])).toMatch(
      /^\[\["mrow",\[\["msub",\[\["mi",\["lim"\]\]/,
    );
    expect((await get("/api/entrance/subjects/bca/mcq")).json().subjects).toEqual([]);
  });

  it("answers unknown slugs and ids with 404 and a message", async () => {
    for (const [url, code, params, message] of [
      [
        "/api/subjects/grade-ix",
        "catalog.levelNotFound",
        { slug: "grade-ix" },
        "The level 'grade-ix' was not found.",
      ],
      [
        "/api/subject/grade-x-mathematics/category/notes",
        "catalog.categoryNotFound",
        { category: "notes", subject: "grade-x-mathematics" },
        "The category 'notes' of 'grade-x-mathematics' was not found.",
      ],
      [
        "/api/subject/nothing/category/mcq",
        "catalog.categoryNotFound",
        { category: "mcq", subject: "nothing" },
        "The category 'mcq' of 'nothing' was not found.",
      ],
      [
        "/api/entrance/subjects/mbbs/mcq",
        "catalog.entranceNotFound",
        { slug: "mbbs" },
        "The entrance 'mbbs' was not found.",
      ],
      [
        "/api/entrance/subjects/99999/mcq",
        "catalog.entranceSubjectNotFound",
        { id: 99999 },
        "Entrance subject 99999 was not found.",
      ],
      [
        "/api/entrance/subjects/99999/mcq/1/mcq",
        "catalog.unitNotFound",
        { unit: 1, subject: 99999 },
        "Unit 1 of entrance subject 99999 was not found.",
      ],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code, params, message });
    }
  });

  it("answers malformed slugs and ids with 400 or 404, never 500", async () => {
    for (const url of [
      "/api/subjects/Grade%20X",
      "/api/subjects/'%20or%201=1--",
      "/api/subjects/..%2F..%2Fetc%2Fpasswd",
      "/api/subjects/" + "a".repeat(300),
      "/api/entrance/subjects/abc/mcq/1/mcq",
      "/api/entrance/subjects/-1/mcq",
      "/api/entrance/subjects/1.5/mcq",
      "/api/entrance/subjects/99999999999999999999/mcq",
      "/api/entrance/subjects/csit/notes",
      "/api/entrance/subjects/1/mcq/1/video",
      "/api/subject/%00/category/mcq",
    ]) {
      const res = await get(url);
      expect([400, 404, 414], url).toContain(res.statusCode);
      expect(res.json(), url).toMatchObject({
        code: expect.stringMatching(/^(general|catalog)\./),
        params: expect.any(Object),
        message: expect.any(String),
      });
    }
  });

  it("sends an ETag and Cache-Control, and 304 when the browser has it", async () => {
    const first = await get("/api/levels");
    expect(first.headers.etag).toMatch(/^".+"$/);
    expect(first.headers["cache-control"]).toContain("max-age=");
    const again = await get("/api/levels", { "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("catalog seed", () => {
  it("changes nothing on a second run and updates rows when a file is edited", async () => {
    const unchanged = await seedCatalog(t.app.db, readCatalog(dir));
    expect(unchanged).toEqual({ inserted: 0, updated: 0, deleted: 0 });

    const editedDir = mkdtempSync(path.join(tmpdir(), "tayari-catalog-"));
    writeCatalog(editedDir, "Sets and their operations");
    const edited = await seedCatalog(t.app.db, readCatalog(editedDir));
    expect(edited).toEqual({ inserted: 0, updated: 1, deleted: 0 });
    const unit = await t.app.db
      .selectFrom("units")
      .select("name")
      .where("slug", "=", "sets")
      .executeTakeFirstOrThrow();
    expect(unit.name).toBe("Sets and their operations");
  });

  it("refuses a broken catalog file with its name and the reason", () => {
    const broken = mkdtempSync(path.join(tmpdir(), "tayari-catalog-"));
    writeFileSync(
      path.join(broken, "grade-x.json"),
      JSON.stringify({ level: { slug: "Grade X", name: "x", position: 1 }, subjects: [] }),
    );
    expect(() => readCatalog(broken)).toThrow(/catalog\/grade-x\.json: level\.slug/);
  });
});

describe("an install without catalog files", () => {
  it("starts with an empty catalog", async () => {
    const empty = await createTestApp({
      CATALOG_DIR: path.join(tmpdir(), "tayari-no-such-catalog"),
    });
    try {
      expect((await empty.app.inject({ url: "/api/levels" })).json()).toEqual({ levels: [] });
    } finally {
      await empty.close();
    }
  });
});
