import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useQuery } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-client";
import { QueryState } from "../components/ui/query-state";
import { PreparedQuiz } from "../features/quiz/components/prepared-quiz";
import { isChunkFailure } from "../lib/connection";
import { ConnectionLost } from "./connection-lost";
import { PageErrorBoundary } from "./error-screen";
import { renderInApp } from "../test/render-in-app";

const chunkFailure = () =>
  new TypeError(
    "Failed to fetch dynamically imported module: http://127.0.0.1/assets/science-exam-Bx1.js",
  );
const unreachable = () =>
  new ApiError(0, { message: "Cannot reach the server. Check your connection and try again." });

/** What a student reads on the screen: the raw failure never, the way out always. */
function expectWaitingScreen() {
  expect(screen.getByRole("heading", { name: "Waiting for the connection" })).toBeInTheDocument();
  expect(
    screen.getByText(
      "Offline, the tests and pages you have opened before on this phone still work.",
      { exact: false },
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  expect(screen.getByRole("button", { name: "Try again now" })).toBeEnabled();
  expect(document.body.textContent).not.toMatch(/dynamically imported|Cannot reach/);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("isChunkFailure", () => {
  it("knows each browser's words for code that could not be downloaded, and nothing else", () => {
    expect(isChunkFailure(chunkFailure())).toBe(true);
    expect(isChunkFailure(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkFailure(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkFailure(new Error("the questions of this test are not in this build."))).toBe(
      false,
    );
    expect(isChunkFailure(null)).toBe(false);
  });
});

describe("ConnectionLost", () => {
  it("says what works offline and tries again on the button, on `online` and after a while", async () => {
    vi.useFakeTimers();
    const retry = vi.fn(() => Promise.reject(new Error("still offline")));
    render(
      <MemoryRouter>
        <ConnectionLost retry={retry} />
      </MemoryRouter>,
    );
    expectWaitingScreen();

    await act(async () => screen.getByRole("button", { name: "Try again now" }).click());
    expect(retry).toHaveBeenCalledTimes(1);
    await act(async () => void window.dispatchEvent(new Event("online")));
    expect(retry).toHaveBeenCalledTimes(2);
    // Each failure waits longer: 5 s, 10 s, then 20 s after two failures.
    await act(async () => void vi.advanceTimersByTime(19_999));
    expect(retry).toHaveBeenCalledTimes(2);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(retry).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("button", { name: "Try again now" })).toBeEnabled();
  });
});

/** A page whose code throws `error`, under the page's error boundary (its console kept quiet). */
function renderThrowing(error: Error) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  function Broken(): never {
    throw error;
  }
  render(
    <MemoryRouter>
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>
    </MemoryRouter>,
  );
}

describe("the error screen", () => {
  it("shows a part whose code could not be downloaded as the waiting screen, not as a crash", async () => {
    renderThrowing(chunkFailure());
    await screen.findByRole("heading", { name: "Waiting for the connection" });
    expectWaitingScreen();
    expect(screen.queryByText("Unexpected Application Error!")).toBeNull();
  });

  it("still tells a real crash as one", async () => {
    renderThrowing(new Error("x is undefined"));
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("x is undefined")).toBeInTheDocument();
  });
});

describe("a page whose data could not be fetched", () => {
  function Catalog({ fetchUnits }: { fetchUnits: () => Promise<string[]> }) {
    const query = useQuery({ queryKey: ["units"], queryFn: fetchUnits, retry: false });
    return <QueryState query={query}>{(units) => <h1>{units.join(", ")}</h1>}</QueryState>;
  }

  it("offline: the waiting screen, then the page once a try works", async () => {
    const fetchUnits = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(unreachable())
      .mockResolvedValue(["Sets", "Vectors"]);
    renderInApp(<Catalog fetchUnits={fetchUnits} />);
    await screen.findByRole("heading", { name: "Waiting for the connection" });
    expectWaitingScreen();
    await userEvent.click(screen.getByRole("button", { name: "Try again now" }));
    expect(await screen.findByRole("heading", { name: "Sets, Vectors" })).toBeInTheDocument();
  });

  it("the server's refusal is still said as the server said it; nothing there, in a student's words", async () => {
    const refusal = () =>
      Promise.reject(
        new ApiError(503, {
          code: "general.unavailable",
          message: "The service is temporarily unavailable. Please try again in a moment.",
        }),
      );
    const { unmount } = renderInApp(<Catalog fetchUnits={refusal} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The service is temporarily unavailable. Please try again in a moment.",
    );
    expect(screen.queryByRole("heading", { name: "Waiting for the connection" })).toBeNull();
    unmount();

    // Decision 220: a 404's message names the address's slugs; the page says it plainly instead.
    const missing = () =>
      Promise.reject(new ApiError(404, { message: "The level 'grade-ix' was not found." }));
    renderInApp(<Catalog fetchUnits={missing} />);
    expect(
      await screen.findByRole("heading", { name: "We could not find this page" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The address may be mistyped, or the page may have moved.",
    );
    expect(screen.queryByText(/grade-ix/)).toBeNull();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });
});

describe("a quiz whose question bank could not be downloaded", () => {
  it("keeps its title, shows the waiting screen under it, then the quiz once the bank loads", async () => {
    const prepare = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValue("Question 1 of 50");
    render(
      <MemoryRouter>
        <PreparedQuiz attemptKey="exam:science" prepare={prepare} title="+2 Science exam">
          {(first) => <p>{first}</p>}
        </PreparedQuiz>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole("heading", { level: 2, name: "Waiting for the connection" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "+2 Science exam" })).toBeInTheDocument();
    expectWaitingScreen();
    await userEvent.click(screen.getByRole("button", { name: "Try again now" }));
    expect(await screen.findByText("Question 1 of 50")).toBeInTheDocument();
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it("any other failure keeps its own words", async () => {
    const prepare = () => Promise.reject(new Error("this test is in use in another tab."));
    render(
      <MemoryRouter>
        <PreparedQuiz attemptKey="exam:management" prepare={prepare} title="+2 Management exam">
          {() => null}
        </PreparedQuiz>
      </MemoryRouter>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "this test is in use in another tab.",
    );
  });
});
