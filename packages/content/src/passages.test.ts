import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { question, removeTempDirs, tempDir } from "../test/make-banks";
import { checkCatalog } from "./check-banks";
import { passageProblems, tableCells, tableFaults } from "./passages";
import { contentQuestionSchema } from "./question";
import { formatProblem } from "./problem";
import { checkQuestions, newBankMemory } from "./question-checks";

afterAll(removeTempDirs);

const figures = path.join(import.meta.dirname, "..", "banks", "figures");
const table = "| Year | Rain (mm) |\n| --- | ---: |\n| 2079 | 1,820 |\n| 2080 | 1,640 |";
const reading = {
  id: "p1",
  title: "A monsoon in numbers",
  text: `The table gives the rain at one station.\n\n${table}\n\nThe drop was about $11\\%$.`,
};
const onPassage = (id: number, passage = "p1") =>
  question({ id, category: "english", passage } as never);
const list = (passages: unknown[], questions: unknown[]) => ({ passages, questions });
const problemsOf = (bank: { passages?: unknown; questions: unknown[] }) =>
  passageProblems(
    "banks/bca-entrance.json",
    bank,
    [{ where: "", questions: bank.questions }],
    figures,
  ).map(formatProblem);

describe("pipe tables", () => {
  it("splits a row into its cells, leaving a | inside maths or written \\| alone", () => {
    expect(tableCells("| a | b |")).toEqual([" a ", " b "]);
    expect(tableCells("| $|x|$ | a \\| b | c")).toEqual([" m ", " a \\ b ", " c"]);
  });

  it("names a missing delimiter line and a row of the wrong width", () => {
    expect(tableFaults(table)).toEqual([]);
    expect(tableFaults("Intro\n| a | b |\n| 1 | 2 |")).toEqual([
      "the table at line 2 needs a delimiter line after its header (| --- | --- |)",
    ]);
    expect(tableFaults("| a | b |\n| --- | --- |\n| 1 | 2 | 3 |")).toEqual([
      "the table at line 1: row 1 has 3 cells, its header 2",
    ]);
  });
});

describe("passage sets", () => {
  it("accepts a passage whose questions stand together, with maths and a table", () => {
    expect(
      problemsOf(
        list([reading], [question({ id: 1 }), onPassage(2), onPassage(3), question({ id: 4 })]),
      ),
    ).toEqual([]);
  });

  it("reports an unknown passage, a passage without questions and a run that is broken", () => {
    const second = { id: "p2", text: "Another passage." };
    const third = { id: "p3", text: "A third passage." };
    expect(
      problemsOf(
        list(
          [reading, second, third],
          [onPassage(1), question({ id: 2 }), onPassage(3), onPassage(4, "p9"), onPassage(5, "p2")],
        ),
      ),
    ).toEqual([
      'banks/bca-entrance.json: id 4: passage "p9" is not among the passages (p1, p2, p3)',
      'banks/bca-entrance.json: the questions of passage "p1" do not stand together (positions 1 to 3 hold 2 of them): put them one after another',
      'banks/bca-entrance.json: passage "p3" has no questions',
    ]);
  });

  it("holds a passage's text to the question text's rules, and checks its figure", () => {
    const bad = {
      id: "p1",
      title: "Two\u0009columns",
      text: "Read $\\fraq{1}{2}$ and this:\n| a | b |\n| 1 | 2 |",
      figure: { file: "none-such.svg", alt: "short" },
    };
    expect(problemsOf(list([bad, { id: "p1", text: "" }], [onPassage(1)]))).toEqual([
      expect.stringMatching(/^banks\/bca-entrance\.json: passage "p1": LaTeX "\\fraq\{1\}\{2\}": /),
      'banks/bca-entrance.json: passage "p1": the table at line 2 needs a delimiter line after its header (| --- | --- |)',
      'banks/bca-entrance.json: passage "p1": its title has control character U+0009',
      'banks/bca-entrance.json: passage "p1": figure none-such.svg: alt text must say what the figure shows (at least 15 characters)',
      'banks/bca-entrance.json: passage "p1": figure none-such.svg is missing from the figures folder',
      'banks/bca-entrance.json: passage "p1" is named twice; give each passage its own id',
      'banks/bca-entrance.json: passage "p1" has no text',
    ]);
  });

  it("keeps a passage's questions inside one set", () => {
    const bank = { passages: [reading], sets: [{ set: 1 }, { set: 2 }] };
    const scopes = [
      { where: "set 1", questions: [question({ id: 1 }), onPassage(2)] },
      { where: "set 2", questions: [onPassage(3), question({ id: 4 })] },
    ];
    expect(
      passageProblems("banks/science-exam.json", bank, scopes, figures).map(formatProblem),
    ).toEqual([
      'banks/science-exam.json: set 2: passage "p1" has questions in another set too; keep them together',
    ]);
  });

  it("reads a catalog unit's passages, reporting them with the unit", () => {
    const dir = tempDir();
    const questions = Array.from({ length: 10 }, (_, i) =>
      i < 3 ? onPassage(i + 1) : question({ id: i + 1, category: "english" }),
    );
    questions.push(onPassage(11, "p2"));
    const file = {
      level: { slug: "grade-x", name: "Grade X", name_ne: "कक्षा १०", position: 1 },
      subjects: [
        {
          slug: "grade-x-english",
          name: "English",
          categories: [
            {
              slug: "mcq",
              name: "MCQ",
              items: [
                {
                  slug: "reading",
                  name: "Reading",
                  units: [{ slug: "rain", name: "Rain", passages: [reading], questions }],
                },
              ],
            },
          ],
        },
      ],
    };
    writeFileSync(path.join(dir, "grade-x.json"), JSON.stringify(file));
    expect(checkCatalog(dir).problems.map(formatProblem)).toEqual([
      'catalog/grade-x.json: id 11: grade-x-english / mcq / reading / rain: passage "p2" is not among the passages (p1)',
    ]);
  });

  it("lets two passages ask the same words, and still finds a repeat inside one passage", () => {
    const ask = (id: number, passage: string) =>
      contentQuestionSchema.parse({
        ...question({ id, category: "english" }),
        question: "What is the main idea of the passage?",
        passage,
      });
    const questions = [ask(1, "p1"), ask(2, "p2"), ask(3, "p2")];
    expect(
      checkQuestions("banks/bca-entrance.json", questions, null, newBankMemory()).map(
        formatProblem,
      ),
    ).toEqual(["banks/bca-entrance.json: id 3: same question text as id 2"]);
  });
});
