import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MathTrees } from "@tayari/contracts/math";
import { drawsTheSame, mathPieces, QuestionFigure, QuestionText } from "./question-text";

const MATHML = "http://www.w3.org/1998/Math/MathML";

describe("QuestionText", () => {
  it("shows a code block in <pre><code> with its indentation kept", () => {
    const { container } = render(
      <QuestionText text={"What does this print?\n```c\nfor (;;) {\n    break;\n}\n```"} />,
    );
    expect(container.textContent).toContain("What does this print?");
    const code = container.querySelector("pre.question-code > code");
    expect(code?.textContent).toBe("for (;;) {\n    break;\n}");
  });

  it("shows maths as MathML elements built from the tree, inline and as a block", () => {
    const math: MathTrees = {
      "$\\frac{1}{2}$": [
        [
          "mfrac",
          [
            ["mn", ["1"]],
            ["mn", ["2"]],
          ],
        ],
      ],
      "$$x^2$$": [
        [
          "msup",
          [
            ["mi", ["x"]],
            ["mn", ["2"]],
          ],
        ],
      ],
    };
    const { container } = render(
      <QuestionText text={"Half is $\\frac{1}{2}$ and $$x^2$$"} math={math} />,
    );
    const [inline, block] = [...container.querySelectorAll("math")];
    expect(inline!.namespaceURI).toBe(MATHML);
    expect(inline!.getAttribute("display")).toBeNull();
    expect(inline!.querySelector("mfrac")!.namespaceURI).toBe(MATHML);
    expect(inline!.textContent).toBe("12");
    expect(block!.getAttribute("display")).toBe("block");
    expect(block!.querySelector("msup > mi")!.textContent).toBe("x");
  });

  it("drops tags and attributes outside the allow-lists, whatever the tree holds", () => {
    const math = {
      $x$: [
        ["mi", ["x"], { mathvariant: "normal", onclick: "alert(1)", href: "https://x" }],
        ["script", ["alert(2)"]],
        ["a", ["link"], { href: "https://x" }],
      ],
    } as MathTrees;
    const { container } = render(<QuestionText text="$x$" math={math} />);
    const mi = container.querySelector("mi")!;
    expect(mi.getAttribute("mathvariant")).toBe("normal");
    expect(mi.getAttribute("onclick")).toBeNull();
    expect(mi.getAttribute("href")).toBeNull();
    expect(container.querySelector("script, a")).toBeNull();
    expect(container.textContent).toBe("x");
  });

  it("shows a formula's LaTeX when its tree is missing", () => {
    render(<QuestionText text="Solve $x+1=2$." />);
    expect(screen.getByText("x+1=2").tagName).toBe("CODE");
  });
});

describe("QuestionFigure", () => {
  it("shows the figure as an image from /figures/ with its alt text", () => {
    render(<QuestionFigure figure={{ file: "convex-lens.svg", alt: "A convex lens" }} />);
    expect(screen.getByRole("img", { name: "A convex lens" })).toHaveAttribute(
      "src",
      "/figures/convex-lens.svg",
    );
  });
});

describe("a long formula on a narrow screen", () => {
  // temml's tree of $n(A) = 40 + 30 - 12 = -58$: one row, a bracket that must stay whole.
  const row = [
    [
      "mrow",
      [
        ["mi", ["n"]],
        [
          "mrow",
          [
            ["mo", ["("], { fence: "true", form: "prefix" }],
            ["mi", ["A"]],
            ["mo", [")"], { fence: "true", form: "postfix" }],
          ],
        ],
        ["mo", ["="]],
        ["mn", ["40"]],
        ["mo", ["+"]],
        ["mn", ["30"]],
        ["mo", ["−"]],
        ["mn", ["12"]],
        ["mo", ["="]],
        ["mo", ["−"]],
        ["mn", ["58"]],
      ],
    ],
  ] as MathTrees[string];

  it("is cut before each relation and each + or − that is not a sign, never inside a bracket", () => {
    const pieces = mathPieces(row).map((piece) => piece.map((node) => JSON.stringify(node)));
    expect(pieces.map((piece) => piece.length)).toEqual([2, 2, 2, 2, 3]);
    // Each piece after the first opens with its operator, spaced as it was between two terms.
    expect(mathPieces(row)[1]![0]).toEqual(["mo", ["="], { form: "infix" }]);
    // The sign of -58 stays with it.
    expect(mathPieces(row)[4]!.map((node) => (node as [string, string[]])[1][0])).toEqual([
      "=",
      "−",
      "58",
    ]);
  });

  it("is drawn as its pieces with a place to break between them; one without any stays whole", () => {
    const { container } = render(
      <QuestionText
        text="So $n(A) = 40 + 30 - 12 = -58$."
        math={{ "$n(A) = 40 + 30 - 12 = -58$": row }}
      />,
    );
    expect(container.querySelectorAll(".formula math")).toHaveLength(5);
    expect(container.querySelectorAll(".formula wbr")).toHaveLength(4);
    expect(container.querySelector(".formula")!.textContent).toBe("n(A)=40+30−12=−58");
    const whole = render(
      <QuestionText
        text="$$x^2$$"
        math={{
          "$$x^2$$": [
            [
              "msup",
              [
                ["mi", ["x"]],
                ["mn", ["2"]],
              ],
            ],
          ],
        }}
      />,
    );
    expect(whole.container.querySelectorAll("math")).toHaveLength(1);
    expect(whole.container.querySelector("math")!.getAttribute("display")).toBe("block");
  });
});

describe("drawsTheSame (QuestionText's memo)", () => {
  const half: MathTrees[string] = [
    [
      "mfrac",
      [
        ["mn", ["1"]],
        ["mn", ["2"]],
      ],
    ],
  ];
  const text = "Half is $\\frac{1}{2}$.";
  const math: MathTrees = { "$\\frac{1}{2}$": half };

  it("holds when an explanation's formulas are merged into a new object with the same trees", () => {
    const merged: MathTrees = { ...math, $y$: [["mi", ["y"]]] };
    expect(drawsTheSame({ text, math }, { text, math: merged })).toBe(true);
    // A text without formulas draws the same whatever the question's formulas are.
    expect(drawsTheSame({ text: "Plain" }, { text: "Plain", math: merged })).toBe(true);
  });

  it("does not hold when the text or one of its formulas' trees changed", () => {
    expect(drawsTheSame({ text, math }, { text: "Half is ½.", math })).toBe(false);
    const redrawn: MathTrees = { "$\\frac{1}{2}$": [["mn", ["0.5"]]] };
    expect(drawsTheSame({ text, math }, { text, math: redrawn })).toBe(false);
    expect(drawsTheSame({ text }, { text, math })).toBe(false);
  });
});
