import { afterEach, describe, expect, it, vi } from "vitest";
import type { Question } from "@tayari/contracts/question";
import type { DrawnQuestion } from "@tayari/contracts/banks";
import { toCompactQuestion } from "@tayari/content/compact-question";
import { CATEGORY_TEST_QUOTAS } from "@tayari/quiz/draw";
import { shuffleOptions } from "@tayari/quiz/shuffle";
import {
  drawnAttempt,
  prepareCategoryTest,
  prepareEntranceQuiz,
  prepareExam,
  loadSubjectPractice,
  loadYearPaper,
  resumeAttempt,
  startAttempt,
} from "./prepare";
import { addStoredExplanations, completeDrawnQuestions } from "./explanations-later";

const question = (id: number, category: string): Question => ({
  id,
  category,
  question: `Question ${id}?`,
  options: ["a", "b", "c", "d"],
  answer: "a",
  explanation: "Because a.",
});
const categoryBank = CATEGORY_TEST_QUOTAS.flatMap(([category, count], c) =>
  Array.from({ length: count }, (_, i) => question(c * 100 + i, category)),
);

// The bundled banks are a build-time virtual module; these stand in for their loaders.
vi.mock("./banks", () => ({
  loadCategoryTestBank: async () => categoryBank,
  loadEntranceBank: async () => [question(1, "mathematics"), question(2, "computer")],
  loadExamSets: async () => [
    { set: 1, questions: [question(11, "english")] },
    { set: 2, questions: [question(21, "english")] },
  ],
  loadSubjectTopic: async () => topic,
}));
const topic = Array.from({ length: 20 }, (_, i) => question(i + 1, "english"));

afterEach(() => vi.unstubAllGlobals());
const ids = (questions: DrawnQuestion[]) => questions.map((q) => q.id);
/** A draw as the server sends it (decision 101). */
const drawAnswer = (questions: DrawnQuestion[]) =>
  Response.json({ questions: questions.map(toCompactQuestion) });

describe("claiming or resuming an attempt", () => {
  it("draws a fresh attempt, then resumes the same draw after a reload", async () => {
    const first = await prepareCategoryTest();
    expect(first).toHaveLength(100);
    expect(localStorage.getItem("quizAttempt")).toBe('"category-test"');
    localStorage.setItem("currentQuestionIndex", "5");
    expect(ids(await prepareCategoryTest())).toEqual(ids(first));
    expect(localStorage.getItem("currentQuestionIndex")).toBe("5");
  });

  it("starting another test clears the last one's progress but keeps the login", async () => {
    localStorage.setItem("profile", '{"token":"t"}');
    await prepareCategoryTest();
    localStorage.setItem("currentQuestionIndex", "5");
    await prepareExam("science");
    expect(localStorage.getItem("currentQuestionIndex")).toBeNull();
    expect(localStorage.getItem("categoryQuestions")).toBeNull();
    expect(localStorage.getItem("profile")).toBe('{"token":"t"}');
  });

  it("a corrupted stored draw is drawn again instead of crashing", async () => {
    await prepareCategoryTest();
    localStorage.setItem("categoryQuestions", '{"physics":[{"id":"x"}]}');
    expect(await prepareCategoryTest()).toHaveLength(100);
  });

  it("keeps the exam's set for the attempt", async () => {
    const { setNumber } = await prepareExam("management");
    for (let i = 0; i < 5; i++) expect((await prepareExam("management")).setNumber).toBe(setNumber);
  });

  it("takes the entrance draw from the API, or from the bundled bank when it is unreachable", async () => {
    const drawn = [question(7, "physics"), question(8, "mathematics")];
    const fetch = vi.fn(async (_url: string) => drawAnswer(drawn));
    vi.stubGlobal("fetch", fetch);
    // In quota order: mathematics before physics.
    expect(ids(await prepareEntranceQuiz())).toEqual([8, 7]);
    expect(fetch.mock.calls[0]![0]).toBe("/api/banks/entrance/draw/compact");
    localStorage.clear();
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    expect(ids(await prepareEntranceQuiz())).toEqual([1, 2]);
  });

  it("draws from the bundled bank when the draw cannot be read back whole", async () => {
    // An answer past the last option, and a formula's tree missing: not shown as a wrong question.
    const bad = [
      { ...toCompactQuestion(question(7, "mathematics")), answer: 4 },
      { ...toCompactQuestion({ ...question(8, "mathematics"), question: "Is $x$ so?" }), math: [] },
    ];
    for (const questions of [[bad[0]], [bad[1]]]) {
      localStorage.clear();
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => Response.json({ questions })),
      );
      expect(ids(await prepareEntranceQuiz())).toEqual([1, 2]);
    }
  });
});

