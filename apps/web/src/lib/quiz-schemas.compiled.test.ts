// The build replaces quiz-schemas.ts by plain checks written from its schemas (decision 93). Here
// the module the build writes is held to zod itself: on every question of the real entrance bank
// with its maths trees, on draws, reviews and stored draws made from them, and on values made by
// changing them at random. Same answer (accepted or not), and the same value when accepted.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { shownFormulas, toCompactQuestion } from "@tayari/content/compact-question";
import type { DrawnQuestion } from "@tayari/contracts/banks";
import { compiledChecks, entranceBank, sameAnswer, type Parser } from "../test/compiled-checks";
import * as zodSchemas from "./quiz-schemas";

let compiled: Record<string, unknown>;

beforeAll(() => {
  // The module as the build writes it, run here with its exports gathered in an object.
  compiled = compiledChecks(zodSchemas as Record<string, unknown>);
});

const bank = entranceBank();
const questions = bank.questions;
const withoutExplanation = questions.map(({ explanation: _e, ...rest }) => rest);
/** A bank question as the compact draw sends it: the trees of the formulas it shows, no explanation. */
const compact = (question: Record<string, unknown>) => {
  const { explanation: _e, math, ...rest } = question as DrawnQuestion;
  const shown = shownFormulas(rest);
  const kept = Object.entries(math ?? {}).filter(([formula]) => shown.includes(formula));
  return toCompactQuestion(kept.length ? { ...rest, math: Object.fromEntries(kept) } : rest);
};

/** The schemas as zod has them and as the build writes them, by export name. */
const pairs = () => {
  const answer = (name: string) => {
    const endpoint = (compiled[name] as { responses: Record<string, Parser> }).responses["200"]!;
    const zod = (zodSchemas as unknown as Record<string, { responses: Record<string, Parser> }>)[
      name
    ]!.responses["200"]!;
    return [zod, endpoint] as const;
  };
  const schema = (name: string) =>
    [(zodSchemas as unknown as Record<string, Parser>)[name]!, compiled[name] as Parser] as const;
  return {
    questionSchema: schema("questionSchema"),
    questionListSchema: schema("questionListSchema"),
    storedDrawSchema: schema("storedDrawSchema"),
    attemptReviewSchema: schema("attemptReviewSchema"),
    getCompactDraw: answer("getCompactDraw"),
    getEntranceExplanations: answer("getEntranceExplanations"),
    getYearPaper: answer("getYearPaper"),
  };
};

const same = ([zod, plain]: readonly [Parser, Parser], value: unknown) => {
  sameAnswer(zod, plain, value);
};

/** A few valid values of each schema, made from the real bank. */
const samples = (count = 40): Record<keyof ReturnType<typeof pairs>, unknown[]> => {
  const some = questions.filter((q) => q.math || q.figure).slice(0, count);
  const review = {
    title: "CSIT entrance",
    landing: "/csit/entrance-preparation",
    questions: some.slice(0, count / 4).map((q, i) => ({
      question: q.question,
      options: q.options,
      answer: q.answer,
      math: q.math,
      figure: q.figure,
      id: q.id,
      explanation: i % 2 ? q.explanation : undefined,
      pick: i % 3 ? q.answer : null,
      extra: "dropped",
    })),
  };
  return {
    questionSchema: some,
    questionListSchema: [some, []],
    storedDrawSchema: [{ mathematics: withoutExplanation.slice(0, count / 2), physics: [] }, {}],
    attemptReviewSchema: [review, { ...review, landing: "no slash" }, { ...review, landing: 7 }],
    getCompactDraw: [
      { questions: questions.slice(0, count).map(compact) },
      { questions: some.map(compact) },
      // Refused: an answer as its text, a tree list with a wrong node, an empty draw.
      { questions: withoutExplanation.slice(0, 2) },
      { questions: [{ ...compact(some[0]!), math: [[7]] }] },
      { questions: [] },
    ],
    getEntranceExplanations: [
      { explanations: some.map((q) => ({ id: q.id, explanation: q.explanation, math: q.math })) },
    ],
    getYearPaper: [{ year: 2080, questions: some }],
  };
};

