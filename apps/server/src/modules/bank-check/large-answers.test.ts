import { describe, expect, it } from "vitest";
import { safeEncode } from "zod/v4/core";
import { previewCatalogImport, publishCatalogImport } from "@tayari/contracts/catalog-import";
import { REPORT_ROWS } from "@tayari/contracts/import-report";
import { getExaminerBank } from "@tayari/contracts/exam-banks";
import { oneUnitCatalog } from "../../test/one-unit-catalog";
import { csvFile, examinerSuite } from "../exams/exam-fixtures";
import { BankChecker, WORKER_BODY_BYTES } from "./bank-checker";
import { WORKER_BANK_QUESTIONS } from "../examiner/read-bank";
import { bankAnswer } from "./large-answers";
import * as catalogRepo from "../catalog-import/repository";
import { subjectOf } from "./import-plan";
import { previewAnswer, publishMade } from "./large-answers";

// Issue 47: inputs and answers large enough to hold the event loop are read, checked and written
// by the bank worker. Each is sent at (or near) its route's limit; the answer is the one the event
// loop gave, bounded where it is refused, and the work is seen handed to the worker. Runs on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const { t, api, examiner } = await examinerSuite({
  env: { CATALOG_DIR: oneUnitCatalog("large-answers") },
});

const post = (url: string, payload: string | object) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", authorization: `Bearer ${examiner}` },
    payload,
  });

/** A question whose text and options hold formulas. */
const formulaQuestion = (id: number) => {
  const options = [`$\\frac{${id}}{2}$`, `$\\sqrt{${id}}$`, `$x^{${id % 9}}$`, `$\\alpha_{${id}}$`];
  return {
    id,
    category: ["physics", "mathematics"][id % 2]!,
    question: `Question ${id}: what is $v = \\frac{d}{t_{${id}}}$?`,
    options,
    answer: options[id % 4]!,
    explanation: `Because $\\frac{a}{b} = ${id}$.`,
  };
};

const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** A CSV of `count` formula questions from id `firstId`, each question led by `words` if given. */
const formulaCsv = (count: number, firstId: number, words?: string) =>
  csvFile(
    Array.from({ length: count }, (_, i) => {
      const q = formulaQuestion(i + firstId);
      const question = words ? `${words} ${q.question}` : q.question;
      return [question, ...q.options, "", "ABCD"[(i + 1) % 4]!, "sets", q.explanation]
        .map(csvCell)
        .join(",");
    }),
  );

/** What `send` answers, and the work handed to the bank worker meanwhile. */
async function sentVia<T>(send: () => Promise<T>): Promise<{ res: T; handed: number }> {
  const before = BankChecker.handed;
  const res = await send();
  return { res, handed: BankChecker.handed - before };
}

