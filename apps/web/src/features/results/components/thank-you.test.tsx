import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { THANK_YOU_REDIRECT_MS, ThankYou } from "./thank-you";

afterEach(() => {
  vi.useRealTimers();
});

it("goes home 7 s after it shows, not a moment before", () => {
  vi.useFakeTimers();
  const router = createMemoryRouter(
    [
      { path: "/thankyou", Component: ThankYou },
      { path: "/", element: <h1>Home</h1> },
    ],
    { initialEntries: ["/thankyou"] },
  );
  render(<RouterProvider router={router} />);
  expect(screen.getByRole("heading", { name: "Thank you!" })).toBeInTheDocument();
  expect(THANK_YOU_REDIRECT_MS).toBe(7000);

  act(() => vi.advanceTimersByTime(6999));
  expect(router.state.location.pathname).toBe("/thankyou");
  act(() => vi.advanceTimersByTime(1));
  expect(router.state.location.pathname).toBe("/");
  expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
  // It replaced the thank-you page: Back does not return to a finished exam's end.
  expect(router.state.historyAction).toBe("REPLACE");
});
