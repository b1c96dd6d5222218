import { describe, expect, it } from "vitest";
import { BANK_MAX_QUESTIONS, EXAM_MAX_PAPER, EXAM_MAX_POOL } from "@tayari/contracts/limits";
import { examinerSuite, privateBank } from "../exams/exam-fixtures";

/**
 * Issue 67, point 4: a bank holds at most 10,000 questions, an exam draws from at most 2,000 and
 * gives papers of at most 200. Past each, the examiner reads why, with the sizes, and nothing is
 * saved; at each, the bank or exam is made.
 */
const { api, examiner } = await examinerSuite();

const upload = (body: Record<string, unknown>) =>
  api.call("POST", "/api/examiner/banks", examiner, { name: "Big bank", ...body });
const banks = async () =>
  ((await api.call("GET", "/api/examiner/banks", examiner)).json().banks as unknown[]).length;

/** A GIFT file of `count` questions. */
const gift = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `::Q${i + 1}:: Which number follows ${i + 1}? {=${i + 2} ~${i + 3} ~${i} ~${i + 9}}`,
  ).join("\n\n");

describe("the size of a bank", () => {
  it.each([
    ["in the bank format", { questions: privateBank({ physics: BANK_MAX_QUESTIONS + 1 }) }],
    ["as a GIFT file", { format: "gift", text: gift(BANK_MAX_QUESTIONS + 1), category: "maths" }],
  ])(
    "refuses %s one question past 10,000, saying so",
    async (_, body) => {
      const before = await banks();
      for (const dryRun of [true, false]) {
        const res = await upload({ ...body, dry_run: dryRun });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({
          code: "imports.bankFaults",
          errors: {
            bank: [
              {
                code: "imports.bankTooManyQuestions",
                params: { count: 10_001, max: 10_000 },
                message:
                  "A bank holds at most 10000 questions; this file has 10001. Split it into several banks.",
              },
            ],
          },
        });
      }
      expect(await banks()).toBe(before);
    },
    120_000,
  );

  it("keeps a bank of exactly 10,000 questions", async () => {
    const res = await upload({ questions: privateBank({ physics: BANK_MAX_QUESTIONS }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ question_count: BANK_MAX_QUESTIONS });
  }, 120_000);
});

describe("the size of an exam", () => {
  it("refuses a pool past 2,000 questions and a paper past 200, and makes one at the limits", async () => {
    const big = await api.uploadBank(
      examiner,
      privateBank({ physics: EXAM_MAX_POOL, chemistry: 1 }),
      "Pool bank",
    );
    const create = (overrides: Record<string, unknown>) =>
      api.call(
        "POST",
        "/api/examiner/exams",
        examiner,
        api.examForm({ source: { bank_id: big }, ...overrides }),
      );

    // The whole bank as one fixed paper: 2,001 questions on every paper.
    const wholeBank = await create({ selection: { mode: "fixed" } });
    expect(wholeBank.statusCode).toBe(422);
    expect(wholeBank.json()).toMatchObject({
      code: "exams.paperTooLong",
      params: { count: EXAM_MAX_POOL + 1, max: EXAM_MAX_PAPER },
      errors: { "selection.question_ids": [{ code: "exams.paperTooLong" }] },
    });
    // A draw of 100 from both categories: 2,001 questions to draw from.
    const widePool = await create({
      selection: {
        mode: "quota",
        quotas: [
          { category: "physics", count: 99 },
          { category: "chemistry", count: 1 },
        ],
      },
    });
    expect(widePool.json()).toMatchObject({
      code: "exams.poolTooLarge",
      params: { count: EXAM_MAX_POOL + 1, max: EXAM_MAX_POOL },
      errors: { "selection.quotas": [{ code: "exams.poolTooLarge" }] },
      message:
        "An exam draws from at most 2000 questions; this one would draw from 2001. Choose fewer categories, or list the questions.",
    });
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const longPaper = await create({ selection: { mode: "fixed", question_ids: ids(201) } });
    expect(longPaper.json()).toMatchObject({
      code: "exams.paperTooLong",
      params: { count: 201, max: EXAM_MAX_PAPER },
    });
    const longDraw = await create({
      selection: { mode: "quota", quotas: [{ category: "physics", count: 201 }] },
    });
    expect(longDraw.json()).toMatchObject({
      code: "exams.paperTooLong",
      errors: { "selection.quotas": [{ code: "exams.paperTooLong" }] },
    });

    // At the limits: 200 questions listed; a draw of 200 from the 2,000 of one category.
    expect(
      (await create({ selection: { mode: "fixed", question_ids: ids(200) } })).statusCode,
    ).toBe(201);
    const draw = await create({
      selection: { mode: "quota", quotas: [{ category: "physics", count: 200 }] },
    });
    expect(draw.statusCode, draw.body).toBe(201);
  }, 120_000);
});
