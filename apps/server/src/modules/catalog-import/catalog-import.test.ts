import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Question } from "@tayari/contracts/question";
import fc from "fast-check";
import pg from "pg";
import { buildApp, CATALOG_RECHECK_MS } from "../../app";
import { loadConfig } from "../../config";
import { newStudent, startOptions, usingPostgres, verifyByMail } from "../../test/test-app";
import { csvFile, EXAMINER, EXAMINER_ENV } from "../exams/exam-fixtures";
import { importSuite, MIXED_CSV, question, range } from "./catalog-import-suite";
import { importRow } from "./import-fixtures";
import { recordPublication, rewordOptions } from "./repository";
import { inTransaction } from "../../db/db";

// Who may import, the targets, the preview, and what holds across servers and restarts; publishing
// and the seed beside it are in catalog-import-publish.test.ts.
const { t, api, examiner, student, dir, form, preview, unitQuestions } = await importSuite();

describe("who may import", () => {
  it("answers 401 signed out and 403 to a student, on every import route", async () => {
    for (const [method, url] of [
      ["GET", "/api/examiner/catalog-import/targets"],
      ["POST", "/api/examiner/catalog-import/preview"],
      ["POST", "/api/examiner/catalog-import"],
    ] as const) {
      const body = method === "POST" ? form() : undefined;
      const signedOut = await api.call(method, url, undefined, body);
      expect(signedOut.statusCode, url).toBe(401);
      expect(signedOut.json().code).toBe("general.sessionEnded");
      const asStudent = await api.call(method, url, student, body);
      expect(asStudent.statusCode, url).toBe(403);
      expect(asStudent.json().code).toBe("general.examinersOnly");
      expect(asStudent.headers["cache-control"]).toBe("no-store");
    }
    expect((await unitQuestions("Sets")).questions).toHaveLength(10);
  });
});

describe("targets", () => {
  it("lists every level, subject, item and unit with its question count", async () => {
    const res = await api.call("GET", "/api/examiner/catalog-import/targets", examiner);
    expect(res.statusCode).toBe(200);
    const [level] = res.json().levels;
    expect(level.name).toBe("School (Grade X)");
    expect(level.subjects.map((s: { slug: string }) => s.slug)).toEqual([
      "grade-x-mathematics",
      "grade-x-science",
    ]);
    expect(level.subjects[0].items[1]).toEqual({
      slug: "geometry",
      name: "Geometry",
      category: "mcq",
      units: [{ id: expect.any(Number), slug: "circles", name: "Circles", question_count: 10 }],
    });
  });
});

