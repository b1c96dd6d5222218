import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { MOCK_1 } from "../../../test/mock-paper";
import { renderInApp } from "../../../test/render-in-app";
import type { AttemptSender } from "../sitting";
import { MockTest } from "./mock-test";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const questions: Question[] = Array.from({ length: 100 }, (_, i) => ({
  id: 700 + i,
  category: "physics",
  question: `Question text ${i + 1}`,
  options: [`a${i}`, `b${i}`, `c${i}`, `d${i}`],
  answer: `b${i}`,
  explanation: `Because b${i}.`,
}));

const attempts: AttemptSender = {
  keep: () => {},
  waiting: () => false,
  send: async () => {},
  refusal: () => null,
};

describe("a mock paper's page", () => {
  it("a sitting begun while an earlier look at the paper is still under way is not put back to the rules", async () => {
    // The server: the paper at once; the signed-in student's running sitting (none) a moment later,
    // as on a slow connection.
    const sittingAsked = vi.fn();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith("/api/mocks/mock-1"))
          return Response.json({
            paper: MOCK_1,
            questions,
          });
        if (url.endsWith("/api/me/mocks/mock-1/sitting")) {
          sittingAsked();
          await new Promise((resolve) => setTimeout(resolve, 100));
          return Response.json({ sitting: null });
        }
        return Response.json({ message: "not here" }, { status: 404 });
      }),
    );
    // A prerendered page is drawn signed out, then signed in once hydrated: two looks overlap.
    let signIn = () => {};
    function Page() {
      const [signedIn, setSignedIn] = useState(false);
      signIn = () => setSignedIn(true);
      return <MockTest slug="mock-1" signedIn={signedIn} attempts={attempts} />;
    }
    renderInApp(<Page />);
    act(() => signIn());
    const user = userEvent.setup();
    // Pressed as soon as it is offered.
    const start = () => screen.getByRole("button", { name: "Start the paper" });
    await waitFor(() => expect(start()).toBeEnabled(), { timeout: 3000 });
    await user.click(start());
    expect(await screen.findByText("Question 1 of 100")).toBeInTheDocument();
    // The signed-in look has finished since: the sitting stays.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(sittingAsked).toHaveBeenCalled();
    expect(screen.getByText("Question 1 of 100")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start the paper" })).toBeNull();
  });
});
