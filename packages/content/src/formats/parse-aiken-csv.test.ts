// The readers, one construct at a time, each asserting the exact question made or the exact
// refusal. The files are written here from the formats' documentation and from what Moodle's own
// readers do with them (Moodle's GIFT, Aiken and XML importers); none is copied from anywhere.
import { describe, expect, it } from "vitest";
import { parseAiken } from "./aiken";
import { parseCsv } from "./csv";
import { blocks, only } from "../../test/parsed-file";

const aiken = (...lines: string[]) => parseAiken(lines.join("\n"));

describe("Aiken, as Moodle reads it", () => {
  it("refuses options written in lower case as one question, naming each line (not one per line)", () => {
    const file = parseAiken(
      [
        "What is 2 + 2?",
        "a. 3",
        "b. 4",
        "c. 5",
        "ANSWER: B",
        "",
        "Which is a gas?",
        "A. Iron",
        "B. Neon",
        "C. Salt",
        "ANSWER: B",
      ].join("\r\n"),
    );
    expect(blocks(file)).toEqual([
      [
        1,
        "refused",
        'aiken_option_case: line 2 reads like an option, but Aiken\'s option letters are capitals: write "A. 3"',
        'aiken_option_case: line 3 reads like an option, but Aiken\'s option letters are capitals: write "B. 4"',
        'aiken_option_case: line 4 reads like an option, but Aiken\'s option letters are capitals: write "C. 5"',
      ],
      [
        7,
        {
          category: null,
          question: "Which is a gas?",
          options: ["Iron", "Neon", "Salt"],
          answer: "Neon",
          explanation: "",
        },
      ],
    ]);
  });

  it('reads "A)text" with no space and "ANSWER: B) text"', () => {
    const file = aiken(
      "Which planet is red?",
      "A)Mars",
      "B)Venus",
      "C)Earth",
      "ANSWER: A) Mars",
      "EXPLANATION: Iron oxide on its surface makes it red.",
    );
    expect(only(file)).toEqual({
      category: null,
      question: "Which planet is red?",
      options: ["Mars", "Venus", "Earth"],
      answer: "Mars",
      explanation: "Iron oxide on its surface makes it red.",
    });
  });

  it("reads an explanation after a blank line, and never gives it to the next question", () => {
    const file = aiken(
      "What is 2 + 2?",
      "A. 3",
      "B. 4",
      "C. 5",
      "ANSWER: B",
      "",
      "EXPLANATION: Two and two make four.",
      "",
      "What is 3 + 3?",
      "A. 6",
      "B. 7",
      "C. 8",
      "ANSWER: A",
      "EXPLANATION: Three and three make six.",
    );
    expect(blocks(file).map(([line, q]) => [line, (q as { question: string }).question])).toEqual([
      [1, "What is 2 + 2?"],
      [9, "What is 3 + 3?"],
    ]);
    expect(file.items[0]).toMatchObject({ question: { explanation: "Two and two make four." } });
  });

  it("loses no question after a fault: the next line of text starts the next question", () => {
    const file = aiken(
      "Question without an answer",
      "A. one",
      "B. two",
      "C. three",
      "The next question starts here?",
      "A. yes",
      "B. no",
      "C. perhaps",
      "ANSWER: A",
      "EXPLANATION: It starts on line 5.",
    );
    expect(blocks(file)).toEqual([
      [1, "refused", "aiken_no_answer: has no ANSWER: line"],
      [5, expect.objectContaining({ question: "The next question starts here?", answer: "yes" })],
    ]);
  });

  it("refuses a question with no options before the next one, as Moodle drops it, and reads the next", () => {
    const file = aiken(
      "Read the passage and answer.",
      "Which word means happy?",
      "A. glad",
      "B. sad",
      "C. mad",
      "ANSWER: A",
      "EXPLANATION: Glad means happy.",
    );
    expect(blocks(file)).toEqual([
      [
        1,
        "refused",
        "aiken_no_options: has no options before line 2; in Aiken a question is one line of text, then its options (Moodle drops it too: if line 2 goes on with its text, join the two lines)",
      ],
      [2, expect.objectContaining({ question: "Which word means happy?", answer: "glad" })],
    ]);
  });

  it("counts stray options and ANSWER: lines as a refused block, not as nothing", () => {
    const file = aiken(
      "A. an option before any question",
      "B. another",
      "ANSWER: A",
      "Real question?",
      "A. x",
      "B. y",
      "C. z",
      "ANSWER: C",
    );
    expect(file.items.map((i) => [i.line, i.kind])).toEqual([
      [1, "refused"],
      [4, "question"],
    ]);
    expect(file.items[0]).toMatchObject({
      reasons: [{ code: "aiken_stray", params: { line: 1 } }],
    });
  });

  it("names each fault of a question: letter, order, case, early or second explanation", () => {
    const file = aiken(
      "Out of range?",
      "A. x",
      "B. y",
      "C. z",
      "ANSWER: D",
      "Answer disagrees?",
      "A. Mars",
      "B. Venus",
      "C. Earth",
      "ANSWER: B) Mars",
      "Skipped letter?",
      "A. x",
      "C. y",
      "Lower case?",
      "A. x",
      "b. y",
      "Early explanation?",
      "A. x",
      "B. y",
      "C. z",
      "EXPLANATION: too soon",
      "ANSWER: A",
      "Written out?",
      "A. Mars",
      "B. Venus",
      "C. Earth",
      "ANSWER: Venus",
      "EXPLANATION: one",
      "EXPLANATION: two",
    );
    expect(
      file.items.map((i) => (i.kind === "question" ? i.kind : i.reasons.map((r) => r.message))),
    ).toEqual([
      ["ANSWER: D names no option (options A to C)"],
      ['ANSWER: B says "Mars", but option B reads "Venus"'],
      ["line 13: option C where option B was expected"],
      ['line 16 reads like an option, but Aiken\'s option letters are capitals: write "B. y"'],
      ["line 21: EXPLANATION: comes before the ANSWER: line; write it after"],
      ["line 29: a second EXPLANATION: line; an explanation is one line"],
    ]);
  });

  it("reads a question with no explanation, for the check to report how to add one", () => {
    expect(only(aiken("Q?", "A. a", "B. b", "C. c", "ANSWER: C")).explanation).toBe("");
  });
});

describe("CSV", () => {
  it("takes the answer as a letter or as the option's text, and reports bad rows by line", () => {
    const file = parseCsv(
      [
        "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation",
        '"Multi\nline, with ""quotes""",x,y,z,,,b,physics,Because.',
        "Which letter?,B,A,C,,,Yes,english,No option reads Yes.",
        "too,few,columns",
        '"never closed,a,b',
      ].join("\n"),
    );
    expect(file.items[0]).toMatchObject({
      question: { question: 'Multi\nline, with "quotes"', options: ["x", "y", "z"], answer: "y" },
    });
    expect(file.items[1]).toMatchObject({ question: { answer: "Yes" } });
    expect(
      file.items.slice(2).map((i) => [i.line, i.kind === "question" ? "" : i.reasons[0]!.code]),
    ).toEqual([
      [5, "csv_columns"],
      [6, "csv_unclosed"],
    ]);
  });

  it("reports an answer that is both a letter and another option's text", () => {
    const file = parseCsv("Which grade is highest?,C,B,D,A,,C,english,A is the highest grade.");
    expect(file.items[0]).toMatchObject({
      reasons: [
        {
          message: `answer "C" is both option C's position and option A's text: write the answer out in full`,
        },
      ],
    });
  });
});