describe("preview", () => {
  it("reports each question the way content:import does and writes nothing", async () => {
    const res = await preview(form());
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      file: "questions.csv",
      target: {
        address: "grade-x-mathematics/algebra/sets",
        level: "School (Grade X)",
        subject: "Mathematics",
        item: "Algebra",
        unit: "Sets",
        new_unit: false,
        path: expect.stringMatching(/^\/school\/grade-x-mathematics\/mcq\/\d+$/),
      },
      read: 4,
      accepted: 3,
      rejected: [{ line: 9, reason: 'answer "D" is not among the options' }],
      problems: [],
      lines: [
        'questions.csv:9: answer "D" is not among the options',
        "4 read from questions.csv: 3 pass, 1 refused, 0 not supported",
      ],
    });
    // Ids follow the subject's highest (20, in Geometry), as the command gives them.
    expect(report.questions.map((q: Question) => q.id)).toEqual([21, 22, 23]);
    expect(report.questions[0].answer).toBe("बाह्र");
    expect(report.questions[2].question).toBe(
      'What does this print?\n```c\nint a = 7, b = 2;\nprintf("%d", a / b);\n```',
    );
    // The formulas come as MathML trees, so the preview shows them as students will see them.
    expect(Object.keys(report.questions[1].math).sort()).toEqual([
      "$3$",
      "$6$",
      "$9$",
      "$f'(3) = 6$",
      "$f'(3)$",
      "$f'(x) = 2x$",
      "$f(3)$",
      "$f(x) = x^2$",
    ]);
    expect((await unitQuestions("Sets")).questions).toHaveLength(10);
  });

  it("names the field at fault by a code with its values: the address, the unit name, the file", async () => {
    const cases: [Record<string, unknown>, string, string, object, string][] = [
      [
        { into: "grade-x-history/sets" },
        "into",
        "imports.noSubject",
        { subject: "grade-x-history" },
        'There is no catalog subject "grade-x-history".',
      ],
      [
        { into: "grade-x-mathematics" },
        "into",
        "imports.notAnAddress",
        { into: "grade-x-mathematics" },
        '"grade-x-mathematics" is not a unit address: write <subject>/<unit> or <subject>/<item>/<unit>',
      ],
      [
        { into: "grade-x-mathematics/vectors" },
        "into",
        "imports.noUnit",
        { into: "grade-x-mathematics/vectors" },
        'There is no unit at "grade-x-mathematics/vectors" (a unit name starts one).',
      ],
      [
        { into: "grade-x-mathematics/sets", unit_name: "Sets again" },
        "into",
        "imports.unitExists",
        { into: "grade-x-mathematics/sets" },
        '"grade-x-mathematics/sets" exists already; leave out the unit name.',
      ],
      [
        { into: "grade-x-mathematics/vectors", unit_name: "Vectors" },
        "into",
        "imports.nameTheItem",
        { subject: "grade-x-mathematics", unit: "vectors", items: "algebra, geometry" },
        "Name the unit's item: grade-x-mathematics/<item>/vectors (items: algebra, geometry).",
      ],
      [
        { into: "grade-x-mathematics/geometry/sets", unit_name: "Sets" },
        "into",
        "imports.unitSlugTaken",
        { subject: "grade-x-mathematics", unit: "sets" },
        'grade-x-mathematics has a unit "sets" already.',
      ],
      [{ text: "  \n" }, "text", "imports.emptyFile", {}, "The file is empty."],
      [
        { format: "docx" },
        "format",
        "imports.unknownFormat",
        {},
        "The format is csv, aiken, gift or moodle-xml.",
      ],
      [
        { encoding: "latin-1" },
        "encoding",
        "imports.unknownEncoding",
        {},
        "The encoding is UTF-16 or Windows-1252.",
      ],
    ];
    for (const [change, field, code, params, message] of cases) {
      const res = await preview(form(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(change)).toEqual([{ code, params, message }]);
      expect(res.json()).toMatchObject({ code, params, message });
    }
  });

  it("reports a GIFT question of another type by its line, not silently", async () => {
    const gift =
      "::q1:: Water boils at 100 °C at sea level. {T}\n\n" +
      "::q2:: What is 2 + 2? {=4 ~3 ~5 ####Two and two make four.}\n";
    const res = await preview(form({ format: "gift", file_name: "moodle.gift", text: gift }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rejected).toHaveLength(1);
    expect(res.json().lines[0]).toMatch(/^moodle\.gift:1: /);
  });

  it("refuses a file over 1 MB with 422 and a body over the limit with 413, by their message", async () => {
    const big = csvFile(["x".repeat(1024 * 1024)]);
    const tooLong = await preview(form({ text: big }));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.text).toEqual([
      {
        code: "imports.tooLarge",
        params: {},
        message: "The file is too large: at most 1 MB. Split it into several files.",
      },
    ]);
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/examiner/catalog-import/preview",
      headers: { authorization: `Bearer ${examiner}`, "content-type": "application/json" },
      payload: JSON.stringify(form({ text: "x".repeat(3.5 * 1024 * 1024) })),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      code: "imports.tooLarge",
      params: {},
      message: "The file is too large: at most 1 MB. Split it into several files.",
    });
  });
});

describe("odd requests from an examiner", () => {
  it("any address, name, category and text: a 200 or a 4xx with a message, never a 5xx", async () => {
    const part = fc.oneof(
      fc.constantFrom("grade-x-mathematics", "algebra", "sets", "..", "%2F", "", "वर्ण", "A B"),
      fc.string({ maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { minLength: 0, maxLength: 4 }).map((parts) => parts.join("/")),
        fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
        fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
        fc.oneof(fc.constant(MIXED_CSV), fc.string({ maxLength: 200 })),
        fc.constantFrom("csv", "aiken", "gift"),
        async (into, unitName, category, text, format) => {
          const res = await preview({ format, text, into, unit_name: unitName, category });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.json().code).toMatch(/^(imports|general)\./);
            expect(res.json().message).toBeTruthy();
          }
        },
      ),
      { numRuns: 150, seed: 20261123 },
    );
  }, 120_000);
});

