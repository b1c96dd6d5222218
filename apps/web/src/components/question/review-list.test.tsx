import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../lib/i18n";
import type { ReviewedQuestion } from "./review-item";
import { ReviewList } from "./review-list";

// A paper in two sections of 20 (decision 123): mathematics then physics. Every third question is
// right, every third wrong, the rest not answered; questions 2 and 5 were flagged.
const paper: ReviewedQuestion[] = Array.from({ length: 40 }, (_, i) => ({
  category: i < 20 ? "mathematics" : "physics",
  question: `Question text ${i + 1}`,
  options: ["a", "b", "c"],
  answer: "a",
  explanation: `Because of ${i + 1}.`,
  pick: i % 3 === 0 ? "a" : i % 3 === 1 ? "b" : null,
  flagged: i === 1 || i === 4,
}));

/** Waits until the review has drawn `count` questions (a long one draws them in slices). */
const drawn = (count: number) =>
  waitFor(() => expect(document.querySelectorAll(".review-item")).toHaveLength(count), {
    timeout: 5000,
  });

const numbers = () =>
  [...document.querySelectorAll(".review-item .question-number")].map((n) => n.textContent);

describe("a review", () => {
  it("shows every question in the paper's sections, with the pick and the key side by side", async () => {
    render(<ReviewList questions={paper} />);
    // A long review draws its questions a slice at a time after the page around it has painted.
    await drawn(40);
    const headings = screen.getAllByRole("heading", { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      "Mathematics 7 of 20 right",
      "Physics 7 of 20 right",
    ]);
    const second = document.querySelectorAll(".review-item")[1]!;
    expect(second.querySelector(".pick-key")).toHaveTextContent("Your answerB. bThe answerA. a");
    expect(second.querySelector(".explanation")).toHaveTextContent("Because of 2.");
  });

  it("filters to the wrong, the unanswered and the flagged, each counted", async () => {
    const user = userEvent.setup();
    render(<ReviewList questions={paper} />);
    const show = screen.getByRole("combobox", { name: "Show" });
    expect(
      within(show)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All (40)", "Wrong (13)", "Not answered (13)", "Flagged (2)"]);
    await user.selectOptions(show, "wrong");
    await drawn(13);
    expect(numbers()).toEqual([
      "2.",
      "5.",
      "8.",
      "11.",
      "14.",
      "17.",
      "20.",
      "23.",
      "26.",
      "29.",
      "32.",
      "35.",
      "38.",
    ]);
    await user.selectOptions(show, "flagged");
    expect(numbers()).toEqual(["2.", "5."]);
    // A paper without flags offers no such filter.
    const { container } = render(<ReviewList questions={paper.map(({ flagged: _, ...q }) => q)} />);
    expect(within(container).getAllByRole("option")).toHaveLength(3);
  });

  it("goes to any question from the grid of numbers, leaving a filter that hides it", async () => {
    const user = userEvent.setup();
    render(<ReviewList questions={paper} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "wrong");
    await user.click(screen.getByRole("button", { name: "Questions" }));
    const grid = screen.getByRole("dialog", { name: "Go to a question" });
    expect(within(grid).getAllByRole("button", { name: /^Question \d+:/ })).toHaveLength(40);
    expect(within(grid).getByRole("button", { name: "Question 2: Wrong, flagged" })).toHaveClass(
      "review-cell",
      "wrong",
      "flagged",
    );
    await user.click(within(grid).getByRole("button", { name: "Question 34: Right" }));
    expect(screen.getByRole("combobox", { name: "Show" })).toHaveValue("all");
    const target = screen.getByText("Question text 34").closest(".review-item")!;
    expect(target).toHaveFocus();
  });
});

describe("a review after the examiner corrected keys (issue 44)", () => {
  it("marks the corrected key, every accepted option, and says so in a line; in Nepali too", async () => {
    const corrected: ReviewedQuestion[] = [
      {
        question: "Which port does HTTP use by default?",
        options: ["80", "8080", "443"],
        answer: "80",
        explanation: "Port 80.",
        pick: "80",
        correct: true,
        key_corrected: true,
        corrected_at: "2026-11-24T09:15:00.000Z",
      },
      {
        question: "Which is a prime?",
        options: ["2", "3", "4"],
        answer: "2",
        accepted: ["2", "3"],
        explanation: "2 and 3 are primes.",
        pick: "3",
        correct: true,
        key_corrected: true,
      },
      {
        question: "Read the figure (missing from the paper).",
        options: ["a", "b"],
        answer: "a",
        explanation: "Dropped.",
        pick: null,
        correct: false,
        key_corrected: true,
        dropped: true,
      },
    ];
    render(<ReviewList questions={corrected} />);
    const items = document.querySelectorAll(".review-item");
    // When it was corrected (decision 346), in the reader's clock.
    expect(items[0]!.querySelector(".key-corrected")!.textContent).toMatch(
      /^The examiner corrected this question's key after the exam\. Marked right now: A\. Your score was counted again\. Corrected .*2026.*\.$/,
    );
    expect(items[1]!.querySelector(".key-corrected")!.textContent).not.toMatch(/Corrected/);
    expect(items[0]!.querySelector(".option.correct")).toHaveTextContent("80");
    expect(
      [...items[1]!.querySelectorAll(".option.correct .option-text")].map((o) => o.textContent),
    ).toEqual(["2", "3"]);
    expect(items[1]!.querySelector(".key-corrected")).toHaveTextContent("Marked right now: A, B.");
    expect(items[2]!.querySelector(".key-corrected")).toHaveTextContent(
      "The examiner took this question out after the exam: everyone gets its marks, answered or not.",
    );
    await act(() => setLanguage("ne"));
    expect(items[2]!.querySelector(".key-corrected")).toHaveTextContent(
      "परीक्षापछि परीक्षकले यो प्रश्न हटाउनुभयो",
    );
    await act(() => setLanguage("en"));
  });
});
