import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Question } from "@tayari/contracts/question";
import fc from "fast-check";
import pg from "pg";
import { buildApp, CATALOG_RECHECK_MS } from "../../app";
import { loadConfig } from "../../config";
import { readCatalog, seedCatalog } from "../../db/seed-catalog";
import {
  createTestApp,
  newStudent,
  usingPostgres,
  verifyByMail,
  type TestApp,
} from "../../test/test-app";
import { client, csvFile, EXAMINER, EXAMINER_ENV } from "../exams/exam-fixtures";
import { importRow } from "./import-fixtures";
import { inTransaction, recordPublication } from "./repository";
import { gradeXLevel, mcqSubject, type CatalogFile } from "../../test/one-unit-catalog";

const question = (id: number, topic: string): Question => ({
  id,
  category: "mathematics",
  question: `Seeded ${topic} question ${id}: which option is the key?`,
  options: [`Decoy ${id}`, `Key ${id}`, `Other ${id}`],
  answer: `Key ${id}`,
  explanation: `The key of seeded question ${id} is the second option.`,
});
const range = (from: number, to: number, topic: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => question(from + i, topic));

/** A catalog of our own: Mathematics with two items (ids 1-20), Science with one (ids 1-10). */
function writeCatalog(dir: string, edit: (level: CatalogFile) => void = () => {}) {
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
const MIXED_CSV = csvFile([
  "एक दर्जनमा कति वटा हुन्छन्?,दस,बाह्र,चौध,,,B,mathematics,एक दर्जन भनेको बाह्र वटा हो।",
  `"If $f(x) = x^2$, what is $f'(3)$?",$6$,$9$,$3$,,,A,mathematics,"$f'(x) = 2x$, so $f'(3) = 6$; 9 is $f(3)$."`,
  `"What does this print?\n\`\`\`c\nint a = 7, b = 2;\nprintf(""%d"", a / b);\n\`\`\`",3,3.5,4,,,A,computer,"Integer division drops the fraction: 7 / 2 is 3."`,
  importRow("bad", "D"),
]);

let t: TestApp;
let dir: string;
let api: ReturnType<typeof client>;
let examiner: string;
let student: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "tayari-import-"));
  writeCatalog(dir);
  t = await createTestApp({ ...EXAMINER_ENV, CATALOG_DIR: dir });
  api = client(t);
  examiner = await api.signUp(EXAMINER);
  student = await api.signUp();
}, 60_000);
afterAll(async () => t?.close());

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

