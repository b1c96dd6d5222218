import { describe, expect, it } from "vitest";
import {
  nextDeadline,
  reduce,
  remaining,
  startQuiz,
  type QuizConfig,
  type QuizEvent,
  type QuizState,
} from "./machine";

// Hold (decision 121): a revealed answer stays on screen until Next, on a clock the tests move.
const T0 = 1_700_000_000_000;
const answers = ["A", "B", "C"];
const DRILL: QuizConfig = { secondsPerQuestion: 60, revealMs: 2000, scoring: true };
const UNIT: QuizConfig = { secondsPerQuestion: 30, revealMs: 1000, scoring: true };
const EXAM: QuizConfig = { secondsPerQuestion: 60, revealMs: null, scoring: false };

const run = (state: QuizState, config: QuizConfig, ...events: QuizEvent[]) =>
  events.reduce((s, e) => reduce(s, e, config, answers), state);
const hold: QuizEvent = { type: "hold" };
const tick = (now: number): QuizEvent => ({ type: "tick", now });
const next = (now: number): QuizEvent => ({ type: "next", now });
const revealedWrong = (config: QuizConfig) =>
  run(
    startQuiz(T0, 3),
    config,
    { type: "choose", option: "X" },
    { type: "submit", now: T0 + 5000 },
  );

describe("hold", () => {
  it("nobody holds: the specification's delay moves on, as before", () => {
    const revealed = revealedWrong(DRILL);
    expect(nextDeadline(revealed, DRILL)).toBe(T0 + 7000);
    expect(run(revealed, DRILL, tick(T0 + 6999)).index).toBe(0);
    expect(run(revealed, DRILL, tick(T0 + 7000))).toMatchObject({ index: 1, phase: "answering" });
  });

  it("held during the reveal, the answer stays however long, and Next moves on at once", () => {
    const held = run(revealedWrong(DRILL), DRILL, tick(T0 + 6000), hold);
    expect(held).toMatchObject({ phase: "revealed", held: true, outcome: "incorrect" });
    expect(nextDeadline(held, DRILL)).toBeNull();
    const later = run(held, DRILL, tick(T0 + 7000), tick(T0 + 600_000));
    expect(later).toBe(held);
    // The question's clock stands still at the reveal while it is held.
    expect(remaining(later, DRILL, T0 + 600_000)).toBe(55);
    const moved = run(later, DRILL, next(T0 + 600_500));
    expect(moved).toMatchObject({ index: 1, phase: "answering", startTime: T0 + 600_500 });
    expect(moved.held).toBeUndefined();
    // The next question is not held: its reveal moves on after the delay again.
    const second = run(
      moved,
      DRILL,
      { type: "choose", option: "B" },
      { type: "submit", now: T0 + 601_000 },
    );
    expect(nextDeadline(second, DRILL)).toBe(T0 + 603_000);
  });

  it("asked before answering, it holds that question's reveal (a unit quiz's 1 s is short)", () => {
    const armed = run(startQuiz(T0, 3), UNIT, hold);
    expect(armed.held).toBe(true);
    const revealed = run(
      armed,
      UNIT,
      { type: "choose", option: "A" },
      { type: "submit", now: T0 + 3000 },
    );
    expect(revealed).toMatchObject({ phase: "revealed", outcome: "correct", score: 1 });
    expect(run(revealed, UNIT, tick(T0 + 60_000)).index).toBe(0);
    // A question that times out while held stays revealed too.
    const timedOut = run(armed, UNIT, tick(T0 + 30_000), tick(T0 + 40_000));
    expect(timedOut).toMatchObject({ phase: "revealed", outcome: "timeout", index: 0 });
  });

  it("pressed again, it lets go: a reveal past its delay then moves on at the next tick", () => {
    const held = run(revealedWrong(DRILL), DRILL, hold, tick(T0 + 9000));
    expect(held.index).toBe(0);
    const released = run(held, DRILL, hold);
    expect(released.held).toBe(false);
    expect(nextDeadline(released, DRILL)).toBe(T0 + 7000);
    expect(run(released, DRILL, tick(T0 + 9001)).index).toBe(1);
  });

  it("changes nothing where there is nothing to hold: Next without a hold, a screen that never reveals, the end", () => {
    const revealed = revealedWrong(DRILL);
    expect(run(revealed, DRILL, next(T0 + 5500))).toBe(revealed);
    const answering = startQuiz(T0, 3);
    expect(run(answering, DRILL, next(T0 + 100))).toBe(answering);
    expect(run(answering, EXAM, hold)).toBe(answering);
    const finished = run(answering, DRILL, { type: "finish" });
    expect(run(finished, DRILL, hold)).toBe(finished);
  });
});
