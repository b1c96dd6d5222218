import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AttemptReviewList } from "./attempt-review-list";

describe("AttemptReviewList", () => {
  it("names the test as content and reviews each question with the family's card", () => {
    const { container } = render(
      <AttemptReviewList
        review={{
          title: `Mock <script>alert(1)</script>`,
          questions: [
            {
              question: "What is $\\frac{1}{2}$ of 4?",
              options: ["2", "1"],
              answer: "2",
              explanation: "Half of 4 is 2.",
              pick: "1",
            },
          ],
        }}
      />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(
      screen.getByRole("heading", { name: "Review: Mock <script>alert(1)</script>" }),
    ).toBeInTheDocument();
    const item = container.querySelector(".review-item.wrong")!;
    expect(item.querySelector(".verdict")).toHaveTextContent("Wrong");
    expect(item.querySelector(".option.incorrect")).toHaveTextContent("B1IncorrectYour answer");
    expect(item.querySelector(".option.correct")).toHaveTextContent("A2Correct");
    expect(item.querySelector(".explanation")).toHaveTextContent("Half of 4 is 2.");
  });
});
