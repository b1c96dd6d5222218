import { act, cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { ResultScreen } from "./result-screen";

afterEach(async () => {
  await act(() => setLanguage("en"));
});

/** A finished paper of `right` right answers out of `total`, in subjects, as a quiz leaves it. */
function finished(
  score: number,
  questions: Array<{ category: string; right: boolean }>,
  seconds?: number,
) {
  localStorage.setItem("finalScore", String(score));
  localStorage.setItem("totalQuestions", String(questions.length));
  localStorage.setItem(
    "lastAttempt",
    JSON.stringify({
      title: "CSIT entrance test",
      ...(seconds === undefined ? {} : { seconds }),
      questions: questions.map((q, i) => ({
        id: i + 1,
        category: q.category,
        question: `Question ${i + 1}?`,
        options: ["A", "B"],
        answer: "A",
        explanation: "Because.",
        pick: q.right ? "A" : "B",
      })),
    }),
  );
}

const show = () => {
  const router = createMemoryRouter([{ path: "/result", Component: ResultScreen }], {
    initialEntries: ["/result"],
  });
  render(<RouterProvider router={router} />);
};

/** The figure a term of the result's list gives: "Percentage" -> "15%". */
const figure = (term: string) =>
  within(screen.getByLabelText("Your result in figures"))
    .getByText(term)
    .closest("div")!
    .querySelector("dd");

const paper = (math: number, physics: number) => [
  ...Array.from({ length: 10 }, (_, i) => ({ category: "mathematics", right: i < math })),
  ...Array.from({ length: 10 }, (_, i) => ({ category: "physics", right: i < physics })),
];

describe("/result", () => {
  it("below the pass mark: no congratulations, an honest heading, the figures and the split by subject", async () => {
    finished(3, paper(2, 1), 754);
    show();
    expect(screen.getByRole("heading", { level: 1, name: "Keep going!" })).toBeInTheDocument();
    expect(screen.queryByText(/Congratulations/)).toBeNull();
    expect(screen.getByText("You got : 3 / 20")).toBeInTheDocument();
    expect(screen.getByText(/^The pass mark is 35%: not there yet/)).toBeInTheDocument();
    expect(figure("Percentage")).toHaveTextContent("15%");
    expect(figure("Time taken")).toHaveTextContent("12 min 34 s");
    const table = screen.getByRole("table", { name: "By subject" });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual(["SubjectRightPercentage", "Mathematics2 / 1020%", "Physics1 / 1010%"]);

    await act(() => setLanguage("ne"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "लागिरहनुहोस्!" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/बधाई/)).toBeNull();
    expect(screen.getByText(/^उत्तीर्णाङ्क 35% हो/)).toBeInTheDocument();
  });

  it("past the pass mark but short of the competitive score: where the student stands and the next step, no congratulations (issue 69 point 3)", async () => {
    finished(8, paper(5, 3));
    show();
    expect(screen.getByRole("heading", { level: 1, name: "Keep going!" })).toBeInTheDocument();
    expect(screen.queryByText(/Congratulations/)).toBeNull();
    expect(
      screen.getByText(
        "You are at 40%: past the 35% pass mark, 20 points short of 60%, the score that competes for a seat. Next: practise what you missed.",
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Practise next" })[0]).toHaveAttribute(
      "href",
      "/progress/next-step",
    );
    await act(() => setLanguage("ne"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "लागिरहनुहोस्!" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^तपाईं 40% मा हुनुहुन्छ/)).toBeInTheDocument();
  });

  it("at the competitive score and above: congratulations that say for what, in both languages", async () => {
    finished(12, paper(7, 5));
    show();
    expect(screen.getByRole("heading", { level: 1, name: "Congratulations!" })).toBeInTheDocument();
    expect(screen.getByText("You got : 12 / 20")).toBeInTheDocument();
    expect(screen.getByText(/^You cleared 60%, the score that competes/)).toBeInTheDocument();
    expect(screen.queryByText(/pass mark/)).toBeNull();
    // The one next step stays in the celebration's first screen (issue 69 point 3).
    expect(screen.getAllByRole("link", { name: "Practise next" })[0]).toHaveAttribute(
      "href",
      "/progress/next-step",
    );
    // A review kept before times were kept: no time is made up.
    expect(screen.queryByText("Time taken")).toBeNull();
    await act(() => setLanguage("ne"));
    expect(await screen.findByRole("heading", { level: 1, name: "बधाई छ!" })).toBeInTheDocument();
  });

  it("a signed-in student's own target is the bar, and the result says it is theirs (decision 0495)", async () => {
    const signIn = (target: number) =>
      localStorage.setItem("profile", JSON.stringify({ token: "t", user: { id: 7, target } }));
    // 10 of 20 (50 %) clears a target of 50 %, below the competitive score.
    signIn(50);
    finished(10, paper(6, 4));
    show();
    expect(screen.getByRole("heading", { level: 1, name: "Congratulations!" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You reached 50%, your own target (set on your account): the bar this praise is for.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/competes/)).toBeNull();
    await act(() => setLanguage("ne"));
    expect(await screen.findByRole("heading", { level: 1, name: "बधाई छ!" })).toBeInTheDocument();
    expect(screen.getByText(/तपाईंकै लक्ष्य/)).toBeInTheDocument();
    cleanup();
    await act(() => setLanguage("en"));

    // 14 of 20 (70 %) is past the competitive score but short of a target of 80 %: no praise.
    signIn(80);
    finished(14, paper(7, 7));
    show();
    expect(screen.getByRole("heading", { level: 1, name: "Keep going!" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You are at 70%: past the 35% pass mark, 10 points short of 80%, your own target. Next: practise what you missed.",
      ),
    ).toBeInTheDocument();
  });

  it("a paper of one subject has no split by subject", () => {
    finished(1, [
      { category: "english", right: true },
      { category: "english", right: false },
    ]);
    show();
    expect(figure("Percentage")).toHaveTextContent("50%");
    expect(screen.queryByRole("table", { name: "By subject" })).toBeNull();
  });

  it("the ways on come before the review, so a long review never pushes them away", async () => {
    finished(1, paper(1, 0));
    show();
    const again = screen.getByRole("link", { name: "Practise again" });
    const firstQuestion = await screen.findByText("Question 1?");
    // The link precedes the review's first question in the page's order.
    expect(
      again.compareDocumentPosition(firstQuestion) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
