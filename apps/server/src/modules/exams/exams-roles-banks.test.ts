import { describe, expect, it } from "vitest";
import { privateBank, examinerSuite, csvFile } from "./exam-fixtures";

const bank = privateBank({ mathematics: 3, physics: 3, chemistry: 2, english: 2 });
const {
  api,
  examiner,
  other: otherExaminer,
  student,
  bankId,
} = await examinerSuite({ other: true, student: true, bank });

describe("roles", () => {
  it("an e-mail in EXAMINER_EMAILS signs up as an examiner, whatever its case; anyone else as a student", async () => {
    const me = (token: string) => api.call("GET", "/api/me", token);
    expect((await me(examiner)).json().user.role).toBe("examiner");
    expect((await me(student)).json().user.role).toBe("student");
  });

  it("a sign-up cannot give itself a role", async () => {
    const res = await api.call("POST", "/api/register", undefined, {
      name: "Hari",
      email: "hari.raise@example.com",
      password: "correct horse 42",
      password_confirmation: "correct horse 42",
      role: "examiner",
    });
    expect(res.statusCode).toBe(202);
    const login = await api.call("POST", "/api/login", undefined, {
      email: "hari.raise@example.com",
      password: "correct horse 42",
    });
    expect(login.json().user.role).toBe("student");
  });

  it("every examiner route is 401 without a session and 403 for a student, with a message", async () => {
    const routes: Array<["GET" | "POST", string, unknown?]> = [
      ["POST", "/api/examiner/banks", { name: "x", questions: bank }],
      ["GET", "/api/examiner/banks"],
      ["POST", "/api/examiner/exams", api.examForm({ source: { bank_id: bankId } })],
      ["GET", "/api/examiner/exams"],
      ["GET", "/api/examiner/exams/anything/merit"],
      ["POST", "/api/examiner/exams/anything/release"],
    ];
    for (const [method, url, body] of routes) {
      const anonymous = await api.call(method, url, undefined, body);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().message).toMatch(/log in/);
      const asStudent = await api.call(method, url, student, body);
      expect(asStudent.statusCode, url).toBe(403);
      expect(asStudent.json().message).toMatch(/examiners/);
    }
  });

  it("every student route is 401 without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/exams"],
      ["POST", "/api/exams/some-exam/attempt"],
      ["PUT", "/api/exams/some-exam/attempt/answers/1"],
      ["POST", "/api/exams/some-exam/attempt/submit"],
      ["GET", "/api/exams/some-exam/result"],
    ] as const) {
      const res = await api.call(
        method,
        url,
        undefined,
        method === "PUT" ? { pick: "x" } : undefined,
      );
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe("private exam banks", () => {
  it("reports every fault of an uploaded bank, per question, and saves nothing", async () => {
    const broken = [
      { ...bank[0]!, answer: "Not an option" },
      { ...bank[1]!, explanation: "" },
      { ...bank[2]!, category: "Mathematics" },
    ];
    const res = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Broken",
      questions: broken,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "imports.bankFaults",
      params: { count: 3 },
      message: "The bank has 3 problems; nothing was saved. Fix each and upload it again.",
    });
    expect(Object.keys(res.json().errors)).toEqual(["question 1", "question 2", "question 3"]);
    // Each question's fault by its id and its reason's code, so the page says it in Nepali too.
    expect(res.json().errors["question 2"]).toEqual([
      {
        code: "imports.questionProblem",
        params: { id: 2, reason: "missing_explanation" },
        message: "question 2: missing explanation",
      },
    ]);
    const list = await api.call("GET", "/api/examiner/banks", examiner);
    expect(list.json().banks.map((b: { name: string }) => b.name)).not.toContain("Broken");
  });

  it("names a question's missing field under its id and its number in the file, without the list's index", async () => {
    const { category: _gone, ...noCategory } = { ...bank[0]!, id: 7 };
    const res = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Broken",
      questions: [noCategory, ...bank.slice(1)],
    });
    expect(res.statusCode).toBe(422);
    // The 7th question has id 7 too: each is named by its number as well, on a line of its own.
    expect(res.json().errors["question 7 (number 1)"]).toEqual([
      {
        code: "imports.questionProblemAt",
        params: { id: 7, n: 1, reason: "field_missing", "reason.field": "category" },
        message: "question 7 (number 1 in the file): category is missing",
      },
    ]);
  });

  it("codes each missing or wrongly typed field: the question, the field, what was expected", async () => {
    const { explanation: _none, ...noExplanation } = { ...bank[2]!, id: 9 };
    const res = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Broken",
      questions: [
        { ...bank[0]!, id: 3, options: "Oxygen, Nitrogen, Argon" },
        { ...bank[1]!, id: 5, category: 12 },
        noExplanation,
        { ...bank[3]!, id: 11, explanation: "  " },
        { ...bank[4]!, id: 13, figure: [] },
        { ...bank[5]!, id: 15, category: "p".repeat(101) },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "question 3": [
        {
          code: "imports.questionProblemAt",
          params: {
            id: 3,
            n: 1,
            reason: "field_type",
            "reason.field": "options",
            "reason.expected": "array",
            "reason.found": "string",
            "reason.value": '"Oxygen, Nitrogen, Argon"',
          },
          message:
            'question 3 (number 1 in the file): options should be a list, not the string "Oxygen, Nitrogen, Argon"',
        },
      ],
      "question 5": [
        {
          code: "imports.questionProblemAt",
          params: {
            id: 5,
            n: 2,
            reason: "field_type",
            "reason.field": "category",
            "reason.expected": "string",
            "reason.found": "number",
            "reason.value": "12",
          },
          message: "question 5 (number 2 in the file): category should be a string, not 12",
        },
      ],
      // No "explanation" key reads as an empty one does.
      "question 9": [
        {
          code: "imports.questionProblemAt",
          params: { id: 9, n: 3, reason: "missing_explanation" },
          message: "question 9 (number 3 in the file): missing explanation",
        },
      ],
      "question 11": [
        {
          code: "imports.questionProblemAt",
          params: { id: 11, n: 4, reason: "missing_explanation" },
          message: "question 11 (number 4 in the file): missing explanation",
        },
      ],
      "question 13": [
        {
          code: "imports.questionProblemAt",
          params: {
            id: 13,
            n: 5,
            reason: "field_type",
            "reason.field": "figure",
            "reason.expected": "object",
            "reason.found": "list",
          },
          message: "question 13 (number 5 in the file): figure should be an object, not a list",
        },
      ],
      // The text rule's refusal keeps its own code, for the page to say it in Nepali.
      "question 15": [
        {
          code: "imports.questionProblemAt",
          params: {
            id: 15,
            n: 6,
            reason: "field_rule",
            "reason.field": "category",
            "reason.rule": "input.textTooLong",
            "reason.max": 100,
            "reason.text": "category must not be longer than 100 characters.",
          },
          message:
            "question 15 (number 6 in the file): category must not be longer than 100 characters.",
        },
      ],
    });
  });

  it("refuses a body that is not a bank, and an empty bank", async () => {
    const notBank = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "x",
      questions: "no",
    });
    expect(notBank.statusCode).toBe(422);
    expect(notBank.json()).toMatchObject({ code: "imports.bankFileNeeded", params: {} });
    expect(notBank.json().message).toMatch(/^Upload a bank file/);
    const empty = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "x",
      questions: [],
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      bank: [
        {
          code: "imports.fileProblem",
          params: { reason: "bank_shape", "reason.text": "holds no questions" },
          message: "Nothing written: holds no questions",
        },
      ],
    });
  });

  it("takes a CSV file too, all or nothing, each rejected question named by its line", async () => {
    const good = csvFile([
      "Which gas do plants take in for photosynthesis?,Oxygen,Carbon dioxide,Nitrogen,,,b,biology,Plants fix carbon dioxide.",
      "What is 7 times 8?,54,56,58,,,56,mathematics,7 x 8 = 56.",
    ]);
    const saved = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "CSV bank",
      format: "csv",
      text: good,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      question_count: 2,
      categories: { biology: 1, mathematics: 1 },
    });
    const bad = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Bad CSV",
      format: "csv",
      text: `${good}\nA question without a key?,one,two,three,,,,biology,No key given.`,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: "imports.bankFaults",
      params: { count: 1 },
      message: "The bank has 1 problem; nothing was saved. Fix it and upload it again.",
    });
    expect(Object.keys(bad.json().errors)).toEqual(["line 4"]);
    const both = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "x",
      format: "csv",
      text: good,
      questions: bank,
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().code).toBe("imports.bankFileNeeded");
  });

  it("checks a Moodle XML or GIFT file first (dry run), with every block counted, and keeps a bank without explanations", async () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      "<quiz>",
      '<question type="category"><category><text>$course$/top/Chemistry</text></category></question>',
      '<question type="multichoice"><questiontext format="html"><text><![CDATA[<p>Symbol of sodium?</p>]]></text></questiontext>',
      '<answer fraction="100"><text>Na</text></answer><answer fraction="0"><text>So</text></answer><answer fraction="0"><text>S</text></answer></question>',
      '<question type="truefalse"><questiontext><text>Water is wet.</text></questiontext></question>',
      "</quiz>",
    ].join("\n");
    const check = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Moodle",
      format: "moodle-xml",
      text: xml,
      encoding: "UTF-16",
      dry_run: true,
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({
      read: 2,
      accepted: 1,
      refused: 0,
      unsupported: 1,
      rejected: [
        {
          line: 6,
          kind: "unsupported",
          reasons: [{ code: "unsupported", params: { type: "truefalse" } }],
        },
      ],
      notes: [
        { code: "converted", params: { encoding: "UTF-16" } },
        { code: "explanations_missing", params: { count: 1, format: "moodle" } },
      ],
    });
    const listed = (await api.call("GET", "/api/examiner/banks", examiner)).json().banks;
    expect(listed.map((b: { name: string }) => b.name)).not.toContain("Moodle");

    const saved = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Moodle",
      format: "moodle-xml",
      text: xml,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      question_count: 1,
      categories: { chemistry: 1 },
      report: { read: 2, accepted: 1, unsupported: 1 },
    });
    const broken = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Broken",
      format: "gift",
      text: "First? {=a ~b ~c}\nSecond? {=d ~e ~f}",
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors).toEqual({
      "line 1": [
        {
          code: "imports.lineRefused",
          params: { line: 1, reason: "gift_second_block", "reason.line": 2 },
          message:
            "line 1: holds a second answer block { ... } on line 2: two questions need a blank line between them",
        },
      ],
    });
  });

  it("lists only the examiner's own banks, with counts per category", async () => {
    const mine = (await api.call("GET", "/api/examiner/banks", examiner)).json().banks;
    expect(mine).toHaveLength(3);
    expect(mine).toContainEqual(
      expect.objectContaining({
        id: bankId,
        question_count: 10,
        categories: { mathematics: 3, physics: 3, chemistry: 2, english: 2 },
      }),
    );
    const theirs = (await api.call("GET", "/api/examiner/banks", otherExaminer)).json().banks;
    expect(theirs).toEqual([]);
    const useTheirs = await api.call(
      "POST",
      "/api/examiner/exams",
      otherExaminer,
      api.examForm({ source: { bank_id: bankId } }),
    );
    expect(useTheirs.statusCode).toBe(404);
    expect(useTheirs.json().message).toBe(`You have no bank with id ${bankId}.`);
  });

  it("counts a category named like an object's own key (constructor) as an ordinary name", async () => {
    const rows = ["constructor", "biology", "constructor"].map(
      (category, i) =>
        `What is ${i} plus 2?,${i + 2},${i + 3},${i + 4},,,a,${category},${i} + 2 = ${i + 2}.`,
    );
    const text = csvFile(rows);
    const saved = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Keys as categories",
      format: "csv",
      text,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const counts = { constructor: 2, biology: 1 };
    expect(JSON.stringify(saved.json().categories)).toBe(JSON.stringify(counts));
    const listed = await api.call("GET", "/api/examiner/banks", examiner);
    expect(listed.statusCode, listed.body).toBe(200);
    const bank = listed.json().banks.find((b: { name: string }) => b.name === "Keys as categories");
    expect(JSON.stringify(bank.categories)).toBe(JSON.stringify(counts));
  });
});