describe("the compiled quiz schemas answer as zod does", () => {
  it("on every question of the entrance bank, and on the bank as one list", () => {
    const { questionSchema, questionListSchema } = pairs();
    for (const question of questions) same(questionSchema, question);
    for (const question of withoutExplanation) same(questionSchema, question);
    same(questionListSchema, questions);
    expect(questions.length).toBeGreaterThan(500);
  });

  it("on draws, explanations, year papers, reviews and stored draws made from it", () => {
    const all = pairs();
    const made = samples();
    for (const name of Object.keys(all) as Array<keyof typeof all>)
      for (const value of made[name]) same(all[name], value);
  });

  it(
    "on every key of every object and array in them dropped, or replaced by an odd value",
    { timeout: 120_000 },
    () => {
      const all = pairs();
      const made = samples(2);
      const odd = [
        undefined,
        null,
        0,
        -1,
        1.5,
        NaN,
        Infinity,
        2 ** 53,
        "",
        "/x",
        "x",
        true,
        [],
        {},
      ];
      let tried = 0;
      for (const name of Object.keys(all) as Array<keyof typeof all>)
        for (const original of made[name].slice(0, 1)) {
          const count = Math.min(nodesOf(original).length, 30);
          for (let where = 0; where < count; where++) {
            const keys = Object.keys(nodesOf(original)[where]!).slice(0, 12);
            for (let key = 0; key < keys.length; key++) {
              for (const how of ["drop", ...odd.map((_, i) => i)] as const) {
                const value = structuredClone(original);
                const node = nodesOf(value)[where]! as Record<string, unknown>;
                if (how === "drop") {
                  if (Array.isArray(node)) node.splice(key, 1);
                  else delete node[keys[key]!];
                } else node[keys[key]!] = structuredClone(odd[how]);
                same(all[name], value);
                tried++;
              }
            }
          }
        }
      expect(tried).toBeGreaterThan(1000);
    },
  );

  it("on values changed at random: keys dropped, replaced or added, anywhere in the value", () => {
    const all = pairs();
    const made = samples(4);
    const names = Object.keys(all) as Array<keyof typeof all>;
    const odd = fc.oneof(
      fc.constantFrom(undefined, null, 0, -1, 1.5, NaN, Infinity, 2 ** 53, "", "/x", "x", true),
      fc.constantFrom([], {}, ["a"], [["mi", ["x"]]], { a: "b" }, { a: ["x"] }),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), fc.nat(), odd, fc.constantFrom("drop", "set", "add"))),
        (name, pick, changes) => {
          const values = made[name];
          const value = structuredClone(values[pick % values.length]);
          for (const [where, key, replacement, how] of changes)
            change(value, where, key, structuredClone(replacement), how);
          same(all[name], value);
        },
      ),
      { numRuns: 500 },
    );
  }, 60_000);
});

/** Every object and array inside `value`, depth first (of an array, its first two items). */
function nodesOf(value: unknown) {
  const nodes: Array<Record<string, unknown> | unknown[]> = [];
  const visit = (node: unknown) => {
    if (typeof node !== "object" || node === null) return;
    nodes.push(node as Record<string, unknown>);
    for (const child of Array.isArray(node) ? node.slice(0, 2) : Object.values(node)) visit(child);
  };
  visit(value);
  return nodes;
}

/** Changes one object or array inside `value` (the `where`-th met, depth first). */
function change(value: unknown, where: number, key: number, replacement: unknown, how: string) {
  const nodes = nodesOf(value);
  if (nodes.length === 0) return;
  const node = nodes[where % nodes.length]!;
  const keys = Object.keys(node);
  if (how === "add" || keys.length === 0) {
    if (Array.isArray(node)) node.push(replacement);
    else
      node[["id", "question", "options", "answer", "math", "figure", "pick", "z"][key % 8]!] =
        replacement;
    return;
  }
  const at = keys[key % keys.length]!;
  if (how === "drop") {
    if (Array.isArray(node)) node.splice(Number(at), 1);
    else delete node[at];
  } else (node as Record<string, unknown>)[at] = replacement;
}