describe("publish", () => {
  it("refuses a file with a rejected question unless told to leave it out", async () => {
    const res = await publish(form());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "imports.nothingWritten",
      params: { read: 4, file: "questions.csv", refused: 1 },
      message: "4 read from questions.csv, 1 rejected: nothing written",
    });
    expect(res.json().errors.skip_bad).toEqual([
      {
        code: "imports.leaveOutRefused",
        params: { count: 1, accepted: 3 },
        message:
          "Leave out the 1 rejected question to publish the other 3, or fix it and upload the file again.",
      },
    ]);
    // The refused line: its number and its reason, as a code the page shows in either language.
    expect(res.json().errors["line 9"]).toEqual([
      {
        code: "imports.lineRefused",
        params: {
          line: 9,
          reason: "answer_not_option",
          "reason.answer": '"D"',
          "reason.close": "",
        },
        message: 'line 9: answer "D" is not among the options',
      },
    ]);
    expect((await unitQuestions("Sets")).questions).toHaveLength(10);
  });

  it("writes the good questions; the cached unit and its quiz show them at once", async () => {
    const before = await unitQuestions("Sets");
    const etag = before.res.headers.etag as string;
    expect((await unitQuestions("Sets", { "if-none-match": etag })).res.statusCode).toBe(304);

    const res = await publish(form({ skip_bad: true }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(
      "4 read from questions.csv: 3 written into grade-x-mathematics/algebra/sets " +
        "(School (Grade X) / Mathematics), 1 rejected and left out",
    );
    expect(body.written).toBe(3);
    expect(body.lines.at(-1)).toBe(body.message);

    const after = await unitQuestions("Sets", { "if-none-match": etag });
    expect(after.res.statusCode).toBe(200);
    expect(after.res.headers.etag).not.toBe(etag);
    expect(after.questions.map((q) => q.id)).toEqual([
      ...range(1, 10, "").map((q) => q.id),
      21,
      22,
      23,
    ]);
    const [dozen, formula, code] = after.questions.slice(10);
    expect(dozen!.question).toBe("एक दर्जनमा कति वटा हुन्छन्?");
    expect(dozen!.explanation).toBe("एक दर्जन भनेको बाह्र वटा हो।");
    // The formula travels with its MathML tree, as the seed makes it (decision 0035).
    expect(formula!.options).toEqual(["$6$", "$9$", "$3$"]);
    expect(Object.keys(formula!.math ?? {})).toEqual(
      expect.arrayContaining(["$f(x) = x^2$", "$f'(3)$", "$6$"]),
    );
    expect(JSON.stringify(formula!.math)).toContain('"msup"');
    expect(code!.question).toContain('```c\nint a = 7, b = 2;\nprintf("%d", a / b);\n```');
    expect(code!.category).toBe("computer");

    // The quiz scores them: a recorded attempt finds the new question in the unit.
    const unitId = Number(body.target.path.split("/").at(-1));
    const finished = t.clock.now.getTime() - 60_000;
    const attempt = await api.call("PUT", `/api/attempts/${randomUUID()}`, student, {
      mode: "school-unit",
      source: String(unitId),
      started_at: new Date(finished - 60_000).toISOString(),
      finished_at: new Date(finished).toISOString(),
      questions: [
        { id: 21, pick: "बाह्र", seconds: 5 },
        { id: 22, pick: "$9$", seconds: 5 },
      ],
    });
    expect(attempt.statusCode, attempt.body).toBe(201);
    expect(attempt.json().attempt).toMatchObject({ score: 1, total: 2 });
  });

  it("rejects a repeat of what is published, so nothing is written twice", async () => {
    const res = await publish(form({ skip_bad: true }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^4 read from questions.csv, 4 rejected: nothing written$/);
    const again = await preview(form());
    expect(again.json().rejected.map((r: { reason: string }) => r.reason)).toEqual(
      expect.arrayContaining([expect.stringMatching(/same question text as id 21/)]),
    );
    expect((await unitQuestions("Sets")).questions).toHaveLength(13);
  });

  it("starts a new unit at the end of its item, only with the 10 questions a unit needs", async () => {
    const nine = csvFile(Array.from({ length: 9 }, (_, i) => importRow(`ring ${i}`)));
    const into = { into: "grade-x-mathematics/geometry/rings", unit_name: "Rings" };
    const short = await publish(form({ ...into, text: nine }));
    expect(short.statusCode).toBe(422);
    const tooSmall = {
      code: "imports.fileProblem",
      params: {
        reason: "unit_too_small",
        "reason.unit": "grade-x-mathematics / mcq / geometry / rings",
        "reason.count": 9,
        "reason.min": 10,
      },
      message:
        "Nothing written: grade-x-mathematics / mcq / geometry / rings has 9 questions; a unit needs at least 10",
    };
    expect(short.json()).toMatchObject(tooSmall);
    expect(short.json().errors.text).toEqual([tooSmall]);

    const ten = `${nine}\n${importRow("ring 9")}`;
    const res = await publish(form({ ...into, text: ten }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().target).toMatchObject({ new_unit: true, unit: "Rings", item: "Geometry" });
    expect(res.json().questions.map((q: Question) => q.id)).toEqual(
      range(24, 33, "").map((q) => q.id),
    );
    const items = (
      await t.app.inject({ url: "/api/subject/grade-x-mathematics/category/mcq" })
    ).json().items as { slug: string; content: { name: string }[] }[];
    expect(items[1]!.content.map((u) => u.name)).toEqual(["Circles", "Rings"]);
  });
});

/** The seed as a start-up runs it, on this app's database; its cached answers made again after. */
async function reseed(catalogDir: string) {
  try {
    return await seedCatalog(t.app.db, readCatalog(catalogDir));
  } finally {
    t.app.responseCache.clear();
  }
}

describe("the seed beside published questions", () => {
  it("a restart with the same files changes nothing and keeps every published question", async () => {
    expect(await reseed(dir)).toEqual({
      inserted: 0,
      updated: 0,
      deleted: 0,
    });
    expect((await unitQuestions("Sets")).questions).toHaveLength(13);
    expect((await unitQuestions("Rings")).questions).toHaveLength(10);
  });

  it("an edited file keeps them after its own; a dropped unit keeps only them", async () => {
    const edited = mkdtempSync(path.join(tmpdir(), "tayari-import-"));
    writeCatalog(edited, (level) => {
      const [algebra, geometry] = level.subjects[0]!.categories[0]!.items;
      algebra!.units[0]!.questions.push(question(40, "sets"));
      geometry!.units = [];
    });
    const counts = await reseed(edited);
    expect(counts.deleted).toBe(1);
    const sets = await unitQuestions("Sets");
    expect(sets.questions.map((q) => q.id)).toEqual([
      ...range(1, 10, "").map((q) => q.id),
      40,
      21,
      22,
      23,
    ]);
    expect((await unitQuestions("Circles")).unit).toBeUndefined();
    expect((await unitQuestions("Rings")).questions).toHaveLength(10);
    await reseed(dir);
  });

  it("stops the start when a file gives a published question's id to another question", async () => {
    const clash = mkdtempSync(path.join(tmpdir(), "tayari-import-"));
    writeCatalog(clash, (level) => {
      level.subjects[0]!.categories[0]!.items[0]!.units[0]!.questions.push(question(22, "sets"));
    });
    await expect(reseed(clash)).rejects.toThrow(
      /subject grade-x-mathematics: .*id 22 \(published into sets on \d{4}-\d\d-\d\d\).*34 and up are free/,
    );
    expect((await unitQuestions("Sets")).questions).toHaveLength(13);
  });

  it("a published question the file now holds itself (same id and text) is not shown twice", async () => {
    const published = (await unitQuestions("Sets")).questions.find((q) => q.id === 21)!;
    const moved = mkdtempSync(path.join(tmpdir(), "tayari-import-"));
    writeCatalog(moved, (level) => {
      const { math: _math, ...plain } = published;
      level.subjects[0]!.categories[0]!.items[0]!.units[0]!.questions.push(plain);
    });
    await reseed(moved);
    expect((await unitQuestions("Sets")).questions.map((q) => q.id)).toEqual([
      ...range(1, 10, "").map((q) => q.id),
      21,
      22,
      23,
    ]);
    await reseed(dir);
  });
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
      const start = () =>
        buildApp(
          loadConfig({
            NODE_ENV: "test",
            LOG_LEVEL: "silent",
            WEB_DIST: "/nonexistent-web-dist",
            CATALOG_DIR: dir,
            ...EXAMINER_ENV,
            ...env,
          }),
        );
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
