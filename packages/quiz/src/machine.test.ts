import { describe, expect, it } from "vitest";
import {
  isLast,
  nextDeadline,
  reduce,
  remaining,
  resumeState,
  sanitizeState,
  startQuiz,
  type QuizConfig,
  type QuizEvent,
  type QuizState,
} from "./machine";

const T0 = 1_700_000_000_000;
const answers = ["A", "B", "C"];
const ENTRANCE: QuizConfig = { secondsPerQuestion: 60, revealMs: 2000, scoring: true };
const UNIT: QuizConfig = { secondsPerQuestion: 30, revealMs: 1000, scoring: true };
const EXAM: QuizConfig = { secondsPerQuestion: 60, revealMs: null, scoring: false };

function run(state: QuizState, config: QuizConfig, ...events: QuizEvent[]): QuizState {
  return events.reduce((s, e) => reduce(s, e, config, answers), state);
}

const choose = (option: string): QuizEvent => ({ type: "choose", option });
const submit = (now: number): QuizEvent => ({ type: "submit", now });
const tick = (now: number): QuizEvent => ({ type: "tick", now });

describe("startQuiz", () => {
  it("starts on the first question with a fresh timer and no picks", () => {
    expect(startQuiz(T0, 3)).toEqual({
      index: 0,
      phase: "answering",
      chosen: null,
      startTime: T0,
      revealedAt: null,
      outcome: null,
      score: 0,
      picks: [null, null, null],
    });
  });

  it("is finished at once with no questions", () => {
    const state = startQuiz(T0, 0);
    expect(state.phase).toBe("finished");
    expect(nextDeadline(state, ENTRANCE)).toBeNull();
  });
});

describe("choose", () => {
  it("sets and replaces the choice while answering", () => {
    const start = startQuiz(T0, 3);
    const once = run(start, ENTRANCE, choose("X"));
    expect(once.chosen).toBe("X");
    expect(start.chosen).toBeNull();
    expect(run(once, ENTRANCE, choose("A")).chosen).toBe("A");
  });

  it("returns the same state when nothing changes or the question is locked", () => {
    const chosen = run(startQuiz(T0, 3), ENTRANCE, choose("A"));
    expect(reduce(chosen, choose("A"), ENTRANCE, answers)).toBe(chosen);
    const revealed = run(chosen, ENTRANCE, submit(T0 + 5000));
    expect(reduce(revealed, choose("B"), ENTRANCE, answers)).toBe(revealed);
  });
});

describe("submit", () => {
  it("is ignored without a choice", () => {
    const start = startQuiz(T0, 3);
    expect(reduce(start, submit(T0 + 1000), ENTRANCE, answers)).toBe(start);
  });

  it("reveals a correct pick and scores it", () => {
    const state = run(startQuiz(T0, 3), ENTRANCE, choose("A"), submit(T0 + 5000));
    expect(state).toMatchObject({
      index: 0,
      phase: "revealed",
      outcome: "correct",
      revealedAt: T0 + 5000,
      score: 1,
      chosen: "A",
      picks: ["A", null, null],
    });
  });

  it("reveals a wrong pick without scoring", () => {
    const state = run(startQuiz(T0, 3), ENTRANCE, choose("B"), submit(T0 + 5000));
    expect(state).toMatchObject({ phase: "revealed", outcome: "incorrect", score: 0 });
    expect(state.picks).toEqual(["B", null, null]);
  });

  it("marks but does not score a correct pick when scoring is off", () => {
    const config = { ...ENTRANCE, scoring: false };
    const state = run(startQuiz(T0, 3), config, choose("A"), submit(T0 + 5000));
    expect(state).toMatchObject({ phase: "revealed", outcome: "correct", score: 0 });
  });

  it("is ignored while revealed", () => {
    const revealed = run(startQuiz(T0, 3), ENTRANCE, choose("A"), submit(T0 + 5000));
    expect(reduce(revealed, submit(T0 + 5500), ENTRANCE, answers)).toBe(revealed);
  });

  it("comes too late once the time is up: the question times out unscored", () => {
    const state = run(startQuiz(T0, 3), ENTRANCE, choose("A"), submit(T0 + 60_000));
    expect(state).toMatchObject({ phase: "revealed", outcome: "timeout", score: 0 });
    expect(state.picks).toEqual([null, null, null]);
  });

  it("never mutates the state it is given", () => {
    const start = run(startQuiz(T0, 3), ENTRANCE, choose("A"));
    const snapshot = structuredClone(start);
    run(start, ENTRANCE, submit(T0 + 1000), tick(T0 + 3000));
    expect(start).toEqual(snapshot);
  });
});

