import { nepal } from "../../test/nepal-time";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { expectCodedError } from "../../test/routes";
import { nextSeq, privateBank, examinerSuite, csvFile } from "./exam-fixtures";
import { EXAM_LIMITS } from "./routes";

const bank = privateBank({ mathematics: 3, physics: 3, chemistry: 2, english: 2 });
const {
  t,
  api,
  examiner,
  other: otherExaminer,
  student,
  bankId,
} = await examinerSuite({ other: true, student: true, bank });

const HOUR = 60 * 60_000;

/**
 * An exam of the examiner's on a bank of its own, laid out like `bank` with ids from `firstId`
 * (no other exam of this file holds its questions back): examForm's, with `overrides`.
 */
async function ownBankExam(firstId: number, name: string, overrides: Record<string, unknown> = {}) {
  const own = privateBank({ mathematics: 3, physics: 3, chemistry: 2, english: 2 }, firstId);
  const exam = await api.examOn(examiner, await api.uploadBank(examiner, own, name), overrides);
  return { own, exam };
}

/**
 * The merit list of `slug` as its examiner sees it: final or not, and each row's score, rank and
 * percentile.
 */
async function standing(slug: string) {
  const merit = (await api.call("GET", `/api/examiner/exams/${slug}/merit`, examiner)).json();
  return {
    final: merit.final as boolean,
    rows: merit.rows.map((r: { score: number; rank: number; percentile: number }) => [
      r.score,
      r.rank,
      r.percentile,
    ]),
  };
}

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

describe("creating an exam", () => {
  const create = (form: Record<string, unknown>) =>
    api.call("POST", "/api/examiner/exams", examiner, form);
  const mine = {
    get source() {
      return { bank_id: bankId };
    },
  };

  it("refuses bad input with a message per field", async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [
        { closes_at: new Date(t.clock.now.getTime() - HOUR).toISOString() },
        "closes_at",
        /close after it opens/,
      ],
      [{ profile: "sat" }, "profile", /marking profile/],
      [{ slug: "Not A Slug" }, "slug", /a-z, 0-9/],
      [{ release: "later" }, "release", /released/],
      [{ timing: { mode: "per_question", seconds: 1 } }, "timing.seconds", /.+/],
      [
        { opens_at: "tomorrow" },
        "opens_at",
        /^Give a date and time, e\.g\. 2026-12-01T10:00:00\+05:45\.$/,
      ],
      [{ source: {} }, "source", /Choose the questions/],
      [{ profile: "custom" }, "custom_marks", /^A custom marking profile needs the marks/],
      // A count or a mark that is no number has its own words, not "This field is invalid".
      [
        { selection: { mode: "quota", quotas: [{ category: "mathematics", count: null }] } },
        "selection.quotas.0.count",
        /^Each quota needs a count: a whole number from 1 to 1000\.$/,
      ],
      [
        { selection: { mode: "quota", quotas: [{ category: "mathematics", count: 2.5 }] } },
        "selection.quotas.0.count",
        /whole number/,
      ],
      [
        { profile: "custom", custom_marks: { physics: { correct: "two", wrong: 0 } } },
        "custom_marks.physics.correct",
        /^Marks for a right answer are a number/,
      ],
      [
        { profile: "custom", custom_marks: { physics: { correct: 1, wrong: null } } },
        "custom_marks.physics.wrong",
        /^A penalty is a number from 0 to 100/,
      ],
      // An opening time that is no time: said once, not also "must close after it opens".
      [{ opens_at: "" }, "opens_at", /^Choose a date and time\.$/],
    ];
    for (const [change, field, message] of cases) {
      const res = await create(api.examForm({ ...mine, ...change }));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]?.[0].message, `${field}: ${res.body}`).toMatch(message);
      expectCodedError(res.json(), field);
    }
    const noOpening = await create(api.examForm({ ...mine, opens_at: "" }));
    expect(Object.keys(noOpening.json().errors)).toEqual(["opens_at"]);
    // An empty title or slug is asked for once, not also told its length and letters.
    const empty = await create(
      api.examForm({ ...mine, title: "", slug: "", closes_at: "", profile: "custom" }),
    );
    // Every fault at once: the empty fields each asked for, and the custom table with them.
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      "closes_at",
      "custom_marks",
      "slug",
      "title",
    ]);
    expect(empty.json().errors.closes_at[0].message).toBe("Choose a date and time.");
    expect(empty.json().errors.title.map((m: { message: string }) => m.message)).toEqual([
      "The title field is required.",
    ]);
    expect(empty.json().errors.slug.map((m: { message: string }) => m.message)).toEqual([
      "The slug field is required.",
    ]);
  });

  it("refuses a paper the bank cannot fill, a taken slug, and a closing time in the past", async () => {
    const tooMany = await create(
      api.examForm({
        ...mine,
        selection: { mode: "quota", quotas: [{ category: "english", count: 5 }] },
      }),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message, tooMany.body).toBe("english: 5 asked, the bank holds 2.");
    const unknownId = await create(
      api.examForm({ ...mine, selection: { mode: "fixed", question_ids: [1, 999] } }),
    );
    expect(unknownId.json().message).toBe("The bank has no question with id 999.");
    const customGap = await create(
      api.examForm({
        ...mine,
        profile: "custom",
        custom_marks: { physics: { correct: 1, wrong: 0 } },
      }),
    );
    expect(customGap.statusCode).toBe(422);
    expect(customGap.json().message).toMatch(/no row for mathematics, chemistry, english/);
    const form = api.examForm(mine);
    await api.createExam(examiner, form);
    const again = await create({ ...form });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.slug).toEqual([
      { code: "exams.slugTaken", params: {}, message: "The slug has already been taken." },
    ]);
    const past = await create(
      api.examForm({
        ...mine,
        opens_at: new Date(t.clock.now.getTime() - 2 * HOUR).toISOString(),
        closes_at: new Date(t.clock.now.getTime() - HOUR).toISOString(),
      }),
    );
    expect(past.json().message).toBe("The exam would close before it is created.");
  });

  it("an exam from a public practice bank carries the warning that its keys are public", async () => {
    const exam = await api.createExam(
      examiner,
      api.examForm({
        source: { public_bank: "entrance" },
        selection: { mode: "quota", quotas: [{ category: "mathematics", count: 5 }] },
        timing: { mode: "per_question", seconds: 36 },
      }),
    );
    // A code, worded by the page in the examiner's language.
    expect(exam.warning).toBe("exams.publicBank");
    expect(exam.duration_seconds).toBe(180);
  });
});

