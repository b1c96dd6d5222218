import { describe, expect, it } from "vitest";
import { BANK_MAX_CHARACTERS } from "@tayari/contracts/bank-upload";
import { WORKER_BODY_BYTES } from "./bank-checker";
import { privateBank, examinerSuite, csvFile } from "../exams/exam-fixtures";

// A bank body of WORKER_BODY_BYTES or more is read and checked by the bank worker, away from the
// event loop (issue 29, docs/performance/log/issue-29-a-5-mb-bank-checked.md). Whatever it sends,
// the examiner gets the answer an ordinary body gets: each fault below is sent in a small body and in the same body made large,
// and both answers are the same. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const { t, api, examiner, student } = await examinerSuite({ student: true });

const post = (payload: string, token = examiner) =>
  t.app.inject({
    method: "POST",
    url: "/api/examiner/banks",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    payload,
  });

/** Enough clean questions (ids from 1,000) to take a body past the worker's size. */
const filler = privateBank({ filler: 2_000 }, 1_000);

/**
 * `body` as JSON, and the same with the filler questions after its own (`questions` stays where
 * it is in the body, so the first fault found is the same one).
 */
function smallAndLarge(body: { questions?: unknown[]; [key: string]: unknown }) {
  const small = JSON.stringify(body);
  const large = JSON.stringify({ ...body, questions: [...(body.questions ?? []), ...filler] });
  expect(small.length).toBeLessThan(WORKER_BODY_BYTES);
  expect(large.length).toBeGreaterThan(WORKER_BODY_BYTES);
  return { small, large };
}

/** Sends both and expects the same status and the same answer. */
async function sameAnswer(small: string, large: string) {
  const [a, b] = [await post(small), await post(large)];
  expect(b.statusCode, b.body).toBe(a.statusCode);
  expect(b.json()).toEqual(a.json());
  return b;
}

const banksOf = async () =>
  (await api.call("GET", "/api/examiner/banks", examiner)).json().banks as Array<{ id: number }>;

