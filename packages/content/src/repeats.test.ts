import { describe, expect, it } from "vitest";
import { question } from "../test/make-banks";
import { checkRepeats, type QuestionGroup } from "./repeats";
import { formatProblem } from "./problem";

const bank = (label: string, questions: unknown[]): QuestionGroup => ({
  label,
  file: label,
  where: "",
  questions,
});
const list = (shared: unknown) => ({ file: "shared-questions.json", data: { shared } });

describe("repeats across banks and subjects", () => {
  const ocean = "Which is the largest ocean in the world?";
  const science = bank("banks/science-exam.json", [question({ id: 95, question: ocean })]);
  const management = bank("banks/management-exam.json", [question({ id: 40, question: ocean })]);
  const subject: QuestionGroup = {
    label: "catalog/grade-x.json: grade-x-science",
    file: "catalog/grade-x.json",
    where: "grade-x-science",
    questions: [question({ id: 7, question: `${ocean} ` })],
  };

  it("refuses the same text in another bank or subject unless the list gives a reason", () => {
    const { problems } = checkRepeats([science, management, subject], list([]));
    expect(problems.map(formatProblem)).toEqual([
      "banks/management-exam.json: id 40: same question text as id 95 in banks/science-exam.json: a text may stand in two banks or subjects only where shared-questions.json lists it with its reason; rewrite one or remove it",
      "catalog/grade-x.json: id 7: grade-x-science: same question text as id 95 in banks/science-exam.json: a text may stand in two banks or subjects only where shared-questions.json lists it with its reason; rewrite one or remove it",
    ]);
  });

  it("lists a repeat the list allows, with its reason", () => {
    const report = checkRepeats(
      [science, management],
      list([
        {
          reason: "Both exams are sat by different streams on the same day.",
          copies: [
            { in: "banks/science-exam.json", id: 95 },
            { in: "banks/management-exam.json", id: 40 },
          ],
        },
      ]),
    );
    expect(report.problems).toEqual([]);
    expect(report.shared).toEqual([
      `"${ocean}": banks/science-exam.json id 95, banks/management-exam.json id 40: Both exams are sat by different streams on the same day.`,
    ]);
  });

  it("reports an entry that names no question, or copies that no longer share their text", () => {
    const other = bank("banks/category-test.json", [
      question({ id: 3, question: "Which ocean is the smallest?" }),
    ]);
    const { problems } = checkRepeats(
      [science, other],
      list([
        {
          reason: "An entry whose copy was removed since.",
          copies: [
            { in: "banks/science-exam.json", id: 95 },
            { in: "banks/science-exam.json", id: 96 },
          ],
        },
        {
          reason: "An entry whose copy was rewritten since.",
          copies: [
            { in: "banks/science-exam.json", id: 95 },
            { in: "banks/category-test.json", id: 3 },
          ],
        },
        { reason: "short", copies: [] },
      ]),
    );
    expect(problems.map(formatProblem)).toEqual([
      "shared-questions.json: shared[2].reason: say why the text is repeated, in a sentence",
      "shared-questions.json: shared[2].copies: list every copy, at least two",
      "shared-questions.json: shared[0]: no question banks/science-exam.json id 96: correct or remove it",
      "shared-questions.json: shared[1]: banks/science-exam.json id 95, banks/category-test.json id 3 no longer share their text: remove the entry",
    ]);
  });

  it("without a list (a college's folder) only names the repeats, and counts reworded copies elsewhere", () => {
    const reworded = bank("banks/category-test.json", [
      question({
        id: 9,
        question: "Which ocean is the largest in the world?",
        answer: "Force 95",
        options: ["Force 95", "Mass", "Power", "Energy"],
      }),
    ]);
    const report = checkRepeats([science, management, reworded], null);
    expect(report.problems).toEqual([]);
    expect(report.unlisted).toEqual([
      "banks/science-exam.json id 95, banks/management-exam.json id 40",
    ]);
    // Its key agrees with id 95's only.
    expect(report.reworded.map((p) => [p.first.id, p.second.id])).toEqual([[95, 9]]);
  });
});
