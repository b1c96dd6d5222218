import { describe, expect, it } from "vitest";
import { safeEncode } from "zod/v4/core";
import { attemptResponseSchema } from "@tayari/contracts/exam-sitting";
import type { StoredQuestion } from "./bank-repository";
import { attemptJson, preparePaperPieces } from "./paper-json";
import { studentQuestions } from "./papers";

// Issue 47: an attempt's answer is put together from pieces made once per pool question, not
// encoded whole at each start. It must be the very JSON Fastify's serializer made of the answer
// with `studentQuestions`: every kind of question, with and without a seed.

const pool: StoredQuestion[] = [
  {
    id: 1,
    category: "physics",
    question: 'Speed is $v = \\frac{d}{t}$: "quoted" and a back\\slash?',
    options: ["$\\frac{1}{2}$", "$\\sqrt{2}$", "2 m/s", "none"],
    answer: "2 m/s",
    explanation: "Sealed: $\\frac{4}{2} = 2$.",
  },
  {
    id: 2,
    category: "physics",
    question: "Which are right?",
    options: ["Red", "Blue", "Both A and B", "All of the above"],
    answer: "All of the above",
    explanation: "Sealed: all.",
    figure: { file: "circuit.svg", alt: "A circuit of two cells" },
  },
  {
    id: 3,
    category: "english",
    question: "What does the poem praise?",
    options: ["Hills", "Rivers", "Rain"],
    answer: "Rivers",
    explanation: "Sealed: line 2.",
    passage: "poem",
  },
  {
    id: 4,
    category: "english",
    question: "नेपालको राजधानी कुन हो?",
    options: ["काठमाडौं", "पोखरा"],
    answer: "काठमाडौं",
    explanation: "Sealed.",
    passage: "poem",
  },
];
const paper = [3, 1, 4, 2];
const body = {
  id: 7,
  exam: { slug: "mock", title: 'A "quoted" title with "questions":[] in it' },
  started_at: "2026-11-26T04:00:00.000Z",
  deadline: "2026-11-26T05:00:00.000Z",
  seconds_left: 3600,
  resume_at: 1,
  seq: 2,
  clock_ms: 0,
  passages: [{ id: "poem", title: "A poem", text: "Rivers run, $x^2$ flows." }],
  answers: { "3": "Rivers" },
};

describe("an attempt's answer put together from pieces", () => {
  it("is the JSON the serializer makes of the whole answer, with or without a seed", async () => {
    for (const seed of [null, 1, 123_456, 987_654_321]) {
      const json = await attemptJson(body, pool, paper, seed, async () => {});
      const whole = safeEncode(attemptResponseSchema, {
        ...body,
        questions: studentQuestions(pool, paper, seed),
      });
      expect(whole.success).toBe(true);
      expect(json?.toString("utf8")).toBe(JSON.stringify(whole.data));
    }
  });

  it("never shows an explanation or a key", async () => {
    const json = (await attemptJson(body, pool, paper, 5, async () => {}))!.toString("utf8");
    expect(json).not.toContain("Sealed");
    expect(json).not.toContain('"answer"');
  });

  it("makes each question's pieces in slices, a turn of the event loop between", async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ ...pool[0]!, id: 100 + i }));
    let turns = 0;
    await preparePaperPieces(many, async () => void (turns += 1), 0);
    expect(turns).toBe(many.length);
    let paperTurns = 0;
    const json = await attemptJson(
      body,
      many,
      many.map((q) => q.id),
      3,
      async () => void (paperTurns += 1),
      0,
    );
    // Two passes (each question's order, then its bytes copied), a turn possible after each question.
    expect(paperTurns).toBe(2 * many.length);
    expect(JSON.parse(json!.toString("utf8")).questions).toHaveLength(many.length);
  });
});
