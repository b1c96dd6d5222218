import { describe, expect, it } from "vitest";
import { EXAMINER, examinerSuite, csvFile } from "../exams/exam-fixtures";

// Issue 29, bounded cost: 100 questions of 400 characters with the same options and answer took
// 11.7 s to check (every pair by edit distance) and the whole server waited. The findings are
// asserted here; the time is the benchmark's (scripts/bench/bank-check.ts, docs/performance.md).

const { t, api, examiner } = await examinerSuite({ student: true });

/** About `length` characters of ordinary text, the same for every question. */
const stem = (length: number) =>
  "In a school laboratory a student measures the current through a resistor while changing the voltage across it; "
    .repeat(8)
    .slice(0, length);

describe("the near-duplicate check of a bank", () => {
  it("checks 100 near-identical questions of 400 characters and finds the near-duplicates among them", async () => {
    const options = ["Ohm's law", "Hooke's law", "Boyle's law", "Snell's law"];
    // The same 400 characters but for the question's number, written four times along the text:
    // any two are at least 4 edits apart (the old check measured every pair to its last quarter).
    const text = (n: number) => {
      const code = String(n).padStart(3, "0");
      return [0, 1, 2, 3]
        .map((part) => `${code} ${stem(400).slice(part * 96, part * 96 + 92)}`)
        .join(" ");
    };
    const questions = Array.from({ length: 100 }, (_, i) => ({
      id: i + 1,
      category: "physics",
      question: text(i + 1),
      options,
      answer: options[0],
      explanation: `Explanation ${i + 1}: V = IR.`,
    }));
    // And three real near-duplicates: of 7 (one letter), of 42 (a word's ending), of 99 (three edits).
    const copy = (id: number, of: number, edit: (t: string) => string) => ({
      ...questions[of - 1]!,
      id,
      question: edit(text(of)),
    });
    questions.push(
      copy(101, 7, (t) => t.replace("laboratory", "laboratary")),
      copy(102, 42, (t) => t.replace("resistor", "resistors")),
      copy(103, 99, (t) => `${t.replace("student", "studnt").replace("current", "curent")}!x`),
    );
    const res = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Near-identical",
      questions,
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ code: "imports.bankFaults", params: { count: 3 } });
    const found = Object.fromEntries(
      Object.entries(body.errors).map(([field, faults]) => [
        field,
        (faults as { message: string }[]).map((f) => f.message),
      ]),
    );
    expect(found).toEqual({
      "question 101": [
        "question 101: near-duplicate of id 7: same options and answer, question text 1 character apart",
      ],
      "question 102": [
        "question 102: near-duplicate of id 42: same options and answer, question text 1 character apart",
      ],
      "question 103": [
        "question 103: near-duplicate of id 99: same options and answer, question text 3 characters apart",
      ],
    });
    // Without the copies the bank is clean, and saved.
    const saved = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Near-identical",
      questions: questions.slice(0, 100),
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it("finds them in a CSV file too (80 rows of 300 characters), line by line", async () => {
    const rows = Array.from(
      { length: 80 },
      (_, i) => `"${stem(292)} (${i + 1})",Ohm,Hooke,Boyle,Snell,,a,physics,V = IR.`,
    );
    const text = csvFile(rows);
    const res = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Near-identical CSV",
      format: "csv",
      text,
      dry_run: true,
    });
    // The dry run's report: every row after the first refused, each naming the line it repeats.
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ read: 80, accepted: 1, refused: 79 });
    expect(report.rejected.map((r: { line: number }) => r.line)).toEqual(
      Array.from({ length: 79 }, (_, i) => i + 3),
    );
    expect(report.rejected[0].reasons[0].message).toBe(
      "near-duplicate of the question on line 2: same options and answer, question text 1 character apart",
    );
  });
});

describe("a large bank is written and read in parts", () => {
  it("saves 700 questions (about 350 KB) in parts and gives them back whole and in order", async () => {
    const questions = Array.from({ length: 700 }, (_, i) => ({
      id: i + 1,
      category: ["physics", "chemistry", "biology"][i % 3]!,
      question: `Question ${i + 1}: ${stem(400)}?`,
      options: [`${i + 1} volts`, `${i + 2} volts`, `${i + 3} volts`, `${i + 4} volts`],
      answer: `${i + 2} volts`,
      explanation: `Explanation ${i + 1}: V = IR.`,
    }));
    const saved = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Large",
      questions,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id as number;
    // Written in several statements (the embedded database's connection is free between them).
    const parts = await t.app.db
      .selectFrom("exam_bank_parts")
      .select("part")
      .where("bank_id", "=", id)
      .orderBy("part")
      .execute();
    expect(parts.length).toBeGreaterThan(4);
    expect(parts.map((p) => p.part)).toEqual(parts.map((_, i) => i));

    const read = await api.call("GET", `/api/examiner/banks/${id}`, examiner);
    expect(read.statusCode).toBe(200);
    const back = read.json().questions as Array<{ id: number; question: string; answer: string }>;
    expect(back.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(back[699]).toMatchObject({ question: questions[699]!.question, answer: "701 volts" });
    const listed = await api.call("GET", "/api/examiner/banks", examiner);
    const bank = listed.json().banks.find((b: { id: number }) => b.id === id);
    expect(bank).toMatchObject({ name: "Large", question_count: 700 });
    expect(bank.categories).toEqual({ physics: 234, chemistry: 233, biology: 233 });
  });

  it("shows no bank whose parts are still being written", async () => {
    const before = (await api.call("GET", "/api/examiner/banks", examiner)).json().banks.length;
    const owner = await t.app.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", EXAMINER)
      .executeTakeFirstOrThrow();
    const half = await t.app.db
      .insertInto("exam_banks")
      .values({ owner_id: owner.id, name: "Half written", question_count: 700, ready: false })
      .returning("id")
      .executeTakeFirstOrThrow();
    const listed = await api.call("GET", "/api/examiner/banks", examiner);
    expect(listed.json().banks.length).toBe(before);
    const read = await api.call("GET", `/api/examiner/banks/${half.id}`, examiner);
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe("exams.noBank");
  });
});
