import { describe, expect, it } from "vitest";
import { isCorrect } from "./answer";

describe("isCorrect", () => {
  it("accepts only the exact answer text", () => {
    expect(isCorrect("Kathmandu", "Kathmandu")).toBe(true);
    expect(isCorrect("kathmandu", "Kathmandu")).toBe(false);
    expect(isCorrect("Kathmandu ", "Kathmandu")).toBe(false);
  });

  it("never counts no choice as correct, even against an empty answer", () => {
    expect(isCorrect(null, "Kathmandu")).toBe(false);
    expect(isCorrect(null, "")).toBe(false);
  });
});