describe("reveal and advance", () => {
  const revealed = run(startQuiz(T0, 3), ENTRANCE, choose("A"), submit(T0 + 5000));

  it("waits exactly revealMs: not 1 ms earlier", () => {
    expect(reduce(revealed, tick(T0 + 6999), ENTRANCE, answers)).toBe(revealed);
    expect(nextDeadline(revealed, ENTRANCE)).toBe(T0 + 7000);
    expect(run(revealed, ENTRANCE, tick(T0 + 7000))).toEqual({
      index: 1,
      phase: "answering",
      chosen: null,
      startTime: T0 + 7000,
      revealedAt: null,
      outcome: null,
      score: 1,
      picks: ["A", null, null],
    });
  });

  it("uses the configured delay (1 s for the unit quiz)", () => {
    const unit = run(startQuiz(T0, 3), UNIT, choose("B"), submit(T0 + 5000));
    expect(reduce(unit, tick(T0 + 5999), UNIT, answers)).toBe(unit);
    expect(run(unit, UNIT, tick(T0 + 6000)).index).toBe(1);
  });

  it("keeps the reveal for its full time if the clock moved back", () => {
    const moved = run(revealed, ENTRANCE, tick(T0 + 1000));
    expect(moved.revealedAt).toBe(T0 + 1000);
    expect(run(moved, ENTRANCE, tick(T0 + 2999)).phase).toBe("revealed");
    expect(run(moved, ENTRANCE, tick(T0 + 3000)).index).toBe(1);
  });
});

describe("timeout", () => {
  it("does nothing before the time is up", () => {
    const start = startQuiz(T0, 3);
    expect(reduce(start, tick(T0 + 59_999), ENTRANCE, answers)).toBe(start);
    expect(nextDeadline(start, ENTRANCE)).toBe(T0 + 60_000);
  });

  it("reveals the answer at 0 without scoring, even with a correct option chosen", () => {
    const state = run(startQuiz(T0, 3), ENTRANCE, choose("A"), tick(T0 + 60_000));
    expect(state).toMatchObject({
      index: 0,
      phase: "revealed",
      outcome: "timeout",
      revealedAt: T0 + 60_000,
      score: 0,
      chosen: null,
      picks: [null, null, null],
    });
    expect(run(state, ENTRANCE, tick(T0 + 62_000))).toMatchObject({
      index: 1,
      phase: "answering",
      startTime: T0 + 62_000,
    });
  });

  it("checks a chosen option at 0 when the screen asks for it (the unit quiz)", () => {
    const unitChecks: QuizConfig = { ...UNIT, checkChoiceOnTimeout: true };
    const right = run(startQuiz(T0, 3), unitChecks, choose("A"), tick(T0 + 30_000));
    expect(right).toMatchObject({
      phase: "revealed",
      outcome: "correct",
      score: 1,
      chosen: "A",
      picks: ["A", null, null],
    });
    const wrong = run(startQuiz(T0, 3), unitChecks, choose("B"), tick(T0 + 30_000));
    expect(wrong).toMatchObject({
      phase: "revealed",
      outcome: "incorrect",
      score: 0,
      picks: ["B", null, null],
    });
    const none = run(startQuiz(T0, 3), unitChecks, tick(T0 + 30_000));
    expect(none).toMatchObject({ phase: "revealed", outcome: "timeout", score: 0 });
  });

  it("restarts the full time when the start time lies in the future", () => {
    const skewed = { ...startQuiz(T0 + 3_600_000, 3) };
    const state = run(skewed, ENTRANCE, tick(T0));
    expect(state.startTime).toBe(T0);
    expect(nextDeadline(state, ENTRANCE)).toBe(T0 + 60_000);
    expect(run(state, ENTRANCE, tick(T0 + 60_000)).outcome).toBe("timeout");
  });
});

describe("without a reveal (the +2 exams)", () => {
  it("moves on at once on Next, recording the pick but no score", () => {
    const state = run(startQuiz(T0, 3), EXAM, choose("A"), submit(T0 + 5000));
    expect(state).toMatchObject({
      index: 1,
      phase: "answering",
      chosen: null,
      startTime: T0 + 5000,
      score: 0,
      outcome: null,
      picks: ["A", null, null],
    });
  });

  it("moves on at once when the time is up", () => {
    const state = run(startQuiz(T0, 3), EXAM, tick(T0 + 60_000));
    expect(state).toMatchObject({ index: 1, phase: "answering", startTime: T0 + 60_000 });
  });

  it("scores on the fly when scoring is on", () => {
    const config = { ...EXAM, scoring: true };
    expect(run(startQuiz(T0, 3), config, choose("A"), submit(T0 + 1)).score).toBe(1);
  });
});

