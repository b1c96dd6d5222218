import { describe, expect, it } from "vitest";
import { privateBank, examinerSuite } from "../exams/exam-fixtures";

// Issue 29, "stored as derived, never as sent": fields an uploader sent beside the bank format (a
// `math` tree with a script and a javascript: link, a figure naming ../../../../etc/passwd) were
// kept and sent back in the review after release. Now a bank keeps only the format's fields, the
// maths is built by the server from the LaTeX, and a figure must be one the site has.

const { t, api, examiner, student } = await examinerSuite({ student: true });

const HOUR = 60 * 60_000;
const HOSTILE_MATH = {
  "$x^2$": [
    ["script", ["alert(1)"]],
    ["a", ["click"], { href: "javascript:alert(document.cookie)" }],
  ],
};

/** Two questions with formulas, the first carrying a hand-made tree and a field of its own. */
function hostileBank(firstId: number) {
  const [a, b] = privateBank({ mathematics: 2 }, firstId);
  return [
    {
      ...a!,
      question: `If $x^2 = 9$ and x > 0, question ${firstId}: which option is the key?`,
      math: HOSTILE_MATH,
      onclick: "javascript:alert(2)",
      options: a!.options,
    },
    b!,
  ];
}

const leaks = (text: string) =>
  /javascript:|<script|"script"|alert\(|etc\/passwd|onclick/.exec(text);

describe("a bank keeps only the bank format's fields", () => {
  it("refuses a figure that is a path, or a file the site does not have", async () => {
    const [q, other] = hostileBank(1);
    const path = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Path figure",
      questions: [
        { ...q, figure: { file: "../../../../etc/passwd", alt: "A drawing of a triangle." } },
        other,
      ],
    });
    expect(path.statusCode).toBe(422);
    expect(path.json().code).toBe("imports.bankFaults");
    expect(path.json().errors["question 1"][0].message).toBe(
      "question 1: figure.file must name a figure file: lower-case letters, digits, dots, dashes, ending in .svg.",
    );
    const unknown = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Unknown figure",
      questions: [{ ...q, figure: { file: "passwd.svg", alt: "A drawing of a triangle." } }, other],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors["question 1"]).toEqual([
      expect.objectContaining({
        code: "imports.questionProblem",
        message: `question 1: the figure "passwd.svg" is not one of the site's figures; a bank can show only those`,
      }),
    ]);
    const banks = (await api.call("GET", "/api/examiner/banks", examiner)).json().banks;
    expect(banks).toEqual([]);
  });

  it("saves a bank without the math tree and fields it was sent with: not in the database, the preview or the released review", async () => {
    const questions = hostileBank(10);
    const saved = await api.call("POST", "/api/examiner/banks", examiner, {
      name: "Sent with a tree",
      questions: [
        {
          ...questions[0],
          figure: { file: "atwood-machine-3kg-2kg.svg", alt: "Two blocks hang over a pulley." },
        },
        questions[1],
      ],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id as number;
    const rows = await t.app.db
      .selectFrom("exam_bank_parts")
      .select(["questions"])
      .where("bank_id", "=", id)
      .execute();
    const stored = JSON.stringify(rows);
    expect(leaks(stored)).toBeNull();
    expect(Object.keys((rows[0]!.questions as object[])[0]!).sort()).toEqual([
      "answer",
      "category",
      "explanation",
      "figure",
      "id",
      "options",
      "question",
    ]);

    // The examiner's preview: the tree the server built from the LaTeX, nothing of the one sent.
    const preview = await api.call("GET", `/api/examiner/banks/${id}`, examiner);
    expect(preview.statusCode).toBe(200);
    expect(leaks(preview.body)).toBeNull();
    const first = preview.json().questions[0];
    expect(first.math["$x^2 = 9$"]).toBeDefined();
    expect(first.math["$x^2$"]).toBeUndefined();
    expect(first.figure).toEqual({
      file: "atwood-machine-3kg-2kg.svg",
      alt: "Two blocks hang over a pulley.",
    });

    // The student's review once the results are out.
    const exam = await api.examOn(examiner, id);
    const attempt = (await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {})).json();
    for (const [i, q] of (attempt.questions as { id: number }[]).entries())
      expect(
        (
          await api.call("PUT", `/api/exams/${exam.slug}/attempt/answers/${q.id}`, student, {
            pick: `Key ${q.id}`,
            seq: i + 1,
          })
        ).statusCode,
      ).toBe(200);
    await api.call("POST", `/api/exams/${exam.slug}/attempt/submit`, student);
    t.clock.advance(HOUR + 2_001);
    const result = await api.call("GET", `/api/exams/${exam.slug}/result`, student);
    expect(result.statusCode, result.body).toBe(200);
    expect(leaks(result.body)).toBeNull();
    const reviewed = (result.json().review as { id: number; math?: object }[]).find(
      (q) => q.id === 10,
    )!;
    expect(Object.keys(reviewed.math ?? {})).toEqual(["$x^2 = 9$"]);
  });
});
