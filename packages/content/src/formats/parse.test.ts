import { describe, expect, it } from "vitest";
import { parseAiken } from "./aiken";
import { parseCsv } from "./csv";
import { parseGift } from "./gift";

const faults = (items: { line: number; fault?: string }[]) =>
  items.filter((item) => item.fault).map((item) => [item.line, item.fault]);

describe("GIFT", () => {
  const file = [
    "// Moodle export",
    "$CATEGORY: $course$/Science/physics",
    "",
    "::q1:: Which is a vector? { ~mass =velocity ~speed ~time ####Velocity has a direction. }",
    "",
    "Is the Sun a star? {T}",
    "",
    "Two plus two? {#4}",
    "",
    "Name the capital of Nepal. {=Kathmandu =Kantipur}",
    "",
    "Match. { =cat -> meow =dog -> woof }",
    "",
    "Write an essay. {}",
    "",
    "Just some text.",
    "",
    "Pick two. { ~%50%a ~%50%b ~%-100%c }",
    "",
    "Water boils at {~50 =100 ~150} °C at sea level.",
    "",
    "Too many keys { =a =b ~c ####x }",
  ].join("\n");

  it("reads multiple choice and reports every other type with its line", () => {
    const items = parseGift(file);
    expect(items[0]).toEqual({
      line: 4,
      question: {
        category: "physics",
        question: "Which is a vector?",
        options: ["mass", "velocity", "speed", "time"],
        answer: "velocity",
        explanation: "Velocity has a direction.",
      },
    });
    expect(faults(items)).toEqual([
      [6, expect.stringContaining("(true/false)")],
      [8, expect.stringContaining("(numerical)")],
      [10, expect.stringContaining("(short answer)")],
      [12, expect.stringContaining("(matching)")],
      [14, expect.stringContaining("(essay)")],
      [16, expect.stringContaining("(description: no answer block)")],
      [18, expect.stringContaining("(multiple answers with weights)")],
      [22, "has 2 right answers (=); a question needs exactly one"],
    ]);
  });

  it("turns a block in mid-sentence into a ____ gap", () => {
    const item = parseGift(file).find((i) => i.line === 20);
    expect(item?.question?.question).toBe("Water boils at ____ °C at sea level.");
    expect(item?.question?.answer).toBe("100");
  });
});

describe("Aiken", () => {
  it("reads options, answer and explanation, and rejects a question without an explanation", () => {
    const items = parseAiken(
      [
        "What is 2 + 2?",
        "A) 3",
        "B) 4",
        "C) 5",
        "ANSWER: B",
        "EXPLANATION: Two and two make four.",
        "",
        "Plain Aiken from Moodle?",
        "A. yes",
        "B. no",
        "C. maybe",
        "ANSWER: A",
        "",
        "Broken one",
        "A. x",
        "ANSWER: D",
        "EXPLANATION: none",
        "",
        "Stray line",
        "A. x",
        "this is not an option",
      ].join("\n"),
      "mathematics",
    );
    expect(items[0]).toEqual({
      line: 1,
      question: {
        category: "mathematics",
        question: "What is 2 + 2?",
        options: ["3", "4", "5"],
        answer: "4",
        explanation: "Two and two make four.",
      },
    });
    expect(faults(items)).toEqual([
      [8, expect.stringContaining("has no EXPLANATION: line")],
      [14, "ANSWER: D names no option (options A to A)"],
      [
        19,
        expect.stringContaining(
          'line 21: expected option B or an ANSWER: line, found "this is not an option"',
        ),
      ],
    ]);
  });
});

describe("CSV", () => {
  it("takes the answer as a letter or as the option's text, and reports bad rows by line", () => {
    const items = parseCsv(
      [
        "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation",
        '"Multi\nline, with ""quotes""",x,y,z,,,b,physics,Because.',
        "Which letter?,B,A,C,,,Yes,english,No option reads Yes.",
        "too,few,columns",
        '"never closed,a,b',
      ].join("\n"),
    );
    expect(items[0]?.question).toMatchObject({
      question: 'Multi\nline, with "quotes"',
      options: ["x", "y", "z"],
      answer: "y",
    });
    expect(items[1]?.question?.answer).toBe("Yes");
    expect(faults(items)).toEqual([
      [5, expect.stringContaining("has 3 columns; a row needs 9")],
      [6, "a quoted cell is never closed"],
    ]);
  });

  it("reports an answer that is both a letter and another option's text, with its line", () => {
    const items = parseCsv(
      [
        "Which grade is highest?,C,B,D,A,,C,english,A is the highest grade.",
        "Which grade is lowest?,C,B,D,A,,c,english,A letter in lower case is still a letter.",
        "Third letter?,A,B,C,D,,C,english,Option C reads C: both readings agree.",
        "Two options?,C,B,,,,C,english,There is no option C: C is option A's text.",
        "Which grade is highest?,C,B,D,A,,A,english,Option D reads A and option A reads C.",
        "Which grade is highest?,C,B,D,A,,Apple,english,No such option.",
      ].join("\n"),
    );
    expect(faults(items)).toEqual([
      [
        1,
        `answer "C" is both option C's position and option A's text: write the answer out in full`,
      ],
      [5, expect.stringContaining(`answer "A" is both option A's position and option D's text`)],
    ]);
    expect(items.map((item) => item.question?.answer)).toEqual([
      undefined,
      "D",
      "C",
      "C",
      undefined,
      "Apple",
    ]);
  });
});
