import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AttemptReviewList } from "./attempt-review-list";

const HOSTILE = "<img src=x onerror=alert(1)>";

describe("AttemptReviewList", () => {
  it("shows markup in the title, question, options and explanation as text", () => {
    const { container } = render(
      <AttemptReviewList
        review={{
          title: `Mock <script>alert(1)</script>`,
          questions: [
            {
              question: `Which is safe? ${HOSTILE}`,
              options: ["<b>", HOSTILE, "plain"],
              answer: "<b>",
              explanation: `Because ${HOSTILE} is shown as text.`,
              pick: HOSTILE,
            },
          ],
        }}
      />,
    );
    expect(container.querySelector("img, script, b")).toBeNull();
    // The title and the options are content, in elements of their own marked with their language.
    expect(
      screen.getByRole("heading", { name: "Review: Mock <script>alert(1)</script>" }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Which is safe? ${HOSTILE}`)).toBeInTheDocument();
    expect(screen.getByText(`Because ${HOSTILE} is shown as text.`)).toBeInTheDocument();
    const options = container.querySelectorAll(".review-options > li");
    expect(options[0]).toHaveTextContent("A. <b> (answer)");
    expect(options[1]).toHaveTextContent(`B. ${HOSTILE} (your pick)`);
    expect(screen.getByText("Incorrect.")).toBeInTheDocument();
  });
});
