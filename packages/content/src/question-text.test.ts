import { describe, expect, it } from "vitest";
import { mathML, questionTextFaults, splitQuestionText } from "./question-text";

describe("splitQuestionText", () => {
  it("separates prose, a fenced code block with its indentation, and inline and display maths", () => {
    const { segments, faults } = splitQuestionText(
      "If $x^2 = 4$, then:\n$$\\frac{1}{2}$$\n```c\nint main(void) {\n    return 0;\n}\n```\nIt costs \\$5.",
    );
    expect(faults).toEqual([]);
    expect(segments).toEqual([
      { kind: "text", text: "If " },
      { kind: "math", display: false, tex: "x^2 = 4" },
      { kind: "text", text: ", then:\n" },
      { kind: "math", display: true, tex: "\\frac{1}{2}" },
      { kind: "code", language: "c", code: "int main(void) {\n    return 0;\n}" },
      { kind: "text", text: "It costs $5." },
    ]);
  });

  it("keeps a lone dollar sign as text", () => {
    expect(splitQuestionText("$").segments).toEqual([{ kind: "text", text: "$" }]);
    expect(splitQuestionText("costs $ 5").faults).toEqual([]);
  });
});

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