describe("the last question", () => {
  it("finishes after the last reveal, with index equal to the total", () => {
    let state = startQuiz(T0, 3);
    const picks = ["A", "X", "C"];
    let now = T0;
    picks.forEach((pick, i) => {
      expect(isLast(state, 3)).toBe(i === 2);
      now += 3000;
      state = run(state, ENTRANCE, choose(pick), submit(now));
      now += 2000;
      state = run(state, ENTRANCE, tick(now));
    });
    expect(state).toMatchObject({ index: 3, phase: "finished", score: 2, picks });
    expect(isLast(state, 3)).toBe(false);
    expect(nextDeadline(state, ENTRANCE)).toBeNull();
    expect(remaining(state, ENTRANCE, now)).toBe(0);
    expect(reduce(state, tick(now + 100_000), ENTRANCE, answers)).toBe(state);
    expect(reduce(state, choose("A"), ENTRANCE, answers)).toBe(state);
  });

  it("finishes straight from the last Next without a reveal", () => {
    const last: QuizState = { ...startQuiz(T0, 3), index: 2 };
    expect(run(last, EXAM, choose("C"), submit(T0 + 1)).phase).toBe("finished");
  });
});

describe("restart", () => {
  it("resets index, choice, score, picks and timer from any phase", () => {
    const played = run(startQuiz(T0, 3), UNIT, choose("A"), submit(T0 + 1000), tick(T0 + 2000));
    const midway = run(played, UNIT, choose("B"));
    const finished: QuizState = { ...played, index: 3, phase: "finished" };
    for (const state of [midway, finished]) {
      expect(run(state, UNIT, { type: "restart", now: T0 + 9000 })).toEqual(
        startQuiz(T0 + 9000, 3),
      );
    }
  });
});

describe("finish", () => {
  it("ends at once with the answered questions scored and the one on screen unanswered", () => {
    const first = run(startQuiz(T0, 3), UNIT, choose("A"), submit(T0 + 1000), tick(T0 + 2000));
    const picked = run(first, UNIT, choose("B"));
    const finished = run(picked, UNIT, { type: "finish" });
    expect(finished).toMatchObject({
      index: 3,
      phase: "finished",
      chosen: null,
      score: 1,
      picks: ["A", null, null],
    });
    expect(nextDeadline(finished, UNIT)).toBeNull();
    expect(remaining(finished, UNIT, T0 + 3000)).toBe(0);
  });

  it("finishes while the key is shown, keeping that answer, and does nothing once finished", () => {
    const revealed = run(startQuiz(T0, 3), ENTRANCE, choose("A"), submit(T0 + 1000));
    const finished = run(revealed, ENTRANCE, { type: "finish" });
    expect(finished).toMatchObject({ phase: "finished", score: 1, picks: ["A", null, null] });
    expect(run(finished, ENTRANCE, { type: "finish" })).toBe(finished);
  });
});

describe("a long absence", () => {
  it("locks only the current question, then the next one starts when due", () => {
    const later = T0 + 5 * 3_600_000;
    const locked = run(startQuiz(T0, 3), ENTRANCE, tick(later));
    expect(locked).toMatchObject({ index: 0, phase: "revealed", outcome: "timeout" });
    const next = run(locked, ENTRANCE, tick(later + 2000));
    expect(next).toMatchObject({ index: 1, phase: "answering", startTime: later + 2000 });
    expect(remaining(next, ENTRANCE, later + 2000)).toBe(60);
  });

  it("advances one question only without a reveal", () => {
    const later = T0 + 5 * 3_600_000;
    const state = run(startQuiz(T0, 3), EXAM, tick(later));
    expect(state).toMatchObject({ index: 1, phase: "answering", startTime: later });
    expect(reduce(state, tick(later + 1000), EXAM, answers)).toBe(state);
  });

  it("ends a reveal left long ago by moving one question on", () => {
    const revealed = run(startQuiz(T0, 3), ENTRANCE, choose("A"), submit(T0 + 1000));
    const later = T0 + 3_600_000;
    expect(run(revealed, ENTRANCE, tick(later))).toMatchObject({
      index: 1,
      phase: "answering",
      startTime: later,
    });
  });
});

