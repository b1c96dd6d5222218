import { afterEach, describe, expect, it, vi } from "vitest";
import { toCompactQuestion, fromCompactQuestion } from "@tayari/content/compact-question";
import type { DrawnQuestion } from "@tayari/contracts/banks";
import { ApiError } from "../../../lib/api-client";
import { getCompactDraw, getYearPaper, type Question } from "../../../lib/quiz-schemas";
import { fetchEntranceDraw, fetchYearPaper } from "./entrance-bank-api";

/** What `call` checked the whole answer with, before (the endpoint's schema). */
const compactDrawResponseSchema = getCompactDraw.responses[200];

// A draw as the server sends it: 100 questions, every fifth with a formula in its text and options.
const drawn = (id: number): DrawnQuestion =>
  id % 5
    ? {
        id,
        category: "physics",
        question: `Question ${id}?`,
        options: ["a", "b", "c", "d"],
        answer: "b",
      }
    : {
        id,
        category: "mathematics",
        question: `What is $x_${id}$?`,
        options: ["$1$", "2", "3", "4"],
        answer: "$1$",
        math: {
          [`$x_${id}$`]: [
            [
              "msub",
              [
                ["mi", ["x"]],
                ["mn", [String(id)]],
              ],
            ],
          ],
          $1$: [["mn", ["1"]]],
        },
      };
const draw = { questions: Array.from({ length: 100 }, (_, i) => toCompactQuestion(drawn(i + 1))) };

function answering(body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body)),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("fetchEntranceDraw (decision 0528)", () => {
  it("reads the draw back as its schema and fromCompactQuestion read it whole", async () => {
    answering(draw);
    const whole = compactDrawResponseSchema.parse(draw).questions.map(fromCompactQuestion);
    const questions = await fetchEntranceDraw();
    expect(questions).toEqual(whole);
    expect(questions[4]).toEqual(drawn(5));
  });

  it("checks and reads its questions in slices, letting the browser in between", async () => {
    answering(draw);
    // The page's clock moves a millisecond at each look; the browser's scheduler counts the yields.
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (now += 1));
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yields });
    expect(await fetchEntranceDraw()).toHaveLength(100);
    // Before: one yield (the task after the answer's), then all 100 in one task.
    expect(yields.mock.calls.length).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ["no list", {}],
    ["an empty list", { questions: [] }],
    ["a list that is not one", { questions: "all" }],
    ["a question its schema refuses", { questions: [draw.questions[0], { id: "x" }] }],
  ])("refuses %s as an answer it cannot read, as the whole check did", async (_, body) => {
    expect(compactDrawResponseSchema.safeParse(body).success).toBe(false);
    answering(body);
    const refused = await fetchEntranceDraw().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 200, code: "client.unreadable" });
  });

  it.each([
    ["an answer past the last option", { ...draw.questions[1]!, answer: 4 }],
    ["a formula's tree missing", { ...draw.questions[4]!, math: [] }],
  ])("refuses a question that cannot be read back: %s", async (_, question) => {
    answering({ questions: [draw.questions[0], question] });
    await expect(fetchEntranceDraw()).rejects.toThrow("cannot be read back");
  });
});

describe("fetchYearPaper (decision 0528)", () => {
  const yearSchema = getYearPaper.responses[200];
  const question = (id: number): Question => ({
    id,
    category: "physics",
    question: `Question ${id}?`,
    options: ["a", "b", "c", "d"],
    answer: "b",
    explanation: `Because of ${id}.`,
  });
  const paper = { year: 2074, questions: Array.from({ length: 100 }, (_, i) => question(i + 1)) };

  it("reads the paper as its schema read it whole, checking its questions in slices", async () => {
    answering(paper);
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (now += 1));
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yields });
    expect(await fetchYearPaper(2074)).toEqual(yearSchema.parse(paper).questions);
    // Before: one yield, then all 100 checked in one task.
    expect(yields.mock.calls.length).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ["no year", { questions: paper.questions }],
    ["no questions", { year: 2074, questions: [] }],
    ["a question its schema refuses", { year: 2074, questions: [question(1), { id: 2 }] }],
  ])("refuses %s as an answer it cannot read, as the whole check did", async (_, body) => {
    expect(yearSchema.safeParse(body).success).toBe(false);
    answering(body);
    const refused = await fetchYearPaper(2074).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 200, code: "client.unreadable" });
  });
});
