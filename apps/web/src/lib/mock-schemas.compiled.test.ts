// The build replaces mock-schemas.ts by plain checks written from its schemas (decisions 93 and
// 280). Here the module the build writes is held to zod itself on mock papers made from the real
// entrance bank (maths trees, figures, passages) and on each of their keys dropped or made odd:
// the same answer (accepted or not), and the same value when accepted.
import { beforeAll, describe, expect, it } from "vitest";
import { compiledChecks, entranceBank, sameAnswer, type Parser } from "../test/compiled-checks";
import * as zodSchemas from "./mock-schemas";

let compiled: Parser;
const zod = zodSchemas.getMockPaper.responses[200] as Parser;

beforeAll(() => {
  const exported = compiledChecks(zodSchemas as Record<string, unknown>);
  compiled = (exported.getMockPaper as { responses: Record<string, Parser> }).responses["200"]!;
});

const bank = entranceBank();

const paper = {
  slug: "mock-1",
  kind: "mock",
  number: 1,
  questions: 100,
  minutes: 120,
  profile: "csit",
  family: "csit",
};
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
