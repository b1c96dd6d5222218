import { cleanup, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HomePage } from "./home-page";

function renderHome(signedIn?: boolean) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: <HomePage names={{ exams: "Scholarship exams" }} signedIn={signedIn} />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe("the home page", () => {
  it("asks a visitor to log in for progress and exams, never a student who has (issue 69 point 5)", () => {
    renderHome();
    expect(screen.getAllByText(/Log in to/)).toHaveLength(2);
    cleanup();
    renderHome(true);
    expect(screen.queryByText(/Log in/)).toBeNull();
    expect(screen.getByRole("link", { name: /My progress/ })).toHaveTextContent(
      "Your scores, your weak topics and the questions due for review.",
    );
    expect(screen.getByRole("link", { name: /Scholarship exams/ })).toHaveTextContent(
      "Exams that colleges have open now.",
    );
  });

  it("names each group of cards by its heading, for a screen reader's list of regions", () => {
    const router = createMemoryRouter([
      { path: "/", element: <HomePage names={{ exams: "Scholarship exams" }} /> },
    ]);
    render(<RouterProvider router={router} />);
    for (const name of ["Study", "Exam Preparation", "Online Examination"]) {
      const region = screen.getByRole("region", { name });
      expect(region.querySelector("h2")).toHaveTextContent(name);
    }
  });
});
