import { describe, expect, it } from "vitest";
import { contentWords, keysAgree, similarPairs } from "./similar-questions";

const pairsOf = (questions: { question: string; answer: string }[]) =>
  similarPairs(questions.map((q, i) => ({ ...q, item: i }))).map((p) => [p.first, p.second]);

describe("similar questions", () => {
  it("finds a question reworded with reworded options and key (entrance ids 139 and 846)", () => {
    expect(
      pairsOf([
        {
          question:
            "A gas absorbs 500 J of heat and does 200 J of work on its surroundings. What is the change in its internal energy?",
          answer: "an increase of 300 J",
        },
        {
          question:
            "A gas absorbs 500 J of heat and does 200 J of work on the surroundings. What is the change in its internal energy?",
          answer: "+300 J",
        },
      ]),
    ).toEqual([[0, 1]]);
  });

  it("leaves drill variants alone: other numbers, another key, another formula", () => {
    expect(
      pairsOf([
        { question: "What is the remainder when 17 is divided by 5?", answer: "2" },
        { question: "What is the remainder when 19 is divided by 5?", answer: "4" },
        { question: "She is here, ____?", answer: "isn't she" },
        { question: "He is here, ____?", answer: "isn't he" },
        { question: "The Boolean expression A + AB simplifies to", answer: "A" },
        { question: "The Boolean expression AB + AB' simplifies to", answer: "A" },
        {
          question: "Simplify $\\frac{1}{x + 1} + \\frac{1}{x - 1}$.",
          answer: "$\\frac{2x}{x^2 - 1}$",
        },
        {
          question: "Simplify $\\frac{1}{1 - x} + \\frac{1}{1 + x}$.",
          answer: "$\\frac{2}{1 - x^2}$",
        },
      ]),
    ).toEqual([]);
  });

  it("keeps a formula whole and drops words that say nothing", () => {
    expect(contentWords("What is the value of $x^2$ when A + AB is 1?")).toEqual([
      "value",
      "$x^2",
      "$a+ab",
      "1",
    ]);
  });

  it("agrees keys that say the same in more or fewer words, never different formulas", () => {
    expect(keysAgree("Methanal (HCHO)", "HCHO")).toBe(true);
    expect(keysAgree("An operating system", "Operating system")).toBe(true);
    expect(keysAgree("+300 J", "a decrease of 30 J")).toBe(false);
    expect(keysAgree("A' · B'", "A' + B' + C'")).toBe(false);
    expect(keysAgree("$\\frac{2}{x^2 - 1}$", "$\\frac{2x}{x^2 - 1}$")).toBe(false);
  });
});
