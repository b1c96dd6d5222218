import { describe, expect, it } from "vitest";
import { DEFAULT_BANKS_DIR, DEFAULT_CATALOG_DIR } from "../check-banks";
import { FORMATS, parseQuestionFile, writeQuestionFile } from "../import";
import { contentPlaces } from "../places";
import type { Question } from "@tayari/contracts/question";

const awkward: Question[] = [
  {
    id: 1,
    category: "nepali",
    question: "‘नेपाल’ शब्दमा कति अक्षर छन्?",
    options: ["दुई", "तीन", "चार", "पाँच"],
    answer: "तीन",
    explanation: "ने, पा र ल: तीन अक्षर।",
  },
  {
    id: 2,
    category: "mathematics",
    question: "If $f(x) = \\frac{x^2}{2}$, what is $f'(3)$?\n\n$$\\int_0^1 x\\,dx = ?$$",
    options: ["$3$", "$\\frac{9}{2}$", "$6$", "$1$"],
    answer: "$3$",
    explanation: "$f'(x) = x$, so $f'(3) = 3$; $\\frac{9}{2}$ is $f(3)$.",
  },
  {
    id: 3,
    category: "computer",
    question:
      'What does this print?\n\n```c\nint main(void) {\n    int a[] = {1, 2};\n\n    printf("%d\\n", a[1]); // {x}: ~y = #z\n}\n```',
    options: ["1", "2", "0", "{1, 2}"],
    answer: "2",
    explanation: "a[1] is the second element, 2; C arrays count from 0.",
  },
  {
    id: 4,
    category: "english",
    question:
      'He said, "Wait, please" ____ left: a comma, "quotes" and a ~tilde~ = #hash {brace}: colon \\ back',
    options: ["and, then", '"quoted"', "a = b", "c ~ d", "e # {f}: g"],
    answer: "e # {f}: g",
    explanation:
      "Every GIFT special character (~ = # { } :) and CSV's comma and quote come through.",
  },
  {
    id: 5,
    category: "english",
    question: "What does a result sheet show for a subject that is neither failed nor graded?",
    options: ["C", "A", "Pass", "B"],
    answer: "Pass",
    explanation: "It shows Pass; in CSV the letter C would read as option A, whose text is C.",
  },
];

// Aiken has no category: the place a file goes into gives it. No format carries a figure (an SVG
// file beside the bank): it is named in the bank's JSON by hand (decision 0036).
const expected =
  (format: string) =>
  ({ id: _id, figure: _figure, ...rest }: Question) =>
    format === "aiken" ? { ...rest, category: null } : rest;

describe("CSV export", () => {
  it("refuses a question whose answer neither letter nor text names unambiguously", () => {
    const swapped = { ...awkward[4]!, options: ["B", "A"], answer: "A" };
    expect(() => writeQuestionFile([swapped], "csv")).toThrow(
      'id 5: neither the answer\'s letter B nor its text "A" reads back as that option in CSV',
    );
  });
});

describe.each(FORMATS)("%s export, then import", (format) => {
  it("gives back the same questions, awkward characters included", () => {
    const items = parseQuestionFile(writeQuestionFile(awkward, format), format, null);
    expect(items.map((item) => item.fault)).toEqual(awkward.map(() => undefined));
    expect(items.map((item) => item.question)).toEqual(awkward.map(expected(format)));
  });

  it("gives back every question of the banks and the catalog", () => {
    const places = contentPlaces(DEFAULT_BANKS_DIR, DEFAULT_CATALOG_DIR).filter((p) => p.add);
    const all = places.flatMap((p) => p.questions());
    expect(all.length).toBeGreaterThan(2000);
    const items = parseQuestionFile(writeQuestionFile(all, format), format, null);
    expect(items.filter((item) => item.fault)).toEqual([]);
    expect(items.map((item) => item.question)).toEqual(all.map(expected(format)));
  });
});
