import { describe, expect, it } from "vitest";
import {
  isFreshStart,
  isLast,
  reduce,
  resumeState,
  sanitizeState,
  skippedCount,
  startQuiz,
  type QuizConfig,
  type QuizEvent,
  type QuizState,
} from "./machine";

// Skip and come back (issue 69 point 2, decision 0493), on a clock the tests move.
const T0 = 1_700_000_000_000;
const answers = ["A", "B", "C", "D"];
const PRACTICE: QuizConfig = {
  secondsPerQuestion: 60,
  revealMs: 2000,
  scoring: true,
  skippable: true,
};
const SEED_RULES: QuizConfig = { secondsPerQuestion: 30, revealMs: 2000, scoring: true };

const run = (state: QuizState, config: QuizConfig, ...events: QuizEvent[]) =>
  events.reduce((s, e) => reduce(s, e, config, answers), state);
const choose = (option: string): QuizEvent => ({ type: "choose", option });
const submit = (now: number): QuizEvent => ({ type: "submit", now });
const tick = (now: number): QuizEvent => ({ type: "tick", now });
const skip = (now: number): QuizEvent => ({ type: "skip", now });

describe("skip and come back", () => {
  it("moves on at once with the question unanswered, its clock fresh for the next one", () => {
    const skipped = run(startQuiz(T0, 4), PRACTICE, choose("X"), skip(T0 + 5000));
    expect(skipped).toMatchObject({ index: 1, phase: "answering", chosen: null, skipped: [0] });
    expect(skipped.startTime).toBe(T0 + 5000);
    expect(skipped.picks).toEqual([null, null, null, null]);
    expect(skipped.score).toBe(0);
    expect(skippedCount(skipped)).toBe(1);
  });

  it("brings the skipped questions back after the last one, in order, before the end", () => {
    const atEnd = run(
      startQuiz(T0, 4),
      PRACTICE,
      skip(T0 + 1000), // question 1 skipped
      choose("B"),
      submit(T0 + 2000),
      tick(T0 + 4000), // question 2 right
      skip(T0 + 5000), // question 3 skipped
      choose("D"),
      submit(T0 + 6000),
    );
    expect(atEnd).toMatchObject({ index: 3, phase: "revealed", score: 2 });
    // Not the last: two skipped questions wait.
    expect(isLast(atEnd, 4)).toBe(false);
    const back = run(atEnd, PRACTICE, tick(T0 + 8000));
    expect(back).toMatchObject({ index: 0, phase: "answering", returning: true, skipped: [2] });
    expect(back.startTime).toBe(T0 + 8000);
    // Not a new attempt, though it is the first question again.
    expect(isFreshStart(back)).toBe(false);
    expect(isFreshStart(startQuiz(T0, 4))).toBe(true);
    const second = run(back, PRACTICE, choose("A"), submit(T0 + 9000), tick(T0 + 11_000));
    expect(second).toMatchObject({ index: 2, phase: "answering", returning: true, score: 3 });
    expect(second.skipped).toBeUndefined();
    expect(isLast(second, 4)).toBe(true);
    // Skipped again on the way back: left unanswered, and the attempt ends.
    const done = run(second, PRACTICE, skip(T0 + 12_000));
    expect(done).toMatchObject({ phase: "finished", index: 4, score: 3 });
    expect(done.picks).toEqual(["A", "B", null, "D"]);
  });

  it("ends at once when nothing was skipped", () => {
    const last = run(
      startQuiz(T0, 4),
      PRACTICE,
      choose("A"),
      submit(T0),
      tick(T0 + 2000),
      choose("B"),
      submit(T0 + 2000),
      tick(T0 + 4000),
      choose("C"),
      submit(T0 + 4000),
      tick(T0 + 6000),
      choose("D"),
      submit(T0 + 6000),
    );
    expect(isLast(last, 4)).toBe(true);
    expect(run(last, PRACTICE, tick(T0 + 8000)).phase).toBe("finished");
  });

  it("is refused where the mode keeps the specification's rules, and during a reveal", () => {
    const answering = startQuiz(T0, 4);
    expect(run(answering, SEED_RULES, skip(T0 + 100))).toBe(answering);
    const revealed = run(answering, PRACTICE, choose("A"), submit(T0 + 100));
    expect(run(revealed, PRACTICE, skip(T0 + 200))).toBe(revealed);
  });

  it("a reload keeps the skipped questions and the way back, with the answers after them", () => {
    const saved = {
      index: 0,
      startTime: T0,
      score: 2,
      picks: [null, "B", null, "D"],
      skipped: [2],
      returning: true,
    };
    const resumed = resumeState(saved, answers, T0 + 1000)!;
    expect(resumed).toMatchObject({ index: 0, phase: "answering", returning: true, skipped: [2] });
    expect(resumed.picks).toEqual([null, "B", null, "D"]);
    // On the way through, a skipped question must be behind the current one and unanswered.
    expect(
      sanitizeState({ ...resumed, returning: undefined, skipped: [2] }, 4, T0 + 1000),
    ).toBeNull();
    expect(sanitizeState({ ...resumed, skipped: [1] }, 4, T0 + 1000)).toBeNull();
    expect(sanitizeState({ ...resumed, skipped: "2" }, 4, T0 + 1000)).toBeNull();
  });
});
