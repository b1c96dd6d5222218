import { describe, expect, it } from "vitest";
import { ENTRANCE_FORMAT, PAPERS as CONTENT_PAPERS } from "@tayari/content/mock-papers";
import { BCA_FORMAT as CONTENT_BCA_FORMAT } from "@tayari/content/bca";
import { FAMILIES, FORMAT, PAPERS, familyOf, findAnyPaper, findPaper } from "./papers";

describe("the mock papers the web lists", () => {
  it("are the content package's papers, in its order, in its format", () => {
    expect(PAPERS).toEqual(CONTENT_PAPERS);
    expect(FORMAT).toEqual(ENTRANCE_FORMAT);
  });

  it("are found by slug, and nothing else is", () => {
    expect(findPaper("mock-3")).toEqual({ slug: "mock-3", kind: "mock", number: 3 });
    expect(findPaper("model-2076")?.number).toBe(2076);
    expect(findPaper("mock-11")).toBeNull();
    expect(findPaper("model-2080")).toBeNull();
  });

  it("tell the BCA papers apart by their slug, in the BCA format, and every family sits in one time", () => {
    expect(findAnyPaper("bca-mock-2")).toEqual({ slug: "bca-mock-2", kind: "mock", number: 2 });
    expect(findAnyPaper("bca-mock-6")).toBeNull();
    expect(findAnyPaper("mock-3")?.slug).toBe("mock-3");
    expect(familyOf("bca-mock-2").path).toBe("/bca/mock-tests");
    expect(familyOf("model-2076").path).toBe("/csit/mock-tests");
    expect(FAMILIES.bca).toMatchObject({
      questions: CONTENT_BCA_FORMAT.questions,
      minutes: CONTENT_BCA_FORMAT.minutes,
      profile: "bca",
      threshold: { kind: "qualify", marks: CONTENT_BCA_FORMAT.qualifyingMarks },
    });
    // The sitting's clock (sitting.ts) is one for every family: a format of other minutes would
    // need it per paper.
    expect(FAMILIES.bca.minutes).toBe(FAMILIES.csit.minutes);
  });
});
