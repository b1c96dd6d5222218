import { describe, expect, it } from "vitest";
import { isTestPath } from "./update-prompt";

describe("where a new version must wait", () => {
  it("waits on every screen of a running test", () => {
    for (const path of [
      "/csit/entrance-questions",
      "/csit-entrance/2076",
      "/entrance-preparation/English/Phrasal%20Verbs",
      "/exam-questions",
      "/exam/science/start",
      "/exam/management/start/",
      "/mcq/subject/Mathematics/3/Sums/7/mcq",
      "/exams/12/sit",
    ])
      expect(isTestPath(path), path).toBe(true);
  });

  it("offers it everywhere else", () => {
    for (const path of [
      "/",
      "/result",
      "/csit/entrance-preparation",
      "/exam/science",
      "/mcq/subject/Mathematics/3",
      "/login",
    ])
      expect(isTestPath(path), path).toBe(false);
  });
});
