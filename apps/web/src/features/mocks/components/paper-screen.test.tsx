import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { startPaper } from "@tayari/quiz/paper";
import { PAPER_MS, readSitting, specOf, writeQuestions, type Sitting } from "../sitting";
import { markSitting } from "./mock-result";
import { PaperScreen } from "./paper-screen";

const CATEGORIES = ["mathematics", "physics", "chemistry", "english", "computer"];
const questions: Question[] = Array.from({ length: 5 }, (_, i) => ({
  id: 100 + i,
  category: CATEGORIES[i]!,
  question: `Question text ${i + 1}`,
  options: [`a${i}`, `b${i}`, `c${i}`, `d${i}`],
  answer: `b${i}`,
  explanation: `Because b${i} is right.`,
}));

const T0 = Date.UTC(2026, 10, 24, 3, 0, 0);

function sitting(): Sitting {
  return {
    id: "5b7c0f5e-8d7e-4a57-9c1a-2f0a3c1d9e11",
    paper: "mock-1",
    questions,
    state: startPaper(specOf(questions), T0),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const key = (k: string) => fireEvent.keyDown(window, { key: k });

describe("the mock paper screen", () => {
  it("moves with keys and buttons without an answer, flags, and shows no key while it runs", () => {
    writeQuestions("mock-1", questions);
    render(
      <PaperScreen title="Mock test 1" sitting={sitting()} signedIn={false} onEnded={() => {}} />,
    );
    expect(screen.getByRole("timer", { name: "Time left" })).toHaveTextContent("2:00:00");
    key("b");
    expect(screen.getByRole("radio", { name: /b0/ })).toBeChecked();
    key("Enter");
    expect(screen.getByText("Question 2 of 5")).toBeInTheDocument();
    // Next needs no answer: the second is skipped, the third flagged.
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Flag for review" }));
    expect(screen.getByRole("button", { name: "Remove the flag" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByText("Flagged")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByText("Question 2 of 5")).toBeInTheDocument();
    // Nothing of the key or the explanation is on the page.
    expect(screen.queryByText(/Because/)).toBeNull();
    expect(screen.queryByText("Correct")).toBeNull();
    // The device keeps where it is.
    const kept = readSitting("mock-1", Date.now());
    expect(kept?.state.current).toBe(1);
    expect(kept?.state.picks).toEqual(["b0", null, null, null, null]);
    expect(kept?.state.flags).toEqual([false, false, true, false, false]);
  });

  it("opens any question from the palette and summarises before submitting", () => {
    const onEnded = vi.fn();
    render(
      <PaperScreen title="Mock test 1" sitting={sitting()} signedIn={false} onEnded={onEnded} />,
    );
    key("2");
    fireEvent.click(screen.getByRole("button", { name: "All questions" }));
    fireEvent.click(screen.getByRole("button", { name: "Question 4: not yet seen" }));
    expect(screen.getByText("Question 4 of 5")).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole("button", { name: "Submit the paper" })[0]!);
    expect(screen.getAllByText("1 answered, 0 flagged, 4 not answered")[0]).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole("button", { name: "Submit now" }));
    expect(onEnded).toHaveBeenCalledTimes(1);
    const ended = onEnded.mock.calls[0]![0] as Sitting;
    expect(ended.state.endedBy).toBe("submitted");
    expect(ended.state.finishedAt).toBe(T0 + 3000);
  });

  it("ends the paper by itself when its time is up, taking nothing after it", () => {
    const onEnded = vi.fn();
    render(
      <PaperScreen title="Mock test 1" sitting={sitting()} signedIn={false} onEnded={onEnded} />,
    );
    key("c");
    act(() => vi.advanceTimersByTime(PAPER_MS - 1000));
    expect(screen.getByRole("timer")).toHaveTextContent("00:01");
    expect(onEnded).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onEnded).toHaveBeenCalledTimes(1);
    const ended = onEnded.mock.calls[0]![0] as Sitting;
    expect(ended.state.endedBy).toBe("time-up");
    expect(ended.state.finishedAt).toBe(T0 + PAPER_MS);
    expect(ended.state.picks[0]).toBe("c0");
  });
});

describe("the mock result's marks", () => {
  it("counts 1 mark a right answer and none lost for a wrong one, per subject", () => {
    const s = sitting();
    s.state = { ...s.state, picks: ["b0", "a1", null, "b3", "d4"] };
    const result = markSitting(s);
    expect(result.marks).toBe(2);
    expect(result.max).toBe(5);
    expect(result.subjects.map((r) => [r.category, r.right, r.wrong, r.blank])).toEqual([
      ["mathematics", 1, 0, 0],
      ["physics", 0, 1, 0],
      ["chemistry", 0, 0, 1],
      ["english", 1, 0, 0],
      ["computer", 0, 1, 0],
    ]);
  });
});