describe("sitting an exam", () => {
  it("lists only exams open now; one that is not open is a 404 with a message", async () => {
    const later = await api.examOn(examiner, bankId, {
      opens_at: new Date(t.clock.now.getTime() + HOUR).toISOString(),
      closes_at: new Date(t.clock.now.getTime() + 2 * HOUR).toISOString(),
    });
    const open = await api.examOn(examiner, bankId);
    const slugs = (await api.call("GET", "/api/exams", student))
      .json()
      .exams.map((e: { slug: string }) => e.slug);
    expect(slugs).toContain(open.slug);
    expect(slugs).not.toContain(later.slug);
    const missing = await api.call("POST", "/api/exams/no-such-exam/attempt", student, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/no open exam/);
    // Not open yet (decision 108): when it opens, and in how many seconds on the server's clock.
    for (const path of ["attempt", "result"]) {
      const res = await api.call(
        path === "attempt" ? "POST" : "GET",
        `/api/exams/${later.slug}/${path}`,
        student,
        path === "attempt" ? {} : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: "exams.opensLater",
        params: { title: later.title, when: later.opens_at, seconds: 3600 },
      });
      expect(res.json().message).toBe(
        `${later.title} opens at ${nepal(later.opens_at)}. This page lets you start it then.`,
      );
    }
    // Open: the list says how long is left before the close, on the server's clock.
    const listed = (await api.call("GET", "/api/exams", student))
      .json()
      .exams.find((e: { slug: string }) => e.slug === open.slug);
    expect(listed.closes_in_seconds).toBe(
      Math.round((Date.parse(open.closes_at) - t.clock.now.getTime()) / 1000),
    );
  });

  it("after its close, an exam's address says it has closed, to start and to a result not sat", async () => {
    const over = await api.examOn(examiner, bankId, {
      opens_at: new Date(t.clock.now.getTime() + 60_000).toISOString(),
      closes_at: new Date(t.clock.now.getTime() + 2 * 60_000).toISOString(),
    });
    t.clock.advance(2 * 60_000);
    const start = await api.call("POST", `/api/exams/${over.slug}/attempt`, student, {});
    expect(start.statusCode).toBe(404);
    expect(start.json()).toMatchObject({
      code: "exams.closedAt",
      params: { title: over.title, when: over.closes_at },
    });
    expect(start.json().message).not.toMatch(/no open exam/);
    const result = await api.call("GET", `/api/exams/${over.slug}/result`, student);
    expect(result.json().code).toBe("exams.closedAt");
    const badSlug = await api.call("POST", "/api/exams/Bad_Slug/attempt", student, {});
    expect(badSlug.statusCode).toBe(400);
  });

  it("asks for the access code when the exam has one", async () => {
    const exam = await api.examOn(examiner, bankId, { access_code: "PKR-2083" });
    const listed = (await api.call("GET", "/api/exams", student))
      .json()
      .exams.find((e: { slug: string }) => e.slug === exam.slug);
    expect(listed.needs_access_code).toBe(true);
    const none = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toMatch(/needs the access code/);
    const wrong = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {
      access_code: "pkr",
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/not right/);
    const right = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {
      access_code: "PKR-2083",
    });
    expect(right.statusCode).toBe(201);
  });

  it("an examiner does not sit an exam, their own or another's, and so never enters a merit list", async () => {
    const exam = await api.examOn(examiner, bankId);
    for (const token of [examiner, otherExaminer]) {
      const res = await api.call("POST", `/api/exams/${exam.slug}/attempt`, token, {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: "exams.examinersDoNotSit",
        message: "Examiner accounts do not sit exams. Sign in with a student account to sit one.",
      });
    }
    const merit = await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner);
    expect(merit.json().rows).toEqual([]);
  });

  it("an examiner previews an own bank's questions with keys, explanations and formula trees; nobody else can", async () => {
    const algebra = privateBank({ mathematics: 1 }, 800);
    algebra[0] = {
      ...algebra[0]!,
      question: "What is $\\frac{6}{3}$?",
      options: ["$2$", "$3$", "$\\sqrt{4}+1$"],
      answer: "$2$",
      explanation: "$6 \\div 3 = 2$.",
    };
    const id = await api.uploadBank(examiner, algebra, "Algebra preview");
    const own = await api.call("GET", `/api/examiner/banks/${id}`, examiner);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id, name: "Algebra preview" });
    const [q] = own.json().questions;
    expect(q).toMatchObject({ answer: "$2$", explanation: "$6 \\div 3 = 2$." });
    expect(Object.keys(q.math).sort()).toEqual([
      "$2$",
      "$3$",
      "$6 \\div 3 = 2$",
      "$\\frac{6}{3}$",
      "$\\sqrt{4}+1$",
    ]);
    const theirs = await api.call("GET", `/api/examiner/banks/${id}`, otherExaminer);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(`You have no bank with id ${id}.`);
    expect((await api.call("GET", `/api/examiner/banks/${id}`, student)).statusCode).toBe(403);
    const bad = await api.call("GET", "/api/examiner/banks/abc", examiner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it("an examiner reads a public practice bank page by page, as students will see it; the pages add up to the bank", async () => {
    const page = (query: string, who = examiner) =>
      api.call("GET", `/api/examiner/public-banks/entrance${query}`, who);
    const first = await page("?limit=5");
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ name: "entrance", offset: 0 });
    expect(body.questions).toHaveLength(5);
    expect(body.total).toBeGreaterThan(10);
    expect(
      Object.values(body.categories as Record<string, number>).reduce((a, b) => a + b, 0),
    ).toBe(body.total);
    // Keys and explanations: the bank is public, and the examiner checks it before setting it.
    for (const q of body.questions) {
      expect(q.options).toContain(q.answer);
      expect(typeof q.explanation).toBe("string");
    }
    const second = (await page("?offset=5&limit=5")).json();
    const both = (await page("?offset=0&limit=10")).json();
    expect([...body.questions, ...second.questions].map((q: { id: number }) => q.id)).toEqual(
      both.questions.map((q: { id: number }) => q.id),
    );
    // 20 at a time when the page asks for no size; past the end, an empty page.
    expect((await page("")).json().questions).toHaveLength(20);
    expect((await page(`?offset=${body.total}`)).json().questions).toEqual([]);

    for (const query of ["?limit=0", "?limit=101", "?offset=-1", "?offset=1.5"]) {
      const bad = await page(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message).toBe(
        "offset is a whole number from 0, and limit one from 1 to 100.",
      );
    }
    const unknown = await api.call("GET", "/api/examiner/public-banks/physics", examiner);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      "A public practice bank is science, management or entrance.",
    );
    expect((await page("", student)).statusCode).toBe(403);
    expect((await api.call("GET", "/api/examiner/public-banks/entrance")).statusCode).toBe(401);
  });

  it("a paper's formulas arrive as MathML trees for its text and options, none from its explanation", async () => {
    const calculus = privateBank({ mathematics: 1 }, 700);
    calculus[0] = {
      ...calculus[0]!,
      question: "What is the derivative of $x^2$?",
      options: ["$2x$", "$x$", "$x^3$", "$2$"],
      answer: "$2x$",
      explanation: "By the power rule, $\\frac{d}{dx}x^n = nx^{n-1}$.",
    };
    const mathBank = await api.uploadBank(examiner, calculus, "Calculus paper");
    const exam = await api.examOn(examiner, mathBank);
    const start = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(start.statusCode).toBe(201);
    const [question] = start.json().questions;
    expect(Object.keys(question.math).sort()).toEqual(["$2$", "$2x$", "$x$", "$x^2$", "$x^3$"]);
    expect(question.math["$x^2$"]).toEqual([
      [
        "msup",
        [
          ["mi", ["x"]],
          ["mn", ["2"]],
        ],
      ],
    ]);
    expect(start.body).not.toContain("nx^{n-1}");
  });

  it("starts, saves answers idempotently, resumes with the server's time left, refuses late answers and a second attempt", async () => {
    const exam = await api.examOn(examiner, bankId, {
      timing: { mode: "whole_paper", minutes: 10 },
    });
    const base = `/api/exams/${exam.slug}/attempt`;
    const start = await api.call("POST", base, student, {});
    expect(start.statusCode).toBe(201);
    const attempt = start.json();
    expect(attempt.seconds_left).toBe(600);
    expect(Date.parse(attempt.deadline)).toBe(t.clock.now.getTime() + 600_000);
    expect(attempt.questions).toHaveLength(10);
    for (const q of attempt.questions)
      expect(Object.keys(q).sort()).toEqual(["id", "options", "question"]);
    expect(attempt.resume_at).toBe(0);

    const put = (id: number, pick: unknown) =>
      api.call("PUT", `${base}/answers/${id}`, student, { pick, seq: nextSeq() });
    expect((await put(1, "Decoy A1")).statusCode).toBe(200);
    expect((await put(1, "Decoy A1")).statusCode).toBe(200);
    const changed = await put(1, "Key 1");
    expect(changed.json()).toMatchObject({ question_id: 1, pick: "Key 1", seconds_left: 600 });
    t.clock.advance(61_000);
    expect((await put(4, "Key 4")).json().seconds_left).toBe(539);

    const badPick = await put(2, "Key 1");
    expect(badPick.statusCode).toBe(422);
    expect(badPick.json().errors.pick).toEqual([
      {
        code: "exams.chooseOption",
        params: {},
        message: "Choose one of the question's options.",
      },
    ]);
    const notOnPaper = await put(999, "Key 999");
    expect(notOnPaper.statusCode).toBe(404);
    expect(notOnPaper.json().message).toBe("Question 999 is not on your paper.");
    const badId = await api.call("PUT", `${base}/answers/abc`, student, {
      pick: "x",
      seq: nextSeq(),
    });
    expect(badId.statusCode).toBe(400);
    const noPick = await api.call("PUT", `${base}/answers/2`, student, {});
    expect(noPick.statusCode).toBe(422);
    const elsewhere = await api.call("PUT", `/api/exams/${exam.slug}/attempt/answers/1`, examiner, {
      pick: "Key 1",
      seq: nextSeq(),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe("You have not started this exam.");

    // A reload or another device: the same attempt, its answers, at the question after the last answer.
    const resumed = await api.call("POST", base, student, {});
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      id: attempt.id,
      deadline: attempt.deadline,
      seconds_left: 539,
      answers: { "1": "Key 1", "4": "Key 4" },
      // The question after the last one answered, in this student's order.
      resume_at: attempt.questions.findIndex((q: { id: number }) => q.id === 4) + 1,
      questions: attempt.questions,
    });

    // The server's deadline decides: 2 s of grace, then refused with a message.
    t.clock.advance(539_000 + 2_000);
    expect((await put(5, "Key 5")).statusCode).toBe(200);
    t.clock.advance(1_000);
    const late = await put(6, "Key 6");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /^Time is up: this exam ended at .+, so the answer was not saved\.$/,
    );
    const again = await api.call("POST", base, student, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "You have already sat this exam. Each student has one attempt.",
    );

    // The deadline closed it; submitting now records the close and says when results come.
    const submit = await api.call("POST", `${base}/submit`, student);
    expect(submit.statusCode).toBe(200);
    expect(submit.json()).toMatchObject({ answered: 3, results_at: expect.any(String) });
    const twice = await api.call("POST", `${base}/submit`, student);
    expect(twice.json().submitted_at).toBe(submit.json().submitted_at);
  });

  it("the last pick wins: a save delivered after a later one is not kept, and the answer says which is", async () => {
    const exam = await api.examOn(examiner, bankId);
    const base = `/api/exams/${exam.slug}/attempt`;
    const sitter = await api.signUp();
    const attempt = (await api.call("POST", base, sitter, {})).json();
    expect(attempt.seq).toBe(0);
    const [first, second, third] = attempt.questions as { id: number; options: string[] }[];
    const put = (id: number, pick: string, seq: number) =>
      api.call("PUT", `${base}/answers/${id}`, sitter, { pick, seq });

    // The student taps option 0 (pick 1), option 1 (pick 2), option 2 (pick 3) of the first
    // question; the network delivers pick 1, then 3, then 2.
    const [a, b, c] = first!.options;
    expect((await put(first!.id, a!, 1)).json()).toMatchObject({ pick: a, seq: 1 });
    expect((await put(first!.id, c!, 3)).json()).toMatchObject({ pick: c, seq: 3 });
    const late = await put(first!.id, b!, 2);
    expect(late.statusCode).toBe(200);
    // Not kept: the answer names the pick kept and its number, so the screen does not say "Saved"
    // for pick 2 (its own number is 2).
    expect(late.json()).toMatchObject({ question_id: first!.id, pick: c, seq: 3 });
    // A retry of pick 3 (its answer lost on the way) is acknowledged as kept.
    expect((await put(first!.id, c!, 3)).json()).toMatchObject({ pick: c, seq: 3 });

    // Picks on two questions: the one touched last (highest number) decides where a resume
    // goes on, even when the saves carry the same moment of the server's clock.
    expect((await put(third!.id, third!.options[0]!, 5)).statusCode).toBe(200);
    expect((await put(second!.id, second!.options[0]!, 4)).statusCode).toBe(200);
    const resumed = (await api.call("POST", base, sitter, {})).json();
    expect(resumed.answers[String(first!.id)]).toBe(c);
    expect(resumed.seq).toBe(5);
    expect(resumed.resume_at).toBe(3);

    // Stored as the student last chose, whatever order the saves came in.
    const db = await t.app.db
      .selectFrom("exam_answers")
      .select(["question_id", "pick", "seq"])
      .where("attempt_id", "=", attempt.id)
      .orderBy("seq")
      .execute();
    expect(db).toEqual([
      { question_id: first!.id, pick: c, seq: 3 },
      { question_id: second!.id, pick: second!.options[0], seq: 4 },
      { question_id: third!.id, pick: third!.options[0], seq: 5 },
    ]);

    // Without a number, or a number below 1: refused with a message naming the field.
    for (const body of [{ pick: a }, { pick: a, seq: 0 }, { pick: a, seq: 1.5 }]) {
      const refused = await api.call("PUT", `${base}/answers/${first!.id}`, sitter, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.seq[0]).toMatchObject({ code: "exams.seqRequired" });
    }
  });

  it("many saves of one question sent at once in any order: the highest number is kept", async () => {
    const exam = await api.examOn(examiner, bankId);
    const base = `/api/exams/${exam.slug}/attempt`;
    const sitter = await api.signUp();
    const attempt = (await api.call("POST", base, sitter, {})).json();
    const question = attempt.questions[0] as { id: number; options: string[] };
    const order = [7, 2, 9, 4, 1, 8, 3, 6, 5, 10, 11, 12].reverse();
    const replies = await Promise.all(
      order.map((seq) =>
        api.call("PUT", `${base}/answers/${question.id}`, sitter, {
          pick: question.options[seq % question.options.length],
          seq,
        }),
      ),
    );
    for (const r of replies) expect(r.statusCode).toBe(200);
    const stored = await t.app.db
      .selectFrom("exam_answers")
      .select(["pick", "seq"])
      .where("attempt_id", "=", attempt.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ pick: question.options[12 % question.options.length], seq: 12 });
    // Every reply names a number at least its own, and the one that says 12 says the kept pick.
    order.forEach((seq, i) => expect(replies[i]!.json().seq).toBeGreaterThanOrEqual(seq));
  });

  it("a submitted attempt takes no more answers", async () => {
    const exam = await api.examOn(examiner, bankId);
    const base = `/api/exams/${exam.slug}/attempt`;
    await api.call("POST", base, student, {});
    expect((await api.call("POST", `${base}/submit`, student)).statusCode).toBe(200);
    const after = await api.call("PUT", `${base}/answers/1`, student, {
      pick: "Key 1",
      seq: nextSeq(),
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toMatch(/submitted/);
    const listed = (await api.call("GET", "/api/exams", student))
      .json()
      .exams.find((e: { slug: string }) => e.slug === exam.slug);
    expect(listed.attempt).toBe("submitted");
  });

  it("a script is stopped per account at the start and answer limits, with a message; others sit on", async () => {
    const exam = await api.examOn(examiner, bankId, { access_code: "LIMIT-1" });
    const base = `/api/exams/${exam.slug}/attempt`;
    const script = await api.signUp();
    // Guessing the access code: every start counts, right or wrong.
    for (let i = 0; i < EXAM_LIMITS.start.limit; i++)
      expect((await api.call("POST", base, script, { access_code: `guess-${i}` })).statusCode).toBe(
        403,
      );
    const stopped = await api.call("POST", base, script, { access_code: "LIMIT-1" });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(/Too many attempts\. Please wait 10 minutes/);
    expect(Number(stopped.headers["retry-after"])).toBe(600);
    const classmate = await api.signUp();
    expect((await api.call("POST", base, classmate, { access_code: "LIMIT-1" })).statusCode).toBe(
      201,
    );

    t.clock.advance(EXAM_LIMITS.start.windowMs);
    expect((await api.call("POST", base, script, { access_code: "LIMIT-1" })).statusCode).toBe(201);
    const answer = () =>
      api.call("PUT", `${base}/answers/1`, script, { pick: "Key 1", seq: nextSeq() });
    // Sent as a script would, many at once: the shared counter lets exactly the limit through.
    const burst = await Promise.all(Array.from({ length: EXAM_LIMITS.answer.limit }, answer));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(EXAM_LIMITS.answer.limit);
    const flooded = await answer();
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toMatch(/Please wait 5 minutes/);
    expect(
      (await api.call("PUT", `${base}/answers/1`, classmate, { pick: "Key 1", seq: nextSeq() }))
        .statusCode,
    ).toBe(200);
  }, 120_000);

  it("a student's deadline is the window's close when the window ends first", async () => {
    const exam = await api.examOn(examiner, bankId, {
      closes_at: new Date(t.clock.now.getTime() + 5 * 60_000).toISOString(),
      timing: { mode: "whole_paper", minutes: 30 },
    });
    const start = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(start.json().seconds_left).toBe(300);
  });

  it("draws each student's paper by category quotas", async () => {
    const exam = await api.examOn(examiner, bankId, {
      selection: {
        mode: "quota",
        quotas: [
          { category: "physics", count: 2 },
          { category: "Mathematics", count: 2 },
        ],
      },
    });
    for (const token of [student, await api.signUp()]) {
      const paper = (await api.call("POST", `/api/exams/${exam.slug}/attempt`, token, {})).json();
      const ids: number[] = paper.questions.map((q: { id: number }) => q.id);
      expect(ids).toHaveLength(4);
      // physics first (ids 4-6), then mathematics (ids 1-3), as the quotas are listed.
      expect(ids.slice(0, 2).every((id) => id >= 4 && id <= 6)).toBe(true);
      expect(ids.slice(2).every((id) => id >= 1 && id <= 3)).toBe(true);
    }
  });
});

