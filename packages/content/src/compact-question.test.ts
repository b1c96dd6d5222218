import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DrawnQuestion } from "@tayari/contracts/banks";
import type { MathNode } from "@tayari/contracts/math";
import { fromCompactQuestion, shownFormulas, toCompactQuestion } from "./compact-question";
import { mapQuestions, type QuestionLike } from "./map-questions";
import { withMath } from "./math-tree";

const banksDir = path.join(import.meta.dirname, "../banks");

/** Every question of every bank of the site, with its maths trees made as the build makes them. */
function everyQuestion(): QuestionLike[] {
  const found: QuestionLike[] = [];
  for (const file of readdirSync(banksDir).filter((f) => f.endsWith(".json"))) {
    const content: unknown = withMath(
      JSON.parse(readFileSync(path.join(banksDir, file), "utf8").replace(/^\uFEFF/, "")),
    );
    mapQuestions(content, (question) => (found.push(question), question));
  }
  return found;
}

/** A question as a draw shows it: no explanation, the trees of the formulas it shows. */
function shown(question: QuestionLike): Omit<DrawnQuestion, "explanation"> {
  const {
    explanation: _,
    math,
    ...rest
  } = question as QuestionLike & {
    math?: Record<string, MathNode[]>;
  };
  const keys = shownFormulas(question);
  const kept = Object.entries(math ?? {}).filter(([formula]) => keys.includes(formula));
  const base = { ...rest, id: Number(question.id ?? 0) } as Omit<DrawnQuestion, "explanation">;
  return kept.length ? { ...base, math: Object.fromEntries(kept) } : base;
}

const tree = (text: string): MathNode[] => [["mi", [text]]];

describe("the compact form of a drawn question (decision 101)", () => {
  it("gives back every question of every bank as it was, every formula under its own tree", () => {
    const questions = everyQuestion();
    expect(questions.length).toBeGreaterThan(1000);
    let formulas = 0;
    for (const question of questions) {
      const before = shown(question);
      const compact = toCompactQuestion(before);
      expect(question.options[compact.answer]).toBe(question.answer);
      formulas += compact.math?.length ?? 0;
      expect(fromCompactQuestion(JSON.parse(JSON.stringify(compact)))).toEqual(before);
    }
    // The banks' maths is really exercised, not only questions without formulas.
    expect(formulas).toBeGreaterThan(1000);
  });

  it("lists a question's formulas in its text, then its options, each once", () => {
    expect(
      shownFormulas({
        question: 'If $x$ and $$x$$ then \\$5 costs $y$?\n```c\nprintf("$z$");\n```',
        options: ["$y$", "$w$ and $x$", "none"],
      }),
    ).toEqual(["$x$", "$$x$$", "$y$", "$w$"]);
  });

  it("sends the answer as the index of its option, and a formula without a tree as null", () => {
    const compact = toCompactQuestion({
      id: 4,
      category: "mathematics",
      question: "What is $a$ plus $b$?",
      options: ["$c$", "$d$"],
      answer: "$d$",
      math: { $a$: tree("a"), $c$: tree("c"), $d$: tree("d") },
    });
    expect(compact).toEqual({
      id: 4,
      category: "mathematics",
      question: "What is $a$ plus $b$?",
      options: ["$c$", "$d$"],
      answer: 1,
      math: [tree("a"), null, tree("c"), tree("d")],
    });
    expect(fromCompactQuestion(compact).math).toEqual({
      $a$: tree("a"),
      $c$: tree("c"),
      $d$: tree("d"),
    });
  });

  it("refuses what it could not give back whole", () => {
    const base = { id: 9, category: "physics", question: "Why $v$?", options: ["a", "b"] };
    expect(() => toCompactQuestion({ ...base, answer: "c" })).toThrow(/none of its options/);
    expect(() => toCompactQuestion({ ...base, answer: "a", math: { $u$: tree("u") } })).toThrow(
      /\$u\$ has a tree but is not in its text/,
    );
    const unreadable = /compact question 9 cannot be read back/;
    expect(() => fromCompactQuestion({ ...base, answer: 2 })).toThrow(unreadable);
    expect(() => fromCompactQuestion({ ...base, answer: 0, math: [] })).toThrow(unreadable);
    expect(() => fromCompactQuestion({ ...base, answer: 0, math: [tree("v"), tree("w")] })).toThrow(
      unreadable,
    );
  });

  it("gives back any question made of prose, formulas, dollars and code", () => {
    const piece = fc.constantFrom(
      "the speed",
      " ",
      "$x$",
      "$x_1$",
      "$$x$$",
      "\\$5",
      "$ 4",
      "$\\frac{1}{2}$",
      "\n```c\nint $q$;\n```\n",
      "नेपाल",
    );
    const text = fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(
        text,
        fc.uniqueArray(text, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.func(fc.boolean()),
        (question, options, pick, hasTree) => {
          const formulas = shownFormulas({ question, options });
          const math = Object.fromEntries(
            formulas.filter((formula) => hasTree(formula)).map((f) => [f, tree(f)]),
          );
          const before = {
            id: 1,
            category: "c",
            question,
            options,
            answer: options[pick % options.length]!,
            ...(Object.keys(math).length ? { math } : {}),
          };
          expect(fromCompactQuestion(toCompactQuestion(before))).toEqual(before);
        },
      ),
    );
  });
});
