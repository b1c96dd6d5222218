import { describe, expect, it } from "vitest";
import { isCachedApi } from "./sw-routes";

describe("the API answers the service worker keeps", () => {
  it("keeps the catalog and the year papers", () => {
    for (const path of [
      "/api/levels",
      "/api/subjects/school",
      "/api/subject/maths/category/mcq",
      "/api/entrance/subjects/csit/mcq",
      "/api/entrance/subjects/4/mcq/12/mcq",
      "/api/banks/entrance/papers/2076",
    ])
      expect(isCachedApi(path), path).toBe(true);
  });

  it("never keeps accounts, progress, draws or the server-kept exams", () => {
    for (const path of [
      "/api/me",
      "/api/me/attempts",
      "/api/auth/login",
      "/api/login",
      "/api/register",
      "/api/attempts/1f0c",
      "/api/exams",
      "/api/exams/3/paper",
      "/api/examiner/exams",
      "/api/banks/entrance/draw",
      "/api/banks/entrance/draw/compact",
      "/api/health",
      "/levels",
    ])
      expect(isCachedApi(path), path).toBe(false);
  });
});
