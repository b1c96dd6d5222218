import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QuestionCard } from "./question-card";

const question = {
  id: 7,
  category: "computer",
  question: "Which tag makes text bold: <b>bold</b> or <img src=x onerror=alert(1)>?",
  options: ["<b>", "<i>", "<u>"],
  answer: "<b>",
  explanation: "The <b> element marks bold text.",
};

describe("QuestionCard", () => {
  it("shows markup in a question and its options as text, never as HTML", () => {
    const { container } = render(
      <QuestionCard
        question={question}
        number={1}
        chosen={null}
        phase="answering"
        reveal
        onChoose={() => {}}
      />,
    );
    expect(
      screen.getByText(
        /Which tag makes text bold: <b>bold<\/b> or <img src=x onerror=alert\(1\)>\?/,
      ),
    ).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("legend b")).toBeNull();
    expect(screen.getByLabelText(/<b>/)).toBeInTheDocument();
  });

  it("letters the options from A and marks the key and a wrong pick in words after a reveal", () => {
    render(
      <QuestionCard
        question={question}
        number={3}
        chosen="<i>"
        phase="revealed"
        reveal
        onChoose={() => {}}
      />,
    );
    expect(screen.getAllByText(/^[A-C]$/).map((e) => e.textContent)).toEqual(["A", "B", "C"]);
    expect(screen.getByText("Correct").closest("li")).toHaveTextContent("<b>");
    expect(screen.getByText("Incorrect").closest("li")).toHaveTextContent("<i>");
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
  });
});
