import "../app/language-hook";
import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// findBy and waitFor look for up to 1 s by default: on a busy two-core machine one role query over
// a page of links can take most of that (mock-list.test.tsx failed so at load 20). Room, not a
// measure: a test that passes still passes at once.
configure({ asyncUtilTimeout: 5_000 });

// Test files share their worker's document and modules (isolate: false, decision 391): each test
// leaves the page as it found it.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const { name } of [...document.documentElement.attributes])
    if (name.startsWith("data-")) document.documentElement.removeAttribute(name);
  document.title = "";
  window.history.replaceState(null, "", "/");
});