describe("a large bank body, read by the bank worker", () => {
  it("answers each fault as a small body does, and stores nothing", async () => {
    const before = await banksOf();
    const bank = privateBank({ physics: 5 });
    const cases: Array<[string, { questions?: unknown[]; [key: string]: unknown }, string]> = [
      [
        "a control character in a question",
        {
          name: "B",
          questions: bank.map((q, i) => (i === 3 ? { ...q, question: "Bad \u0000 text" } : q)),
        },
        // Said by the bank's schema with every other fault of the questions (issue 46).
        "question 4",
      ],
      ["a bidi override in the name", { name: "B\u202e", questions: bank }, "name"],
      ["no name", { questions: bank }, "name"],
      ["a name too long", { name: "n".repeat(121), questions: bank }, "name"],
      [
        "questions and a file both",
        { name: "B", questions: bank, format: "csv", text: "x" },
        "questions",
      ],
      ["an unknown format", { name: "B", questions: bank, format: "docx" }, "format"],
      [
        "a question's junk nested too deep",
        {
          name: "B",
          questions: [{ ...bank[0], junk: JSON.parse(`${"[".repeat(80)}${"]".repeat(80)}`) }],
        },
        "questions.0.junk",
      ],
      [
        "a question without options",
        { name: "B", questions: bank.map((q, i) => (i === 2 ? { ...q, options: [] } : q)) },
        "question 3",
      ],
      [
        "a question without a category",
        {
          name: "B",
          questions: bank.map((q, i) => {
            if (i !== 1) return q;
            const { category: _gone, ...rest } = q;
            return rest;
          }),
        },
        "question 2",
      ],
      [
        "options that are no list",
        { name: "B", questions: bank.map((q, i) => (i === 3 ? { ...q, options: "a, b, c" } : q)) },
        "question 4",
      ],
      [
        "no explanation key",
        {
          name: "B",
          questions: bank.map((q, i) => {
            if (i !== 4) return q;
            const { explanation: _gone, ...rest } = q;
            return rest;
          }),
        },
        "question 5",
      ],
      [
        "a near-duplicate",
        {
          name: "B",
          questions: [...bank, { ...bank[1]!, id: 99, question: `${bank[1]!.question}!` }],
        },
        "question 99",
      ],
    ];
    for (const [what, body, field] of cases) {
      const { small, large } = smallAndLarge(body);
      const res = await sameAnswer(small, large);
      expect(res.statusCode, what).toBe(422);
      const fields = Object.keys(res.json().errors);
      expect(
        fields.some((f) => f === field || f.startsWith(`${field}.`)),
        what,
      ).toBe(true);
    }
    expect(await banksOf()).toEqual(before);
  });

  it("answers a body that is no JSON, a reserved key, and questions that are no list alike", async () => {
    const bank = privateBank({ physics: 5 });
    const { small, large } = smallAndLarge({ name: "B", questions: bank });
    // Cut short; a key "__proto__" in a question; the questions a long text instead of a list.
    for (const cut of [small.slice(0, -2), large.slice(0, -2)])
      expect((await post(cut)).json()).toMatchObject({ code: "general.invalidJson" });
    await sameAnswer(
      small.replace('{"id":2,', '{"id":2,"__proto__":{"x":1},'),
      large.replace('{"id":2,', '{"id":2,"__proto__":{"x":1},'),
    );
    const asText = await sameAnswer(
      JSON.stringify({ name: "B", questions: "q".repeat(1000) }),
      JSON.stringify({ name: "B", questions: "q".repeat(WORKER_BODY_BYTES) }),
    );
    expect(asText.json().code).toBe("imports.bankFileNeeded");
    const notAnObject = await sameAnswer(JSON.stringify([1]), JSON.stringify(filler));
    expect(notAnObject.statusCode).toBe(422);
  });

  it("lists the first 100 of many faults and counts the rest, as a small body's answer does", async () => {
    const [first] = privateBank({ physics: 1 });
    const copies = Array.from({ length: 110 }, (_, i) => ({ ...first!, id: i + 1 }));
    const { small, large } = smallAndLarge({ name: "Copies", questions: copies });
    const res = await sameAnswer(small, large);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, Array<{ code: string; params: object }>>;
    expect(Object.keys(errors)).toHaveLength(101);
    expect(errors["*"]).toEqual([expect.objectContaining({ code: "input.moreProblems" })]);
    expect(res.body.length).toBeLessThan(64 * 1024);
  });

  it("lists the first 100 of many shape faults, each coded, as a small body's answer does", async () => {
    const [first] = privateBank({ physics: 1 });
    const { category: _gone, ...noCategory } = first!;
    const many = Array.from({ length: 110 }, (_, i) => ({ ...noCategory, id: i + 1 }));
    const { small, large } = smallAndLarge({ name: "No categories", questions: many });
    const res = await sameAnswer(small, large);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, Array<{ code: string; params: object }>>;
    expect(Object.keys(errors)).toHaveLength(101);
    expect(errors["question 1"]).toEqual([
      {
        code: "imports.questionProblem",
        params: { id: 1, reason: "field_missing", "reason.field": "category" },
        message: "question 1: category is missing",
      },
    ]);
    expect(errors["*"]).toEqual([expect.objectContaining({ code: "input.moreProblems" })]);
  });

  it("refuses a file's text longer than a bank may be, by the schema's own message", async () => {
    const res = await post(
      JSON.stringify({ name: "B", format: "csv", text: "x".repeat(BANK_MAX_CHARACTERS + 1) }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.text[0].code).toBe("imports.bankTooLarge");
  });

  it("checks, saves and gives back a large bank whole; a dry run saves nothing", async () => {
    const questions = [...privateBank({ physics: 3, chemistry: 2 }), ...filler];
    const payload = JSON.stringify({ name: "Large bank", questions });
    expect(payload.length).toBeGreaterThan(WORKER_BODY_BYTES);
    const before = await banksOf();
    const dry = await post(JSON.stringify({ name: "Large bank", questions, dry_run: true }));
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({
      read: 2_005,
      accepted: 2_005,
      refused: 0,
      unsupported: 0,
      rejected: [],
      notes: [],
    });
    expect(await banksOf()).toEqual(before);

    const saved = await post(payload);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      name: "Large bank",
      question_count: 2_005,
      categories: { physics: 3, chemistry: 2, filler: 2_000 },
    });
    const read = await api.call("GET", `/api/examiner/banks/${saved.json().id}`, examiner);
    expect(read.statusCode).toBe(200);
    expect(read.json().questions).toEqual(questions);
  });

  it("reads a large CSV file there too, with its report", async () => {
    const rows = filler.map(
      (q) => `"${q.question}",${q.options.join(",")},,b,${q.category},"${q.explanation}"`,
    );
    const text = csvFile(rows);
    expect(text.length).toBeGreaterThan(WORKER_BODY_BYTES);
    const saved = await post(JSON.stringify({ name: "Large CSV", format: "csv", text }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      question_count: 2_000,
      categories: { filler: 2_000 },
      report: { read: 2_000, accepted: 2_000, refused: 0 },
    });
  });

  it("turns a student away before reading the body", async () => {
    const res = await post(JSON.stringify({ name: "B", questions: filler }), student);
    expect(res.statusCode).toBe(403);
  });
});
