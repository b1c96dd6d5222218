import { describe, expect, it } from "vitest";
import { nextSeq, privateBank, examinerSuite } from "../exams/exam-fixtures";

// An examiner's bank with passages (issue 49, decision 221): uploaded in the bank format beside its
// questions, checked with each fault named by the question's number in the file, kept with the
// bank, sent once with the paper, the review and the item analysis, and kept together by the
// shuffle of the paper.

const { t, api, examiner } = await examinerSuite({ student: true });

const passages = [
  {
    id: "monsoon",
    title: "Rain in Pokhara",
    text: "Pokhara had $2^{2}$ wet months.\n\n| Month | Rain (mm) |\n| --- | --- |\n| Asar | 800 |\n| Saun | 900 |",
  },
  { id: "river", text: "The river rose after the storm and the bridge was closed for a day." },
];

/** 3 questions on "monsoon", 2 on "river", and 5 plain: ids 501 to 510, in that order. */
function bankWithPassages() {
  const questions = privateBank({ english: 10 }, 501);
  questions.forEach((q, i) => {
    if (i < 3) q.passage = "monsoon";
    else if (i < 5) q.passage = "river";
  });
  return questions;
}

const errorsOf = (body: { errors: Record<string, { message: string }[]> }) =>
  Object.fromEntries(
    Object.entries(body.errors).map(([field, faults]) => [field, faults.map((f) => f.message)]),
  );