describe("remaining", () => {
  it("counts whole seconds and clamps to 0..secondsPerQuestion", () => {
    const state = startQuiz(T0, 3);
    expect(remaining(state, ENTRANCE, T0)).toBe(60);
    expect(remaining(state, ENTRANCE, T0 + 1500)).toBe(59);
    expect(remaining(state, ENTRANCE, T0 + 90_000)).toBe(0);
    expect(remaining(state, ENTRANCE, T0 - 5000)).toBe(60);
  });

  it("stands still at the moment of the reveal and reads 0 once finished", () => {
    const revealed = run(startQuiz(T0, 3), ENTRANCE, choose("A"), submit(T0 + 12_500));
    expect(remaining(revealed, ENTRANCE, T0 + 12_500)).toBe(48);
    expect(remaining(revealed, ENTRANCE, T0 + 14_000)).toBe(48);
    const timedOut = run(startQuiz(T0, 3), ENTRANCE, tick(T0 + 60_000));
    expect(remaining(timedOut, ENTRANCE, T0 + 61_000)).toBe(0);
    const finished = run(
      startQuiz(T0, 3),
      EXAM,
      ...["A", "B", "C"].flatMap((option) => [choose(option), submit(T0 + 1000)]),
    );
    expect(finished.phase).toBe("finished");
    expect(remaining(finished, EXAM, T0 + 1000)).toBe(0);
  });
});

describe("sanitizeState", () => {
  const revealed = run(startQuiz(T0, 3), ENTRANCE, choose("A"), submit(T0 + 1000));
  const roundTrip = (state: unknown) => JSON.parse(JSON.stringify(state)) as unknown;

  it("accepts valid states read back from storage", () => {
    for (const state of [
      startQuiz(T0, 3),
      revealed,
      run(revealed, ENTRANCE, tick(T0 + 3000)),
      { ...revealed, index: 3, phase: "finished", revealedAt: null, outcome: null },
    ]) {
      expect(sanitizeState(roundTrip(state), 3, T0 + 10_000)).toEqual(state);
    }
  });

  it("keeps only the engine's fields", () => {
    const stored = { ...startQuiz(T0, 3), extra: "x" };
    expect(sanitizeState(stored, 3, T0)).toEqual(startQuiz(T0, 3));
  });

  it("counts timestamps in the future as now", () => {
    const state = sanitizeState(roundTrip(revealed), 3, T0 - 5000);
    expect(state).toMatchObject({ startTime: T0 - 5000, revealedAt: T0 - 5000 });
  });

  it.each([
    ["null", null],
    ["a string", "{}"],
    ["a number", 3],
    ["an array", []],
    ["an empty object", {}],
  ])("rejects %s", (_, candidate) => {
    expect(sanitizeState(candidate, 3, T0)).toBeNull();
  });

  const valid = startQuiz(T0, 3);
  it.each<[string, Record<string, unknown>]>([
    ["a string index", { index: "1" }],
    ["a negative index", { index: -1 }],
    ["a fractional index", { index: 0.5 }],
    ["an index past the end", { index: 4 }],
    ["the end without finishing", { index: 3 }],
    ["finished before the end", { phase: "finished" }],
    ["an unknown phase", { phase: "paused" }],
    ["a numeric choice", { chosen: 1 }],
    ["a NaN start time", { startTime: NaN }],
    ["a missing start time", { startTime: undefined }],
    ["a negative start time", { startTime: -1 }],
    ["an infinite start time", { startTime: Infinity }],
    ["a string start time", { startTime: String(T0) }],
    ["a reveal time while answering", { revealedAt: T0 }],
    ["an outcome while answering", { outcome: "correct" }],
    ["a negative score", { score: -1 }],
    ["a NaN score", { score: NaN }],
    ["a score above the questions answered", { score: 2 }],
    ["picks of the wrong length", { picks: [null, null] }],
    ["picks that are not a list", { picks: "A,B,C" }],
    ["a numeric pick", { picks: [null, 1, null] }],
  ])("rejects %s", (_, change) => {
    expect(sanitizeState({ ...valid, ...change }, 3, T0)).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    ["no reveal time", { revealedAt: null }],
    ["a NaN reveal time", { revealedAt: NaN }],
    ["no outcome", { outcome: null }],
    ["an unknown outcome", { outcome: "skipped" }],
  ])("rejects a revealed state with %s", (_, change) => {
    expect(sanitizeState({ ...revealed, ...change }, 3, T0 + 5000)).toBeNull();
  });

  it("rejects a state saved for a different number of questions", () => {
    expect(sanitizeState(valid, 4, T0)).toBeNull();
  });
});

