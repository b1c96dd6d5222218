import { describe, expect, it } from "vitest";
import {
  mathML,
  mathTree,
  passageMath,
  questionMath,
  questionTextFaults,
  withMath,
} from "./math-tree";

describe("questionTextFaults", () => {
  it("names an unbalanced $, an unclosed code block and LaTeX that temml cannot read", () => {
    expect(questionTextFaults("price $5")).toEqual([
      expect.stringContaining('unbalanced $: maths opened at "$5" is never closed'),
    ]);
    expect(questionTextFaults("```c\nint x;")).toEqual(["a code block (```) is never closed"]);
    expect(questionTextFaults("$\\fraq{1}{2}$")).toEqual([
      expect.stringContaining('LaTeX "\\fraq{1}{2}": '),
    ]);
    expect(questionTextFaults("$\\frac{1}{2}$ and $$\\sqrt{x}$$")).toEqual([]);
  });

  it("turns maths into MathML, no script or style", () => {
    const math = mathML("x^2", false);
    expect(math).toMatch(/^<math><msup><mi>x<\/mi><mn[^>]*>2<\/mn><\/msup><\/math>$/);
  });
});

describe("mathTree", () => {
  it("keeps MathML's structure as JSON and drops classes and styles", () => {
    expect(mathTree("\\frac{a}{b}", false)).toEqual([
      [
        "mfrac",
        [
          ["mi", ["a"]],
          ["mi", ["b"]],
        ],
      ],
    ]);
    const vector = JSON.stringify(mathTree("\\vec{F}", false));
    expect(vector).toContain('"stretchy":"false"');
    expect(vector).not.toContain("class");
    expect(JSON.stringify(mathTree("\\int_0^1 x\\,dx", true))).not.toContain("style");
  });

  it("refuses what the app would not show, such as a link", () => {
    expect(() => mathTree("\\href{https://example.com}{x}", false)).toThrow();
  });
});

describe("questionMath and withMath", () => {
  const question = {
    id: 1,
    category: "mathematics",
    question: "What is $\\sqrt{16}$?",
    options: ["$2$", "$4$", "8", "16"],
    answer: "$4$",
    explanation: "Since $$4^2 = 16$$ the square root is 4.",
  };

  it("gives one tree per formula of the text, options and explanation, keyed as written", () => {
    expect(Object.keys(questionMath(question)!)).toEqual([
      "$\\sqrt{16}$",
      "$2$",
      "$4$",
      "$$4^2 = 16$$",
    ]);
    expect(
      questionMath({ question: "No maths", options: ["a"], explanation: "b" }),
    ).toBeUndefined();
  });

  it("adds the trees to every question of any shape and leaves the rest as it was", () => {
    const plain = {
      ...question,
      id: 2,
      question: "Plain?",
      options: ["a", "b", "c"],
      explanation: "c",
    };
    const bank = { sets: [{ set: 1, questions: [question, { ...plain, math: { stale: [] } }] }] };
    const out = withMath(bank);
    expect(out.sets[0]!.questions[0]).toEqual({ ...question, math: questionMath(question) });
    expect(out.sets[0]!.questions[1]).toEqual(plain);
    expect(bank.sets[0]!.questions[0]).not.toHaveProperty("math");
  });

  it("gives a passage the trees of its title and text, as the build and the server read it", () => {
    const passage = {
      id: "p1",
      title: "Growth of $x^2$",
      text: "| $x$ | $x^2$ |\n| --- | --- |\n| 3 | 9 |\n\nThe table grows as $x^2$.",
    };
    const unit = { slug: "u", passages: [passage, { id: "p2", text: "No maths here." }] };
    const out = withMath(unit);
    expect(Object.keys(passageMath(passage)!)).toEqual(["$x^2$", "$x$"]);
    expect(out.passages[0]).toEqual({ ...passage, math: passageMath(passage) });
    expect(out.passages[1]).toEqual({ id: "p2", text: "No maths here." });
  });
});
