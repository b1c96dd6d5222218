// The build replaces mock-schemas.ts by plain checks written from its schemas (decisions 93 and
// 280). Here the module the build writes is held to zod itself on mock papers made from the real
// entrance bank (maths trees, figures, passages) and on each of their keys dropped or made odd:
// the same answer (accepted or not), and the same value when accepted.
import { beforeAll, describe, expect, it } from "vitest";
import { compiledChecks, entranceBank, sameAnswer, type Parser } from "../test/compiled-checks";
import { MOCK_1 } from "../test/mock-paper";
import * as zodSchemas from "./mock-schemas";

let compiled: Parser;
const zod = zodSchemas.getMockPaper.responses[200] as Parser;

beforeAll(() => {
  const exported = compiledChecks(zodSchemas as Record<string, unknown>);
  compiled = (exported.getMockPaper as { responses: Record<string, Parser> }).responses["200"]!;
});

const bank = entranceBank();

const paper = MOCK_1;
const withMaths = bank.questions.filter((q) => q.math || q.figure);
const answer = {
  paper,
  questions: [...withMaths.slice(0, 50), ...bank.questions.slice(0, 50)],
  passages: [
    { id: "p1", title: "A passage", text: "Read this.", math: withMaths[0]!.math },
    { id: "p2", text: "Another" },
  ],
};

const same = (value: unknown) => sameAnswer(zod, compiled, value);

describe("the compiled mock paper answer checks as zod does", () => {
  it("accepts a paper of 100 real questions with passages, and one without passages", () => {
    expect(same(answer)).toBe(true);
    const { passages: _p, ...without } = answer;
    expect(same(without)).toBe(true);
  });

  it("refuses what zod refuses: no questions, an unknown kind or family, a passage without text", () => {
    expect(same({ ...answer, questions: [] })).toBe(false);
    expect(same({ ...answer, paper: { ...paper, kind: "quiz" } })).toBe(false);
    expect(same({ ...answer, paper: { ...paper, family: "mba" } })).toBe(false);
    expect(same({ ...answer, passages: [{ id: "p1" }] })).toBe(false);
  });

  it("on every key of the paper, a question and a passage dropped, or replaced by an odd value", () => {
    const odd = [undefined, null, 0, -1, 1.5, NaN, "", "x", true, [], {}];
    const small = { ...answer, questions: answer.questions.slice(0, 2) };
    const variants: unknown[] = [];
    for (const key of Object.keys(paper))
      for (const value of odd) variants.push({ ...small, paper: { ...paper, [key]: value } });
    for (const key of Object.keys(small.questions[0]!))
      for (const value of odd)
        variants.push({ ...small, questions: [{ ...small.questions[0]!, [key]: value }] });
    for (const key of ["id", "title", "text", "math"])
      for (const value of odd)
        variants.push({ ...small, passages: [{ ...small.passages[0]!, [key]: value }] });
    for (const value of variants) same(value);
    expect(variants.length).toBeGreaterThan(100);
  });
});

/** Each key of `value` dropped or made odd, for the answers below (small objects). */
function oddVariants(value: Record<string, unknown>): Record<string, unknown>[] {
  const odd = [undefined, null, 0, -1, 1.5, NaN, "", "x", true, [], {}];
  return Object.keys(value).flatMap((key) => odd.map((v) => ({ ...value, [key]: v })));
}

describe("the page's other answers, compiled, check as zod does", () => {
  const exported = () => compiledChecks(zodSchemas as Record<string, unknown>);
  const answerOf = (module: Record<string, unknown>, name: string) =>
    (module[name] as { responses: Record<string, Parser> }).responses["200"]!;
  const sitting = {
    id: "4f0c6a9e-2b7d-4d1e-9a53-0c1b2d3e4f50",
    seconds_left: 4200,
    current: 12,
    picks: ["A", null, "x^2"],
    flags: [3, 7],
    seen: [0, 1, 2],
    changes: 14,
    saved_at: "2026-11-26T10:00:00.000Z",
  };
  const you = {
    attempt_id: sitting.id,
    started_at: "2026-11-26T08:00:00.000Z",
    marks: 61.25,
    max_marks: 100,
    rank: 3,
    percentile: 92.5,
    bucket: 6,
  };
  const standing = {
    paper: "mock-1",
    candidates: 40,
    bucket_marks: 10,
    distribution: [0, 1, 4, 9],
    you,
  };
  const cases: Array<[string, unknown[], unknown[]]> = [
    [
      "getMockSitting",
      [{ sitting }, { sitting: null }],
      [
        {},
        { sitting: { ...sitting, picks: [1] } },
        ...oddVariants(sitting).map((s) => ({ sitting: s })),
      ],
    ],
    [
      "getMockStanding",
      [standing, { ...standing, you: null }],
      [...oddVariants(standing), ...oddVariants(you).map((y) => ({ ...standing, you: y }))],
    ],
    [
      "listMyMocks",
      [{ papers: [] }, { papers: [{ paper: "mock-2", status: "finished" }] }],
      [{ papers: [{ paper: "mock-2", status: "paused" }] }, { papers: null }, {}],
    ],
    [
      "putMockSitting",
      [
        {
          code: "mocks.sittingSaved",
          params: {},
          message: "Saved.",
          seconds_left: 60,
          changes: 2,
          elapsed_ms: 60_000,
          picks: ["A", null],
          seqs: [1_000, 0],
          refused: [
            { code: "mocks.pickNotOption", params: {}, message: "Not an option.", number: 2 },
          ],
        },
      ],
      [
        { code: "other", params: {}, message: "Saved.", seconds_left: 60, changes: 2 },
        { code: "mocks.sittingSaved", params: {}, message: "Saved.", seconds_left: 60, changes: 2 },
        {},
      ],
    ],
  ];
  it.each(cases)("%s: accepts what zod accepts and refuses what it refuses", (name, good, bad) => {
    const compiledAnswer = answerOf(exported(), name);
    const zodAnswer = answerOf(zodSchemas as Record<string, unknown>, name);
    for (const value of good) expect(sameAnswer(zodAnswer, compiledAnswer, value)).toBe(true);
    // Each odd value gets zod's answer; most are refused.
    const kept = bad.filter((value) => sameAnswer(zodAnswer, compiledAnswer, value));
    expect(kept.length).toBeLessThan(bad.length / 2);
  });

  it("a kept sitting's passages: the same answer as zod, kept or refused", () => {
    const compiledList = exported().passageListSchema as Parser;
    const zodList = zodSchemas.passageListSchema as unknown as Parser;
    const passage = { id: "p1", title: "A passage", text: "Read this.", math: withMaths[0]!.math };
    expect(sameAnswer(zodList, compiledList, [passage, { id: "p2", text: "Another" }])).toBe(true);
    expect(sameAnswer(zodList, compiledList, [])).toBe(true);
    for (const value of [null, {}, [{ id: "p1" }], ...oddVariants(passage).map((p) => [p])])
      sameAnswer(zodList, compiledList, value);
  });
});
