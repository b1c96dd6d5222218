import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { readCatalog, seedCatalog } from "../../db/seed-catalog";
import { csvFile } from "../exams/exam-fixtures";
import { importSuite, question, range, writeCatalog } from "./catalog-import-suite";
import { importRow } from "./import-fixtures";

// Publishing an import, then the seed run again beside what was published (in this order: the seed's
// tests find the publishes' questions). The other catalog-import tests are in catalog-import.test.ts.
const { t, api, student, dir, form, preview, publish, unitQuestions } = await importSuite();

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

  it("refuses a unit of more than 300 questions, in the preview and the publish", async () => {
    const text = csvFile(Array.from({ length: 301 }, (_, i) => importRow(`tile ${i}`)));
    const into = { into: "grade-x-mathematics/geometry/tiles", unit_name: "Tiles" };
    const tooLarge = {
      reason: "unit_too_large",
      "reason.unit": "grade-x-mathematics / mcq / geometry / tiles",
      "reason.count": 301,
      "reason.max": 300,
    };
    const message =
      "grade-x-mathematics / mcq / geometry / tiles would hold 301 questions; a unit holds at " +
      "most 300: split the file into several units";
    const seen = await preview(form({ ...into, text }));
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().problems).toEqual([
      expect.objectContaining({ code: "unit_too_large", message }),
    ]);
    const res = await publish(form({ ...into, text }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "imports.fileProblem",
      params: tooLarge,
      message: `Nothing written: ${message}`,
    });
    const items = (
      await t.app.inject({ url: "/api/subject/grade-x-mathematics/category/mcq" })
    ).json().items as { content: { name: string }[] }[];
    expect(items.flatMap((item) => item.content.map((u) => u.name))).not.toContain("Tiles");
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