describe("several servers on one database", () => {
  it("another server's publish reaches this one's cache within CATALOG_RECHECK_MS", async () => {
    const force = () => unitQuestions("Force", {}, "grade-x-science");
    const before = await force();
    expect(before.questions).toHaveLength(10);
    const targets = await api.call("GET", "/api/examiner/catalog-import/targets", examiner);
    const unitId = targets.json().levels[0].subjects[1].items[0].units[0].id as number;
    // What another server's publish writes, without this server's cache hearing of it.
    await inTransaction(t.app.db, (trx) =>
      recordPublication(trx, {
        unitId,
        ownerId: null,
        fileName: "elsewhere.csv",
        questions: JSON.stringify([question(11, "force")]),
        questionCount: 1,
        jsonData: JSON.stringify([...before.questions, question(11, "force")]),
      }),
    );
    // Held for at most CATALOG_RECHECK_MS, then made again from the database.
    expect((await force()).questions).toHaveLength(10);
    t.clock.advance(CATALOG_RECHECK_MS);
    expect((await force()).questions).toHaveLength(11);
  });

  it("another server's rewording of a question's options reaches this one's cache too (decision 350)", async () => {
    const circles = () => unitQuestions("Circles");
    const published = await api.call(
      "POST",
      "/api/examiner/catalog-import",
      examiner,
      form({
        file_name: "elsewhere.csv",
        text: csvFile([importRow("elsewhere")]),
        into: "grade-x-mathematics/geometry/circles",
      }),
    );
    expect(published.statusCode, published.body).toBe(201);
    // The cache has looked at the database's version since that publish, and holds the unit.
    t.clock.advance(CATALOG_RECHECK_MS);
    const added = (await circles()).questions.at(-1)!;
    expect(added.options).toEqual(["Wrong elsewhere", "Right elsewhere", "Other elsewhere"]);
    const { id: unitId } = await t.app.db
      .selectFrom("units")
      .select("id")
      .where("slug", "=", "circles")
      .executeTakeFirstOrThrow();
    const { id: ownerId } = await t.app.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", EXAMINER)
      .executeTakeFirstOrThrow();
    // What another server's rewording writes, without this server's cache hearing of it.
    const reworded = ["Wrong elsewhere", "Right elsewhere, reworded", "Other elsewhere"];
    await inTransaction(t.app.db, (trx) =>
      rewordOptions(trx, {
        unitId,
        questionId: added.id,
        ownerId: Number(ownerId),
        options: reworded,
      }),
    );
    expect((await circles()).questions.at(-1)!.options).toEqual(added.options);
    t.clock.advance(CATALOG_RECHECK_MS);
    expect((await circles()).questions.at(-1)!.options).toEqual(reworded);
  });
});

/** One database opened by two apps in turn: PGlite in a folder, or a PostgreSQL database. */
async function withDatabase(run: (env: Record<string, string>) => Promise<void>) {
  if (!usingPostgres)
    return run({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "tayari-import-db-")) });
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `tayari_import_${randomUUID().slice(0, 8)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  try {
    await run({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

describe("a real restart", () => {
  it("keeps what was published, once", async () => {
    await withDatabase(async (env) => {
      const config = loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        WEB_DIST: "/nonexistent-web-dist",
        CATALOG_DIR: dir,
        ...EXAMINER_ENV,
        ...env,
      });
      const start = async () => buildApp(config, await startOptions(config, "migrated"));
      const first = await start();
      try {
        const call = (method: "GET" | "POST", url: string, payload?: object, token?: string) =>
          first.inject({
            method,
            url,
            payload,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
        const person = newStudent({ email: EXAMINER });
        await call("POST", "/api/register", person);
        // A listed examiner takes up the role once the address is verified.
        await verifyByMail(first, EXAMINER);
        const login = await call("POST", "/api/login", {
          email: person.email,
          password: person.password,
        });
        const res = await call(
          "POST",
          "/api/examiner/catalog-import",
          { ...form(), skip_bad: true },
          login.json().token as string,
        );
        expect(res.statusCode, res.body).toBe(201);
      } finally {
        await first.close();
      }
      const second = await start();
      try {
        const res = await second.inject({ url: "/api/subject/grade-x-mathematics/category/mcq" });
        const sets = res.json().items[0].content[0] as { json_data: string };
        expect(JSON.parse(sets.json_data).map((q: Question) => q.id)).toEqual([
          ...range(1, 10, "").map((q) => q.id),
          21,
          22,
          23,
        ]);
      } finally {
        await second.close();
      }
    });
  }, 90_000);
});