describe("the entrance draw's explanations, after its first question (decision 88)", () => {
  // As the server draws them: no explanation; the formula only the explanation has is sent with it.
  const drawn = (id: number, category: string): DrawnQuestion => {
    const { explanation: _, ...shown } = question(id, category);
    return shown;
  };
  const explained = (id: number) => ({
    id,
    explanation: `Because $x_${id}$.`,
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
    },
  });
  const stored = () =>
    Object.values(
      JSON.parse(localStorage.getItem("categoryQuestions")!) as Record<string, DrawnQuestion[]>,
    ).flat();

  it("asks the server for the missing ones, and keeps them on screen and in the stored draw", async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith("/banks/entrance/draw/compact")
        ? drawAnswer([drawn(7, "physics"), drawn(8, "mathematics")])
        : // The server leaves out an id it does not hold (99 is no question here).
          Response.json({ explanations: [explained(7), explained(8)] }),
    );
    vi.stubGlobal("fetch", fetch);
    const questions = await prepareEntranceQuiz();
    expect(questions.map((q) => q.explanation)).toEqual([undefined, undefined]);
    expect(stored().map((q) => q.explanation)).toEqual([undefined, undefined]);

    await completeDrawnQuestions(questions);
    expect(fetch).toHaveBeenLastCalledWith(
      "/api/banks/entrance/explanations?ids=8%2C7",
      expect.anything(),
    );
    expect(questions.map((q) => q.explanation)).toEqual(["Because $x_8$.", "Because $x_7$."]);
    expect(questions[0]!.math).toEqual(explained(8).math);
    expect(stored()).toEqual(questions);
    // A reload resumes the draw with them, and asks for nothing more.
    const resumed = await prepareEntranceQuiz();
    expect(resumed).toEqual(questions);
    fetch.mockClear();
    await completeDrawnQuestions(resumed);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("takes them from the bundled bank when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => drawAnswer([drawn(1, "mathematics"), drawn(5, "computer")])),
    );
    const questions = await prepareEntranceQuiz();
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await completeDrawnQuestions(questions);
    // Question 1 is in the bundled bank; 5 is not, and stays without one.
    expect(questions.map((q) => q.explanation)).toEqual(["Because a.", undefined]);
    expect(stored().map((q) => q.explanation)).toEqual(["Because a.", undefined]);
  });
});

describe("the stored draw's explanations written in tasks of their own (decision 0513)", () => {
  const draw = {
    mathematics: [
      { id: 3, category: "mathematics", question: "Q?", options: ["a", "b"], answer: "a" },
    ],
  };
  const found = new Map([[3, { id: 3, explanation: "Because 3." }]]);
  afterEach(() => localStorage.clear());

  it("yields between reading, writing as text and storing; the draw gains its explanations", async () => {
    localStorage.setItem("categoryQuestions", JSON.stringify(draw));
    const steps: string[] = [];
    await addStoredExplanations(found, async () => {
      steps.push(
        localStorage.getItem("categoryQuestions")!.includes("Because 3.") ? "written" : "not yet",
      );
    });
    expect(steps).toEqual(["not yet", "not yet"]);
    const stored = JSON.parse(localStorage.getItem("categoryQuestions")!) as typeof draw;
    expect(stored.mathematics.map((q) => (q as { explanation?: string }).explanation)).toEqual([
      "Because 3.",
    ]);
  });

  it("leaves a draw replaced in between (a new attempt) as it is", async () => {
    localStorage.setItem("categoryQuestions", JSON.stringify(draw));
    const newer = JSON.stringify({ physics: [] });
    await addStoredExplanations(found, async () =>
      localStorage.setItem("categoryQuestions", newer),
    );
    expect(localStorage.getItem("categoryQuestions")).toBe(newer);
  });
});

describe("options in the attempt's order (decision 69)", () => {
  const orders = (questions: DrawnQuestion[]) => questions.map((q) => q.options.join(""));
  const seed = () => Number(localStorage.getItem("attemptSeed"));

  it("the category test keeps its draw as shown, and a reload shows the same order", async () => {
    const first = await prepareCategoryTest();
    // As the bank holds them, in the seed's order; the key (a) is no longer always first.
    expect(first).toEqual(
      shuffleOptions(
        first.map((q) => ({ ...q, options: ["a", "b", "c", "d"] })),
        seed(),
      ),
    );
    expect(new Set(first.map((q) => q.options.indexOf(q.answer))).size).toBe(4);
    const stored = Object.values(
      JSON.parse(localStorage.getItem("categoryQuestions")!) as Record<string, Question[]>,
    ).flat();
    expect(orders(stored)).toEqual(orders(first));
    expect(orders(await prepareCategoryTest())).toEqual(orders(first));
  });

  it("a year paper and a topic: the same order after a reload, another after a new start", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ questions: topic })),
    );
    localStorage.setItem("score", "7");
    // Start (decision 122) clears what the last test kept and orders the options by a new seed.
    const paper = startAttempt("year:2075", await loadYearPaper(2075));
    expect(localStorage.getItem("score")).toBeNull();
    expect(orders(resumeAttempt(await loadYearPaper(2075)))).toEqual(orders(paper));
    expect(orders(paper)).not.toEqual(orders(topic));
    const before = seed();
    const topicKey = "practice:English/Pronouns";
    const practice = startAttempt(topicKey, await loadSubjectPractice("English", "Pronouns"));
    expect(seed()).not.toBe(before);
    const resumed = resumeAttempt(await loadSubjectPractice("English", "Pronouns"));
    expect(orders(resumed)).toEqual(orders(practice));
  });

  it("the +2 exam's set is shown in the attempt's order", async () => {
    const { questions } = await prepareExam("science");
    expect(questions).toEqual(shuffleOptions([question(questions[0]!.id, "english")], seed()));
  });
});

describe("the options' order in slices (decision 0528)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("orders a draw's options a few questions a task, the browser let in between", async () => {
    const drawn = Array.from({ length: 100 }, (_, i) => question(i + 1, "physics"));
    // The page's clock moves a millisecond at each look; the browser's scheduler counts the yields.
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (now += 1));
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yields });
    const questions = await drawnAttempt("slices", async () => [["physics", drawn]]);
    const seed = JSON.parse(localStorage.getItem("attemptSeed")!) as number;
    expect(questions).toEqual(shuffleOptions(drawn, seed));
    // Before: one yield for the category's 100 orders and one before the draw is stored.
    expect(yields.mock.calls.length).toBeGreaterThanOrEqual(10);
  });
});
