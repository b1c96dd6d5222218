import { describe, expect, it } from "vitest";
import { privateBank, examinerSuite, csvFile } from "../exams/exam-fixtures";

// Issue 29, "user keys are data": a bank whose category was "constructor" answered 500 on every
// later listing, and "__proto__" vanished from the counts. Names of the object's own members are
// ordinary categories; "__proto__", which a JSON object cannot carry as data through every layer
// (a zod record drops it), is refused with a coded reason wherever a category is given.

const { t, api, examiner, student } = await examinerSuite({ student: true });

/** privateBank's questions under the object-member names (lower-cased as categories must be). */
const memberBank = (firstId: number) =>
  privateBank({ constructor: 2, tostring: 2, hasownproperty: 1, valueof: 1 }, firstId);

describe("categories named like an object's members", () => {
  it("'constructor', 'tostring', 'hasownproperty' and 'valueof' are saved, counted and listed as names", async () => {
    const saved = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Member names",
      questions: memberBank(1),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const counts = { constructor: 2, tostring: 2, hasownproperty: 1, valueof: 1 };
    expect(saved.json().categories).toEqual(counts);
    const listed = await api.call("GET", "/api/examiner/banks", examiner);
    expect(listed.statusCode, listed.body).toBe(200);
    const bank = listed.json().banks.find((b: { name: string }) => b.name === "Member names");
    expect(bank.categories).toEqual(counts);
  });

  it("an exam drawn by quotas of those names, marked by a custom table keyed by them", async () => {
    const bankId = await api.uploadBank(examiner, memberBank(100), "Member names 2");
    const exam = await api.examOn(examiner, bankId, {
      selection: {
        mode: "quota",
        quotas: [
          { category: "constructor", count: 2 },
          { category: "tostring", count: 1 },
        ],
      },
      profile: "custom",
      custom_marks: {
        constructor: { correct: 3, wrong: 1 },
        tostring: { correct: 2, wrong: 0 },
      },
    });
    const attempt = (await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {})).json();
    expect(attempt.questions).toHaveLength(3);
    for (const [i, q] of (attempt.questions as { id: number }[]).entries()) {
      const put = await api.call(
        "PUT",
        `/api/exams/${exam.slug}/attempt/answers/${q.id}`,
        student,
        { pick: `Key ${q.id}`, seq: i + 1 },
      );
      expect(put.statusCode, put.body).toBe(200);
    }
    const submitted = await api.call("POST", `/api/exams/${exam.slug}/attempt/submit`, student);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const merit = await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner);
    expect(merit.statusCode, merit.body).toBe(200);
    // Two constructor questions at 3 marks, one tostring at 2.
    expect(merit.json().rows[0].score).toBe(8);
  });
});

describe("'__proto__' is refused with a reason wherever a category is given", () => {
  const proto = (firstId: number) =>
    privateBank({ physics: 1 }, firstId).map((q) => ({ ...q, category: "__proto__" }));

  it("in a bank's questions", async () => {
    const res = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Proto",
      questions: [...privateBank({ physics: 1 }, 200), ...proto(201)],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["question 201"]).toEqual([
      expect.objectContaining({
        code: "imports.questionProblemAt",
        params: expect.objectContaining({ id: 201, n: 2, reason: "category_reserved" }),
        message:
          'question 201 (number 2 in the file): the category "__proto__" is a name kept for the system; choose another',
      }),
    ]);
  });

  it("in a file's category column, and as the category for a file that gives none", async () => {
    const csv = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Proto CSV",
      format: "csv",
      text: csvFile(["What is 1 plus 1?,1,2,3,,,b,__proto__,1 + 1 = 2."]),
    });
    expect(csv.statusCode).toBe(422);
    expect(csv.json().errors["line 2"][0]).toMatchObject({
      message: expect.stringContaining('the category "__proto__" is a name kept for the system'),
    });
    const aiken = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Proto Aiken",
      format: "aiken",
      category: "__proto__",
      text: "What is 1 plus 1?\nA. 1\nB. 2\nC. 3\nANSWER: B\n",
    });
    expect(aiken.statusCode).toBe(422);
    expect(JSON.stringify(aiken.json().errors)).toMatch(/__proto__/);
  });

  it("as a key of the custom marks: refused with its own code, the field named, nothing made", async () => {
    const bankId = await api.uploadBank(examiner, privateBank({ physics: 2 }, 300), "Plain");
    const form = api.examForm({ source: { bank_id: bankId }, profile: "custom" });
    const examsBefore = (await api.call("GET", "/api/examiner/exams", examiner)).json().exams
      .length;
    const payload = JSON.stringify(form).replace(
      /}$/,
      ',"custom_marks":{"__proto__":{"correct":5,"wrong":0},"physics":{"correct":1,"wrong":0}}}',
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/examiner/exams",
      headers: { authorization: `Bearer ${examiner}`, "content-type": "application/json" },
      payload,
    });
    expect(res.statusCode).toBe(422);
    const refusal = {
      code: "input.reservedKey",
      params: { field: "custom_marks.__proto__", key: "__proto__" },
      message:
        'custom_marks.__proto__: the name "__proto__" is kept for the system; choose another.',
    };
    expect(res.json()).toEqual({ ...refusal, errors: { "custom_marks.__proto__": [refusal] } });
    const exams = await api.call("GET", "/api/examiner/exams", examiner);
    expect(exams.json().exams.length).toBe(examsBefore);
    // The same form without it is an exam.
    const made = await api.call("POST", "/api/examiner/exams", examiner, {
      ...form,
      custom_marks: { physics: { correct: 1, wrong: 0 } },
    });
    expect(made.statusCode, made.body).toBe(201);
  });
});

describe("access before work", () => {
  it("a student's POST /api/examiner/exams {} is 403, not a 422 listing the form's fields", async () => {
    for (const body of [{}, { title: "\u0000", custom_marks: { x: 1 } }]) {
      const res = await api.call("POST", "/api/examiner/exams", student, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: "general.examinersOnly",
        params: {},
        message: "This is for examiners. Ask the college's Tayari administrator for access.",
      });
    }
    const anonymous = await api.call("POST", "/api/examiner/exams", undefined, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("general.sessionEnded");
  });
});
