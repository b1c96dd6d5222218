import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Outlet, useRoutes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageErrorBoundary } from "./error-screen";

function Broken(): never {
  throw new Error("the page's data could not be read");
}

function Pages() {
  return (
    <PageErrorBoundary>
      {useRoutes([
        {
          element: (
            <div>
              <p>The frame</p>
              <Outlet />
            </div>
          ),
          children: [
            { index: true, element: <h1>Home page</h1> },
            { path: "broken", Component: Broken },
          ],
        },
      ])}
    </PageErrorBoundary>
  );
}

describe("a page that crashes", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the error screen with the reason, in place of the whole page", () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the caught error
    render(
      <MemoryRouter initialEntries={["/broken"]}>
        <Pages />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    expect(screen.getByText("the page's data could not be read")).toBeVisible();
    expect(screen.queryByText("The frame")).toBeNull();
  });

  it("gives way to the next page the student opens", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/broken"]}>
        <Pages />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole("link", { name: "go to the home page" }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeVisible();
    expect(screen.getByText("The frame")).toBeVisible();
    expect(screen.queryByText("Unexpected Application Error!")).toBeNull();
  });
});
