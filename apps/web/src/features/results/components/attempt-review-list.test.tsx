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
    expect(screen.getByText(`Review: Mock <script>alert(1)</script>`)).toBeInTheDocument();
    expect(screen.getByText(`Which is safe? ${HOSTILE}`)).toBeInTheDocument();
    expect(screen.getByText(`Because ${HOSTILE} is shown as text.`)).toBeInTheDocument();
    expect(screen.getByText("A. <b> (answer)")).toBeInTheDocument();
    expect(screen.getByText(`B. ${HOSTILE} (your pick)`)).toBeInTheDocument();
    expect(screen.getByText("Incorrect.")).toBeInTheDocument();
  });
});
