import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MockList } from "./mock-list";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A sitting of `paper` kept on this device, running or finished. */
const onDevice = (paper: string, finished: boolean) =>
  localStorage.setItem(
    `mock:${paper}`,
    JSON.stringify({ id: "s", paper, state: { finishedAt: finished ? 1 : null } }),
  );

const show = (signedIn: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MockList signedIn={signedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const card = (name: string) => screen.getByRole("link", { name: new RegExp(`^${name}\\b`) });

describe("the mock tests' list", () => {
  it("signed in, labels each paper as the server says, on whatever device it was sat", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        expect(url).toBe("/api/me/mocks");
        return Response.json({
          papers: [
            { paper: "mock-2", status: "running" },
            { paper: "mock-3", status: "finished" },
            { paper: "model-2076", status: "finished" },
          ],
        });
      }),
    );
    // This device still holds a sitting of Mock test 3 that another device submitted, and one of
    // Mock test 4 that has not reached the server yet.
    onDevice("mock-3", false);
    onDevice("mock-4", false);
    show(true);
    expect(await screen.findByRole("link", { name: /^Mock test 2.*In progress/ })).toBeVisible();
    expect(card("Mock test 3")).toHaveTextContent("Finished: see your result");
    expect(card("Mock test 4")).toHaveTextContent("In progress: continue");
    expect(card("2076 model paper")).toHaveTextContent("Finished: see your result");
    expect(card("Mock test 1")).not.toHaveTextContent(/In progress|Finished/);
  });

  it("a guest's labels are this device's, and the server is not asked", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    onDevice("mock-1", true);
    onDevice("mock-5", false);
    show(false);
    expect(card("Mock test 1")).toHaveTextContent("Finished: see your result");
    expect(card("Mock test 5")).toHaveTextContent("In progress: continue");
    expect(card("Mock test 2")).not.toHaveTextContent(/In progress|Finished/);
    expect(fetch).not.toHaveBeenCalled();
  });
});
