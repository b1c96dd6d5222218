import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../features/auth/hooks/auth-store";
import { keepAttempt } from "../features/progress/kept-attempts";
import { PROGRESS_ANSWERS } from "../features/progress/api/answers";
import { saveProfile } from "../test/save-profile";
import { askAnswersEarly } from "./answers-early";

let asked: string[];
beforeEach(() => {
  asked = [];
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response("{}", { headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  authStore.reload();
});

describe("a signed-in student's page's answers asked as the app starts", () => {
  it("are asked for /progress", () => {
    saveProfile("Sita Sharma");
    authStore.reload();
    askAnswersEarly("/progress");
    expect(asked).toEqual(PROGRESS_ANSWERS.map((path) => `/api${path}`));
  });

  it("are not asked while an attempt waits in this browser to be sent first", () => {
    saveProfile("Sita Sharma");
    authStore.reload();
    keepAttempt("a1", {
      mode: "entrance",
      source: "entrance",
      started_at: "2026-11-28T10:00:00.000Z",
      finished_at: "2026-11-28T10:30:00.000Z",
      questions: [{ id: 1, pick: "A", seconds: 10 }],
    });
    askAnswersEarly("/progress");
    expect(asked).toEqual([]);
  });

  it("are not asked for a guest", () => {
    askAnswersEarly("/progress");
    expect(asked).toEqual([]);
  });
});
