import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HomePage } from "./home-page";

describe("the home page", () => {
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
