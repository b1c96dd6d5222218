import { describe, expect, it } from "vitest";
import { splitQuestionText } from "./question-text";

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
