import { describe, expect, it } from "vitest";
import { ENTRANCE_FORMAT, PAPERS as CONTENT_PAPERS } from "@tayari/content/mock-papers";
import { FORMAT, PAPERS, findPaper } from "./papers";

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
});
