import { describe, expect, it } from "vitest";
import { labelOf } from "./summary";

// What an attempt was travels as a coded label beside its English title (issue 63 point 4).
describe("an attempt's label, from its mode and source", () => {
  it("names the banks, papers and sets the site makes", () => {
    expect(labelOf("entrance", "entrance")).toEqual({ kind: "entrance" });
    expect(labelOf("year-paper", "2079")).toEqual({ kind: "year-paper", year: 2079 });
    expect(labelOf("mock", "mock-4")).toEqual({ kind: "mock", family: "csit", number: 4 });
    expect(labelOf("mock", "bca-mock-2")).toEqual({ kind: "mock", family: "bca", number: 2 });
    expect(labelOf("mock", "model-2076")).toEqual({ kind: "model-paper", year: 2076 });
    expect(labelOf("english-topic", "Pronouns")).toEqual({
      kind: "english-topic",
      topic: "Pronouns",
    });
    expect(labelOf("next-step", "next-step")).toEqual({ kind: "next-step" });
  });

  it("leaves a unit's title, and a paper this installation does not know, as content", () => {
    expect(labelOf("school-unit", "12")).toEqual({ kind: "content" });
    expect(labelOf("mcq-unit", "7")).toEqual({ kind: "content" });
    expect(labelOf("mock", "mock-999")).toEqual({ kind: "content" });
  });
});
