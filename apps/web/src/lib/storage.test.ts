import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearAllExceptProfile,
  clearAllStorage,
  readJson,
  readPace,
  readTarget,
  removeKey,
  writeJson,
} from "./storage";

afterEach(() => vi.restoreAllMocks());

describe("browser storage", () => {
  it("starting a test keeps only the profile", () => {
    localStorage.setItem("profile", '{"token":"t"}');
    localStorage.setItem("score", "4");
    localStorage.setItem("setIndex", "2");
    clearAllExceptProfile();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem("profile")).toBe('{"token":"t"}');
  });

  it("starting a test keeps a mock paper under way", () => {
    localStorage.setItem("mock:mock-3", '{"id":"s"}');
    localStorage.setItem("mock:mock-3:questions", "[]");
    localStorage.setItem("currentQuestionIndex", "4");
    clearAllExceptProfile();
    expect(Object.keys(localStorage).sort()).toEqual(["mock:mock-3", "mock:mock-3:questions"]);
  });

  it("logout clears everything", () => {
    localStorage.setItem("profile", '{"token":"t"}');
    sessionStorage.setItem("x", "1");
    clearAllStorage();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("starting a test and logging out keep each student's pace after a reveal (a setting)", () => {
    localStorage.setItem("pace:7", '"stay"');
    localStorage.setItem("pace:guest", '"move-on"');
    localStorage.setItem("score", "4");
    clearAllExceptProfile();
    expect(Object.keys(localStorage).sort()).toEqual(["pace:7", "pace:guest"]);
    localStorage.setItem("profile", '{"token":"t"}');
    clearAllStorage();
    expect(Object.keys(localStorage).sort()).toEqual(["pace:7", "pace:guest"]);
    expect(localStorage.getItem("pace:7")).toBe('"stay"');
  });

  it("reads a signed-in student's pace and target from the saved login, a guest's pace from the device", () => {
    localStorage.setItem("pace:guest", '"stay"');
    expect(readPace()).toBe("stay");
    expect(readTarget()).toBeNull();
    localStorage.setItem("profile", JSON.stringify({ token: "t", user: { id: 7, pace: null } }));
    expect(readPace()).toBe("move-on");
    // Kept on this device before the account had one: read while the account has none.
    localStorage.setItem("pace:7", '"stay"');
    expect(readPace()).toBe("stay");
    localStorage.setItem(
      "profile",
      JSON.stringify({ token: "t", user: { id: 7, pace: "move-on", target: 70 } }),
    );
    expect(readPace()).toBe("move-on");
    expect(readTarget()).toBe(70);
    localStorage.setItem("profile", JSON.stringify({ token: "t", user: { id: 7, target: "70" } }));
    expect(readTarget()).toBeNull();
  });

  it("writes a key only when its text changes, and removes only a key that is there (decision 0523)", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const removeItem = vi.spyOn(Storage.prototype, "removeItem");
    writeJson("score", 3);
    writeJson("score", 3);
    expect(localStorage.getItem("score")).toBe("3");
    expect(setItem).toHaveBeenCalledTimes(1);
    writeJson("score", 4);
    expect(localStorage.getItem("score")).toBe("4");
    expect(setItem).toHaveBeenCalledTimes(2);
    removeKey("score");
    removeKey("score");
    expect(localStorage.getItem("score")).toBeNull();
    expect(removeItem).toHaveBeenCalledTimes(1);
  });

  it("reads corrupted JSON as absent", () => {
    localStorage.setItem("categoryQuestions", "{broken");
    expect(readJson("categoryQuestions")).toBeNull();
    expect(readJson("missing")).toBeNull();
  });
});
