import "../app/language-hook";
import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// findBy and waitFor look for up to 1 s by default: on a busy two-core machine one role query over
// a page of links can take most of that (mock-list.test.tsx failed so at load 20). Room, not a
// measure: a test that passes still passes at once.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
