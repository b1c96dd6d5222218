import { describe, expect, it } from "vitest";
import { foldText, normaliseText, questionPrints } from "./fingerprint";

/** A question's print by its options as a set (the key left out). */
const questionFingerprint = (q: { question: string; options: string[] }) =>
  questionPrints({ ...q, answer: "" })[1];

const original = {
  question: "What is the value of $x$ when 2x = 6?",
  options: ["1", "2", "3", "6"],
};

describe("a question's print by its options", () => {
  it("is the same for copies differing in whitespace, case, normalisation, format characters or option order", () => {
    const same = [
      { ...original, question: `${original.question} ` },
      { ...original, question: original.question.replace("the value", "the  value") },
      { ...original, question: original.question.replace(" ", "\n\t ") },
      { ...original, question: original.question.toUpperCase() },
      { ...original, question: original.question.replace("2x", "２x") }, // full-width digit
      { ...original, question: original.question.replace("value", "va\u200Blue") },
      { ...original, options: ["6", "3", "1", "2"] },
      { ...original, options: [" 6", "3 ", "1", "2"] },
    ];
    for (const copy of same) expect(questionFingerprint(copy)).toBe(questionFingerprint(original));
  });

  it("composes Unicode the same way: a precomposed and a decomposed letter, Devanagari too", () => {
    expect(normaliseText("caf\u00e9")).toBe(normaliseText("cafe\u0301"));
    expect(normaliseText("\u0915\u093c")).toBe(normaliseText("\u0958"));
  });

  it("differs when the question or an option is another", () => {
    expect(questionFingerprint({ ...original, question: "What is x when 2x = 8?" })).not.toBe(
      questionFingerprint(original),
    );
    expect(questionFingerprint({ ...original, options: ["1", "2", "3", "4"] })).not.toBe(
      questionFingerprint(original),
    );
  });
});

describe("a question's prints (issue 67, point 2)", () => {
  const question = {
    question: "Which gas do plants take in: oxygen, or carbon dioxide?",
    options: ["Oxygen", "Carbon dioxide", "Nitrogen", "Helium"],
    answer: "Carbon dioxide",
  };
  const shares = (a: typeof question, b: typeof question) => {
    const [byKey, byOptions] = questionPrints(a);
    const [otherKey, otherOptions] = questionPrints(b);
    return byKey === otherKey || byOptions === otherOptions;
  };

  it.each([
    ["punctuation changed", { question: "Which gas do plants take in, oxygen or carbon dioxide." }],
    ["Cyrillic look-alikes", { question: question.question.replace(/o/g, "\u043e") }],
    ["spacing removed", { question: question.question.replace(/ /g, "") }],
    ["an option added", { options: [...question.options, "None of these"] }],
    ["the key changed", { answer: "Oxygen" }],
    [
      "Greek and full-width letters",
      { question: question.question.replace("O", "\u039f").replace("W", "\uff37") },
    ],
  ])("knows a copy with %s", (_, change) => {
    expect(shares({ ...question, ...change }, question)).toBe(true);
  });

  it("keeps apart a question with another key and other options, and a minus from nothing", () => {
    expect(
      shares(
        { ...question, options: ["Oxygen", "Ozone", "Nitrogen", "Helium"], answer: "Ozone" },
        question,
      ),
    ).toBe(false);
    expect(foldText("x = -5")).not.toBe(foldText("x = 5"));
    expect(foldText("x − 5")).toBe(foldText("x - 5"));
  });

  it("folds Devanagari without losing its letters", () => {
    expect(foldText("नेपालको राजधानी कुन हो?")).toBe(foldText("नेपालको  राजधानी कुन हो ।"));
    expect(foldText("नेपालको राजधानी कुन हो?")).not.toBe(foldText("भारतको राजधानी कुन हो?"));
  });
});
