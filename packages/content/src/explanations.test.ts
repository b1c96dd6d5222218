import { describe, expect, it } from "vitest";
import { explanationFault, explanationLengths } from "./explanations";

describe("explanations", () => {
  it("asks for a full sentence of 45 characters or more, ending as a sentence ends", () => {
    expect(explanationFault("Q = mcΔT = 2 × 4200 × 5 = 42 000 J.")).toBe(
      "the explanation is 35 characters: write at least one full sentence (45 characters or more) saying why the key is right",
    );
    expect(
      explanationFault("By Ohm's law the current is I = V/R = 12 V ÷ 4 Ω = 3 A, not 48 A"),
    ).toBe("the explanation does not end a sentence: end it with . ! ? or ।");
    expect(explanationFault("Here 'passed away' is a polite way of saying 'died.'")).toBeNull();
    expect(
      explanationFault("कसैलाई बोलाउँदा प्रयोग हुने पदलाई सम्बोधन भनिन्छ, त्यसैले यो सम्बोधन हो।"),
    ).toBeNull();
    expect(explanationFault("")).toBeNull();
  });

  it("measures the shortest and the middle explanation", () => {
    const q = (explanation: string) => ({ explanation });
    expect(explanationLengths([q("abcd"), q("ab"), q("abcdef"), { id: 1 }])).toEqual({
      min: 2,
      median: 4,
    });
    expect(explanationLengths([q("ab"), q("abcd")])).toEqual({ min: 2, median: 3 });
    expect(explanationLengths([])).toBeNull();
  });
});
