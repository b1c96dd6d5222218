import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ResultResponse } from "@tayari/contracts/exam-results";
import { ExamSitting } from "./exam-sitting";

afterEach(() => vi.unstubAllGlobals());

const result: ResultResponse = {
  exam: { slug: "scholarship", title: "Scholarship test", profile: "csit" },
  score: 1,
  max_score: 1,
  correct: 1,
  wrong: 0,
  unanswered: 0,
  rank: 1,
  candidates: 1,
  percentile: 100,
  review: [
    {
      id: 11,
      category: "science",
      question: "Which gas do plants take in?",
      options: ["Oxygen", "Carbon dioxide"],
      answer: "Carbon dioxide",
      explanation: "Plants take in carbon dioxide for photosynthesis.",
      pick: "Carbon dioxide",
      correct: true,
    },
  ],
};

describe("Check my result on a slow connection", () => {
  it("a second tap while the first check is on its way waits for it instead of starting again", async () => {
    // The exam is closed and sat; its result is not out at first, then it is, slowly.
    const answers: Array<(response: Response) => void> = [];
    let asked = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        if (url.endsWith("/api/exams"))
          return Promise.resolve(Response.json({ sat: [], exams: [] }));
        if (!url.endsWith("/result")) return Promise.resolve(new Response(null, { status: 404 }));
        asked += 1;
        if (asked === 1)
          return Promise.resolve(
            Response.json(
              {
                code: "exams.resultsNotReleased",
                params: {},
                message: "Results of this exam are not released yet.",
              },
              { status: 409 },
            ),
          );
        return new Promise<Response>((resolve) => answers.push(resolve));
      }),
    );
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <ExamSitting slug="scholarship" examiner={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const check = await screen.findByRole("button", { name: "Check my result" });
    await userEvent.click(check);
    await waitFor(() => expect(asked).toBe(2));
    // Impatient taps while the answer is on its way: no request of their own.
    await userEvent.click(check);
    await userEvent.click(check);
    expect(asked).toBe(2);
    // The page still says the result is not out, its button there, while the check is on its way.
    expect(screen.getByRole("status").textContent).toBe(
      "Results of this exam are not released yet.",
    );
    answers[0]!(Response.json(result));
    // The answer of the first tap arrives and is shown (jsdom hides the page's headings from role
    // queries behind the review's closed dialog, so the heading is read as text).
    await waitFor(() =>
      expect(document.querySelector("h1")?.textContent).toBe("Scholarship test: your result"),
    );
    expect(asked).toBe(2);
  });
});
