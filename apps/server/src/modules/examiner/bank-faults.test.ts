import { describe, expect, it } from "vitest";
import { examinerSuite } from "../exams/exam-fixtures";

// Issue 46: a JSON bank's faults said as an examiner counts (question 3, option 2), every fault
// of every question at once, a repeated id on each question that repeats it, and the doubled
// backslash JSON needs for LaTeX named where a single one made a control character.

const { api, examiner } = await examinerSuite({ student: true });

const question = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  category: "physics",
  question: `Which quantity is measured in unit number ${id}?`,
  options: ["Force", "Mass", "Energy", "Power"],
  answer: "Force",
  explanation: "The unit is defined from Newton's second law, F = ma.",
  ...extra,
});

async function faultsOf(questions: unknown[]) {
  const res = await api.call("POST", "/api/examiner/banks", examiner, {
    name: "Faults",
    questions,
    dry_run: true,
  });
  expect(res.statusCode).toBe(422);
  const errors = res.json().errors as Record<string, { code: string; message: string }[]>;
  return Object.fromEntries(
    Object.entries(errors).map(([field, faults]) => [field, faults.map((f) => f.message)]),
  );
}

describe("a JSON bank's faults", () => {
  it("names an option by its number as a person counts, and lists every fault of the question", async () => {
    expect(
      await faultsOf([
        question(1),
        question(2, { options: ["Force", "Mass", 5, "Power"] }),
        question(3, { options: ["Force", "force", "", "Power"], answer: "Work" }),
      ]),
    ).toEqual({
      "question 2": ["question 2: option 3 should be a string, not 5"],
      "question 3": [
        "question 3: option 3 is required.",
        'question 3: duplicate options: "force" (compared ignoring case)',
        'question 3: answer "Work" is not among the options',
      ],
    });
  });

  it("gives each question that repeats an id its own line, naming the first by its number", async () => {
    expect(
      await faultsOf([
        question(1),
        question(1, { question: "Which quantity has the unit joule?" }),
        question(2, { question: "Which of these is a vector quantity?" }),
        question(2, { question: "Which quantity has the unit watt?" }),
      ]),
    ).toEqual({
      "question 1 (number 2)": [
        "question 1 (number 2 in the file): duplicate id (also used by an earlier question, number 1 in the file)",
      ],
      "question 2 (number 4)": [
        "question 2 (number 4 in the file): duplicate id (also used by an earlier question, number 3 in the file)",
      ],
    });
  });

  it("says that a LaTeX backslash is written twice in JSON, beside the other questions' faults", async () => {
    // A bank file as an examiner types it, LaTeX with one backslash: JSON reads "\frac" as a form
    // feed and "rac", "\theta" as a tab and "heta".
    const typed = String.raw`[
      {"explanation": "Half of it: $\frac{4}{2} = 2$, as the rule gives."},
      {"question": "What is $2\theta$ when $\theta = 30°$?"},
      {"category": ""}
    ]`;
    const faults = await faultsOf(
      (JSON.parse(typed) as Record<string, unknown>[]).map((fields, i) => question(i + 1, fields)),
    );
    expect(faults).toEqual({
      "question 1": [
        'question 1: explanation has the control character U+000C where \\frac was likely meant: in JSON a backslash starts an escape (\\f is a form feed, \\t a tab, \\n a line break), so write each backslash of LaTeX twice, "\\\\frac"',
      ],
      "question 2": [
        'question 2: question text has the control character U+0009 where \\theta was likely meant: in JSON a backslash starts an escape (\\f is a form feed, \\t a tab, \\n a line break), so write each backslash of LaTeX twice, "\\\\theta"',
      ],
      "question 3": ["question 3: category is required."],
    });
  });
});