describe("resumeState", () => {
  const saved = { index: 1, startTime: T0, score: 1, picks: ["A", null, null] };

  it("resumes the question it was on, its clock running from its saved start", () => {
    const state = resumeState(saved, answers, T0 + 5000);
    expect(state).toEqual({
      index: 1,
      phase: "answering",
      chosen: null,
      startTime: T0,
      revealedAt: null,
      outcome: null,
      score: 1,
      picks: ["A", null, null],
    });
    expect(remaining(state!, ENTRANCE, T0 + 5000)).toBe(55);
  });

  it("reveals again a question reloaded during its reveal, judged by the engine's rule", () => {
    const wrong = resumeState({ ...saved, picks: ["A", "C", null] }, answers, T0 + 5000);
    expect(wrong).toMatchObject({ phase: "revealed", chosen: "C", outcome: "incorrect" });
    expect(wrong).toMatchObject({ revealedAt: T0 + 5000 });
    const right = resumeState({ ...saved, score: 2, picks: ["A", "B", null] }, answers, T0 + 5000);
    expect(right).toMatchObject({ phase: "revealed", outcome: "correct", score: 2 });
    // ... and moves on after the usual delay.
    expect(run(right!, ENTRANCE, tick(T0 + 7000))).toMatchObject({ index: 2, phase: "answering" });
  });

  it("drops picks past the current question", () => {
    const state = resumeState({ ...saved, picks: ["A", null, "C"] }, answers, T0);
    expect(state?.picks).toEqual(["A", null, null]);
  });

  it.each<[string, Record<string, unknown>]>([
    ["no index", { index: null }],
    ["an index past the last question", { index: 3 }],
    ["a start time that is not a number", { startTime: "soon" }],
    ["a score above the questions answered", { score: 3 }],
    ["a score that is not a number", { score: "1" }],
    ["picks for other questions", { picks: ["A", null] }],
    ["a pick that is not text", { picks: [1, null, null] }],
  ])("starts afresh (null) on %s", (_, change) => {
    expect(resumeState({ ...saved, ...change } as typeof saved, answers, T0)).toBeNull();
  });
});

// Hold (decision 121): a revealed answer stays on screen until Next, on a clock the tests move.
const hold: QuizEvent = { type: "hold" };
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
    const revealed = revealedWrong(ENTRANCE);
    expect(nextDeadline(revealed, ENTRANCE)).toBe(T0 + 7000);
    expect(run(revealed, ENTRANCE, tick(T0 + 6999)).index).toBe(0);
    expect(run(revealed, ENTRANCE, tick(T0 + 7000))).toMatchObject({
      index: 1,
      phase: "answering",
    });
  });

  it("held during the reveal, the answer stays however long, and Next moves on at once", () => {
    const held = run(revealedWrong(ENTRANCE), ENTRANCE, tick(T0 + 6000), hold);
    expect(held).toMatchObject({ phase: "revealed", held: true, outcome: "incorrect" });
    expect(nextDeadline(held, ENTRANCE)).toBeNull();
    const later = run(held, ENTRANCE, tick(T0 + 7000), tick(T0 + 600_000));
    expect(later).toBe(held);
    // The question's clock stands still at the reveal while it is held.
    expect(remaining(later, ENTRANCE, T0 + 600_000)).toBe(55);
    const moved = run(later, ENTRANCE, next(T0 + 600_500));
    expect(moved).toMatchObject({ index: 1, phase: "answering", startTime: T0 + 600_500 });
    expect(moved.held).toBeUndefined();
    // The next question is not held: its reveal moves on after the delay again.
    const second = run(
      moved,
      ENTRANCE,
      { type: "choose", option: "B" },
      { type: "submit", now: T0 + 601_000 },
    );
    expect(nextDeadline(second, ENTRANCE)).toBe(T0 + 603_000);
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
    const held = run(revealedWrong(ENTRANCE), ENTRANCE, hold, tick(T0 + 9000));
    expect(held.index).toBe(0);
    const released = run(held, ENTRANCE, hold);
    expect(released.held).toBe(false);
    expect(nextDeadline(released, ENTRANCE)).toBe(T0 + 7000);
    expect(run(released, ENTRANCE, tick(T0 + 9001)).index).toBe(1);
  });

  it("changes nothing where there is nothing to hold: Next without a hold, a screen that never reveals, the end", () => {
    const revealed = revealedWrong(ENTRANCE);
    expect(run(revealed, ENTRANCE, next(T0 + 5500))).toBe(revealed);
    const answering = startQuiz(T0, 3);
    expect(run(answering, ENTRANCE, next(T0 + 100))).toBe(answering);
    expect(run(answering, EXAM, hold)).toBe(answering);
    const finished = run(answering, ENTRANCE, { type: "finish" });
    expect(run(finished, ENTRANCE, hold)).toBe(finished);
  });
});