describe("an examiner's bank with passages", () => {
  it("is kept with its passages, which the examiner sees with their maths", async () => {
    const id = await api.uploadBank(examiner, bankWithPassages(), "Reading bank", passages);
    const shown = await api.call("GET", `/api/examiner/banks/${id}`, examiner);
    const body = shown.json();
    expect(body.passages.map((p: { id: string; title?: string }) => [p.id, p.title])).toEqual([
      ["monsoon", "Rain in Pokhara"],
      ["river", undefined],
    ]);
    expect(Object.keys(body.passages[0].math)).toEqual(["$2^{2}$"]);
    expect(body.questions.map((q: { passage?: string }) => q.passage ?? null)).toEqual([
      ...["monsoon", "monsoon", "monsoon", "river", "river"],
      ...[null, null, null, null, null],
    ]);
  });

  it("refuses a question naming a passage the bank does not give, by its number in the file", async () => {
    const questions = bankWithPassages();
    questions[3]!.passage = "rivers"; // number 4: a misspelt id
    questions[7]!.passage = "monsoon"; // number 8: apart from the passage's run (1 to 3)
    const res = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Broken reading bank",
      questions: questions.map((q, i) => ({ ...q, id: 900 + i * 2 })),
      passages,
    });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toEqual({
      "question 906": [
        'question 906 (number 4 in the file): names passage "rivers", which the file does not give: give the passage before its questions',
      ],
      "question 914": [
        'question 914 (number 8 in the file): the questions of passage "monsoon" do not stand together: put them one after another',
      ],
    });
  });

  it("refuses a passage with a fault or without questions, and passages that are not a list", async () => {
    const questions = bankWithPassages().slice(0, 3);
    const res = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Faulty passages",
      questions,
      passages: [{ ...passages[0]!, text: "| Month | Rain |\n| Asar | 800 |" }, passages[1]],
    });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json()).bank).toEqual([
      'Nothing written: passage "monsoon": the table at line 1 needs a delimiter line after its header (| --- | --- |)',
      'Nothing written: passage "river" has no questions',
    ]);
    // Each with its code and values, for the page to say in Nepali (decision 223).
    expect(res.json().errors.bank.map((f: { params: object }) => f.params)).toEqual([
      { reason: "passage_table_delimiter", "reason.passage": "monsoon", "reason.line": 1 },
      { reason: "passage_unused", "reason.passage": "river" },
    ]);
    // A passage whose title breaks the text rule: said once, under the bank, not again as a
    // passage its questions name but the file does not give.
    const tabbed = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Tabbed title",
      questions,
      passages: [{ ...passages[0]!, title: "Rain\tin Pokhara" }],
    });
    expect(tabbed.statusCode).toBe(422);
    expect(Object.keys(tabbed.json().errors)).toEqual(["bank"]);
    expect(errorsOf(tabbed.json()).bank).toEqual([
      "Nothing written: passages[0].title must be on one line: remove the line break or tab.",
    ]);
    const notList = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Not a list",
      questions,
      passages: { monsoon: "text" },
    });
    expect(notList.statusCode).toBe(422);
    expect(notList.json().code).toBe("imports.passagesList");
  });

  it("keeps a passage's figure when it is one of the site's drawings, and sends it with the paper", async () => {
    const figure = { file: "metre-bridge.svg", alt: "A metre bridge with the jockey at 40 cm" };
    const unknown = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Figure not the site's",
      questions: bankWithPassages(),
      passages: [{ ...passages[0]!, figure: { ...figure, file: "bridge.svg" } }, passages[1]],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.bank).toEqual([
      {
        code: "imports.fileProblem",
        params: {
          reason: "passage_figure_unknown",
          "reason.passage": "monsoon",
          "reason.file": '"bridge.svg"',
        },
        message:
          'Nothing written: passage "monsoon": the figure "bridge.svg" is not one of the site\'s figures; a bank can show only those',
      },
    ]);

    const id = await api.uploadBank(examiner, bankWithPassages(), "Reading with a drawing", [
      { ...passages[0]!, figure },
      passages[1],
    ]);
    const shown = await api.call("GET", `/api/examiner/banks/${id}`, examiner);
    expect(shown.json().passages[0].figure).toEqual(figure);
    const exam = await api.examOn(examiner, id);
    const started = await api.call(
      "POST",
      `/api/exams/${exam.slug}/attempt`,
      await api.signUp(),
      {},
    );
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().passages.find((p: { id: string }) => p.id === "monsoon").figure).toEqual(
      figure,
    );
  });

  it("keeps each passage's questions together and in order in every shuffled paper, and sends each passage once with the paper, the review and the analysis", async () => {
    const id = await api.uploadBank(examiner, bankWithPassages(), "Reading exam bank", passages);
    const exam = await api.examOn(examiner, id, { shuffle_questions: true, shuffle_options: true });
    const orders = new Set<string>();
    const students: string[] = [];
    for (let i = 0; i < 8; i++) {
      const token = await api.signUp();
      students.push(token);
      const started = await api.call("POST", `/api/exams/${exam.slug}/attempt`, token, {});
      expect(started.statusCode, started.body).toBe(201);
      const paper = started.json();
      const ids: number[] = paper.questions.map((q: { id: number }) => q.id);
      orders.add(ids.join(","));
      const at = (id: number) => ids.indexOf(id);
      // Each passage's run: consecutive, in the order written.
      expect([at(502) - at(501), at(503) - at(502), at(505) - at(504)]).toEqual([1, 1, 1]);
      expect(paper.questions.filter((q: { passage?: string }) => q.passage).length).toBe(5);
      expect(paper.passages.map((p: { id: string }) => p.id).sort()).toEqual(["monsoon", "river"]);
      expect(paper.passages.find((p: { id: string }) => p.id === "monsoon").math).toBeDefined();
      const answered = await api.call("PUT", `/api/exams/${exam.slug}/attempt/answers/501`, token, {
        pick: "Key 501",
        seq: nextSeq(),
      });
      expect(answered.statusCode, answered.body).toBe(200);
    }
    // Seven blocks shuffled for eight students: not all in one order.
    expect(orders.size).toBeGreaterThan(1);

    t.clock.advance(2 * 60 * 60_000);
    const result = await api.call("GET", `/api/exams/${exam.slug}/result`, students[0]);
    expect(result.statusCode, result.body).toBe(200);
    const review = result.json();
    expect(review.passages.map((p: { id: string }) => p.id).sort()).toEqual(["monsoon", "river"]);
    expect(
      review.review
        .filter((q: { passage?: string }) => q.passage === "monsoon")
        .map((q: { id: number }) => q.id),
    ).toEqual([501, 502, 503]);

    const analysis = await api.call("GET", `/api/examiner/exams/${exam.slug}/analysis`, examiner);
    expect(analysis.statusCode, analysis.body).toBe(200);
    expect(analysis.json().passages.map((p: { id: string }) => p.id)).toEqual(["monsoon", "river"]);
    expect(analysis.json().questions.find((q: { id: number }) => q.id === 504).passage).toBe(
      "river",
    );
  });

  it("sends no passages where the bank has none, as before", async () => {
    const bankId = await api.uploadBank(examiner, privateBank({ english: 3 }, 700));
    const exam = await api.examOn(examiner, bankId);
    const started = await api.call(
      "POST",
      `/api/exams/${exam.slug}/attempt`,
      await api.signUp(),
      {},
    );
    expect(started.statusCode).toBe(201);
    expect(Object.keys(started.json())).not.toContain("passages");
    expect(started.json().questions.every((q: object) => !("passage" in q))).toBe(true);
  });
});