describe("large inputs and answers, made by the bank worker", () => {
  it("refuses a bank of 85,000 empty items by its size, in the worker, in one line", async () => {
    const items = 85_000;
    const body = `{"name":"Probe","questions":[${"{},".repeat(items - 1)}{}],"dry_run":true}`;
    expect(body.length).toBeGreaterThan(WORKER_BODY_BYTES);
    const { res, handed } = await sentVia(() => post("/api/examiner/banks", body));
    expect(handed).toBe(1);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "imports.bankFaults",
      errors: {
        bank: [{ code: "imports.bankTooManyQuestions", params: { count: items, max: 10_000 } }],
      },
    });
    expect(res.body.length).toBeLessThan(1024);
  }, 120_000);

  it("answers a bank of 10,000 empty items with the first 100 faults and the rest counted", async () => {
    const items = 10_000;
    const body = `{"name":"Probe","questions":[${"{},".repeat(items - 1)}{}],"dry_run":true}`;
    const res = await post("/api/examiner/banks", body);
    expect(res.statusCode).toBe(422);
    const answer = res.json() as { code: string; errors: Record<string, unknown[]> };
    expect(answer.code).toBe("imports.bankFaults");
    // Six faults an item: the first 100 listed, the rest only counted under "*".
    expect(answer.errors.bank).toHaveLength(100);
    expect(answer.errors["*"]).toEqual([
      expect.objectContaining({ code: "input.moreProblems", params: { count: 6 * items - 100 } }),
    ]);
    expect(res.body.length).toBeLessThan(64 * 1024);
  }, 120_000);

  it("reports on a file whose every row is refused, the first 200 listed, off the event loop", async () => {
    const rows = 2_000;
    const text = csvFile(
      Array.from({ length: rows }, (_, i) => `"Row ${i} has too few columns",a,b`),
    );
    expect(text.length).toBeGreaterThan(WORKER_BODY_BYTES);
    const body = { name: "Refused", format: "csv", text, dry_run: true };
    const { res, handed } = await sentVia(() => post("/api/examiner/banks", body));
    expect(handed).toBe(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const report = res.json() as {
      read: number;
      refused: number;
      unlisted: number;
      rejected: Array<{ line: number; reasons: Array<{ code: string }> }>;
    };
    // Every row counted; the first REPORT_ROWS listed, in the file's order, the rest counted.
    expect(report).toMatchObject({ read: rows, accepted: 0, refused: rows });
    expect(report.rejected).toHaveLength(REPORT_ROWS);
    expect(report.unlisted).toBe(rows - REPORT_ROWS);
    expect(report.rejected[0]).toMatchObject({ line: 2, reasons: [{ code: "csv_columns" }] });
    expect(report.rejected.at(-1)).toMatchObject({ line: REPORT_ROWS + 1 });
    expect(res.body.length).toBeLessThan(200 * 1024);
  }, 120_000);

  it("lists at most 200 rows of a small file's report too, and says nothing more where all are listed", async () => {
    const file = (rows: number) =>
      csvFile(Array.from({ length: rows }, (_, i) => `"Row ${i}",a,b`));
    const many = file(REPORT_ROWS + 5);
    expect(many.length).toBeLessThan(WORKER_BODY_BYTES);
    const res = await post("/api/examiner/banks", {
      name: "Refused",
      format: "csv",
      text: many,
      dry_run: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as { refused: number; unlisted?: number; rejected: unknown[] };
    expect(report.refused).toBe(REPORT_ROWS + 5);
    expect(report.rejected).toHaveLength(REPORT_ROWS);
    expect(report.unlisted).toBe(5);
    const few = await post("/api/examiner/banks", {
      name: "Refused",
      format: "csv",
      text: file(3),
      dry_run: true,
    });
    expect(few.statusCode, few.body).toBe(200);
    const small = few.json() as { refused: number; rejected: unknown[] };
    expect(small.rejected).toHaveLength(3);
    expect(small).not.toHaveProperty("unlisted");
  });

  it("previews a CSV of formulas as the event loop did, off it", async () => {
    const text = formulaCsv(400, 1);
    expect(text.length).toBeGreaterThan(WORKER_BODY_BYTES);
    const request = { into: "grade-x-mathematics/sets", format: "csv", file_name: "f.csv", text };
    const { res, handed } = await sentVia(() =>
      post("/api/examiner/catalog-import/preview", request),
    );
    expect(handed).toBe(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const preview = res.json() as { accepted: number; questions: Array<{ math?: object }> };
    expect(preview.accepted).toBe(400);
    expect(preview.questions).toHaveLength(400);
    expect(preview.questions.every((q) => q.math)).toBe(true);
    // The answer the event loop makes of the same request, through the route's schema.
    const found = (await catalogRepo.findSubject(t.app.db, subjectOf(request.into)))!;
    const taken = await catalogRepo.unpublishedIds(
      t.app.db,
      found.units.map((u) => u.id),
    );
    const here = await previewAnswer({
      kind: "preview",
      found,
      body: request as never,
      taken: [...taken],
    });
    const encoded = safeEncode(previewCatalogImport.responses[200], here);
    expect(res.body).toBe(JSON.stringify(encoded.data));
  }, 120_000);

  it("publishes a file of formulas into a new unit as the event loop did, its trees made off it", async () => {
    // Half of what a unit holds (decision 0401), twice, each question led by a sentence: still a
    // file for the worker.
    const text = formulaCsv(
      150,
      5_001,
      "Read the expression written on the board this morning carefully, then choose:",
    );
    expect(text.length).toBeGreaterThan(WORKER_BODY_BYTES);
    const request = {
      into: "grade-x-mathematics/formulas-published",
      unit_name: "Formulas published",
      format: "csv",
      file_name: "formulas.csv",
      text,
    };
    // What the event loop would write and answer, worked out against the subject as it is now.
    const found = (await catalogRepo.findSubject(t.app.db, subjectOf(request.into)))!;
    const taken = await catalogRepo.unpublishedIds(
      t.app.db,
      found.units.map((u) => u.id),
    );
    const here = await publishMade({ kind: "publish", found, body: request as never, taken });
    const { res, handed } = await sentVia(() => post("/api/examiner/catalog-import", request));
    expect(handed).toBe(1);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const unit = await t.app.db
      .selectFrom("units")
      .select(["id", "json_data"])
      .where("slug", "=", "formulas-published")
      .executeTakeFirstOrThrow();
    // The new unit's page, known only once it was written, in the worker's answer.
    const path = `/school/${found.subject.slug}/${found.items[0]!.categorySlug}/${unit.id}`;
    const encoded = safeEncode(publishCatalogImport.responses[201], {
      ...here.answer,
      target: { ...here.answer.target, path },
    });
    expect(res.body).toBe(JSON.stringify(encoded.data));
    expect(res.json()).toMatchObject({ written: 150, target: { path, new_unit: true } });
    // The unit holds the questions with their trees, as the event loop wrote them.
    expect(unit.json_data).toBe(here.jsonData);
    const stored = JSON.parse(unit.json_data) as Array<{ math?: object }>;
    expect(stored).toHaveLength(150);
    expect(stored.every((q) => q.math)).toBe(true);

    // Into the unit it started, now one that exists: its page as it was.
    const more = {
      into: "grade-x-mathematics/formulas-published",
      format: "csv",
      file_name: "more.csv",
      text: text.replace(/Question (\d+)/g, "Another question $1"),
    };
    const again = await sentVia(() => post("/api/examiner/catalog-import", more));
    expect(again.handed).toBe(1);
    expect(again.res.statusCode, again.res.body).toBe(201);
    expect(again.res.json()).toMatchObject({ written: 150, target: { path, new_unit: false } });
    const grown = await t.app.db
      .selectFrom("units")
      .select("json_data")
      .where("id", "=", unit.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(grown.json_data)).toHaveLength(300);
  }, 120_000);

  it("publishes two large files at once into one subject: the second worked out again after the first", async () => {
    const file = (words: string) => formulaCsv(300, 7_001, words);
    const publish = (n: number, words: string) =>
      post("/api/examiner/catalog-import", {
        into: `grade-x-mathematics/at-once-${n}`,
        unit_name: `At once ${n}`,
        format: "csv",
        file_name: `at-once-${n}.csv`,
        text: file(words),
      });
    // Both worked out by the worker against the subject before either wrote; the second finds
    // the subject changed under its lock and works its publish out again.
    const [first, second] = await Promise.all([
      publish(1, "Cedar river lantern"),
      publish(2, "Marble orchard compass"),
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    const ids = async (slug: string) => {
      const unit = await t.app.db
        .selectFrom("units")
        .select("json_data")
        .where("slug", "=", slug)
        .executeTakeFirstOrThrow();
      return (JSON.parse(unit.json_data) as Array<{ id: number }>).map((q) => q.id);
    };
    const [a, b] = [await ids("at-once-1"), await ids("at-once-2")];
    expect(a).toHaveLength(300);
    expect(b).toHaveLength(300);
    // Never the same id twice in the subject: the second took the ids after the first's.
    expect(new Set([...a, ...b]).size).toBe(600);
  }, 120_000);

  it("refuses in the worker what the event loop refuses: an address with no unit", async () => {
    const text = "question,option_a,option_b,answer\n" + "x".repeat(WORKER_BODY_BYTES);
    const res = await post("/api/examiner/catalog-import/preview", {
      into: "grade-x-mathematics/nowhere",
      format: "csv",
      text,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.into[0].code).toBe("imports.noUnit");
  });

  it("reads a large bank back from the worker once, then from what it kept", async () => {
    const questions = Array.from({ length: WORKER_BANK_QUESTIONS + 100 }, (_, i) =>
      formulaQuestion(i + 1),
    );
    const saved = await post("/api/examiner/banks", { name: "Formulas", questions });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id as number;
    const read = () => api.call("GET", `/api/examiner/banks/${id}`, examiner);
    const { res: first, handed } = await sentVia(() => read());
    expect(handed).toBe(1);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    const expected = safeEncode(
      getExaminerBank.responses[200],
      bankAnswer({
        kind: "bank",
        id,
        name: "Formulas",
        parts: [JSON.stringify(questions)],
        passages: "[]",
      }),
    );
    expect(first.body).toBe(JSON.stringify(expected.data));
    expect(first.json().questions[0].math).toBeDefined();
    const again = await sentVia(() => read());
    expect(again.handed).toBe(0);
    expect(again.res.body).toBe(first.body);
    // Deleted, it is gone, kept answer and all.
    expect((await api.call("DELETE", `/api/examiner/banks/${id}`, examiner)).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(404);
  }, 120_000);
});