describe("results, merit list and release", () => {
  /** Sits the exam, answering by position: "K" the key, "D" a decoy, "-" nothing. */
  async function sit(slug: string, token: string, pattern: string) {
    const attempt = (await api.call("POST", `/api/exams/${slug}/attempt`, token, {})).json();
    for (const [i, q] of (attempt.questions as { id: number }[]).entries()) {
      const c = pattern[i];
      if (c === "-" || c === undefined) continue;
      const pick = c === "K" ? `Key ${q.id}` : `Decoy A${q.id}`;
      const res = await api.call("PUT", `/api/exams/${slug}/attempt/answers/${q.id}`, token, {
        pick,
        seq: nextSeq(),
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await api.call("POST", `/api/exams/${slug}/attempt/submit`, token)).statusCode).toBe(
      200,
    );
  }

  it("csit: ties broken by mathematics through the API; merit JSON and CSV; results only after release", async () => {
    // Paper order: mathematics 1-3, physics 4-6, chemistry 7-8, english 9-10.
    // Its own copy of the bank's layout: no other exam of this file holds these questions back.
    const { own, exam } = await ownBankExam(100, "Ties bank", { release: "manual" });
    const [asha, bikash, chandra] = [await api.signUp(), await api.signUp(), await api.signUp()];
    await sit(exam.slug, asha, "---KKK----"); // 3: all physics
    await sit(exam.slug, bikash, "K--KK-----"); // 3: one mathematics wins the tie
    await sit(exam.slug, chandra, "KKDKKKKDK-"); // 7, two wrong lose nothing under csit

    const early = await api.call("GET", `/api/exams/${exam.slug}/result`, asha);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Results of this exam are not released yet.");
    const tooSoon = await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toMatch(/results can be released after it closes/);

    expect(await standing(exam.slug)).toEqual({
      final: false,
      rows: [
        [7, 1, 100],
        [3, 2, 66.67],
        [3, 3, 33.33],
      ],
    });
    const csv = await api.call(
      "GET",
      `/api/examiner/exams/${exam.slug}/merit?format=csv`,
      examiner,
    );
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="${exam.slug}-merit.csv"`,
    );
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "rank,name,email,score,correct,wrong,unanswered,percentile,submitted_at,submitted_local (Asia/Kathmandu),section: mathematics,section: physics,section: chemistry,section: english",
    );
    // Beside the ISO UTC time, the same moment as a spreadsheet reads it, on Nepal's clock
    // (UTC+5:45) when the request names no zone.
    const shifted = (iso: string, minutes: number) =>
      new Date(Date.parse(iso) + minutes * 60_000).toISOString().slice(0, 19).replace("T", " ");
    for (const line of lines.slice(1)) {
      const [iso, local] = line.split(",").slice(8, 10) as [string, string];
      expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(local).toBe(shifted(iso, 5 * 60 + 45));
    }
    // The page names the examiner's zone: the column follows it, its header saying which.
    const inUtc = await api.call(
      "GET",
      `/api/examiner/exams/${exam.slug}/merit?format=csv&tz=UTC`,
      examiner,
    );
    const utcLines = inUtc.body.trim().split("\r\n");
    expect(utcLines[0]).toMatch(/,submitted_at,submitted_local \(UTC\),section: /);
    const [utcIso, utcLocal] = utcLines[1]!.split(",").slice(8, 10) as [string, string];
    expect(utcLocal).toBe(shifted(utcIso, 0));
    for (const zone of ["Mars/Olympus", "+05:45", "Asia/Kathmandu;rm"]) {
      const badZone = await api.call(
        "GET",
        `/api/examiner/exams/${exam.slug}/merit?format=csv&tz=${encodeURIComponent(zone)}`,
        examiner,
      );
      expect(badZone.statusCode, zone).toBe(400);
      expect(badZone.json().message).toBe("tz is a time zone name, e.g. Asia/Kathmandu.");
    }
    expect(
      lines.slice(1).map((l) => l.split(",").slice(0, 1).concat(l.split(",").slice(3, 7))),
    ).toEqual([
      ["1", "7", "7", "2", "1"],
      ["2", "3", "3", "0", "7"],
      ["3", "3", "3", "0", "7"],
    ]);
    const badFormat = await api.call(
      "GET",
      `/api/examiner/exams/${exam.slug}/merit?format=xls`,
      examiner,
    );
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toBe("format is json or csv.");
    for (const url of [
      `/api/examiner/exams/${exam.slug}/merit`,
      `/api/examiner/exams/${exam.slug}/release`,
    ]) {
      const theirs = await api.call(url.endsWith("release") ? "POST" : "GET", url, otherExaminer);
      expect(theirs.statusCode).toBe(404);
    }

    const listed = (await api.call("GET", "/api/examiner/exams", examiner))
      .json()
      .exams.find((e: { slug: string }) => e.slug === exam.slug);
    expect(listed).toMatchObject({
      started: 3,
      submitted: 3,
      released: false,
      released_at: null,
      warning: null,
    });

    t.clock.advance(HOUR + 2_001);
    const stillManual = await api.call("GET", `/api/exams/${exam.slug}/result`, bikash);
    expect(stillManual.statusCode).toBe(409);
    const release = await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner);
    expect(release.statusCode).toBe(200);
    expect(release.json().message).toMatch(/released/);
    // The list says when the results went out: the release's own moment.
    const afterRelease = (await api.call("GET", "/api/examiner/exams", examiner))
      .json()
      .exams.find((e: { slug: string }) => e.slug === exam.slug);
    expect(afterRelease).toMatchObject({
      released: true,
      released_at: release.json().params.when,
    });

    const result = await api.call("GET", `/api/exams/${exam.slug}/result`, bikash);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({
      score: 3,
      max_score: 10,
      correct: 3,
      wrong: 0,
      unanswered: 7,
      rank: 2,
      candidates: 3,
      percentile: 66.67,
    });
    // In bikash's order: the first question answered with its key, the second left.
    const review = result.json().review as Array<{ id: number }>;
    const [one, two] = [review[0]!.id, review[1]!.id];
    expect(review[0]).toMatchObject({ pick: `Key ${one}`, answer: `Key ${one}`, correct: true });
    expect(review[1]).toMatchObject({
      pick: null,
      correct: false,
      explanation: own.find((q) => q.id === two)!.explanation,
    });
    const notSat = await api.call("GET", `/api/exams/${exam.slug}/result`, student);
    expect(notSat.statusCode).toBe(404);
  });

  it("results are fixed once when the exam is over: the result and merit list read them, a second release changes nothing", async () => {
    const { exam } = await ownBankExam(200, "Fixed bank", { release: "manual" });
    const [asha, bikash] = [await api.signUp(), await api.signUp()];
    await sit(exam.slug, asha, "KKKKKD----");
    await sit(exam.slug, bikash, "KK--------");
    const fixed = () =>
      t.app.db
        .selectFrom("exam_results")
        .innerJoin("exams", "exams.id", "exam_results.exam_id")
        .select([
          "exam_results.position",
          "exam_results.score",
          "exam_results.max_score",
          "exam_results.rank",
          "exam_results.percentile",
          "exam_results.candidates",
          "exams.results_fixed_at",
        ])
        .where("exams.slug", "=", exam.slug)
        .orderBy("exam_results.position")
        .execute();
    // Running: nothing fixed; the merit list as it stands.
    const live = await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner);
    expect(live.json()).toMatchObject({ final: false, rows: [{ score: 5 }, { score: 2 }] });
    // When each candidate's last answer arrived (decision 143): all saved at the test clock's now.
    const savedAt = t.clock.now.toISOString();
    expect(live.json().rows.map((r: { last_answer_at: string }) => r.last_answer_at)).toEqual([
      savedAt,
      savedAt,
    ]);
    expect(await fixed()).toEqual([]);

    t.clock.advance(HOUR + 2_001);
    const releasedAt = t.clock.now;
    expect(
      (await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner)).statusCode,
    ).toBe(200);
    const final = await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner);
    expect(final.json()).toMatchObject({
      final: true,
      rows: [{ last_answer_at: savedAt }, { last_answer_at: savedAt }],
    });
    const stored = await fixed();
    expect(stored).toEqual([
      {
        position: 0,
        score: 500,
        max_score: 1000,
        rank: 1,
        percentile: 100,
        candidates: 2,
        results_fixed_at: releasedAt,
      },
      {
        position: 1,
        score: 200,
        max_score: 1000,
        rank: 2,
        percentile: 50,
        candidates: 2,
        results_fixed_at: releasedAt,
      },
    ]);

    // The routes read the stored rows, not the answers: with every answer row gone, the same.
    await t.app.db
      .deleteFrom("exam_answers")
      .where("attempt_id", "in", (q) =>
        q
          .selectFrom("exam_attempts")
          .innerJoin("exams", "exams.id", "exam_attempts.exam_id")
          .select("exam_attempts.id")
          .where("exams.slug", "=", exam.slug),
      )
      .execute();
    const result = await api.call("GET", `/api/exams/${exam.slug}/result`, asha);
    expect(result.json()).toMatchObject({
      score: 5,
      max_score: 10,
      correct: 5,
      wrong: 1,
      unanswered: 4,
      rank: 1,
      candidates: 2,
      percentile: 100,
    });
    expect(await standing(exam.slug)).toEqual({
      final: true,
      rows: [
        [5, 1, 100],
        [2, 2, 50],
      ],
    });

    // Releasing again: 200, the same moment, nothing fixed twice.
    t.clock.advance(60_000);
    const again = await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner);
    expect(again.statusCode).toBe(200);
    expect(again.json().params.when).toBe(releasedAt.toISOString());
    expect(await fixed()).toEqual(stored);
  });

  it("results out at the close are fixed by the first request that needs them, once, however many ask at once", async () => {
    const { exam } = await ownBankExam(300, "At close bank");
    const students = [await api.signUp(), await api.signUp(), await api.signUp()];
    for (const [i, token] of students.entries()) await sit(exam.slug, token, "K".repeat(i + 1));
    t.clock.advance(HOUR + 2_001);
    const replies = await Promise.all([
      ...students.map((token) => api.call("GET", `/api/exams/${exam.slug}/result`, token)),
      api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner),
    ]);
    for (const r of replies) expect(r.statusCode, r.body).toBe(200);
    expect(replies.slice(0, 3).map((r) => [r.json().score, r.json().rank])).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
    ]);
    const rows = await t.app.db
      .selectFrom("exam_results")
      .innerJoin("exams", "exams.id", "exam_results.exam_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("exams.slug", "=", exam.slug)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(3);
  });

  it("the data export holds the student's exam attempts: picks without keys before the results, keys and the score after", async () => {
    const { own, exam } = await ownBankExam(400, "Export bank", {
      release: "manual",
      title: "Export exam",
    });
    const asha = await api.signUp();
    const base = `/api/exams/${exam.slug}/attempt`;
    const paper = (await api.call("POST", base, asha, {})).json();
    const [first, second] = paper.questions as { id: number; options: string[] }[];
    for (const [q, pick] of [
      [first!, `Key ${first!.id}`],
      [second!, `Decoy A${second!.id}`],
    ] as const)
      expect(
        (await api.call("PUT", `${base}/answers/${q.id}`, asha, { pick, seq: nextSeq() }))
          .statusCode,
      ).toBe(200);
    expect((await api.call("POST", `${base}/submit`, asha)).statusCode).toBe(200);
    const exported = async (token: string) => {
      const res = await api.call("GET", "/api/me/export", token);
      expect(res.statusCode).toBe(200);
      type Exported = Record<string, unknown> & {
        exam: { slug: string };
        questions: Array<Record<string, unknown>>;
      };
      return (res.json().exam_attempts as Exported[]).filter((a) => a.exam.slug === exam.slug);
    };

    // Before the results: the questions as shown, in the student's order, and the picks; no key,
    // no explanation, no score.
    const [before] = await exported(asha);
    expect(before).toMatchObject({
      exam: { slug: exam.slug, title: "Export exam" },
      submitted_at: expect.any(String),
      results_out: false,
      result: null,
    });
    expect(before!.questions.map(({ id, options }) => ({ id, options }))).toEqual(
      paper.questions.map(({ id, options }: { id: number; options: string[] }) => ({
        id,
        options,
      })),
    );
    expect(before!.questions[0]).toEqual({
      id: first!.id,
      question: own.find((q) => q.id === first!.id)!.question,
      options: first!.options,
      pick: `Key ${first!.id}`,
    });
    expect(before!.questions[2]).toMatchObject({ pick: null });
    for (const q of before!.questions) {
      expect(q).not.toHaveProperty("answer");
      expect(q).not.toHaveProperty("correct");
    }
    expect(JSON.stringify(before)).not.toContain("Sealed explanation");

    t.clock.advance(HOUR + 2_001);
    // Closed, not yet released by hand: still no key.
    expect((await exported(asha))[0]).toMatchObject({ results_out: false, result: null });
    expect(
      (await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner)).statusCode,
    ).toBe(200);

    // After: the fixed score, and each question's key, explanation and whether the pick was right.
    const [after] = await exported(asha);
    expect(after).toMatchObject({
      results_out: true,
      result: {
        score: 1,
        max_score: 10,
        correct: 1,
        wrong: 1,
        unanswered: 8,
        rank: 1,
        candidates: 1,
        percentile: 100,
      },
    });
    expect(after!.questions[0]).toMatchObject({
      pick: `Key ${first!.id}`,
      answer: `Key ${first!.id}`,
      correct: true,
      explanation: own.find((q) => q.id === first!.id)!.explanation,
    });
    expect(after!.questions[1]).toMatchObject({
      pick: `Decoy A${second!.id}`,
      answer: `Key ${second!.id}`,
      correct: false,
    });
    // Nobody else's export holds it.
    expect(await exported(student)).toEqual([]);
  });

  it("lists the closed exams a student sat, with when their results are out", async () => {
    const manual = await api.examOn(examiner, bankId, { release: "manual", title: "Sat by hand" });
    const atClose = await api.examOn(examiner, bankId, { title: "Sat at close" });
    const closesAt = t.clock.now.getTime() + HOUR;
    const sita = await api.signUp();
    const outsider = await api.signUp();
    for (const exam of [manual, atClose]) await sit(exam.slug, sita, "K");
    const sat = async (token: string) =>
      ((await api.call("GET", "/api/exams", token)).json().sat as { slug: string }[]).filter((e) =>
        [manual.slug, atClose.slug].includes(e.slug),
      );
    expect(await sat(sita)).toEqual([]);

    t.clock.advance(HOUR);
    // The latest first (the same close: the exam made last).
    expect(await sat(sita)).toEqual([
      {
        slug: atClose.slug,
        title: "Sat at close",
        closes_at: new Date(closesAt).toISOString(),
        results_at: new Date(closesAt + 2_000).toISOString(),
      },
      {
        slug: manual.slug,
        title: "Sat by hand",
        closes_at: new Date(closesAt).toISOString(),
        results_at: null,
      },
    ]);
    expect(await sat(outsider)).toEqual([]);
    t.clock.advance(5_000);
    const released = await api.call("POST", `/api/examiner/exams/${manual.slug}/release`, examiner);
    expect(released.statusCode).toBe(200);
    expect((await sat(sita))[1]!).toMatchObject({
      slug: manual.slug,
      results_at: t.clock.now.toISOString(),
    });
  });

  it("cee and ioe penalties and a custom table, scored by the server", async () => {
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ profile: "cee" }, "KKKKDDD---", 3.25], // 4 - 3 x 0.25
      [{ profile: "ioe" }, "KKDD------", 1.8], // positions 1-60 are 1 mark: 2 - 2 x 0.1
      [{ profile: "bca" }, "KKDD------", 2],
      [
        {
          profile: "custom",
          custom_marks: {
            mathematics: { correct: 2, wrong: 0.5 },
            physics: { correct: 1, wrong: 0 },
            chemistry: { correct: 1, wrong: 1 },
            english: { correct: 1, wrong: 0 },
          },
        },
        "KKD---KD--", // mathematics 2 + 2 - 0.5; chemistry 1 - 1
        3.5,
      ],
    ];
    for (const [change, pattern, score] of cases) {
      const exam = await api.examOn(examiner, bankId, { ...change });
      await sit(exam.slug, student, pattern);
      const merit = (
        await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner)
      ).json();
      expect(merit.rows[0].score, String(change.profile)).toBe(score);
    }
  });
  it("a public paper carries each question's figure with its alt text; the released review carries every formula, the explanation's too", async () => {
    const entrance = (
      JSON.parse(
        readFileSync(
          new URL("../../../../../packages/content/banks/entrance.json", import.meta.url),
          "utf8",
        ),
      ) as { questions: Question[] }
    ).questions;
    const drawn = entrance.find((q) => q.figure)!;
    const worked = entrance.find((q) => !q.figure && /\$/.test(q.explanation))!;
    const exam = await api.createExam(
      examiner,
      api.examForm({
        source: { public_bank: "entrance" },
        selection: { mode: "fixed", question_ids: [drawn.id, worked.id] },
      }),
    );
    const paper = (await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {})).json();
    expect(paper.questions[0].figure).toEqual(drawn.figure);
    expect(paper.questions[0].figure.alt.length).toBeGreaterThanOrEqual(15);
    expect(paper.questions[1].figure).toBeUndefined();
    await api.call("PUT", `/api/exams/${exam.slug}/attempt/answers/${worked.id}`, student, {
      pick: worked.answer,
      seq: nextSeq(),
    });
    await api.call("POST", `/api/exams/${exam.slug}/attempt/submit`, student);
    t.clock.advance(HOUR + 2_001);
    const result = await api.call("GET", `/api/exams/${exam.slug}/result`, student);
    expect(result.statusCode, result.body).toBe(200);
    const [first, second] = result.json().review;
    expect(first.figure).toEqual(drawn.figure);
    expect(second).toMatchObject({ pick: worked.answer, correct: true });
    // Every formula of the text, the options and the explanation has its tree.
    const formulas = [worked.question, ...worked.options, worked.explanation].flatMap(
      (text) => text.match(/\$[^$]+\$/g) ?? [],
    );
    expect(formulas.length).toBeGreaterThan(0);
    for (const formula of formulas) expect(second.math[formula], formula).toBeDefined();
  });
});

describe("fair papers (issue 30): each student's own order, the same on every device and in the review", () => {
  type Shown = { id: number; options: string[] };
  const fairBank = privateBank({ mathematics: 8, physics: 8, chemistry: 6, english: 6 }, 5000);
  let fairBankId: number;
  beforeAll(async () => {
    fairBankId = await api.uploadBank(examiner, fairBank, "Fair bank");
  });
  const categoryOf = (id: number) => fairBank.find((q) => q.id === id)!.category;
  const start = async (slug: string, token: string) =>
    (await api.call("POST", `/api/exams/${slug}/attempt`, token, {})).json().questions as Shown[];

  it("two students get different question and option orders, each section kept in place; a resume and the review show the same", async () => {
    const exam = await api.examOn(examiner, fairBankId, { release: "manual" });
    expect(exam).toMatchObject({ shuffle_questions: true, shuffle_options: true });
    const [asha, bikash] = [await api.signUp(), await api.signUp()];
    const first = await start(exam.slug, asha);
    const second = await start(exam.slug, bikash);
    for (const paper of [first, second]) {
      // Every question once, each with its own options; mathematics first, then physics ...
      expect(paper.map((q) => q.id).sort((a, b) => a - b)).toEqual(fairBank.map((q) => q.id));
      expect(paper.map((q) => categoryOf(q.id))).toEqual(fairBank.map((q) => q.category));
      for (const q of paper)
        expect([...q.options].sort()).toEqual(
          [...fairBank.find((b) => b.id === q.id)!.options].sort(),
        );
    }
    // 28 questions of 4 options: the same order twice by chance is out of reach.
    expect(second.map((q) => q.id)).not.toEqual(first.map((q) => q.id));
    expect(second.map((q) => q.options)).not.toEqual(first.map((q) => q.options));
    // The key no longer sits where it is written (second) for everyone.
    const keyPlaces = new Set(first.map((q) => q.options.indexOf(`Key ${q.id}`)));
    expect(keyPlaces.size).toBeGreaterThan(1);

    // A reload, or another device: the same paper in the same order.
    expect(await start(exam.slug, asha)).toEqual(first);
    for (const q of first.slice(0, 5))
      await api.call("PUT", `/api/exams/${exam.slug}/attempt/answers/${q.id}`, asha, {
        pick: `Key ${q.id}`,
        seq: nextSeq(),
      });
    await api.call("POST", `/api/exams/${exam.slug}/attempt/submit`, asha);
    t.clock.advance(HOUR + 2_001);
    await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner);
    const review = (await api.call("GET", `/api/exams/${exam.slug}/result`, asha)).json()
      .review as Array<Shown & { pick: string | null; correct: boolean }>;
    const shown = ({ id, options }: Shown) => ({ id, options });
    expect(review.map(shown)).toEqual(first.map(shown));
    expect(review.filter((q) => q.correct).map((q) => q.id)).toEqual(
      first.slice(0, 5).map((q) => q.id),
    );
  });

  it("the examiner can keep the written order of the questions, of the options, or both", async () => {
    const cases = [
      { shuffle_questions: false, shuffle_options: false },
      { shuffle_questions: false, shuffle_options: true },
      { shuffle_questions: true, shuffle_options: false },
    ];
    for (const flags of cases) {
      const exam = await api.examOn(examiner, fairBankId, { ...flags });
      expect(exam).toMatchObject(flags);
      const papers = [
        await start(exam.slug, await api.signUp()),
        await start(exam.slug, await api.signUp()),
      ];
      for (const paper of papers) {
        const written = paper.map((q) => q.id).join() === fairBank.map((q) => q.id).join();
        expect(written, JSON.stringify(flags)).toBe(!flags.shuffle_questions);
        const optionsWritten = paper.every(
          (q) => q.options.join() === fairBank.find((b) => b.id === q.id)!.options.join(),
        );
        expect(optionsWritten, JSON.stringify(flags)).toBe(!flags.shuffle_options);
      }
    }
  });

  it("a question whose options name others by place keeps its written order for everyone", async () => {
    const referring = privateBank({ mathematics: 6 }, 6000).map((q, i) =>
      i === 0
        ? { ...q, options: ["Decoy A6000", "Decoy B6000", "Key 6000", "All of the above"] }
        : q,
    );
    const id = await api.uploadBank(examiner, referring, "Referring bank");
    // The examiner's preview flags it.
    const preview = await api.call("GET", `/api/examiner/banks/${id}`, examiner);
    expect(preview.json().written_order).toEqual([6000]);
    const exam = await api.examOn(examiner, id);
    for (let i = 0; i < 4; i++) {
      const paper = await start(exam.slug, await api.signUp());
      expect(paper.find((q) => q.id === 6000)!.options).toEqual(referring[0]!.options);
    }
  });
});

describe("no key out while another exam holds the question (issue 30)", () => {
  it("holds a release, by hand or at close, until every running exam sharing a question has closed", async () => {
    const shared = privateBank({ mathematics: 4, physics: 4 }, 7000);
    const bankA = await api.uploadBank(examiner, shared, "Shared bank");
    // The same questions uploaded again by another examiner: still the same questions.
    const bankB = await api.uploadBank(otherExaminer, shared, "A copy");
    const now = t.clock.now.getTime();
    const byHand = await api.examOn(examiner, bankA, { release: "manual", title: "Morning exam" });
    const atClose = await api.examOn(examiner, bankA, { release: "at_close", title: "Noon exam" });
    await api.examOn(otherExaminer, bankB, {
      title: "Afternoon exam",
      closes_at: new Date(now + 3 * HOUR).toISOString(),
    });
    const asha = await api.signUp();
    for (const slug of [byHand.slug, atClose.slug]) {
      const paper = (await api.call("POST", `/api/exams/${slug}/attempt`, asha, {})).json();
      for (const q of paper.questions as { id: number }[])
        await api.call("PUT", `/api/exams/${slug}/attempt/answers/${q.id}`, asha, {
          pick: `Key ${q.id}`,
          seq: nextSeq(),
        });
      await api.call("POST", `/api/exams/${slug}/attempt/submit`, asha);
    }

    // The morning and noon exams are over; the afternoon one runs on with the same questions.
    t.clock.advance(HOUR + 2_001);
    const until = new Date(now + 3 * HOUR + 2_000).toISOString();
    // The examiner's page says which exam holds the results back, and until when.
    const listed = (await api.call("GET", "/api/examiner/exams", examiner))
      .json()
      .exams.filter((e: { slug: string }) => [byHand.slug, atClose.slug].includes(e.slug));
    for (const exam of listed)
      expect(exam.held_by).toEqual({
        title: "Afternoon exam",
        opens: null,
        until,
        closes: until,
        // Another examiner's, running: it holds for a day past these exams' close at most.
        another_examiner: true,
        limit_days: 1,
      });
    expect(listed.map((e: { released: boolean }) => e.released)).toEqual([false, false]);
    const refused = await api.call("POST", `/api/examiner/exams/${byHand.slug}/release`, examiner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "exams.heldBack",
      params: { title: "Afternoon exam", when: until },
    });
    const held = await api.call("GET", `/api/exams/${atClose.slug}/result`, asha);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: "exams.resultsHeld", params: { when: until } });
    // Nothing a student can read carries a key of the running exam.
    for (const slug of [byHand.slug, atClose.slug]) {
      const body = (await api.call("GET", `/api/exams/${slug}/result`, asha)).body;
      expect(body).not.toMatch(/Sealed explanation|"answer"/);
    }

    // Once it has closed, both are out.
    t.clock.advance(2 * HOUR);
    const released = await api.call("POST", `/api/examiner/exams/${byHand.slug}/release`, examiner);
    expect(released.statusCode).toBe(200);
    for (const slug of [byHand.slug, atClose.slug]) {
      const result = await api.call("GET", `/api/exams/${slug}/result`, asha);
      expect(result.statusCode).toBe(200);
      expect(result.json().score).toBe(8);
    }
    // The examiner's page says so for both: the noon exam's card no longer says "at close".
    const out = (await api.call("GET", "/api/examiner/exams", examiner))
      .json()
      .exams.filter((e: { slug: string }) => [byHand.slug, atClose.slug].includes(e.slug));
    expect(out).toHaveLength(2);
    for (const exam of out) expect(exam).toMatchObject({ released: true, held_by: null });
  });
});
