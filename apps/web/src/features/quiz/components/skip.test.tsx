import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { setLanguage } from "../../../lib/i18n";
import { UnitQuiz } from "./unit-quiz";

// Issue 69 point 2 (decision 0493): Skip leaves a question unanswered, it comes back once after the
// last one, and an unanswered question is never counted as wrong. On a clock the test moves.
const T0 = 1_800_000_000_000;
const question = (id: number, a: number, b: number): Question => ({
  id,
  category: "mathematics",
  question: `What is ${a} + ${b}?`,
  options: [String(a + b), String(a + b + 1), String(a + b - 1)],
  answer: String(a + b),
  explanation: `${a} and ${b} make ${a + b}.`,
});
const questions = [question(1, 2, 3), question(2, 4, 4), question(3, 6, 1)];

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"],
  });
  vi.setSystemTime(T0);
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await act(() => setLanguage("en"));
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shown = () => document.querySelector(".question-view")?.textContent ?? "";

async function start(startName: string) {
  render(
    <MemoryRouter>
      <UnitQuiz name="Addition" questions={questions} />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole("button", { name: startName }));
  // Start's task is a message, not a timer (decision 0512): real turns of the event loop.
  for (let i = 0; i < 100 && !document.querySelector(".question-view"); i++)
    await act(() => new Promise((resolve) => setImmediate(resolve)));
}

function answer(text: string) {
  fireEvent.click(screen.getByRole("radio", { name: new RegExp(`\\b${text}$`) }));
  fireEvent.click(screen.getByRole("button", { name: /^(Next|अर्को)$/ }));
  wait(1000);
}

describe("skip and come back", () => {
  it("skips at once, brings the question back after the last one, and a second skip leaves it unanswered", async () => {
    await start("Start Quiz");
    expect(shown()).toContain("What is 2 + 3?");
    wait(10_000);
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    // The next question at once, with its whole 30 s.
    expect(shown()).toContain("What is 4 + 4?");
    expect(screen.getByRole("timer")).toHaveTextContent("30");
    expect(screen.getByText("1 skipped: it comes back at the end.")).toBeVisible();
    answer("8");
    expect(shown()).toContain("What is 6 + 1?");
    answer("7");
    // Back to the skipped one before the end, its clock fresh.
    expect(shown()).toContain("What is 2 + 3?");
    expect(screen.getByRole("timer")).toHaveTextContent("30");
    expect(
      screen.getByText("Skipped, now back. Skip again: left unanswered, not wrong."),
    ).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect(screen.getByText("Quiz Completed!")).toBeVisible();
    expect(screen.getByText("Your score: 2 out of 3")).toBeVisible();
    // What to do next, above the buttons and the long review (issue 69).
    expect(
      screen.getByText(
        "Next: go over the 1 you did not get right, marked below with why; then Play Again, or Practise next.",
      ),
    ).toBeVisible();
    // In the review it is not answered, not wrong.
    const review = screen.getByRole("region", { name: "Your answers" });
    expect(review).toHaveTextContent("None");
  });

  it("a skipped question answered on the way back counts", async () => {
    await start("Start Quiz");
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect(screen.getByText("2 skipped: they come back at the end.")).toBeVisible();
    answer("7");
    expect(shown()).toContain("What is 2 + 3?");
    expect(screen.getByText(/^Skipped, now back\./)).toBeVisible();
    answer("5");
    expect(shown()).toContain("What is 4 + 4?");
    answer("8");
    expect(screen.getByText("Your score: 3 out of 3")).toBeVisible();
    expect(
      screen.getByText("All right. Next: Practise next, questions chosen from all your answers."),
    ).toBeVisible();
  });

  it("in Nepali", async () => {
    await act(() => setLanguage("ne"));
    await start("क्विज सुरु गर्नुहोस्");
    fireEvent.click(screen.getByRole("button", { name: "छोड्नुहोस्" }));
    expect(screen.getByText("1 छोडियो: अन्त्यमा फेरि आउँछ।")).toBeVisible();
    answer("8");
    answer("7");
    fireEvent.click(screen.getByRole("button", { name: "छोड्नुहोस्" }));
    expect(
      screen.getByText(
        "अब: सही नभएको 1 प्रश्न तल कारणसहित हेर्नुहोस्; त्यसपछि ‘फेरि सुरु गर्नुहोस्’ वा ‘अब यो अभ्यास गर्नुहोस्’।",
      ),
    ).toBeVisible();
  });
});
