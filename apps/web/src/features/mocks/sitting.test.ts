import { afterEach, describe, expect, it } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { startPaper } from "@tayari/quiz/paper";
import { withOptionOrder } from "@tayari/quiz/shuffle";
import {
  attemptOf,
  fromServer,
  makeSitting,
  marksOf,
  readSitting,
  seedOf,
  specOf,
  writeQuestions,
  writeSitting,
} from "./sitting";

afterEach(() => localStorage.clear());

const written: Question[] = Array.from({ length: 100 }, (_, i) => ({
  id: 500 + i,
  category: "physics",
  question: `Question ${i + 1}`,
  options: [`a${i}`, `b${i}`, `c${i}`, `d${i}`],
  answer: `b${i}`,
  explanation: `Because b${i}.`,
}));
const T0 = Date.UTC(2026, 10, 24, 6, 0, 0);
const ME = "3f2a9c1e-7b4d-4e8a-9f10-2c3d4e5f6a7b";
const YOU = "c81d4e2a-1b3c-4d5e-8f90-a1b2c3d4e5f6";
const orderOf = (questions: readonly Question[]) => questions.map((q) => q.options.join(" "));

describe("a mock sitting's options, in the order of its seed", () => {
  it("the seed comes from the sitting's id: a whole number below 2^31, the same every time", () => {
    expect(seedOf(ME)).toBe(seedOf(ME.toUpperCase()));
    expect(Number.isInteger(seedOf(ME)) && seedOf(ME) >= 0 && seedOf(ME) < 2 ** 31).toBe(true);
    expect(seedOf("ffffffff-ffff-4fff-bfff-ffffffffffff")).toBe(2 ** 31 - 1);
    expect(seedOf(ME)).not.toBe(seedOf(YOU));
  });

  it("the same sitting shows the same order on a reload and on another device", () => {
    const state = startPaper(specOf(written), T0);
    const sitting = makeSitting(ME, "mock-1", written, state);
    // The paper's questions stay in the paper's order; their options are shuffled.
    expect(sitting.questions.map((q) => q.id)).toEqual(written.map((q) => q.id));
    expect(orderOf(sitting.questions)).not.toEqual(orderOf(written));
    sitting.questions.forEach((q, i) => expect([...q.options].sort()).toEqual(written[i]!.options));

    writeQuestions("mock-1", written);
    writeSitting(sitting);
    expect(orderOf(readSitting("mock-1", T0 + 60_000)!.questions)).toEqual(
      orderOf(sitting.questions),
    );
    const running = {
      id: ME,
      seconds_left: 7000,
      current: 0,
      picks: written.map(() => null),
      flags: [],
      seen: [0],
      changes: 0,
      saved_at: new Date(T0).toISOString(),
    };
    const phone = fromServer("mock-1", written, running, T0 + 60_000)!;
    expect(orderOf(phone.questions)).toEqual(orderOf(sitting.questions));
  });

  it("two students sitting the same paper see their options in different orders", () => {
    const state = startPaper(specOf(written), T0);
    const mine = makeSitting(ME, "mock-1", written, state).questions;
    const yours = makeSitting(YOU, "mock-1", written, state).questions;
    const differ = mine.filter((q, i) => q.options.join() !== yours[i]!.options.join()).length;
    expect(differ).toBeGreaterThan(50);
  });

  it("the attempt carries the seed, and the review's order from it is the order the student saw", () => {
    const sitting = makeSitting(ME, "mock-1", written, startPaper(specOf(written), T0));
    const attempt = attemptOf(sitting);
    expect(attempt.seed).toBe(seedOf(ME));
    // The server's review puts each written question in the attempt's order (a single bank: the
    // question's address is its id), as GET /api/me/attempts/{id} does.
    const reviewed = written.map((q) =>
      withOptionOrder({ id: q.id, options: q.options }, attempt.seed!),
    );
    expect(reviewed.map((q) => q.options.join(" "))).toEqual(orderOf(sitting.questions));
  });

  it("keeps each question's subject and whether the pick was right, whatever order its options were shown in", () => {
    const sitting = makeSitting(ME, "mock-1", written, startPaper(specOf(written), T0));
    const picks = written.map((q, i) => (i === 0 ? q.answer : i === 1 ? `a${i}` : null));
    const marks = marksOf({ ...sitting, state: { ...sitting.state, picks } });
    expect(marks).toHaveLength(100);
    expect(marks.slice(0, 3)).toEqual([
      { subject: "physics", right: true },
      { subject: "physics", right: false },
      { subject: "physics", right: false },
    ]);
    expect(marks.filter((m) => m.right)).toHaveLength(1);
  });
});
