import { describe, expect, it } from "vitest";
import { normaliseText, questionFingerprint } from "./fingerprint";

const original = {
  question: "What is the value of $x$ when 2x = 6?",
  options: ["1", "2", "3", "6"],
};

describe("a question's fingerprint", () => {
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
