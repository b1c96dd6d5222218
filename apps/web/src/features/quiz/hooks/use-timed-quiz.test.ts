import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Question } from "@tayari/contracts/question";
import type { QuizState } from "@tayari/quiz/machine";
import { CATEGORY_TEST, PLUS_TWO_EXAM, type ScreenConfig } from "../configs";
import { afterThisTask } from "../../../lib/next-task";
import { useTimedQuiz } from "./use-timed-quiz";

const T0 = 1_800_000_000_000;
const questions: Question[] = [1, 2].map((id) => ({
  id,
  category: "physics",
  question: `Question ${id}?`,
  options: ["a", "b"],
  answer: "a",
  explanation: "Because a.",
}));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

function start(screen: ScreenConfig, onFinish = vi.fn<(state: QuizState) => void>()) {
  const hook = renderHook(() => useTimedQuiz({ questions, screen, onFinish }));
  return { hook, onFinish };
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("useTimedQuiz", () => {
  it("counts down each second and, at 0, reveals the key and moves on after the delay", () => {
    const { hook } = start(CATEGORY_TEST);
    expect(hook.result.current.secondsLeft).toBe(30);
    wait(1000);
    expect(hook.result.current.secondsLeft).toBe(29);
    wait(29_000);
    expect(hook.result.current.state).toMatchObject({ phase: "revealed", outcome: "timeout" });
    expect(hook.result.current.secondsLeft).toBe(0);
    wait(2000);
    expect(hook.result.current.state).toMatchObject({ index: 1, phase: "answering" });
    expect(hook.result.current.secondsLeft).toBe(30);
  });

  it("scores a correct pick, keeps progress under the spec's keys, and reports the end once", async () => {
    const { hook, onFinish } = start(CATEGORY_TEST);
    act(() => hook.result.current.choose("a"));
    wait(4000);
    act(() => hook.result.current.submit());
    expect(hook.result.current.state).toMatchObject({ score: 1, outcome: "correct" });
    // The clock stands still while the key is shown.
    wait(1000);
    expect(hook.result.current.secondsLeft).toBe(26);
    await act(afterThisTask);
    expect(JSON.parse(localStorage.getItem("selectedOptions")!)).toEqual({ "1": "a" });
    expect(localStorage.getItem("score")).toBe("1");
    wait(1000);
    act(() => hook.result.current.choose("b"));
    act(() => hook.result.current.submit());
    expect(localStorage.getItem("finalScore")).toBe("1");
    expect(localStorage.getItem("totalQuestions")).toBe("2");
    wait(2000);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish.mock.calls[0]![0]).toMatchObject({ phase: "finished", picks: ["a", "b"] });
    wait(5000);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it("a reload resumes the question with its clock still running", () => {
    const first = start(CATEGORY_TEST);
    act(() => first.hook.result.current.choose("a"));
    act(() => first.hook.result.current.submit());
    wait(2000 + 10_000);
    first.hook.unmount();
    wait(5000);
    const second = start(CATEGORY_TEST);
    expect(second.hook.result.current.state).toMatchObject({ index: 1, score: 1 });
    expect(second.hook.result.current.secondsLeft).toBe(15);
  });

  it("an unscored exam moves on at once and keeps neither picks nor score", async () => {
    const { hook } = start(PLUS_TWO_EXAM);
    act(() => hook.result.current.choose("a"));
    act(() => hook.result.current.submit());
    expect(hook.result.current.state).toMatchObject({ index: 1, phase: "answering", score: 0 });
    await act(afterThisTask);
    expect(localStorage.getItem("selectedOptions")).toBeNull();
    expect(localStorage.getItem("currentQuestionIndex")).toBe("1");
  });

  it("keeps a pick in a task after the tap's, and before the page goes away", async () => {
    const { hook } = start(CATEGORY_TEST);
    const pending = () => JSON.parse(localStorage.getItem("pendingChoice") ?? "null") as unknown;
    act(() => hook.result.current.choose("a"));
    // Not in the tap's task (decision 0522) ...
    expect(pending()).toBeNull();
    // ... but in the next one.
    await act(afterThisTask);
    expect(pending()).toEqual({ index: 0, option: "a" });
    // A reload or a closed tab before the frame: written as the page goes.
    act(() => hook.result.current.choose("b"));
    window.dispatchEvent(new Event("pagehide"));
    expect(pending()).toEqual({ index: 0, option: "b" });
    // Leaving the screen in the app: written as it closes.
    act(() => hook.result.current.choose("a"));
    hook.unmount();
    expect(pending()).toEqual({ index: 0, option: "a" });
  });
});

describe("useTimedQuiz with a hold (decision 121)", () => {
  it("a held reveal stays past its 2 s, the clock standing still, until Next", () => {
    const { hook } = start(CATEGORY_TEST);
    act(() => hook.result.current.choose("b"));
    wait(5000);
    act(() => hook.result.current.submit());
    act(() => hook.result.current.hold());
    wait(60_000);
    expect(hook.result.current.state).toMatchObject({ index: 0, phase: "revealed", held: true });
    expect(hook.result.current.secondsLeft).toBe(25);
    act(() => hook.result.current.next());
    expect(hook.result.current.state).toMatchObject({ index: 1, phase: "answering" });
    expect(hook.result.current.secondsLeft).toBe(30);
    // The next question is not held: its reveal moves on after the specification's 2 s.
    act(() => hook.result.current.choose("a"));
    act(() => hook.result.current.submit());
    wait(2000);
    expect(hook.result.current.state.phase).toBe("finished");
  });
});
