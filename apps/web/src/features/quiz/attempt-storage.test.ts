import { beforeEach, describe, expect, it } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { readDrawnQuestions, readProgress, readSetIndex } from "./attempt-storage";

const question = (id: number, category = "physics"): Question => ({
  id,
  category,
  question: `Question ${id}?`,
  options: ["a", "b", "c"],
  answer: "a",
  explanation: "Because a.",
});
const questions = [question(1), question(2), question(3)];
const NOW = 1_800_000_000_000;

const store = (values: Record<string, string>) => {
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
};

beforeEach(() => localStorage.clear());

describe("the stored draw", () => {
  it("is read back in its categories' order", () => {
    store({
      categoryQuestions: JSON.stringify({
        mathematics: [question(7, "mathematics")],
        physics: [question(1)],
      }),
    });
    expect(readDrawnQuestions()?.map((q) => q.id)).toEqual([7, 1]);
  });

  it("keeps each question's bank in a set that mixes banks, so a resumed set says where each is from", () => {
    store({
      categoryQuestions: JSON.stringify({
        "next-step": [
          { ...question(7, "mathematics"), bank: "entrance" },
          { ...question(2), bank: "unit:12" },
        ],
      }),
    });
    expect(readDrawnQuestions()?.map((q) => [q.id, (q as { bank?: string }).bank])).toEqual([
      [7, "entrance"],
      [2, "unit:12"],
    ]);
  });

  it.each([
    ["bad JSON", "{not json"],
    ["a list instead of categories", JSON.stringify([question(1)])],
    ["a category that is not a list", JSON.stringify({ physics: "many" })],
    ["a question without its options", JSON.stringify({ physics: [{ id: 1, question: "?" }] })],
    ["a question of the wrong types", JSON.stringify({ physics: [{ ...question(1), id: "1" }] })],
    ["no questions at all", JSON.stringify({ physics: [] })],
    ["a number", "42"],
  ])("is discarded when it is %s", (_what, raw) => {
    store({ categoryQuestions: raw });
    expect(readDrawnQuestions()).toBeNull();
  });
});

describe("the kept set", () => {
  it("is read back when it is one of the sets", () => {
    store({ setIndex: "3" });
    expect(readSetIndex(4)).toBe(3);
  });

  it.each(["4", "-1", "1.5", '"2"', "null", "{bad"])("is discarded when it is %s", (raw) => {
    store({ setIndex: raw });
    expect(readSetIndex(4)).toBeNull();
  });
});

describe("the stored progress", () => {
  it("resumes the stored question with its start time and score", () => {
    store({ currentQuestionIndex: "2", startTime: String(NOW - 15_000), score: "1" });
    expect(readProgress(questions, NOW, true)).toMatchObject({
      index: 2,
      phase: "answering",
      startTime: NOW - 15_000,
      score: 1,
    });
  });

  it.each([
    ["an index past the end", { currentQuestionIndex: "3", startTime: String(NOW) }],
    ["a negative index", { currentQuestionIndex: "-1", startTime: String(NOW) }],
    ["an index of the wrong type", { currentQuestionIndex: '"1"', startTime: String(NOW) }],
    ["an index that is not JSON", { currentQuestionIndex: "one", startTime: String(NOW) }],
    ["a start time of the wrong type", { currentQuestionIndex: "1", startTime: '"yesterday"' }],
    ["no start time", { currentQuestionIndex: "1" }],
  ])("starts afresh on %s", (_what, values) => {
    store(values);
    expect(readProgress(questions, NOW, true)).toBeNull();
  });

  it("starts afresh on an impossible score", () => {
    store({ currentQuestionIndex: "1", startTime: String(NOW), score: "57" });
    expect(readProgress(questions, NOW, true)).toBeNull();
  });

  it("ignores picks of the wrong shape, and the picks and score of an unscored screen", () => {
    store({
      currentQuestionIndex: "1",
      startTime: String(NOW),
      score: "1",
      selectedOptions: JSON.stringify(["a", "b"]),
    });
    expect(readProgress(questions, NOW, true)).toMatchObject({
      index: 1,
      phase: "answering",
      score: 1,
      picks: [null, null, null],
    });
    store({ selectedOptions: JSON.stringify({ "1": "a", "2": "b" }) });
    expect(readProgress(questions, NOW, false)).toMatchObject({
      phase: "answering",
      score: 0,
      picks: [null, null, null],
    });
  });

  it("a reload during the reveal shows the reveal again", () => {
    store({
      currentQuestionIndex: "1",
      startTime: String(NOW - 5_000),
      score: "1",
      selectedOptions: JSON.stringify({ "1": "a", "2": "b" }),
    });
    expect(readProgress(questions, NOW, true)).toMatchObject({
      index: 1,
      phase: "revealed",
      chosen: "b",
      outcome: "incorrect",
      revealedAt: NOW,
      picks: ["a", "b", null],
    });
  });

  it("keeps an option picked but not submitted through a reload, on its own question only", () => {
    const pending = (index: number, option: string) =>
      store({
        currentQuestionIndex: "1",
        startTime: String(NOW),
        score: "0",
        pendingChoice: JSON.stringify({ index, option }),
      });
    pending(1, questions[1]!.options[2]!);
    expect(readProgress(questions, NOW, true)).toMatchObject({
      index: 1,
      phase: "answering",
      chosen: questions[1]!.options[2],
    });
    pending(0, questions[1]!.options[2]!);
    expect(readProgress(questions, NOW, true)).toMatchObject({ index: 1, chosen: null });
    pending(1, "not an option");
    expect(readProgress(questions, NOW, true)).toMatchObject({ index: 1, chosen: null });
  });
});
