import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cleanBanks, question, removeTempDirs, tempDir, writeBanks } from "../test/make-banks";
import { checkBanks, checkCatalog } from "./check-banks";
import { formatProblem } from "./problem";
import {
  collapsingSpaceFaults,
  isPlainFormula,
  plainFormulaFaults,
  screenProblems,
  shownTitleFaults,
} from "./screen-faults";

afterAll(removeTempDirs);

describe("a formula in plain text beside options in LaTeX", () => {
  it("is told from a word, a number and a number with its unit", () => {
    for (const formula of ["mvqB", "R", "2R", "x + 1", "sin x", "qB"])
      expect(isPlainFormula(formula), formula).toBe(true);
    for (const text of ["Zero", "None of these", "10 m", "2.5 kg", "1", "Infinite", "गणित"])
      expect(isPlainFormula(text), text).toBe(false);
  });

  it("is a fault only where another option is LaTeX, and says how to write it", () => {
    const options = ["$\\frac{qB}{mv}$", "mvqB", "$\\frac{mv^2}{qB}$", "$\\frac{mv}{qB}$"];
    expect(plainFormulaFaults(options)).toEqual([
      'option 2 "mvqB" writes a formula in plain text beside options in LaTeX ("$\\\\frac{qB}{mv}$", ' +
        '"$\\\\frac{mv^2}{qB}$"): a student sees it set apart from the others; write it in LaTeX too, "$mvqB$"',
    ]);
    expect(plainFormulaFaults(["$\\frac{R}{2}$", "$R$", "$2R$", "$\\frac{R}{\\sqrt{2}}$"])).toEqual(
      [],
    );
    // All plain: nothing stands apart.
    expect(plainFormulaFaults(["mv/qB", "qB/mv", "R", "2R"])).toEqual([]);
    // A plain number among formulas reads the same in either font.
    expect(
      plainFormulaFaults(["$\\frac{\\pi}{4}$", "$\\frac{\\pi}{2}$", "1", "$\\frac{1}{2}$"]),
    ).toEqual([]);
  });
});

describe("an option whose spacing no screen keeps", () => {
  it("spaces inside the option are kept (the screens show them), at its edges they are not", () => {
    expect(collapsingSpaceFaults(["[   42]", "[42   ]", "[42]", "[00042]"])).toEqual([]);
    expect(collapsingSpaceFaults(["42", "   42", "42   "])).toEqual([
      'option 2 "   42" starts or ends with spaces, which no screen shows: put what the spaces mean between marks (as printf output is written, [   42]) or leave them out',
      'option 3 "42   " starts or ends with spaces, which no screen shows: put what the spaces mean between marks (as printf output is written, [   42]) or leave them out',
    ]);
  });

  it("a run of spaces inside maths is refused: LaTeX drops it", () => {
    expect(collapsingSpaceFaults(["$a  b$", "$a b$", "$ab$"])).toEqual([
      'option 1 "$a  b$" has a run of spaces inside maths, which LaTeX drops: write the spacing as text outside the $...$, or as \\quad',
    ]);
  });
});

describe("a reading question against its passage's shown title", () => {
  const q = (text: string, options = ["A flood", "A drought", "A fire", "A storm"]) => ({
    id: 5,
    question: text,
    options,
    passage: "p1",
  });
  it("asking for a title under a real title is refused; under a label it is not", () => {
    const titled = { id: "p1", title: "The Terraces of the Hills" };
    expect(shownTitleFaults(q("Which title best suits the passage?"), titled)).toEqual([
      'passage "p1" is shown under its title "The Terraces of the Hills", and this question asks for a title: the screen answers it (or makes the key look wrong); ask another question of the passage, or show it without its title',
    ]);
    expect(shownTitleFaults(q("गद्यांशका लागि उपयुक्त शीर्षक कुन हो?"), titled)).toHaveLength(1);
    for (const label of ["गद्यांश – क", "Passage 2", "Text B"])
      expect(
        shownTitleFaults(q("Which title best suits the passage?"), { id: "p1", title: label }),
      ).toEqual([]);
    expect(shownTitleFaults(q("Which title best suits the passage?"), { id: "p1" })).toEqual([]);
    expect(shownTitleFaults(q("What is the passage mainly about?"), titled)).toEqual([]);
  });

  it("an option that is the shown title is refused", () => {
    const options = ["The terraces of the hills", "Rice in the Terai", "City life", "Roads"];
    expect(
      shownTitleFaults(q("What is the passage mainly about?", options), {
        id: "p1",
        title: "The Terraces of the Hills",
      }),
    ).toEqual([
      'passage "p1" is shown under its title "The Terraces of the Hills", and option 1 is that title: the screen points at it; write another option',
    ]);
  });
});

describe("content:check names file, question and reason", () => {
  it("in a bank, with the passage the question stands on", () => {
    const banks = cleanBanks() as Record<string, { questions: unknown[]; passages?: unknown[] }>;
    const bca = banks["bca-entrance.json"]!;
    const reading = bca.questions.findIndex((item) => (item as { passage?: string }).passage);
    const passageId = (bca.questions[reading] as { passage: string }).passage;
    bca.passages = bca.passages!.map((p) =>
      (p as { id: string }).id === passageId ? { ...(p as object), title: "Rain at Pokhara" } : p,
    );
    bca.questions[reading] = {
      ...(bca.questions[reading] as object),
      question: "Which is the best title for the passage?",
    };
    const lines = checkBanks(writeBanks(banks)).problems.map(formatProblem);
    expect(lines).toEqual([
      `banks/bca-entrance.json: id ${(bca.questions[reading] as { id: number }).id}: passage "${passageId}" is shown under its title "Rain at Pokhara", and this question asks for a title: the screen answers it (or makes the key look wrong); ask another question of the passage, or show it without its title`,
    ]);
  });

  it("in a catalog unit, with the unit's place", () => {
    const dir = tempDir();
    const questions = Array.from({ length: 10 }, (_, i) =>
      question({ id: i + 1, category: "physics", question: `Radius question ${i + 1}?` }),
    );
    questions[3] = {
      ...questions[3]!,
      options: ["$\\frac{mv}{qB}$", "mvqB", "$\\frac{qB}{mv}$", "$\\frac{mv^2}{qB}$"],
      answer: "$\\frac{mv}{qB}$",
    };
    writeFileSync(
      path.join(dir, "grade-xii.json"),
      JSON.stringify({
        level: { slug: "grade-xii", name: "Grade XII", name_ne: "कक्षा १२", position: 2 },
        subjects: [
          {
            slug: "grade-xii-physics",
            name: "Physics",
            categories: [
              {
                slug: "mcq",
                name: "MCQ",
                items: [
                  {
                    slug: "fields",
                    name: "Fields",
                    units: [{ slug: "magnetic", name: "Magnetic", questions }],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(checkCatalog(dir).problems.map(formatProblem)).toEqual([
      'catalog/grade-xii.json: id 4: grade-xii-physics / mcq / fields / magnetic: option 2 "mvqB" writes a formula in plain text beside options in LaTeX ("$\\\\frac{mv}{qB}$", "$\\\\frac{qB}{mv}$"): a student sees it set apart from the others; write it in LaTeX too, "$mvqB$"',
    ]);
  });

  it("reads raw questions and leaves a malformed one to the question checks", () => {
    expect(screenProblems("banks/x.json", [null, { id: 1 }, "text"], [])).toEqual([]);
  });
});
