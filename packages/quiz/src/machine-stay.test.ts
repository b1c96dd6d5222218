import { describe, expect, it } from "vitest";
import {
  nextDeadline,
  reduce,
  remaining,
  resumeState,
  startQuiz,
  type QuizConfig,
  type QuizEvent,
  type QuizState,
} from "./machine";

// "Stay until I press Next" (issue 69 point 1, decision 0492), on a clock the tests move.
const T0 = 1_700_000_000_000;
const answers = ["A", "B", "C"];
const MOVE_ON: QuizConfig = { secondsPerQuestion: 60, revealMs: 2000, scoring: true };
const STAY: QuizConfig = { ...MOVE_ON, revealUntilNext: true };
const UNIT_STAY: QuizConfig = {
  secondsPerQuestion: 30,
  revealMs: 1000,
  scoring: true,
  checkChoiceOnTimeout: true,
  revealUntilNext: true,
};

const run = (state: QuizState, config: QuizConfig, ...events: QuizEvent[]) =>
  events.reduce((s, e) => reduce(s, e, config, answers), state);
const choose = (option: string): QuizEvent => ({ type: "choose", option });
const submit = (now: number): QuizEvent => ({ type: "submit", now });
const tick = (now: number): QuizEvent => ({ type: "tick", now });
const next = (now: number): QuizEvent => ({ type: "next", now });

describe("stay until I press Next", () => {
  it("keeps the key, the pick and the outcome on screen however long, and Next moves on at once", () => {
    const revealed = run(startQuiz(T0, 3), STAY, choose("X"), submit(T0 + 5000));
    expect(revealed).toMatchObject({ phase: "revealed", chosen: "X", outcome: "incorrect" });
    expect(nextDeadline(revealed, STAY)).toBeNull();
    // Ten minutes of ticks: still the same question, its pick and its clock standing at 55 s.
    const later = run(revealed, STAY, tick(T0 + 7000), tick(T0 + 600_000));
    expect(later).toBe(revealed);
    expect(remaining(later, STAY, T0 + 600_000)).toBe(55);
    const moved = run(later, STAY, next(T0 + 600_500));
    expect(moved).toMatchObject({ index: 1, phase: "answering", chosen: null });
    expect(moved.startTime).toBe(T0 + 600_500);
    // The next question waits for Next too, without being asked again.
    const second = run(moved, STAY, choose("B"), submit(T0 + 601_000), tick(T0 + 700_000));
    expect(second).toMatchObject({ index: 1, phase: "revealed", outcome: "correct", score: 1 });
  });

  it("a question that runs out of time waits for Next as well (the unit quiz checks its choice)", () => {
    const timedOut = run(startQuiz(T0, 3), UNIT_STAY, choose("A"), tick(T0 + 30_000));
    expect(timedOut).toMatchObject({ phase: "revealed", outcome: "correct", score: 1 });
    expect(run(timedOut, UNIT_STAY, tick(T0 + 90_000)).index).toBe(0);
    expect(run(timedOut, UNIT_STAY, next(T0 + 90_000))).toMatchObject({ index: 1 });
  });

  it("has nothing for Hold to do, and Next before the reveal changes nothing", () => {
    const answering = startQuiz(T0, 3);
    expect(run(answering, STAY, { type: "hold" })).toBe(answering);
    expect(run(answering, STAY, next(T0 + 100))).toBe(answering);
  });

  it("the last question's Next finishes the attempt", () => {
    const last = run(
      startQuiz(T0, 3),
      STAY,
      choose("A"),
      submit(T0 + 1000),
      next(T0 + 2000),
      choose("B"),
      submit(T0 + 3000),
      next(T0 + 4000),
      choose("A"),
      submit(T0 + 5000),
    );
    expect(last).toMatchObject({ index: 2, phase: "revealed", score: 2 });
    expect(run(last, STAY, tick(T0 + 99_000)).phase).toBe("revealed");
    expect(run(last, STAY, next(T0 + 99_000))).toMatchObject({ phase: "finished", index: 3 });
  });

  it("a reload during a reveal brings it back waiting for Next", () => {
    const saved = { index: 1, startTime: T0, score: 1, picks: ["A", "C", null] };
    const resumed = resumeState(saved, answers, T0 + 5000)!;
    expect(resumed).toMatchObject({ phase: "revealed", chosen: "C", outcome: "incorrect" });
    expect(run(resumed, STAY, tick(T0 + 60_000)).index).toBe(1);
    // The same attempt moving on by itself goes on after the usual 2 s.
    expect(run(resumed, MOVE_ON, tick(T0 + 7000)).index).toBe(2);
  });
});
